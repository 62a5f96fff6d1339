// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  accountLinesCsv, accountSummaryCsv, balanceSheetCsv, classSummaryCsv, csvFileName, csvMoney, incomeStatementCsv, statementCsv, studentSummaryCsv,
} from '../lib/csv';
import { accountLines, accountSummary, balanceSheet, classSummary, incomeStatement, statement, studentSummary } from './fixtures';

const lines = (csv: string) => csv.trimEnd().split('\r\n');

describe('report CSV', () => {
  it('writes money in major units with a dot and no grouping, negatives with a minus', () => {
    expect([csvMoney(0), csvMoney(5), csvMoney(123456789), csvMoney(-1500)]).toEqual(['0.00', '0.05', '1234567.89', '-15.00']);
  });

  it('names the file after the report and its range', () => {
    expect(csvFileName('Student summary', '2026-11-01', '2026-11-30')).toBe('student-summary-2026-11-01-to-2026-11-30.csv');
    expect(csvFileName('Balance sheet', '2026-11-30')).toBe('balance-sheet-2026-11-30.csv');
  });

  it('account summary: one row per account and the totals', () => {
    expect(lines(accountSummaryCsv(accountSummary))).toEqual([
      'Code,Account,Type,Opening,Debits,Credits,Closing',
      '1000,Cash,Asset,100.00,45.00,0.00,145.00',
      '1200,Students receivable,Asset,0.00,90.00,45.00,45.00',
      '4000,Tuition income,Income,0.00,0.00,90.00,90.00',
      ',Total,,,135.00,135.00,',
    ]);
  });

  it('quotes commas and quotes, and defuses what a spreadsheet would run', () => {
    const csv = studentSummaryCsv({
      ...studentSummary,
      rows: [{ ...studentSummary.rows[0]!, name: 'Okoth, Ben "Benji"' }, { ...studentSummary.rows[1]!, name: '=cmd|calc' }],
    });
    expect(csv).toContain('A-2,"Okoth, Ben ""Benji""",Grade 1,A,0.00,45.00,0.00,45.00\r\n');
    expect(csv).toContain("A-1,'=cmd|calc,Grade 1,A,0.00,45.00,60.00,-15.00\r\n");
    expect(lines(csv).at(-1)).toBe(',Total,,,0.00,90.00,60.00,30.00');
  });

  it('drill-down and statement: opening, each line with its running balance, closing', () => {
    expect(lines(accountLinesCsv(accountLines))).toEqual([
      'Date,Entry,Kind,Memo,Reference,Student,Debit,Credit,Balance',
      '2026-11-01,,,Opening balance,,,,,100.00',
      '2026-11-05,31,Payment,"Fees, Ada",R-1,Ada Lovelace,45.00,0.00,145.00',
      '2026-11-30,,,Closing balance,,,,,145.00',
    ]);
    // Reference is empty in every row, so the column is left out.
    expect(lines(statementCsv(statement))).toEqual([
      'Date,Kind,Memo,Receipt no,Charge,Payment,Balance',
      '2026-11-01,,Opening balance,,,,10.00',
      '2026-11-01,Fee,Tuition November 2026,,45.00,0.00,55.00',
      '2026-11-09,Payment,Cash at the counter,17,0.00,10.00,45.00',
      '2026-11-30,,Closing balance,,,,45.00',
    ]);
  });

  it('class summary: the rate as a plain percentage, blank when nothing was billed', () => {
    expect(lines(classSummaryCsv(classSummary))).toEqual([
      'Class,Students,Billed,Collected,Outstanding,Collection rate (%)',
      'Grade 1,2,90.00,60.00,30.00,66.7',
      'Grade 2,0,0.00,0.00,0.00,',
      'Total,2,90.00,60.00,30.00,66.7',
    ]);
  });

  it('income statement and balance sheet: sections, subtotals and the bottom line', () => {
    expect(lines(incomeStatementCsv(incomeStatement))).toEqual([
      'Section,Code,Account,Amount',
      'Income,4000,Tuition income,90.00',
      'Income,,Total income,90.00',
      'Expenses,5100,Stationery,25.00',
      'Expenses,,Total expenses,25.00',
      ',,Net income,65.00',
    ]);
    expect(lines(incomeStatementCsv({ ...incomeStatement, net: -100 })).at(-1)).toBe(',,Net loss,-1.00');
    expect(lines(balanceSheetCsv(balanceSheet))).toEqual([
      'Section,Code,Account,Amount',
      'Assets,1000,Cash,120.00',
      'Assets,1200,Students receivable,45.00',
      'Assets,,Total assets,165.00',
      'Liabilities,,Total liabilities,0.00',
      'Equity,3000,Opening balance equity,100.00',
      'Equity,,Current earnings,65.00',
      'Equity,,Total equity,165.00',
      ',,Total liabilities and equity,165.00',
    ]);
  });
});
