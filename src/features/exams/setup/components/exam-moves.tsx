import { useCallback, useState } from 'react';
import type { Exam } from '@contract';
import { ConfirmPanel } from '@/components/dialogs/confirm-panel';
import { Modal } from '@/components/dialogs/modal';
import { Button } from '@/components/ui/button';
import { useMoveExam } from '../api/exams';
import { movesFor, type ExamMove } from '../lib/moves';

/**
 * The status moves of the exams list: one button per move the row's status allows, in plain
 * words; closing asks first, since it locks every mark of the exam.
 */
export function useExamMoves(canUpdate: boolean, whyNot?: string) {
  const [closing, setClosing] = useState<Exam | null>(null);
  // Stable, or the Modal subscribes to navigation again on every render.
  const closeConfirm = useCallback(() => setClosing(null), []);
  const move = useMoveExam(closeConfirm);

  const start = (exam: Exam, m: ExamMove) => (m.confirm ? setClosing(exam) : move.mutate({ exam, to: m.to }));

  const buttons = (exam: Exam) =>
    movesFor(exam.status).map((m) => (
      <Button key={m.to} variant="ghost" className="whitespace-nowrap px-2 py-1" disabled={!canUpdate || move.isPending} title={whyNot} aria-label={`${m.label}: ${exam.name}`} onClick={() => start(exam, m)}>
        {m.label}
      </Button>
    ));

  const confirm = (
    <Modal open={closing !== null} onClose={closeConfirm} title="Close and lock marks" width="30rem">
      {closing ? (
        <ConfirmPanel confirmLabel="Close and lock marks" danger pending={move.isPending} onCancel={closeConfirm} onConfirm={() => move.mutate({ exam: closing, to: 'Closed' })}>
          <p>
            Close <strong>{closing.name}</strong>? Its marks will be locked: nobody can enter or change a mark on any of its {closing.subjects === 1 ? 'paper' : `${closing.subjects} papers`} until it
            is reopened for corrections.
          </p>
          <p>Report cards and the final report read the locked marks.</p>
        </ConfirmPanel>
      ) : null}
    </Modal>
  );

  return { buttons, confirm };
}
