import { getValue } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import * as v from 'valibot';
import { closePeriodInput, monthLabel } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { filled } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';

export const ALREADY_CLOSED = 'This month is already closed.';

const closeMonthSchema = v.object({ month: filled(closePeriodInput.entries.month, 'Choose the month to close.') });

export interface CloseMonthFormProps {
  /** The months closed already, as YYYY-MM. */
  closed: ReadonlySet<string>;
  /** This month, YYYY-MM, in the school's time zone. */
  thisMonth: string;
  /** The month the form starts with. */
  initial: string;
  pending: boolean;
  onSubmit: (month: string) => void;
}

/**
 * Close a month (Admin). Closing cannot be undone from the app, so the first press only says
 * what it means; the second, on the same month, closes it. The confirmation stays inside the
 * form so that a refusal (409: closed meanwhile by someone else) shows at the Month field.
 */
export function CloseMonthForm({ closed, thisMonth, initial, pending, onSubmit }: CloseMonthFormProps) {
  const { form, Form, TextInput, valid, read } = useSchemaForm(closeMonthSchema, { month: initial });
  useSignals();
  const [asked, setAsked] = useState<string | null>(null);
  const month = getValue(form, 'month') ?? '';
  const confirming = asked !== null && asked === month;
  const name = monthLabel(month);

  return (
    <Form
      className="space-y-3"
      onSubmit={(values) => {
        const chosen = read(values).month;
        if (asked === chosen) onSubmit(chosen);
        else setAsked(chosen);
      }}
    >
      <TextInput name="month" label="Month" type="month" required placeholder="YYYY-MM" hint="Close a month once its books are checked." className="max-w-xs" validate={(value) => (value && closed.has(value) ? ALREADY_CLOSED : '')} />
      <div aria-live="polite">
        {confirming ? (
          <div className="space-y-2 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-300">
            <p className="font-semibold">Close {name}?</p>
            <p>
              Once it is closed, no entry can be dated in {name}: payments, fees, checks, transfers and reversals must be dated in an open month. Entries
              already posted in {name} stay exactly as they are; nothing in the books changes.
            </p>
            {month >= thisMonth ? <p className="font-medium">{name} has not ended yet: nothing more could be posted in it, not even today’s payments.</p> : null}
            <p>A closed month cannot be reopened.</p>
          </div>
        ) : null}
      </div>
      <FormActions
        valid={valid && !closed.has(month)}
        pending={pending}
        onCancel={confirming ? () => setAsked(null) : undefined}
        cancelLabel="Back"
        submitLabel={confirming ? `Close ${name}` : 'Close month…'}
        danger={confirming}
      />
    </Form>
  );
}
