import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { LessonRequirement, Period, Room, Subject, TeacherOption, TimetableEntry, Weekday } from '@contract';
import { Button } from '@/components/ui/button';
import { RequirementsPanel } from '../../setup/components/requirements-panel';
import { useChangeLesson } from '../api/entries';
import { generationQueryOptions } from '../api/generations';
import { clashesAt, slotKey } from '../lib/clashes';
import { lessonCells, placedBySubject, proposedWeek, weekClashes, type BuilderWeek } from '../lib/week';
import { coversSection, GeneratePanel } from './generate-panel';
import { LessonCell, type CellActions } from './lesson-cell';
import { LessonDialog, type LessonTarget } from './lesson-dialog';
import { WeekGrid } from './week-grid';

export interface Permissions {
  canAdd: boolean;
  canUpdate: boolean;
  whyNotAdd?: string;
  whyNotUpdate?: string;
}

export interface SectionWeekProps {
  week: BuilderWeek;
  requirements: LessonRequirement[];
  subjects: Subject[];
  teachers: TeacherOption[];
  rooms: Room[];
  permissions: Permissions;
  generationId: number | undefined;
  onGeneration: (id: number | undefined) => void;
}

/**
 * One section's week being built: the grid, where each lesson can be edited, moved (dragged,
 * or "Move to…" from the keyboard), locked, or added to an empty cell, with every clash shown
 * live; beside it the generator and the lessons the section needs.
 */
export function SectionWeek({ week, requirements, subjects, teachers, rooms, permissions, generationId, onGeneration }: SectionWeekProps) {
  const [target, setTarget] = useState<LessonTarget | null>(null);
  const [moving, setMoving] = useState<TimetableEntry | null>(null);
  const [showProposal, setShowProposal] = useState(true);
  const change = useChangeLesson();
  const closeDialog = useCallback(() => setTarget(null), []);

  const run = useQuery({ ...generationQueryOptions(generationId ?? 0), enabled: generationId !== undefined });
  const scope = { section_id: week.section.id, section_name: week.sectionName, class_id: week.section.class_id, class_name: week.section.class_name };
  const proposal = run.data?.status === 'done' && run.data.result && coversSection(run.data.scope, scope) ? run.data.result.lessons : null;
  const previewing = proposal !== null && showProposal;
  const shown = previewing ? proposedWeek(week, proposal) : week.lessons;
  const byCell = new Map(shown.map((l) => [slotKey(l.section_id, l.weekday, l.period_id), l]));
  const clashes = weekClashes(week);

  const actions: CellActions = {
    ...permissions,
    onAdd: (weekday, period) => setTarget({ mode: 'add', weekday, period_id: period.id }),
    onEdit: (lesson) => setTarget({ mode: 'edit', lesson }),
    onMove: (lesson) => setTarget({ mode: 'move', lesson }),
    onToggleLock: (lesson) => change.mutate({ entry: lesson, change: { locked: !lesson.locked } }),
    onDragStart: setMoving,
    onDragEnd: () => setMoving(null),
    onDrop: (lesson: TimetableEntry, weekday: Weekday, period: Period) => {
      setMoving(null);
      if (lesson.weekday === weekday && lesson.period_id === period.id) return;
      // A drop that would clash opens the move form there, with each clash at its field: nothing is sent that the server would refuse.
      if (clashesAt(week.index, { ...lesson, weekday, period_id: period.id, entry_id: lesson.id }, week.names).length) setTarget({ mode: 'move', lesson, weekday, period_id: period.id });
      else change.mutate({ entry: lesson, change: { weekday, period_id: period.id } });
    },
  };

  return (
    <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="min-w-0 space-y-3">
        {previewing ? (
          <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-violet-50 px-3 py-2 text-sm text-violet-950 ring-1 ring-violet-200">
            <p>{`Showing the generator's proposal for ${week.sectionName}. Nothing has changed yet: accept or discard it under Generate.`}</p>
            <Button variant="secondary" className="px-3 py-1" onClick={() => setShowProposal(false)}>
              Show the week as it is
            </Button>
          </div>
        ) : (
          <WeekClashes week={week} clashes={clashes} />
        )}
        <WeekGrid
          caption={previewing ? `Proposed week of ${week.sectionName}` : `Week of ${week.sectionName}`}
          periods={week.periods}
          days={week.days}
          cell={(day, period) => (
            <LessonCell week={week} day={day} period={period} lesson={byCell.get(slotKey(week.section.id, day, period.id))} moving={moving} preview={previewing} actions={actions} />
          )}
        />
        <p className="text-xs text-slate-600 print:hidden">
          Drag a lesson to another period, or use its move button. While you drag, each period says whether the lesson fits there. A locked lesson stays where it is when the week
          is generated.
        </p>
      </div>
      <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-1">
        <GeneratePanel
          scope={scope}
          generationId={generationId}
          onGeneration={(id) => {
            setShowProposal(true);
            onGeneration(id);
          }}
          previewing={previewing}
          onPreview={setShowProposal}
          canGenerate={permissions.canUpdate}
          why={permissions.whyNotUpdate}
        />
        <RequirementsPanel
          sectionId={week.section.id}
          sectionName={week.sectionName}
          subjects={subjects}
          teachers={teachers}
          placed={placedBySubject(week.lessons)}
          capacity={lessonCells(week).length}
          canEdit={permissions.canUpdate}
          why={permissions.whyNotUpdate}
        />
      </div>
      <LessonDialog target={target} onClose={closeDialog} week={week} requirements={requirements} subjects={subjects} teachers={teachers} rooms={rooms} />
    </div>
  );
}

/** Every clash in the week at once, above the grid (the cells show each where it is). */
function WeekClashes({ week, clashes }: { week: BuilderWeek; clashes: ReturnType<typeof weekClashes> }) {
  const count = clashes.reduce((n, c) => n + c.clashes.length, 0);
  if (!count) {
    return <p className="text-sm text-slate-700">{`${week.lessons.length} ${week.lessons.length === 1 ? 'lesson' : 'lessons'} in the week of ${week.sectionName}, no clash.`}</p>;
  }
  return (
    <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200">
      <p className="font-semibold">{`${count} ${count === 1 ? 'clash' : 'clashes'} in the week of ${week.sectionName}:`}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {clashes.flatMap((c) => c.clashes.map((clash, i) => <li key={`${c.entry.id}.${i}`}>{clash.message}</li>))}
      </ul>
    </div>
  );
}
