import {
  ACCOUNT_TYPE_LABELS, moneyInput, type AccountLines, type AccountSummary, type BalanceSheet, type ClassSummary, type ClassSummaryRow, type IncomeStatement, type StatementAccount,
  type StudentStatement, type StudentSummary,
} from '@contract';
import { toCsv, type CsvColumn } from '@/components/data-table/csv';
import { kindLabel } from './labels';
import { percent } from './numbers';

/**
 * The reports as spreadsheets, built from the JSON the page shows. Money is written in major
 * units with a dot and no grouping ("-1234.50"), so a spreadsheet reads it as a number. Money
 * columns write 0.00 rather than a blank: the shared CSV writer leaves out a column that is
 * blank in every row, and a report's columns should not come and go with its figures.
 */
export const csvMoney = (minor: number) => moneyInput(minor);

/** "student-summary-2026-11-01-to-2026-11-30.csv" */
export function csvFileName(title: string, from: string, to?: string): string {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${slug}-${to && to !== from ? `${from}-to-${to}` : from}.csv`;
}

type Row = Record<string, string | number | null>;
/** Columns named by their header; each row is an object under the same names. */
const byHeader = (headers: string[]): CsvColumn<Row>[] => headers.map((header) => ({ header, value: (r) => r[header] }));
const table = (headers: string[], rows: Row[]) => toCsv(byHeader(headers), rows);

export function accountSummaryCsv(r: AccountSummary): string {
  const rows: Row[] = r.rows.map((a) => ({
    Code: a.code, Account: a.name, Type: ACCOUNT_TYPE_LABELS[a.type], Opening: csvMoney(a.opening), Debits: csvMoney(a.debits), Credits: csvMoney(a.credits), Closing: csvMoney(a.closing),
  }));
  rows.push({ Code: '', Account: 'Total', Type: '', Opening: '', Debits: csvMoney(r.totals.debits), Credits: csvMoney(r.totals.credits), Closing: '' });
  return table(['Code', 'Account', 'Type', 'Opening', 'Debits', 'Credits', 'Closing'], rows);
}

export function accountLinesCsv(r: AccountLines): string {
  const rows: Row[] = [{ Date: r.from, Entry: '', Kind: '', Memo: 'Opening balance', Reference: '', Student: '', Debit: '', Credit: '', Balance: csvMoney(r.opening) }];
  for (const l of r.lines) {
    rows.push({
      Date: l.date, Entry: l.entry_id, Kind: kindLabel(l.kind), Memo: l.memo, Reference: l.reference, Student: l.student_name,
      Debit: csvMoney(l.debit), Credit: csvMoney(l.credit), Balance: csvMoney(l.balance),
    });
  }
  rows.push({ Date: r.to, Entry: '', Kind: '', Memo: 'Closing balance', Reference: '', Student: '', Debit: '', Credit: '', Balance: csvMoney(r.closing) });
  return table(['Date', 'Entry', 'Kind', 'Memo', 'Reference', 'Student', 'Debit', 'Credit', 'Balance'], rows);
}

export function studentSummaryCsv(r: StudentSummary): string {
  const rows: Row[] = r.rows.map((s) => ({
    'Admission no': s.admission_no, Student: s.name, Class: s.class_name, Section: s.section_name,
    Opening: csvMoney(s.opening), Billed: csvMoney(s.billed), Paid: csvMoney(s.paid), Balance: csvMoney(s.balance),
  }));
  const t = r.totals;
  rows.push({ 'Admission no': '', Student: 'Total', Class: '', Section: '', Opening: csvMoney(t.opening), Billed: csvMoney(t.billed), Paid: csvMoney(t.paid), Balance: csvMoney(t.balance) });
  return table(['Admission no', 'Student', 'Class', 'Section', 'Opening', 'Billed', 'Paid', 'Balance'], rows);
}

export function classSummaryCsv(r: ClassSummary): string {
  const row = (name: string, c: Omit<ClassSummaryRow, 'class_id' | 'class_name'>): Row => ({
    Class: name, Students: c.students, Billed: csvMoney(c.billed), Collected: csvMoney(c.collected), Outstanding: csvMoney(c.outstanding),
    'Collection rate (%)': c.collection_rate === null ? '' : percent(c.collection_rate, false),
  });
  return table(['Class', 'Students', 'Billed', 'Collected', 'Outstanding', 'Collection rate (%)'], [...r.rows.map((c) => row(c.class_name, c)), row('Total', r.totals)]);
}

export function statementCsv(r: StudentStatement): string {
  const rows: Row[] = [{ Date: r.from, Kind: '', Memo: 'Opening balance', Reference: '', 'Receipt no': '', Charge: '', Payment: '', Balance: csvMoney(r.opening) }];
  for (const l of r.lines) {
    rows.push({
      Date: l.date, Kind: kindLabel(l.kind), Memo: l.memo, Reference: l.reference, 'Receipt no': l.receipt_no,
      Charge: csvMoney(l.charge), Payment: csvMoney(l.payment), Balance: csvMoney(l.balance),
    });
  }
  rows.push({ Date: r.to, Kind: '', Memo: 'Closing balance', Reference: '', 'Receipt no': '', Charge: '', Payment: '', Balance: csvMoney(r.closing) });
  return table(['Date', 'Kind', 'Memo', 'Reference', 'Receipt no', 'Charge', 'Payment', 'Balance'], rows);
}

const section = (name: string, accounts: StatementAccount[], total: string, amount: number): Row[] => [
  ...accounts.map((a) => ({ Section: name, Code: a.code, Account: a.name, Amount: csvMoney(a.amount) })),
  { Section: name, Code: '', Account: total, Amount: csvMoney(amount) },
];

export function incomeStatementCsv(r: IncomeStatement): string {
  return table(['Section', 'Code', 'Account', 'Amount'], [
    ...section('Income', r.income, 'Total income', r.total_income),
    ...section('Expenses', r.expenses, 'Total expenses', r.total_expenses),
    { Section: '', Code: '', Account: r.net < 0 ? 'Net loss' : 'Net income', Amount: csvMoney(r.net) },
  ]);
}

export function balanceSheetCsv(r: BalanceSheet): string {
  const equity: StatementAccount[] = [...r.equity, { account_id: 0, code: '', name: 'Current earnings', amount: r.current_earnings }];
  return table(['Section', 'Code', 'Account', 'Amount'], [
    ...section('Assets', r.assets, 'Total assets', r.total_assets),
    ...section('Liabilities', r.liabilities, 'Total liabilities', r.total_liabilities),
    ...section('Equity', equity, 'Total equity', r.total_equity),
    { Section: '', Code: '', Account: 'Total liabilities and equity', Amount: csvMoney(r.total_liabilities + r.total_equity) },
  ]);
}
