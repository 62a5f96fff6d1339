import type { ExamState } from '@contract';
import { ConfirmPanel } from '@/components/dialogs/confirm-panel';
import { Modal } from '@/components/dialogs/modal';
import { plural } from '../lib/cards';

export interface IssueCardsDialogProps {
  open: boolean;
  /** "Grade 7 North", or the one student's name. */
  whose: string;
  cards: number;
  examName: string;
  examStatus: ExamState;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirm step before issuing: what "issued" means (a frozen copy) and what a correction does after it. */
export function IssueCardsDialog({ open, whose, cards, examName, examStatus, pending, onConfirm, onCancel }: IssueCardsDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title="Issue report cards" width="32rem">
      <ConfirmPanel confirmLabel={pending ? 'Issuing…' : cards === 1 ? 'Issue the card' : `Issue ${cards} cards`} pending={pending} onConfirm={onConfirm} onCancel={onCancel}>
        <p>
          {cards === 1 ? 'The report card' : `The ${plural(cards, 'report card')}`} of {whose} for {examName} will be issued.
        </p>
        <p>
          <strong className="font-semibold">An issued card is frozen:</strong> it keeps the marks, grades and position it was issued with, even if a mark is corrected
          later. Issuing again after a correction makes a new version; the earlier one stays readable under Issued versions.
        </p>
        <p>A card that has not changed since it was last issued is not issued again.</p>
        {examStatus !== 'Closed' ? (
          <p className="rounded-md bg-amber-50 px-3 py-2 text-amber-950 ring-1 ring-amber-200">
            {examName} is still {examStatus}: its marks can still change. Closing the exam first locks them.
          </p>
        ) : null}
      </ConfirmPanel>
    </Modal>
  );
}
