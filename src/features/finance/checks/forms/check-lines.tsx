import { focus, getValues, insert, remove } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { formatMoney } from '@contract';
import { SelectField, type SelectOption } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { LinesFooter, RemoveLine } from '@/components/form/line-controls';
import { emptyLine, linesTotal, MAX_LINES, type CheckFormKit } from './check-form-schema';

export interface CheckLinesProps {
  kit: CheckFormKit;
  /** The expense and liability accounts a line may pay. */
  options: SelectOption[];
  currency?: string;
}

/**
 * The check's lines: what it pays, account by account. Adding a line puts the cursor in its
 * account; removing one puts it in the line before, so the keyboard never lands on the page.
 */
/** Rendered inside the field array, so it re-renders (and reads the new line) when a line comes or goes. */
function LinesTotal({ kit, currency }: { kit: CheckFormKit; currency?: string }) {
  useSignals();
  const { total, unread } = linesTotal(getValues(kit.form, { shouldActive: false }).lines);
  return (
    <p className="text-sm text-slate-700" aria-live="polite">
      Total <span className="ml-2 text-base font-semibold tabular-nums text-slate-900">{formatMoney(total, currency)}</span>
      {unread ? <span className="block text-xs text-amber-800">{unread === 1 ? 'One amount is' : `${unread} amounts are`} not read yet: see the lines.</span> : null}
    </p>
  );
}

export function CheckLines({ kit, options, currency }: CheckLinesProps) {
  useSignals();
  const { form, Field, FieldArray } = kit;
  // The line's fields exist once React has rendered them: focus on the next frame.
  const focusLine = (index: number) => requestAnimationFrame(() => focus(form, `lines.${index}.account_id`));
  const add = (count: number) => {
    insert(form, 'lines', { value: emptyLine() });
    focusLine(count);
  };
  const drop = (index: number) => {
    remove(form, 'lines', { at: index });
    focusLine(Math.max(0, index - 1));
  };

  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">What the check pays</h3>
      <FieldArray name="lines">
        {(array) => (
          <>
            {array.items.value.map((item, index) => (
              <fieldset key={item} className="grid items-start gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 sm:grid-cols-[minmax(0,1fr)_11rem_auto]">
                <legend className="sr-only">Line {index + 1}</legend>
                <Field name={`lines.${index}.account_id`}>
                  {(field, p) => <SelectField label="Account" required placeholder="Choose an account" options={options} field={field} bindings={p} />}
                </Field>
                <Field name={`lines.${index}.amount`}>
                  {(field, p) => (
                    <TextField label={`Amount${currency ? ` (${currency})` : ''}`} required inputMode="decimal" autoComplete="off" placeholder="e.g. 1250.50" field={field} bindings={p} />
                  )}
                </Field>
                <RemoveLine index={index} disabled={array.items.value.length === 1} onRemove={() => drop(index)} />
              </fieldset>
            ))}
            <LinesFooter error={array.error.value} canAdd={array.items.value.length < MAX_LINES} onAdd={() => add(array.items.value.length)}>
              <LinesTotal kit={kit} currency={currency} />
            </LinesFooter>
          </>
        )}
      </FieldArray>
    </div>
  );
}
