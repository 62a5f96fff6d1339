import type { ReactNode } from 'react';
import * as v from 'valibot';
import { reversalInput, type ReversalInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { filled } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { formatDate } from '@/lib/format-date';

/** The server's words (entries.service.ts), so the field says the same before and after sending. */
export const REVERSED_TOO_EARLY = 'A reversal cannot be dated before the entry it reverses.';

export const reverseEntrySchema = (entryDate: string) =>
  v.pipe(
    v.object({ date: filled(reversalInput.entries.date), reason: filled(reversalInput.entries.reason, 'Say why the entry is reversed.') }),
    v.forward(v.partialCheck([['date']], (t) => t.date >= entryDate, REVERSED_TOO_EARLY), ['date']),
  );

/** The same rule at the date field, so a blank reason cannot hide it (the schema stops at its first failing field). */
const notBefore = (entryDate: string) => (value: string | null | undefined) => (value && value < entryDate ? REVERSED_TOO_EARLY : '');

export interface ReverseEntryFormProps {
  entryId: number;
  entryDate: string;
  /** The date the form starts with: today, or the entry's own date when it lies ahead. */
  today: string;
  pending: boolean;
  /** A refusal about the entry itself rather than a field (409: reversed meanwhile). */
  problem?: ReactNode;
  onCancel: () => void;
  onSubmit: (input: ReversalInput) => void;
}

/**
 * Reverse entry: the dialog is its own confirmation. It says what happens (a new, opposite
 * entry is posted on the date given; the original stays as it is) before the red button does it.
 */
export function ReverseEntryForm({ entryId, entryDate, today, pending, problem, onCancel, onSubmit }: ReverseEntryFormProps) {
  const start = today < entryDate ? entryDate : today;
  const { Form, DateInput, TextareaInput, valid, read } = useSchemaForm(reverseEntrySchema(entryDate), { date: start, reason: '' });
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <div className="space-y-2 text-sm text-slate-800">
        <p>
          Reversing posts a new entry that undoes entry #{entryId} ({formatDate(entryDate)}) line by line, debits and credits swapped, on the date below.
        </p>
        <p>Entry #{entryId} stays in the books as it is, linked to its reversal. An entry is reversed once, and a reversal cannot be deleted.</p>
      </div>
      <DateInput name="date" label="Date of the reversal" required validate={notBefore(entryDate)} />
      <TextareaInput name="reason" label="Reason" required rows={2} maxLength={200} placeholder="Charged to the wrong student" />
      {problem ? (
        <div role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {problem}
        </div>
      ) : null}
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel="Reverse entry" danger />
    </Form>
  );
}
