import { useCallback, useState } from 'react';
import type { TimetableEntry, Weekday } from '@contract';
import { ConfirmPanel } from '@/components/dialogs/confirm-panel';
import { Modal } from '@/components/dialogs/modal';
import { cellName } from '../../setup/lib/periods';
import { useRemoveLesson, useSaveLesson } from '../api/entries';
import { LessonForm, type LessonFormProps, type LessonMode } from '../forms/lesson-form';
import type { BuilderWeek } from '../lib/week';

/** What the lesson dialog is open for: a new lesson in a cell, or a lesson to edit or move (maybe to a cell it was dropped on). */
export type LessonTarget = { mode: 'add'; weekday: Weekday; period_id: number } | { mode: 'edit' | 'move'; lesson: TimetableEntry; weekday?: Weekday; period_id?: number };

/** The section's lesson needs and the subjects, teachers and rooms a lesson is chosen from: the dialog hands them to its form as they are. */
type LessonChoices = Pick<LessonFormProps, 'requirements' | 'subjects' | 'teachers' | 'rooms'>;

export interface LessonDialogProps extends LessonChoices {
  target: LessonTarget | null;
  onClose: () => void;
  week: BuilderWeek;
}

function titleOf(target: LessonTarget, week: BuilderWeek): string {
  if (target.mode === 'add') {
    const period = week.index.periods.get(target.period_id);
    return `Add a lesson for ${week.sectionName}${period ? `, ${cellName(target.weekday, period)}` : ''}`;
  }
  return `${target.mode === 'move' ? 'Move' : 'Edit'} ${target.lesson.subject_name}, ${week.sectionName}`;
}

/** Add, edit, move or remove one lesson of the section's week. */
export function LessonDialog({ target, onClose, week, ...choices }: LessonDialogProps) {
  const save = useSaveLesson(onClose);
  const remove = useRemoveLesson(onClose);
  const [removing, setRemoving] = useState(false);
  // Stable, or the Modal subscribes to navigation again on every render.
  const close = useCallback(() => {
    setRemoving(false);
    onClose();
  }, [onClose]);
  const lesson = target && target.mode !== 'add' ? target.lesson : undefined;
  const mode: LessonMode = target?.mode ?? 'add';

  return (
    <Modal open={target !== null} onClose={close} title={target ? (removing ? 'Remove lesson' : titleOf(target, week)) : ''} width="38rem">
      {target === null ? null : removing && lesson ? (
        <ConfirmPanel confirmLabel="Yes, remove" danger pending={remove.isPending} onCancel={() => setRemoving(false)} onConfirm={() => remove.mutate(lesson.id)}>
          <p>
            Remove <strong>{lesson.subject_name}</strong> from {week.sectionName} on {cellName(lesson.weekday, week.index.periods.get(lesson.period_id) ?? { name: 'its period' })}?
          </p>
          <p>The period becomes free; the lesson counts as not placed again.</p>
        </ConfirmPanel>
      ) : (
        <LessonForm
          mode={mode}
          week={week}
          lesson={lesson}
          weekday={target.weekday ?? lesson!.weekday}
          periodId={target.period_id ?? lesson!.period_id}
          {...choices}
          pending={save.isPending}
          onCancel={close}
          onSubmit={(input) => save.mutate({ id: lesson?.id ?? null, input })}
          onRemove={mode === 'edit' ? () => setRemoving(true) : undefined}
        />
      )}
    </Modal>
  );
}
