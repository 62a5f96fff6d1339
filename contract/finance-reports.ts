import * as v from 'valibot';
import type { AccountType } from './finance';
import { idField, isoDate } from './fields';

/**
 * Every finance report covers a date range (the filter dialog). Absent, `from` is the first
 * day of the current month and `to` is today (in the school's time zone).
 */
export const reportRange = v.pipe(
  v.object({ from: v.optional(isoDate), to: v.optional(isoDate) }),
  v.forward(
    v.check((r) => !r.from || !r.to || r.from <= r.to, 'The end date must not be before the start date.'),
    ['to'],
  ),
);
export type ReportRange = v.InferOutput<typeof reportRange>;

/** The range a report was computed for, filled in when the request left it out. */
export interface ReportPeriod {
  from: string;
  to: string;
}

/** `GET /finance/reports/accounts` (`report-account`): one row per account. */
export interface AccountSummaryRow {
  account_id: number;
  code: string;
  name: string;
  type: AccountType;
  /** Balances in the account's normal direction; debits and credits as posted. Minor units. */
  opening: number;
  debits: number;
  credits: number;
  closing: number;
}

export interface AccountSummary extends ReportPeriod {
  rows: AccountSummaryRow[];
  totals: { debits: number; credits: number };
}

/** `GET /finance/reports/accounts/{id}`: the lines behind one row, with a running balance. */
export interface AccountLine {
  entry_id: number;
  line_no: number;
  date: string;
  kind: string;
  memo: string | null;
  reference: string | null;
  student_name: string | null;
  debit: number;
  credit: number;
  /** After this line, in the account's normal direction. */
  balance: number;
}

export interface AccountLines extends ReportPeriod {
  account: { id: number; code: string; name: string; type: AccountType };
  opening: number;
  lines: AccountLine[];
  closing: number;
}

/**
 * `GET /finance/reports/students` (`fee-student-report`): billed and paid in the range, and
 * the balance at its end, for every student in scope, defaulters (largest balance) first.
 */
export const studentSummaryQuery = v.pipe(
  v.object({
    from: v.optional(isoDate),
    to: v.optional(isoDate),
    class_id: v.optional(idField),
    section_id: v.optional(idField),
  }),
  v.forward(
    v.check((r) => !r.from || !r.to || r.from <= r.to, 'The end date must not be before the start date.'),
    ['to'],
  ),
);
export type StudentSummaryQuery = v.InferOutput<typeof studentSummaryQuery>;

export interface StudentSummaryRow {
  student_id: number;
  name: string;
  admission_no: string;
  class_name: string | null;
  section_name: string | null;
  /** Owed before the range (negative: paid ahead). */
  opening: number;
  /** Charges in the range, less charges reversed in it. */
  billed: number;
  /** Payments in the range, less payments reversed in it. */
  paid: number;
  /** opening + billed − paid: owed at the end of the range. */
  balance: number;
}

export interface StudentSummary extends ReportPeriod {
  rows: StudentSummaryRow[];
  totals: { opening: number; billed: number; paid: number; balance: number };
}

/** `GET /finance/reports/classes` (`class-summary`): one row per class. */
export interface ClassSummaryRow {
  class_id: number;
  class_name: string;
  students: number;
  billed: number;
  collected: number;
  /** Owed by the class's students at the end of the range. */
  outstanding: number;
  /** collected / billed, 0 to 1, or null when nothing was billed. */
  collection_rate: number | null;
}

export interface ClassSummary extends ReportPeriod {
  rows: ClassSummaryRow[];
  totals: { students: number; billed: number; collected: number; outstanding: number; collection_rate: number | null };
}

/** `GET /finance/reports/students/{id}` (`fee-student-transaction`): a statement. */
export interface StatementLine {
  entry_id: number;
  date: string;
  kind: string;
  memo: string | null;
  reference: string | null;
  receipt_no: number | null;
  /** A charge raises what is owed; a payment (or a reversed charge) lowers it. */
  charge: number;
  payment: number;
  balance: number;
}

export interface StudentStatement extends ReportPeriod {
  student: { id: number; name: string; admission_no: string; class_name: string | null; section_name: string | null };
  opening: number;
  lines: StatementLine[];
  closing: number;
}

/** A line of a statement of accounts: an account and its amount in its normal direction. */
export interface StatementAccount {
  account_id: number;
  code: string;
  name: string;
  amount: number;
}

/** `GET /finance/reports/income-statement` (`income-statement`). */
export interface IncomeStatement extends ReportPeriod {
  income: StatementAccount[];
  expenses: StatementAccount[];
  total_income: number;
  total_expenses: number;
  /** total_income − total_expenses. */
  net: number;
}

/** `GET /finance/reports/balance-sheet?on=` (`balance-sheet`). */
export const balanceSheetQuery = v.object({ on: v.optional(isoDate) });

export interface BalanceSheet {
  on: string;
  assets: StatementAccount[];
  liabilities: StatementAccount[];
  equity: StatementAccount[];
  /** Income − Expenses of every entry to `on`, not yet closed to equity. */
  current_earnings: number;
  total_assets: number;
  total_liabilities: number;
  /** Equity accounts plus current earnings. */
  total_equity: number;
  /** Assets = Liabilities + Equity + (Income − Expenses): true unless the ledger is broken. */
  balanced: boolean;
}

/** `GET /finance/reports/overview`: the bursar's dashboard card for the current month. */
export interface FinanceOverview extends ReportPeriod {
  billed: number;
  collected: number;
  outstanding: number;
  top_defaulters: { student_id: number; name: string; class_name: string | null; balance: number }[];
}
