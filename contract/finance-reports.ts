import * as v from 'valibot';
import { wireDate } from './answers';
import { endpoint } from './endpoint';
import { ACCOUNT_TYPES } from './finance';
import { idField, idParams, isoDate } from './fields';
import { API } from './paths';

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
const periodFields = { from: wireDate, to: wireDate };
export const reportPeriodRow = v.object(periodFields);
export type ReportPeriod = v.InferOutput<typeof reportPeriodRow>;

/** Amounts are minor units (cents), whole numbers on the wire. */
const money = v.number();
const accountType = v.picklist(ACCOUNT_TYPES);

/** `GET /finance/reports/accounts` (`report-account`): one row per account. */
export const accountSummaryRow = v.object({
  account_id: v.number(),
  code: v.string(),
  name: v.string(),
  type: accountType,
  /** Balances in the account's normal direction; debits and credits as posted. Minor units. */
  opening: money,
  debits: money,
  credits: money,
  closing: money,
});
export type AccountSummaryRow = v.InferOutput<typeof accountSummaryRow>;

export const accountSummaryAnswer = v.object({
  ...periodFields,
  rows: v.array(accountSummaryRow),
  totals: v.object({ debits: money, credits: money }),
});
export type AccountSummary = v.InferOutput<typeof accountSummaryAnswer>;

/** `GET /finance/reports/accounts/{id}`: the lines behind one row, with a running balance. */
export const accountLineRow = v.object({
  entry_id: v.number(),
  line_no: v.number(),
  date: wireDate,
  kind: v.string(),
  memo: v.nullable(v.string()),
  reference: v.nullable(v.string()),
  student_name: v.nullable(v.string()),
  debit: money,
  credit: money,
  /** After this line, in the account's normal direction. */
  balance: money,
});
export type AccountLine = v.InferOutput<typeof accountLineRow>;

export const accountLinesAnswer = v.object({
  ...periodFields,
  account: v.object({ id: v.number(), code: v.string(), name: v.string(), type: accountType }),
  opening: money,
  lines: v.array(accountLineRow),
  closing: money,
});
export type AccountLines = v.InferOutput<typeof accountLinesAnswer>;

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

export const studentSummaryRow = v.object({
  student_id: v.number(),
  name: v.string(),
  admission_no: v.string(),
  class_name: v.nullable(v.string()),
  section_name: v.nullable(v.string()),
  /** Owed before the range (negative: paid ahead). */
  opening: money,
  /** Charges in the range, less charges reversed in it. */
  billed: money,
  /** Payments in the range, less payments reversed in it. */
  paid: money,
  /** opening + billed − paid: owed at the end of the range. */
  balance: money,
});
export type StudentSummaryRow = v.InferOutput<typeof studentSummaryRow>;

export const studentSummaryAnswer = v.object({
  ...periodFields,
  rows: v.array(studentSummaryRow),
  totals: v.object({ opening: money, billed: money, paid: money, balance: money }),
});
export type StudentSummary = v.InferOutput<typeof studentSummaryAnswer>;

/** collected / billed, 0 to 1, or null when nothing was billed. */
const collectionRate = v.nullable(v.number());

/** `GET /finance/reports/classes` (`class-summary`): one row per class. */
export const classSummaryRow = v.object({
  class_id: v.number(),
  class_name: v.string(),
  students: v.number(),
  billed: money,
  collected: money,
  /** Owed by the class's students at the end of the range. */
  outstanding: money,
  collection_rate: collectionRate,
});
export type ClassSummaryRow = v.InferOutput<typeof classSummaryRow>;

export const classSummaryAnswer = v.object({
  ...periodFields,
  rows: v.array(classSummaryRow),
  totals: v.object({ students: v.number(), billed: money, collected: money, outstanding: money, collection_rate: collectionRate }),
});
export type ClassSummary = v.InferOutput<typeof classSummaryAnswer>;

/** `GET /finance/reports/students/{id}` (`fee-student-transaction`): a statement. */
export const statementLineRow = v.object({
  entry_id: v.number(),
  date: wireDate,
  kind: v.string(),
  memo: v.nullable(v.string()),
  reference: v.nullable(v.string()),
  receipt_no: v.nullable(v.number()),
  /** A charge raises what is owed; a payment (or a reversed charge) lowers it. */
  charge: money,
  payment: money,
  balance: money,
});
export type StatementLine = v.InferOutput<typeof statementLineRow>;

export const studentStatementAnswer = v.object({
  ...periodFields,
  student: v.object({
    id: v.number(),
    name: v.string(),
    admission_no: v.string(),
    class_name: v.nullable(v.string()),
    section_name: v.nullable(v.string()),
  }),
  opening: money,
  lines: v.array(statementLineRow),
  closing: money,
});
export type StudentStatement = v.InferOutput<typeof studentStatementAnswer>;

/** A line of a statement of accounts: an account and its amount in its normal direction. */
export const statementAccountRow = v.object({ account_id: v.number(), code: v.string(), name: v.string(), amount: money });
export type StatementAccount = v.InferOutput<typeof statementAccountRow>;

/** `GET /finance/reports/income-statement` (`income-statement`). */
export const incomeStatementAnswer = v.object({
  ...periodFields,
  income: v.array(statementAccountRow),
  expenses: v.array(statementAccountRow),
  total_income: money,
  total_expenses: money,
  /** total_income − total_expenses. */
  net: money,
});
export type IncomeStatement = v.InferOutput<typeof incomeStatementAnswer>;

/** `GET /finance/reports/balance-sheet?on=` (`balance-sheet`). */
export const balanceSheetQuery = v.object({ on: v.optional(isoDate) });

export const balanceSheetAnswer = v.object({
  on: wireDate,
  assets: v.array(statementAccountRow),
  liabilities: v.array(statementAccountRow),
  equity: v.array(statementAccountRow),
  /** Income − Expenses of every entry to `on`, not yet closed to equity. */
  current_earnings: money,
  total_assets: money,
  total_liabilities: money,
  /** Equity accounts plus current earnings. */
  total_equity: money,
  /** Assets = Liabilities + Equity + (Income − Expenses): true unless the ledger is broken. */
  balanced: v.boolean(),
});
export type BalanceSheet = v.InferOutput<typeof balanceSheetAnswer>;

/** `GET /finance/reports/overview`: the bursar's dashboard card for the current month. */
export const financeOverviewAnswer = v.object({
  ...periodFields,
  billed: money,
  collected: money,
  outstanding: money,
  top_defaulters: v.array(v.object({ student_id: v.number(), name: v.string(), class_name: v.nullable(v.string()), balance: money })),
});
export type FinanceOverview = v.InferOutput<typeof financeOverviewAnswer>;

const at = API.financeReports;
/** `/finance/reports` (ADR 031): the bursar's reports, each over a date range (the balance sheet: a day). */
export const financeReportEndpoints = {
  accounts: endpoint({ mount: at, method: 'GET', path: '/accounts', query: reportRange, output: accountSummaryAnswer }),
  accountLines: endpoint({ mount: at, method: 'GET', path: '/accounts/:id', params: idParams, query: reportRange, output: accountLinesAnswer }),
  students: endpoint({ mount: at, method: 'GET', path: '/students', query: studentSummaryQuery, output: studentSummaryAnswer }),
  statement: endpoint({ mount: at, method: 'GET', path: '/students/:id', params: idParams, query: reportRange, output: studentStatementAnswer }),
  classes: endpoint({ mount: at, method: 'GET', path: '/classes', query: reportRange, output: classSummaryAnswer }),
  incomeStatement: endpoint({ mount: at, method: 'GET', path: '/income-statement', query: reportRange, output: incomeStatementAnswer }),
  balanceSheet: endpoint({ mount: at, method: 'GET', path: '/balance-sheet', query: balanceSheetQuery, output: balanceSheetAnswer }),
  overview: endpoint({ mount: at, method: 'GET', path: '/overview', output: financeOverviewAnswer }),
};
