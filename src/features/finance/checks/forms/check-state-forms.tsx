import * as v from 'valibot';
import { clearCheckInput, formatMoney, voidCheckInput, type CheckRow, type VoidCheckInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { filled } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { formatDate } from '@/lib/format-date';

export const CLEARED_TOO_EARLY = 'A check cannot clear before the date it was written.';
export const VOIDED_TOO_EARLY = 'The reversal cannot be dated before the check.';

// Both dates fall on or after the day the check was written, as the server also requires.
export const clearCheckSchema = (written: string) =>
  v.pipe(v.object({ date: filled(clearCheckInput.entries.date) }), v.forward(v.partialCheck([['date']], (t) => t.date >= written, CLEARED_TOO_EARLY), ['date']));

export const voidCheckSchema = (written: string) =>
  v.pipe(
    v.object({ date: filled(voidCheckInput.entries.date), reason: filled(voidCheckInput.entries.reason, 'Say why the check is voided.') }),
    v.forward(v.partialCheck([['date']], (t) => t.date >= written, VOIDED_TOO_EARLY), ['date']),
  );

/**
 * The same rule at the date field itself: the form's schema stops at its first failing field,
 * so a blank reason would otherwise hide a date before the check until the date is changed again.
 */
const notBefore = (written: string, message: string) => (value: string | null | undefined) => (value && value < written ? message : '');

interface StateFormProps<T> {
  check: CheckRow;
  currency?: string;
  today: string;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (input: T) => void;
}

/** Mark cleared: the bank has paid the check, on this date. Nothing is posted. */
export function ClearCheckForm({ check, currency, today, pending, onCancel, onSubmit }: StateFormProps<{ date: string }>) {
  const { Form, DateInput, valid, read } = useSchemaForm(clearCheckSchema(check.date), { date: today });
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <p className="text-sm text-slate-800">
        Check {check.number} to {check.payee} for {formatMoney(check.amount, currency)}, written on {formatDate(check.date)}. Give the day the bank paid it, as
        on the statement.
      </p>
      <DateInput name="date" label="Cleared on" required validate={notBefore(check.date, CLEARED_TOO_EARLY)} />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel="Mark cleared" />
    </Form>
  );
}

/**
 * Void: the dialog is its own confirmation. It says what happens (a dated reversal is posted,
 * nothing is edited) before the red button does it.
 */
export function VoidCheckForm({ check, currency, today, pending, onCancel, onSubmit }: StateFormProps<VoidCheckInput>) {
  const { Form, DateInput, TextareaInput, valid, read } = useSchemaForm(voidCheckSchema(check.date), { date: today, reason: '' });
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <div className="space-y-2 text-sm text-slate-800">
        <p>
          Check {check.number} to {check.payee} for {formatMoney(check.amount, currency)}, written on {formatDate(check.date)}.
        </p>
        <p>
          Voiding posts a reversal on the date below: {check.bank_account_name} gets the amount back and the accounts it paid are credited. The check and its
          entry stay in the books as they were; nothing is edited or deleted, and it cannot be undone.
        </p>
      </div>
      <DateInput name="date" label="Date of the reversal" required validate={notBefore(check.date, VOIDED_TOO_EARLY)} />
      <TextareaInput name="reason" label="Reason" required rows={2} maxLength={200} placeholder="Payee lost the check; a new one was written" />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel="Void check" danger />
    </Form>
  );
}
