// @vitest-environment node
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

  it('leaves phone numbers as they are, but defuses + followed by anything else', () => {
    const csv = toCsv(columns, [{ name: '+254 711 999001', fee: 1 }, { name: '+cmd|calc', fee: 2 }, { name: '-2+3', fee: 3 }]);
    expect(csv).toContain('+254 711 999001,1');
    expect(csv).toContain("'+cmd|calc,2");
    expect(csv).toContain("'-2+3,3");
  });

  it('drops columns that are empty in every row', () => {
    expect(toCsv(columns, [{ name: 'Ada', fee: null }, { name: 'Bo', fee: null }])).toBe('Name\r\nAda\r\nBo\r\n');
    expect(toCsv(columns, [])).toBe('Name,Fee\r\n');
  });
});
