import type {
  AccountLines, AccountSummary, BalanceSheet, ClassSummary, FinanceOverview, IncomeStatement, Profile, StudentStatement, StudentSummary,
} from '@contract';

/** A bursar who holds every report privilege, with two classes, in a school on UTC, counting in USD. */
export const bursar = {
  id: 7, username: 'bursar', fullname: 'Bea Bursar', role_id: 5, role: 'Bursar', currency: 'USD', time_zone: 'UTC', school_name: 'Hill School',
  privileges: ['report-account', 'fee-student-report', 'class-summary', 'fee-student-transaction', 'income-statement', 'balance-sheet', 'list-student', 'receive-payment'],
  classes: [1, 2],
} as unknown as Profile;

export const range = { from: '2026-11-01', to: '2026-11-30' };

export const accountSummary: AccountSummary = {
  ...range,
  rows: [
    { account_id: 1, code: '1000', name: 'Cash', type: 'asset', opening: 10000, debits: 4500, credits: 0, closing: 14500 },
    { account_id: 4, code: '1200', name: 'Students receivable', type: 'asset', opening: 0, debits: 9000, credits: 4500, closing: 4500 },
    { account_id: 9, code: '4000', name: 'Tuition income', type: 'income', opening: 0, debits: 0, credits: 9000, closing: 9000 },
  ],
  totals: { debits: 13500, credits: 13500 },
};

export const accountLines: AccountLines = {
  ...range,
  account: { id: 1, code: '1000', name: 'Cash', type: 'asset' },
  opening: 10000,
  lines: [{ entry_id: 31, line_no: 1, date: '2026-11-05', kind: 'payment', memo: 'Fees, Ada', reference: 'R-1', student_name: 'Ada Lovelace', debit: 4500, credit: 0, balance: 14500 }],
  closing: 14500,
};

export const studentSummary: StudentSummary = {
  ...range,
  rows: [
    { student_id: 11, name: 'Ben Okoth', admission_no: 'A-2', class_name: 'Grade 1', section_name: 'A', opening: 0, billed: 4500, paid: 0, balance: 4500 },
    { student_id: 10, name: 'Ada Lovelace', admission_no: 'A-1', class_name: 'Grade 1', section_name: 'A', opening: 0, billed: 4500, paid: 6000, balance: -1500 },
  ],
  totals: { opening: 0, billed: 9000, paid: 6000, balance: 3000 },
};

export const classSummary: ClassSummary = {
  ...range,
  rows: [
    { class_id: 1, class_name: 'Grade 1', students: 2, billed: 9000, collected: 6000, outstanding: 3000, collection_rate: 6000 / 9000 },
    { class_id: 2, class_name: 'Grade 2', students: 0, billed: 0, collected: 0, outstanding: 0, collection_rate: null },
  ],
  totals: { students: 2, billed: 9000, collected: 6000, outstanding: 3000, collection_rate: 6000 / 9000 },
};

export const statement: StudentStatement = {
  ...range,
  student: { id: 11, name: 'Ben Okoth', admission_no: 'A-2', class_name: 'Grade 1', section_name: 'A' },
  opening: 1000,
  lines: [
    { entry_id: 40, date: '2026-11-01', kind: 'fee', memo: 'Tuition November 2026', reference: null, receipt_no: null, charge: 4500, payment: 0, balance: 5500 },
    { entry_id: 41, date: '2026-11-09', kind: 'payment', memo: 'Cash at the counter', reference: null, receipt_no: 17, charge: 0, payment: 1000, balance: 4500 },
  ],
  closing: 4500,
};

export const incomeStatement: IncomeStatement = {
  ...range,
  income: [{ account_id: 9, code: '4000', name: 'Tuition income', amount: 9000 }],
  expenses: [{ account_id: 12, code: '5100', name: 'Stationery', amount: 2500 }],
  total_income: 9000,
  total_expenses: 2500,
  net: 6500,
};

export const balanceSheet: BalanceSheet = {
  on: '2026-11-30',
  assets: [
    { account_id: 1, code: '1000', name: 'Cash', amount: 12000 },
    { account_id: 4, code: '1200', name: 'Students receivable', amount: 4500 },
  ],
  liabilities: [],
  equity: [{ account_id: 20, code: '3000', name: 'Opening balance equity', amount: 10000 }],
  current_earnings: 6500,
  total_assets: 16500,
  total_liabilities: 0,
  total_equity: 16500,
  balanced: true,
};

export const overview: FinanceOverview = {
  from: '2026-11-01',
  to: '2026-11-23',
  billed: 9000,
  collected: 6000,
  outstanding: 3000,
  top_defaulters: [{ student_id: 11, name: 'Ben Okoth', class_name: 'Grade 1', balance: 4500 }],
};
