import { useCallback, useRef, useState } from 'react';
import type { JournalEntry, ReversalInput } from '@contract';
import { Modal } from '@/components/dialogs/modal';
import { HttpError } from '@/lib/http-error';
import { submittingForm, whileSubmitting } from '@/lib/refusals';
import { submissionKeys } from '@/lib/submission-keys';
import { useReverseEntry } from '../api/entries';
import { ReverseEntryForm } from '../forms/reverse-entry-form';

/** What the dialog needs of an entry: a receipt knows these without reading the whole entry. */
export type ReversibleEntry = Pick<JournalEntry, 'id' | 'date' | 'reversed_by_id'>;

export interface ReverseEntryDialogProps {
  entry: ReversibleEntry;
  open: boolean;
  /** Stable (a useCallback): the Modal closes on navigation through it. */
  onClose: () => void;
  today: string;
  /** The reversal was posted: its entry's id. */
  onReversed: (entryId: number) => void;
  /** Someone reversed the entry meanwhile (409): the page reads it again to show the link. */
  onConflict: () => void;
  /** For tests: how a submission's key is made. */
  makeKey?: () => string;
}

/** A 409 that names no field: the entry was reversed meanwhile. */
const isAlreadyReversed = (error: unknown): error is HttpError => error instanceof HttpError && error.status === 409 && error.issues.length === 0;

/**
 * Reverse entry. The Idempotency-Key lives as long as the page, not the dialog: a retry after
 * a lost answer, even after closing and reopening, sends the same key. A refusal at a field
 * (422: a closed month, a date before the entry) shows there; "already reversed" names no
 * field, so it shows in the dialog rather than as a passing toast.
 */
export function ReverseEntryDialog({ entry, open, onClose, today, onReversed, onConflict, makeKey }: ReverseEntryDialogProps) {
  const keys = useRef(submissionKeys(makeKey));
  const [conflict, setConflict] = useState<string | null>(null);
  const reverse = useReverseEntry((data) => {
    keys.current.done();
    onReversed(data.entry_id);
  });
  // Stable, as the Modal needs.
  const close = useCallback(() => {
    setConflict(null);
    onClose();
  }, [onClose]);

  const submit = (input: ReversalInput) => {
    setConflict(null);
    const form = submittingForm();
    const target = {
      show(error: unknown) {
        if (form?.show(error)) return true;
        if (!isAlreadyReversed(error)) return false;
        setConflict(error.message);
        onConflict();
        return true;
      },
    };
    whileSubmitting(target, () => reverse.mutate({ id: entry.id, input, key: keys.current.keyFor({ id: entry.id, ...input }) }));
  };

  const problem = conflict ? (
    <>
      {conflict}{' '}
      {entry.reversed_by_id !== null ? (
        <a href={`#/finance/entry/${entry.reversed_by_id}`} className="underline underline-offset-2">
          Open the reversal, entry #{entry.reversed_by_id}
        </a>
      ) : null}
    </>
  ) : null;

  return (
    <Modal open={open} onClose={close} title={`Reverse entry #${entry.id}`} width="34rem">
      <ReverseEntryForm entryId={entry.id} entryDate={entry.date} today={today} pending={reverse.isPending} problem={problem} onCancel={close} onSubmit={submit} />
    </Modal>
  );
}
