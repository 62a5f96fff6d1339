import type { CoverLesson } from '@contract';
import { ConfirmPanel } from '@/components/dialogs/confirm-panel';
import { Modal } from '@/components/dialogs/modal';
import { classLabel, longDay } from '../lib/day';

export interface RemoveCoverDialogProps {
  /** The covered lesson whose cover may go; none while the dialog is closed. */
  lesson: CoverLesson | null;
  date: string;
  busy: boolean;
  onRemove: (coverId: number) => void;
  onClose: () => void;
}

/** Asks before a lesson is left without cover again. */
export function RemoveCoverDialog({ lesson, date, busy, onRemove, onClose }: RemoveCoverDialogProps) {
  const cover = lesson?.cover;
  return (
    <Modal open={!!cover} onClose={onClose} title="Remove cover">
      {lesson && cover ? (
        <ConfirmPanel confirmLabel="Remove cover" danger pending={busy} onConfirm={() => onRemove(cover.id)} onCancel={onClose}>
          <p>
            {cover.teacher_name} will no longer cover {lesson.subject_name} with {classLabel(lesson)} in {lesson.period_name} on {longDay(date)}.
          </p>
          <p>The lesson will need cover again.</p>
        </ConfirmPanel>
      ) : null}
    </Modal>
  );
}
