import type { CoverLesson } from '@contract';
import { Modal } from '@/components/dialogs/modal';
import { Button } from '@/components/ui/button';
import { classLabel } from '../lib/day';
import { ProposalButton } from './proposal-button';

export interface ProposalsDialogProps {
  /** The lesson whose free teachers are listed; none while the dialog is closed. */
  lesson: CoverLesson | null;
  busy: boolean;
  onPick: (lesson: CoverLesson, teacherId: number) => void;
  onClose: () => void;
}

/**
 * Every teacher free to take a lesson, in the server's order (the same subject first, then
 * those who have covered least): "Other teacher…" on a lesson not covered yet, Change on one
 * that is. The teacher covering it now is not offered again.
 */
export function ProposalsDialog({ lesson, busy, onPick, onClose }: ProposalsDialogProps) {
  const proposals = lesson ? lesson.proposals.filter((p) => p.teacher_id !== lesson.cover?.teacher_id) : [];
  const title = lesson ? `${lesson.cover ? 'Change cover' : 'Cover'}: ${lesson.subject_name}, ${classLabel(lesson)}, ${lesson.period_name}` : '';
  return (
    <Modal open={lesson !== null} onClose={onClose} title={title} width="32rem">
      {lesson ? (
        <div className="space-y-4">
          {lesson.cover ? <p className="text-sm text-slate-700">{lesson.cover.teacher_name} covers it now. Choose who takes it instead.</p> : null}
          {proposals.length ? (
            <ul className="space-y-2" aria-label="Teachers free in this period">
              {proposals.map((p) => (
                <li key={p.teacher_id}>
                  <ProposalButton proposal={p} disabled={busy} onPick={() => onPick(lesson, p.teacher_id)} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">No other teacher is free in this period.</p>
          )}
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
