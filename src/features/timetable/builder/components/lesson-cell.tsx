import type { DragEvent } from 'react';
import type { Period, TimetableEntry, Weekday } from '@contract';
import { focusRing } from '@/components/ui/button';
import { cellName } from '../../setup/lib/periods';
import { briefly, clashesAt, entryClashes } from '../lib/clashes';
import type { BuilderWeek } from '../lib/week';
import { Glyph, type GlyphName } from './icons';

export interface CellActions {
  canAdd: boolean;
  canUpdate: boolean;
  whyNotAdd?: string;
  whyNotUpdate?: string;
  onAdd: (day: Weekday, period: Period) => void;
  onEdit: (lesson: TimetableEntry) => void;
  onMove: (lesson: TimetableEntry) => void;
  onToggleLock: (lesson: TimetableEntry) => void;
  onDragStart: (lesson: TimetableEntry) => void;
  onDragEnd: () => void;
  onDrop: (lesson: TimetableEntry, day: Weekday, period: Period) => void;
}

export interface LessonCellProps {
  week: BuilderWeek;
  day: Weekday;
  period: Period;
  lesson: TimetableEntry | undefined;
  /** The lesson being dragged: every cell says whether it could go there. */
  moving: TimetableEntry | null;
  /** Showing a proposal: nothing can be changed until it is accepted or discarded. */
  preview: boolean;
  actions: CellActions;
}

const cellClass = 'h-px border-b border-l border-slate-100 p-1 align-top';
const iconButton = `inline-flex size-7 items-center justify-center rounded-md text-slate-600 hover:bg-white hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`;

function IconButton({ glyph, label, pressed, disabled, title, onClick }: { glyph: GlyphName; label: string; pressed?: boolean; disabled: boolean; title?: string; onClick: () => void }) {
  return (
    <button type="button" aria-label={label} aria-pressed={pressed} title={title ?? label} disabled={disabled} onClick={onClick} className={`${iconButton} ${pressed ? 'text-brand-800' : ''}`}>
      <Glyph name={glyph} />
    </button>
  );
}

/** One cell of the section's week: its lesson with what can be done to it, or room for one. */
export function LessonCell({ week, day, period, lesson, moving, preview, actions }: LessonCellProps) {
  const where = cellName(day, period);
  const target = moving && !preview && moving.id !== lesson?.id ? clashesAt(week.index, { ...moving, weekday: day, period_id: period.id, entry_id: moving.id }, week.names) : null;
  const drop = target === null ? '' : target.length ? 'bg-red-50 outline -outline-offset-2 outline-red-400 outline-dashed' : 'bg-emerald-50 outline -outline-offset-2 outline-emerald-500 outline-dashed';
  const accept = (event: DragEvent) => {
    if (moving && target !== null) event.preventDefault();
  };
  const dropped = (event: DragEvent) => {
    event.preventDefault();
    if (moving && target !== null) actions.onDrop(moving, day, period);
  };

  return (
    <td className={`${cellClass} ${drop}`} onDragOver={accept} onDrop={dropped}>
      <div className="flex h-full min-h-20 flex-col gap-1">
        {lesson ? (
          <LessonCard week={week} lesson={lesson} where={where} preview={preview} actions={actions} dimmed={moving?.id === lesson.id} />
        ) : preview ? (
          <span className="flex flex-1 items-center justify-center text-xs text-slate-500">Free</span>
        ) : (
          <button
            type="button"
            disabled={!actions.canAdd}
            title={actions.whyNotAdd}
            onClick={() => actions.onAdd(day, period)}
            aria-label={`Add lesson on ${where}`}
            className={`flex flex-1 items-center justify-center rounded-md border border-dashed border-slate-300 px-1 text-xs font-medium text-slate-600 hover:border-brand-500 hover:bg-brand-50 hover:text-brand-800 disabled:cursor-not-allowed disabled:hover:bg-transparent ${focusRing}`}
          >
            Add lesson
          </button>
        )}
        {target === null ? null : (
          <p className={`text-xs font-medium ${target.length ? 'text-red-800' : 'text-emerald-800'}`}>{target.length ? `Clash: ${briefly(target)}` : 'Fits here'}</p>
        )}
      </div>
    </td>
  );
}

/** "Maths, Ms Wanjiru, Room 4, locked": a lesson in words, for a screen reader. */
const describe = (l: TimetableEntry) => [l.subject_name, l.teacher_name ?? 'no teacher', l.room_name ?? 'no room', l.locked ? 'locked' : ''].filter(Boolean).join(', ');

interface LessonCardProps {
  week: BuilderWeek;
  lesson: TimetableEntry;
  where: string;
  preview: boolean;
  dimmed: boolean;
  actions: CellActions;
}

function LessonCard({ week, lesson, where, preview, dimmed, actions }: LessonCardProps) {
  const clashes = preview ? [] : entryClashes(week.index, lesson, week.names);
  const proposed = lesson.id < 0;
  const tone = clashes.length ? 'bg-red-50 ring-red-300' : proposed ? 'bg-violet-50 ring-violet-200' : 'bg-brand-50 ring-brand-200';
  const draggable = !preview && actions.canUpdate;
  const details = (
    <>
      <span className="flex items-center gap-1 font-semibold text-slate-900">
        <span className="truncate">{lesson.subject_name}</span>
        {lesson.locked ? (
          <span title="Locked: the generator keeps it here">
            <Glyph name="lock" className="size-3.5 shrink-0 text-brand-800" />
          </span>
        ) : null}
      </span>
      <span className="block truncate text-xs text-slate-700">{lesson.teacher_name ?? 'No teacher'}</span>
      <span className="block truncate text-xs text-slate-600">{lesson.room_name ?? 'No room'}</span>
    </>
  );
  return (
    <div
      draggable={draggable}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(lesson.id));
        actions.onDragStart(lesson);
      }}
      onDragEnd={actions.onDragEnd}
      className={`flex flex-1 flex-col rounded-md p-1.5 ring-1 ${tone} ${draggable ? 'cursor-grab active:cursor-grabbing' : ''} ${dimmed ? 'opacity-50' : ''}`}
    >
      {preview ? (
        <div className="min-w-0 text-sm">
          <span className="sr-only">{`${describe(lesson)}${proposed ? ', proposed' : ''}.`}</span>
          <span aria-hidden="true">{details}</span>
        </div>
      ) : (
        <button
          type="button"
          disabled={!actions.canUpdate}
          title={actions.whyNotUpdate}
          onClick={() => actions.onEdit(lesson)}
          aria-label={`Edit ${describe(lesson)}, ${where}`}
          className={`min-w-0 rounded text-left text-sm disabled:cursor-default ${focusRing}`}
        >
          {details}
        </button>
      )}
      {preview ? null : (
        <div className="mt-auto flex justify-end gap-0.5 pt-1">
          <IconButton
            glyph={lesson.locked ? 'lock' : 'unlock'}
            label={`Lock ${lesson.subject_name} on ${where}`}
            title={actions.whyNotUpdate ?? (lesson.locked ? 'Locked: the generator keeps it here. Press to unlock.' : 'Lock it here for the generator')}
            pressed={lesson.locked}
            disabled={!actions.canUpdate}
            onClick={() => actions.onToggleLock(lesson)}
          />
          <IconButton glyph="move" label={`Move ${lesson.subject_name} on ${where} to…`} title={actions.whyNotUpdate} disabled={!actions.canUpdate} onClick={() => actions.onMove(lesson)} />
        </div>
      )}
      {clashes.length ? (
        <p className="mt-1 flex gap-1 text-xs font-medium text-red-800">
          <Glyph name="warning" className="mt-px size-3.5 shrink-0" />
          <span>{clashes.map((c) => c.message).join(' ')}</span>
        </p>
      ) : null}
    </div>
  );
}
