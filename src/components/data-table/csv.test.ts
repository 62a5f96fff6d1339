import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

type Row = { name: string; fee: number | null };
const columns = [
  { header: 'Name', value: (r: Row) => r.name },
  { header: 'Fee', value: (r: Row) => r.fee },
];

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv(columns, [{ name: 'Smith, "Jo"\nJr', fee: 12 }])).toBe('Name,Fee\r\n"Smith, ""Jo""\nJr",12\r\n');
  });

  it('defuses spreadsheet formulas but keeps negative numbers', () => {
    const csv = toCsv(columns, [{ name: '=HYPERLINK("x")', fee: -5 }, { name: '@SUM(A1)', fee: null }]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")",-5`);
    expect(csv).toContain("'@SUM(A1),\r\n");
  });
});
