import * as v from 'valibot';
import { createdAnswer, messageAnswer, pageOf, postedAnswer } from './answers';
import { endpoint, fileOutput } from './endpoint';
import { idField, idParams, isoDate, moneyField, monthField, optionalId, optionalText, requiredText, versioned } from './fields';
import { listQuery } from './lists';
import { API } from './paths';
import { idList } from './structure';

/** The five kinds of account of a double-entry ledger, in the order statements list them. */
export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  asset: 'Asset',
  liability: 'Liability',
  equity: 'Equity',
  income: 'Income',
  expense: 'Expense',
};

/** Debit-normal accounts grow with debits; the others with credits. */
export const isDebitNormal = (type: AccountType) => type === 'asset' || type === 'expense';

/**
 * The school's default accounts (`defualt-account`): where a receipt lands when the user has
 * no cash account of their own, which bank a check is drawn on, and which income a fee credits.
 */
export const DEFAULT_ROLES = [
  'receipts', 'checks', 'tuition', 'bus-fee', 'receivable',
  'advances', 'loans', 'salaries-payable', 'deductions-payable', 'salary-expense',
] as const;
export type DefaultRole = (typeof DEFAULT_ROLES)[number];

/** The type of account each role needs; the receipts and checks roles need a cash or bank one. */
export const DEFAULT_ROLE_TYPES: Record<DefaultRole, 'asset' | 'liability' | 'income' | 'expense'> = {
  receipts: 'asset',
  checks: 'asset',
  tuition: 'income',
  'bus-fee': 'income',
  receivable: 'asset',
  advances: 'asset',
  loans: 'asset',
  'salaries-payable': 'liability',
  'deductions-payable': 'liability',
  'salary-expense': 'expense',
};
export const CASH_ROLES: readonly DefaultRole[] = ['receipts', 'checks'];

export const DEFAULT_ROLE_LABELS: Record<DefaultRole, string> = {
  receipts: 'Cash for receipts',
  checks: 'Bank for checks',
  tuition: 'Tuition income',
  'bus-fee': 'Bus fee income',
  receivable: 'Students receivable',
  advances: 'Employee advances',
  loans: 'Employee loans',
  'salaries-payable': 'Salaries payable',
  'deductions-payable': 'Deductions payable',
  'salary-expense': 'Salary expense',
};

/** What an entry records; a reversal undoes another entry. */
export const ENTRY_KINDS = ['fee', 'payment', 'check', 'transfer', 'payroll', 'advance', 'loan', 'adjustment', 'reversal'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

const accountCode = v.pipe(
  v.string('Code must be text.'),
  v.trim(),
  v.nonEmpty('Code is required.'),
  v.maxLength(20, 'Code must be at most 20 characters.'),
  v.regex(/^[A-Za-z0-9.-]+$/, 'Code may hold letters, digits, dots and dashes only.'),
);

/** `POST /account/add` and `POST /account/{id}`. */
export const accountInput = v.object({
  code: accountCode,
  name: requiredText('Name', 80),
  type: v.picklist(ACCOUNT_TYPES, 'Choose the type: asset, liability, equity, income or expense.'),
  parent_id: optionalId,
  is_cash: v.optional(v.boolean('Cash or bank must be true or false.'), false),
  status: v.optional(v.picklist(['Active', 'Inactive'], 'Status is Active or Inactive.'), 'Active'),
  ...versioned,
});
export type AccountInput = v.InferOutput<typeof accountInput>;

/** `GET /finance/accounts`: the chart, with each account's balance at `on` (today by default). */
export const accountListQuery = listQuery(['code', 'name', 'type'], {
  type: v.optional(v.picklist(ACCOUNT_TYPES)),
  status: v.optional(v.picklist(['Active', 'Inactive'])),
  cash: v.optional(v.picklist(['1'])),
});

/** A row of the chart (`GET /finance/accounts`, `GET /account/{id}`). */
export const accountRow = v.object({
  id: v.number(),
  version: v.number(),
  code: v.string(),
  name: v.string(),
  type: v.picklist(ACCOUNT_TYPES),
  parent_id: v.nullable(v.number()),
  parent_name: v.nullable(v.string()),
  is_cash: v.boolean(),
  status: v.picklist(['Active', 'Inactive']),
  default_for: v.nullable(v.picklist(DEFAULT_ROLES)),
  /** In the account's normal direction (a positive asset, a positive income), minor units. */
  balance: v.number(),
  has_postings: v.boolean(),
});
export type Account = v.InferOutput<typeof accountRow>;

/** `PUT /account/defaults` (`defualt-account`): which account plays each role. */
export const defaultAccountsInput = v.object(
  Object.fromEntries(DEFAULT_ROLES.map((role) => [role, v.optional(v.nullable(idField), null)])) as Record<DefaultRole, typeof optionalId>,
);
export type DefaultAccountsInput = v.InferOutput<typeof defaultAccountsInput>;

const entryDate = isoDate;
const memo = optionalText('Memo', 200);

/** `POST /account/tran` (Transfer A2A): money moved between two cash or bank accounts. */
export const accountTransferInput = v.pipe(
  v.object({
    from_account_id: idField,
    to_account_id: idField,
    amount: v.pipe(moneyField('Amount'), v.minValue(1, 'Amount must be more than zero.')),
    date: entryDate,
    memo,
  }),
  v.forward(
    v.check((t) => t.from_account_id !== t.to_account_id, 'Choose two different accounts.'),
    ['to_account_id'],
  ),
);
export type AccountTransferInput = v.InferOutput<typeof accountTransferInput>;

/** A general journal entry has at most this many lines. */
export const JOURNAL_MAX_LINES = 40;

/** One line of a general journal entry: an account, a debit or a credit, and whom it is about. */
export const journalLineInput = v.pipe(
  v.object({
    account_id: idField,
    debit: v.optional(moneyField('Debit'), 0),
    credit: v.optional(moneyField('Credit'), 0),
    student_id: optionalId,
    employee_id: optionalId,
  }),
  v.forward(
    v.check((l) => (l.debit > 0) !== (l.credit > 0), 'Enter a debit or a credit on each line, not both and not zero.'),
    ['debit'],
  ),
  v.forward(
    v.check((l) => l.student_id === null || l.employee_id === null, 'A line names a student or an employee, not both.'),
    ['employee_id'],
  ),
);
export type JournalLineInput = v.InferOutput<typeof journalLineInput>;

/** Debits and credits of a journal entry's lines, in minor units. */
export function journalTotals(lines: readonly { debit?: number | null; credit?: number | null }[]): { debits: number; credits: number } {
  let debits = 0;
  let credits = 0;
  for (const l of lines) {
    debits += l.debit ?? 0;
    credits += l.credit ?? 0;
  }
  return { debits, credits };
}

/**
 * `POST /finance/journal` (general journal, under an Idempotency-Key): a balanced manual
 * entry, posted as kind `adjustment`. The server adds the ledger's rules (ADR 039).
 */
export const journalInput = v.pipe(
  v.object({
    date: entryDate,
    memo: requiredText('Memo', 200, 3),
    lines: v.pipe(
      v.array(journalLineInput, 'Lines must be a list.'),
      v.minLength(2, 'An entry has at least two lines.'),
      v.maxLength(JOURNAL_MAX_LINES, `An entry has at most ${JOURNAL_MAX_LINES} lines.`),
    ),
  }),
  v.forward(
    v.check((e) => {
      const { debits, credits } = journalTotals(e.lines);
      return debits === credits;
    }, 'The entry does not balance: the debits must equal the credits.'),
    ['lines'],
  ),
);
export type JournalInput = v.InferOutput<typeof journalInput>;

/** `POST /finance/entries/{id}/reverse`: undoes an entry by a new, opposite one. */
export const reversalInput = v.object({
  date: entryDate,
  reason: requiredText('Reason', 200, 3),
});
export type ReversalInput = v.InferOutput<typeof reversalInput>;


/** `POST /finance/periods` (Admin): closes a month, so nothing more is dated in it. */
export const closePeriodInput = v.object({ month: monthField });

/** A row of `GET /finance/periods`: a month an Admin has closed. */
export const closedMonthRow = v.object({
  /** The month's first day, YYYY-MM-01. */
  month: v.string(),
  closed_at: v.string(),
  closed_by: v.nullable(v.string()),
});
export type ClosedMonth = v.InferOutput<typeof closedMonthRow>;

/**
 * `POST /finance/fees/preview` and `/finance/fees/generate` (`generate-fee`): the month's
 * tuition for every actively enrolled student of the classes, the class fee less the
 * student's discount, dated the month's first day unless `date` says otherwise.
 */
export const feeRunInput = v.pipe(
  v.object({ month: monthField, class_ids: idList('Classes'), date: v.optional(isoDate) }),
  v.forward(
    v.check((run) => !run.date || run.date.slice(0, 7) === run.month, 'Date the charges within the month they are for.'),
    ['date'],
  ),
);
export type FeeRunInput = v.InferOutput<typeof feeRunInput>;

/** new: not billed yet; billed: billed at today's amount; changed: billed at another amount. */
export const FEE_ROW_STATES = ['new', 'billed', 'changed'] as const;
export type FeeRowState = (typeof FEE_ROW_STATES)[number];

export const feePreviewRow = v.object({
  student_id: v.number(),
  student_name: v.string(),
  admission_no: v.string(),
  class_name: v.string(),
  amount: v.number(),
  billed: v.nullable(v.number()),
  /** The latest charge already posted for the month (not reversed), to open and reverse when it changed. */
  billed_entry_id: v.nullable(v.number()),
  state: v.picklist(FEE_ROW_STATES),
});
export type FeePreviewRow = v.InferOutput<typeof feePreviewRow>;

export const feePreviewAnswer = v.object({
  month: v.string(),
  rows: v.array(feePreviewRow),
  totals: v.object({ new: v.object({ students: v.number(), amount: v.number() }), billed: v.object({ students: v.number(), amount: v.number() }), changed: v.object({ students: v.number(), amount: v.number() }) }),
});
export type FeePreview = v.InferOutput<typeof feePreviewAnswer>;

export const feeRunResult = v.object({ message: v.string(), billed: v.number(), amount: v.number() });
export type FeeRunResult = v.InferOutput<typeof feeRunResult>;

export const entryLineRow = v.object({
  account_id: v.number(),
  account_code: v.string(),
  account_name: v.string(),
  debit: v.number(),
  credit: v.number(),
  student_id: v.nullable(v.number()),
  employee_id: v.nullable(v.number()),
  /** Whom the line is about, by name, when anyone. */
  student_name: v.nullable(v.string()),
  employee_name: v.nullable(v.string()),
});
export type EntryLine = v.InferOutput<typeof entryLineRow>;

export const journalEntryAnswer = v.object({
  id: v.number(),
  date: v.string(),
  kind: v.picklist(ENTRY_KINDS),
  memo: v.nullable(v.string()),
  reference: v.nullable(v.string()),
  author: v.nullable(v.string()),
  reverses_id: v.nullable(v.number()),
  reversed_by_id: v.nullable(v.number()),
  lines: v.array(entryLineRow),
});
export type JournalEntry = v.InferOutput<typeof journalEntryAnswer>;

/**
 * The answer to every money mutation: the entry it wrote. A replay answers the same, with an
 * `Idempotent-Replayed: true` header.
 */
export interface PostedEntry {
  message: string;
  entry_id: number;
}


/** `GET /finance/journal.hledger`: the ledger as an hledger journal, optionally for a date range. */
export const journalExportQuery = v.object({ from: v.optional(isoDate), to: v.optional(isoDate) });

/** `/account` (ADR 031): add and edit an account, Transfer A2A and the default accounts. */
export const accountEndpoints = {
  create: endpoint({ mount: API.account, method: 'POST', path: '/add', body: accountInput, output: createdAnswer, status: 201 }),
  /** Transfer A2A, under an Idempotency-Key; a replay answers the same entry. */
  transfer: endpoint({ mount: API.account, method: 'POST', path: '/tran', body: accountTransferInput, output: postedAnswer, status: 201 }),
  defaults: endpoint({ mount: API.account, method: 'PUT', path: '/defaults', body: defaultAccountsInput, output: messageAnswer }),
  get: endpoint({ mount: API.account, method: 'GET', path: '/:id', params: idParams, output: accountRow }),
  update: endpoint({ mount: API.account, method: 'POST', path: '/:id', params: idParams, body: accountInput, output: messageAnswer }),
};

/** `/finance`: the chart as a list and the closed months. */
export const chartEndpoints = {
  accounts: endpoint({ mount: API.finance, method: 'GET', path: '/accounts', query: accountListQuery, output: pageOf(accountRow), paged: true }),
  periods: endpoint({ mount: API.finance, method: 'GET', path: '/periods', output: v.array(closedMonthRow) }),
  closePeriod: endpoint({ mount: API.finance, method: 'POST', path: '/periods', body: closePeriodInput, output: messageAnswer, status: 201 }),
};

/** Generate fee (`generate-fee`): the month's preview, then the run under an Idempotency-Key. */
export const feeEndpoints = {
  /** A POST that changes nothing. */
  preview: endpoint({ mount: API.finance, method: 'POST', path: '/fees/preview', body: feeRunInput, output: feePreviewAnswer }),
  generate: endpoint({ mount: API.finance, method: 'POST', path: '/fees/generate', body: feeRunInput, output: feeRunResult, status: 201 }),
};

/** `/finance`: one journal entry, its reversal (under an Idempotency-Key), the hledger journal and the general journal. */
export const entryEndpoints = {
  get: endpoint({ mount: API.finance, method: 'GET', path: '/entries/:id', params: idParams, output: journalEntryAnswer }),
  reverse: endpoint({ mount: API.finance, method: 'POST', path: '/entries/:id/reverse', params: idParams, body: reversalInput, output: postedAnswer, status: 201 }),
  journal: endpoint({ mount: API.finance, method: 'GET', path: '/journal.hledger', query: journalExportQuery, output: fileOutput('text/plain') }),
  /** General journal: a balanced manual entry, under an Idempotency-Key; a replay answers the same entry. */
  post: endpoint({ mount: API.finance, method: 'POST', path: '/journal', body: journalInput, output: postedAnswer, status: 201 }),
};

/*
 * Opening balances (issue 32, ADR 041): a school that moves in mid-year brings its accounts'
 * balances and its students' balances forward, each against Opening balance equity.
 */

/** An opening entry has at most this many account lines; an import at most this many students. */
export const OPENING_MAX_LINES = 200;
export const OPENING_MAX_ROWS = 5_000;

/** One account's balance brought forward: on its debit side or on its credit side. */
export const openingLineInput = v.pipe(
  v.object({
    account_id: idField,
    debit: v.optional(moneyField('Debit balance'), 0),
    credit: v.optional(moneyField('Credit balance'), 0),
  }),
  v.forward(
    v.check((l) => (l.debit > 0) !== (l.credit > 0), 'Enter a debit or a credit balance, not both and not zero.'),
    ['debit'],
  ),
);
export type OpeningLineInput = v.InferOutput<typeof openingLineInput>;

/**
 * `POST /finance/opening` (and `/preview`): the accounts' balances as of `date`, posted as one
 * entry whose last line, on Opening balance equity, is computed to balance it.
 */
export const openingInput = v.pipe(
  v.object({
    date: entryDate,
    lines: v.pipe(
      v.array(openingLineInput, 'Lines must be a list.'),
      v.minLength(1, 'Enter the balance of at least one account.'),
      v.maxLength(OPENING_MAX_LINES, `At most ${OPENING_MAX_LINES} accounts.`),
    ),
  }),
  v.forward(
    v.check((o) => new Set(o.lines.map((l) => l.account_id)).size === o.lines.length, 'Each account has one balance: an account is listed twice.'),
    ['lines'],
  ),
);
export type OpeningInput = v.InferOutput<typeof openingInput>;

const sheetAccount = v.object({ account_id: v.number(), code: v.string(), name: v.string(), amount: v.number() });

/** The balance sheet as of the opening date once the entry is posted (the balance-sheet report's shape). */
export const openingSheet = v.object({
  on: v.string(),
  assets: v.array(sheetAccount),
  liabilities: v.array(sheetAccount),
  equity: v.array(sheetAccount),
  current_earnings: v.number(),
  total_assets: v.number(),
  total_liabilities: v.number(),
  total_equity: v.number(),
  balanced: v.boolean(),
});

/** What the opening entry will be: its lines, the equity line that balances them, and the sheet after. */
export const openingPreviewAnswer = v.object({
  date: v.string(),
  /** Opening balance equity; null when it does not exist yet and posting will add it. */
  equity_account: v.nullable(v.object({ id: v.number(), code: v.string(), name: v.string() })),
  lines: v.array(v.object({ account_id: v.number(), code: v.string(), name: v.string(), debit: v.number(), credit: v.number() })),
  /** The equity line: the difference of the lines, on the side that balances them (both 0 if they balance already). */
  equity: v.object({ debit: v.number(), credit: v.number() }),
  sheet: openingSheet,
});
export type OpeningPreview = v.InferOutput<typeof openingPreviewAnswer>;

/**
 * One student's balance brought forward, as typed or read from a CSV: their admission number
 * and, in minor units, what they owe (positive) or have paid ahead (negative). The server
 * refuses a bad row at `rows.N` (422), so the amount is only required to be a number here.
 */
export const studentOpeningRow = v.object({
  admission_no: v.pipe(v.string('Admission number must be text.'), v.trim()),
  amount: v.number('Amount must be a number.'),
});
export type StudentOpeningRow = v.InferOutput<typeof studentOpeningRow>;

/** `POST /finance/opening/students` (and `/preview`): every row posts, or none does. */
export const studentOpeningInput = v.object({
  date: entryDate,
  rows: v.pipe(
    v.array(studentOpeningRow, 'Rows must be a list.'),
    v.minLength(1, 'Enter at least one student.'),
    v.maxLength(OPENING_MAX_ROWS, `At most ${OPENING_MAX_ROWS.toLocaleString('en')} students at a time.`),
  ),
});
export type StudentOpeningInput = v.InferOutput<typeof studentOpeningInput>;

export const studentOpeningPreviewRow = v.object({
  /** 1-based, as the person counts the rows they entered. */
  row: v.number(),
  admission_no: v.string(),
  student_id: v.number(),
  student_name: v.string(),
  amount: v.number(),
});
export const studentOpeningPreviewAnswer = v.object({
  date: v.string(),
  rows: v.array(studentOpeningPreviewRow),
  students: v.number(),
  /** Sum of what the students owe, and of what they paid ahead (as a positive amount). */
  owed: v.number(),
  paid_ahead: v.number(),
});
export type StudentOpeningPreview = v.InferOutput<typeof studentOpeningPreviewAnswer>;

export const studentOpeningResult = v.object({ message: v.string(), students: v.number(), owed: v.number(), paid_ahead: v.number() });
export type StudentOpeningResult = v.InferOutput<typeof studentOpeningResult>;

/** `/finance/opening`: previews are POSTs that change nothing; the posts are under an Idempotency-Key. */
export const openingEndpoints = {
  preview: endpoint({ mount: API.finance, method: 'POST', path: '/opening/preview', body: openingInput, output: openingPreviewAnswer }),
  post: endpoint({ mount: API.finance, method: 'POST', path: '/opening', body: openingInput, output: postedAnswer, status: 201 }),
  studentsPreview: endpoint({ mount: API.finance, method: 'POST', path: '/opening/students/preview', body: studentOpeningInput, output: studentOpeningPreviewAnswer }),
  students: endpoint({ mount: API.finance, method: 'POST', path: '/opening/students', body: studentOpeningInput, output: studentOpeningResult, status: 201 }),
};
