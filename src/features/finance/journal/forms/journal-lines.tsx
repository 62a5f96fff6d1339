import { focus, getValue, getValues, insert, remove, setValue, validate } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { formatMoney, JOURNAL_MAX_LINES } from '@contract';
import { EntityCombobox } from '@/components/form/entity-combobox';
import { SelectField, type SelectOption } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { LinesFooter, RemoveLine } from '@/components/form/line-controls';
import type { FoundStudent, StudentSource } from '../../reports/api/student-search';
import { statementStudentChoice } from '../../reports/components/student-choice';
import { lineEmployeeChoice, type LineEmployee } from '../components/party-choices';
import { differenceWords, emptyLine, journalBalance, STUDENT_MESSAGE, type JournalFormKit } from './journal-form-schema';

export interface JournalLinesProps {
  kit: JournalFormKit;
  options: SelectOption[];
  /** The Students receivable accounts: a line on one names its student. */
  receivable: ReadonlySet<number>;
  /** Where a student is searched; null when the user may search neither list. */
  studentSource: StudentSource | null;
  /** Whether the user may search the employees (`list-employee`). */
  employees: boolean;
  currency?: string;
}

/** The running totals, read as the amounts are typed. Rendered inside the field array, so it sees lines come and go. */
function JournalTotals({ kit, currency }: { kit: JournalFormKit; currency?: string }) {
  useSignals();
  const b = journalBalance(getValues(kit.form, { shouldActive: false }).lines);
  const empty = b.debits === 0 && b.credits === 0;
  const tone = empty ? 'text-slate-600' : b.difference === 0 ? 'text-emerald-800' : 'text-red-700';
  return (
    <div aria-live="polite">
      <dl className="grid grid-cols-3 gap-3 text-sm" aria-label="Totals">
        <div>
          <dt className="text-slate-600">Debits</dt>
          <dd className="font-semibold tabular-nums text-slate-900">{formatMoney(b.debits, currency)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Credits</dt>
          <dd className="font-semibold tabular-nums text-slate-900">{formatMoney(b.credits, currency)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Difference</dt>
          <dd className={`font-semibold tabular-nums ${tone}`}>{empty ? 'Enter the amounts' : differenceWords(b, currency)}</dd>
        </div>
      </dl>
      {b.unread ? <p className="mt-1 text-xs text-amber-800">{b.unread === 1 ? 'One amount is' : `${b.unread} amounts are`} not read yet: see the lines.</p> : null}
    </div>
  );
}

/** Whom a line is about: its student on Students receivable (required), else optionally an employee. */
function LineParty({ kit, index, receivable, studentSource, employees }: Omit<JournalLinesProps, 'options' | 'currency'> & { index: number }) {
  useSignals();
  const { form, Field } = kit;
  const [student, setStudent] = useState<FoundStudent | null>(null);
  const [employee, setEmployee] = useState<LineEmployee | null>(null);
  const account = getValue(form, `lines.${index}.account_id`) ?? '';
  // Debit carries the "a debit or a credit" error: a new credit checks it again.
  const credit = getValue(form, `lines.${index}.credit`) ?? '';
  useEffect(() => {
    if (form.internal.fields[`lines.${index}.debit`]?.touched.peek()) void validate(form, `lines.${index}.debit`, { shouldFocus: false });
  }, [form, index, credit]);
  if (account !== '' && receivable.has(Number(account))) {
    if (!studentSource) {
      return <p className="self-center text-xs text-amber-800">A line on Students receivable names a student: that needs the Students list or Receive payment privilege.</p>;
    }
    return (
      <Field name={`lines.${index}.student_id`} validate={(value) => (value ? '' : STUDENT_MESSAGE)}>
        {(field, p) => (
          <EntityCombobox
            {...statementStudentChoice(studentSource)}
            required
            clearable
            field={field}
            bindings={p}
            value={student}
            onChange={(s) => {
              setStudent(s);
              setValue(form, `lines.${index}.student_id`, s ? String(s.id) : '');
            }}
          />
        )}
      </Field>
    );
  }
  if (!employees) return null;
  return (
    <Field name={`lines.${index}.employee_id`}>
      {(field, p) => (
        <EntityCombobox
          {...lineEmployeeChoice}
          clearable
          field={field}
          bindings={p}
          value={employee}
          description="Optional: whom the line is about."
          onChange={(e) => {
            setEmployee(e);
            setValue(form, `lines.${index}.employee_id`, e ? String(e.id) : '');
          }}
        />
      )}
    </Field>
  );
}

/**
 * The entry's lines: an account, a debit or a credit, and whom it is about. Adding a line puts
 * the cursor in its account; removing one puts it in the line before.
 */
export function JournalLines({ kit, options, receivable, studentSource, employees, currency }: JournalLinesProps) {
  useSignals();
  const { form, Field, FieldArray } = kit;
  const focusLine = (index: number) => requestAnimationFrame(() => focus(form, `lines.${index}.account_id`));
  const add = (count: number) => {
    insert(form, 'lines', { value: emptyLine() });
    focusLine(count);
  };
  const drop = (index: number) => {
    remove(form, 'lines', { at: index });
    focusLine(Math.max(0, index - 1));
  };
  const money = (label: string) => `${label}${currency ? ` (${currency})` : ''}`;

  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">Lines</h3>
      <FieldArray name="lines">
        {(array) => (
          <>
            {array.items.value.map((item, index) => (
              <fieldset key={item} className="grid items-start gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 sm:grid-cols-[minmax(0,2fr)_9rem_9rem_auto]">
                <legend className="sr-only">Line {index + 1}</legend>
                <Field name={`lines.${index}.account_id`}>
                  {(field, p) => <SelectField label="Account" required placeholder="Choose an account" options={options} field={field} bindings={p} />}
                </Field>
                <Field name={`lines.${index}.debit`}>
                  {(field, p) => <TextField label={money('Debit')} inputMode="decimal" autoComplete="off" placeholder="0.00" field={field} bindings={p} />}
                </Field>
                <Field name={`lines.${index}.credit`}>
                  {(field, p) => <TextField label={money('Credit')} inputMode="decimal" autoComplete="off" placeholder="0.00" field={field} bindings={p} />}
                </Field>
                <RemoveLine index={index} disabled={array.items.value.length <= 2} onRemove={() => drop(index)} />
                <div className="sm:col-span-4">
                  <LineParty kit={kit} index={index} receivable={receivable} studentSource={studentSource} employees={employees} />
                </div>
              </fieldset>
            ))}
            <LinesFooter error={array.error.value} canAdd={array.items.value.length < JOURNAL_MAX_LINES} onAdd={() => add(array.items.value.length)}>
              <JournalTotals kit={kit} currency={currency} />
            </LinesFooter>
          </>
        )}
      </FieldArray>
    </div>
  );
}
