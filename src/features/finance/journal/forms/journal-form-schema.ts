import * as v from 'valibot';
import { formatMoney, journalInput, JOURNAL_MAX_LINES, parseMoney, type Account, type JournalInput } from '@contract';
import { filled, moneyText, optional } from '@/components/form/from-text';
import type { SelectOption } from '@/components/form/select-field';
import { useSchemaForm } from '@/components/form/use-schema-form';

const entries = journalInput.pipe[0].entries;
const line = entries.lines.pipe[0].item.pipe[0].entries;

export const AMOUNT_MESSAGE = 'Enter an amount such as 1250 or 1,250.50.';
export const ONE_SIDE_MESSAGE = 'Enter a debit or a credit on each line, not both.';
export const STUDENT_MESSAGE = 'Choose the student whose account this line is on.';
export const UNBALANCED_MESSAGE = 'The entry does not balance: the debits must equal the credits.';

// Types, not interfaces: modular-forms needs values that carry an index signature.
export type JournalLineValues = {
  account_id: string;
  debit: string;
  credit: string;
  student_id: string;
  employee_id: string;
};

/** What the form's fields hold: text, read into the contract's JournalInput on submit. */
export type JournalFormValues = {
  date: string;
  memo: string;
  lines: JournalLineValues[];
};

const lineSchema = v.pipe(
  v.object({
    account_id: filled(line.account_id, 'Choose the account.'),
    debit: moneyText(line.debit, AMOUNT_MESSAGE),
    credit: moneyText(line.credit, AMOUNT_MESSAGE),
    // A line shows one of the two pickers, and a field not on screen is not submitted.
    student_id: v.optional(optional(line.student_id), ''),
    employee_id: v.optional(optional(line.employee_id), ''),
  }),
  v.forward(
    v.check((l) => (l.debit > 0) !== (l.credit > 0), ONE_SIDE_MESSAGE),
    ['debit'],
  ),
);

export const journalFormSchema = v.object({
  date: filled(entries.date),
  memo: filled(entries.memo, 'Say what the entry is for.'),
  lines: v.pipe(
    v.array(lineSchema),
    v.minLength(2, 'An entry has at least two lines.'),
    v.maxLength(JOURNAL_MAX_LINES, `An entry has at most ${JOURNAL_MAX_LINES} lines.`),
    v.check((lines) => lines.reduce((n, l) => n + l.debit - l.credit, 0) === 0, UNBALANCED_MESSAGE),
  ),
});

export const emptyLine = (): JournalLineValues => ({ account_id: '', debit: '', credit: '', student_id: '', employee_id: '' });

export function useJournalForm(initial: JournalFormValues) {
  return useSchemaForm(journalFormSchema, initial);
}
export type JournalFormKit = ReturnType<typeof useJournalForm>;

export interface JournalBalance {
  debits: number;
  credits: number;
  /** Debits less credits: zero when the entry balances. */
  difference: number;
  /** Amounts typed that do not read as money yet. */
  unread: number;
  /** Balanced, and more than zero on each side. */
  balanced: boolean;
}

/** The entry's totals as typed: the amounts that read as money, and how many do not. */
export function journalBalance(lines: readonly (Partial<JournalLineValues> | undefined)[] | undefined): JournalBalance {
  let debits = 0;
  let credits = 0;
  let unread = 0;
  const add = (text: string | undefined) => {
    const t = text ?? '';
    if (t.trim() === '') return 0;
    const amount = parseMoney(t);
    if (amount === null) {
      unread += 1;
      return 0;
    }
    return amount;
  };
  for (const l of lines ?? []) {
    debits += add(l?.debit);
    credits += add(l?.credit);
  }
  return { debits, credits, difference: debits - credits, unread, balanced: unread === 0 && debits === credits && debits > 0 };
}

/** "1100 · Students receivable (asset)": which account, and its type. */
export const accountOption = (a: Account): SelectOption => ({ value: String(a.id), label: `${a.code} · ${a.name} (${a.type})` });

/** What the general journal offers: active accounts, less those another screen owns (ADR 039). */
export const journalAccounts = (accounts: readonly Account[]) =>
  accounts.filter((a) => a.status === 'Active' && a.default_for !== 'advances' && a.default_for !== 'loans');

/**
 * The request body: a line on Students receivable names its student and nobody else; any
 * other line may name an employee, never a student.
 */
export function toJournalInput(input: JournalInput, receivableIds: ReadonlySet<number>): JournalInput {
  return {
    ...input,
    lines: input.lines.map((l) =>
      receivableIds.has(l.account_id) ? { ...l, employee_id: null } : { ...l, student_id: null },
    ),
  };
}

/** Whether every line on a Students receivable account names its student (the server's rule, ADR 039). */
export function studentsNamed(lines: readonly (Partial<JournalLineValues> | undefined)[] | undefined, receivable: ReadonlySet<number>): boolean {
  return (lines ?? []).every((l) => !l?.account_id || !receivable.has(Number(l.account_id)) || !!l.student_id);
}

export const differenceWords = (b: JournalBalance, currency?: string) =>
  b.difference === 0 ? 'Balanced' : `Out by ${formatMoney(Math.abs(b.difference), currency)} (${b.difference > 0 ? 'more debits' : 'more credits'})`;
