import { describe, expect, it } from 'vitest';
import { accountLines, lineOfIssue, parseStudentRows, readSignedMoney } from '../opening-parse';

describe('readSignedMoney', () => {
  it.each([
    ['1500', 150_000],
    ['1,500.50', 150_050],
    ['-200', -20_000],
    ['(200.00)', -20_000],
    ['+12.5', 1_250],
    [' 0 ', 0],
  ])('reads %s as %d minor units', (text, minor) => expect(readSignedMoney(text)).toBe(minor));

  it.each(['', '-', 'abc', '12.345', '12,50'])('refuses %j', (text) => expect(readSignedMoney(text)).toBeNull());
});

describe('parseStudentRows', () => {
  it('reads typed lines, skips a header and blank lines, and reads quoted amounts with commas', () => {
    const parsed = parseStudentRows('Admission No,Amount\r\nADM-1, 4500\n\nADM-2,"-1,200.00"\nADM-3,(50)\n');
    expect(parsed.header).toBe(true);
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toEqual([
      { line: 2, admission_no: 'ADM-1', amount: 450_000 },
      { line: 4, admission_no: 'ADM-2', amount: -120_000 },
      { line: 5, admission_no: 'ADM-3', amount: -5_000 },
    ]);
  });

  it('takes tabs (pasted from a spreadsheet) and semicolons as separators', () => {
    expect(parseStudentRows('A1\t10\nA2\t-5').rows.map((r) => [r.admission_no, r.amount])).toEqual([
      ['A1', 1_000],
      ['A2', -500],
    ]);
    expect(parseStudentRows('A1;10').rows).toEqual([{ line: 1, admission_no: 'A1', amount: 1_000 }]);
  });

  it('names each bad line: no admission number, a bad or zero amount, extra cells, a student twice', () => {
    const parsed = parseStudentRows('A1,10\n,20\nA2,ten\nA3,0\nA4,1,500\na1,30\nA5,99999999999999');
    expect(parsed.rows.map((r) => r.admission_no)).toEqual(['A1']);
    expect(parsed.problems.map((p) => p.line)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(parsed.problems[1]!.message).toMatch(/"ten" is not an amount/);
    expect(parsed.problems[2]!.message).toMatch(/zero/);
    expect(parsed.problems[3]!.message).toMatch(/quote an amount/);
    expect(parsed.problems[4]!.message).toBe('Admission number a1 is also on line 1: give each student one line.');
    expect(parsed.problems[5]!.message).toMatch(/too large/);
  });

  it("maps the server's row index back to the line the person typed", () => {
    const { rows } = parseStudentRows('Adm,Amount\nA1,1\n\nA2,2');
    expect(lineOfIssue('rows.1.admission_no', rows)).toBe(4);
    expect(lineOfIssue('date', rows)).toBeNull();
  });
});

describe('accountLines', () => {
  it('turns the rows into lines and works out the equity line that balances them', () => {
    const result = accountLines([
      { account_id: 1, side: 'debit', amount: '2,500.00' },
      { account_id: 2, side: 'credit', amount: '900' },
      { account_id: null, side: 'debit', amount: '' },
    ]);
    expect(result.problems.size).toBe(0);
    expect(result.lines).toEqual([
      { account_id: 1, debit: 250_000, credit: 0 },
      { account_id: 2, debit: 0, credit: 90_000 },
    ]);
    expect(result.equity).toEqual({ debit: 0, credit: 160_000 });
    expect(accountLines([{ account_id: 2, side: 'credit', amount: '10' }]).equity).toEqual({ debit: 1_000, credit: 0 });
  });

  it('flags a row without an account, a bad amount and an account twice', () => {
    const result = accountLines([
      { account_id: null, side: 'debit', amount: '5' },
      { account_id: 1, side: 'debit', amount: '-5' },
      { account_id: 1, side: 'debit', amount: '5' },
      { account_id: 1, side: 'credit', amount: '6' },
    ]);
    expect([...result.problems.keys()]).toEqual([0, 1, 3]);
    expect(result.lines).toEqual([{ account_id: 1, debit: 500, credit: 0 }]);
  });
});
