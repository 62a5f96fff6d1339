import { getValues } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import type { Account, JournalInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import type { StudentSource } from '../../reports/api/student-search';
import { accountOption, emptyLine, journalAccounts, journalBalance, studentsNamed, toJournalInput, useJournalForm } from './journal-form-schema';
import { JournalLines } from './journal-lines';

export interface JournalFormProps {
  /** The chart; the form offers its active accounts that a manual entry may touch. */
  accounts: readonly Account[];
  currency?: string;
  /** The date the form starts with (today, in the school's time zone). */
  today: string;
  studentSource: StudentSource | null;
  employees: boolean;
  pending: boolean;
  onSubmit: (input: JournalInput) => void;
}

/**
 * General journal: a dated, explained entry of two or more lines. The totals follow the typing,
 * and Post entry stays disabled until the debits equal the credits.
 */
export function JournalForm({ accounts, currency, today, studentSource, employees, pending, onSubmit }: JournalFormProps) {
  const kit = useJournalForm({ date: today, memo: '', lines: [emptyLine(), emptyLine()] });
  const { form, Form, TextInput, DateInput, valid, read } = kit;
  useSignals();
  const offered = useMemo(() => journalAccounts(accounts), [accounts]);
  const receivable = useMemo(() => new Set(offered.filter((a) => a.default_for === 'receivable').map((a) => a.id)), [offered]);
  const lines = getValues(form, { shouldActive: false }).lines;
  const balanced = journalBalance(lines).balanced;
  // Read from every field, on screen or not: a line's student counts only while its account is a receivable.
  const named = studentsNamed(lines, receivable);

  return (
    <Form className="space-y-5" onSubmit={(values) => onSubmit(toJournalInput(read(values), receivable))}>
      <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <DateInput name="date" label="Date" required />
        <TextInput name="memo" label="Memo" required maxLength={200} placeholder="Bank charges for November" />
      </div>
      <JournalLines kit={kit} options={offered.map(accountOption)} receivable={receivable} studentSource={studentSource} employees={employees} currency={currency} />
      <FormActions valid={valid && balanced && named} pending={pending} submitLabel="Post entry" />
    </Form>
  );
}
