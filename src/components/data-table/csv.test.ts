import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { fetchAllRows, listSearchSchema, toListParams } from './list-state';
import * as v from 'valibot';

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

describe('list state', () => {
  it('falls back to page 1 and 100 rows for odd addresses', () => {
    expect(v.parse(listSearchSchema, { page: 'x', limit: '9999' })).toMatchObject({ page: 1, limit: 100 });
    // A screen page holds at most 200 rows, so a long roster always renders quickly.
    expect(v.parse(listSearchSchema, { limit: '500' })).toMatchObject({ limit: 100 });
    expect(v.parse(listSearchSchema, { limit: '200' })).toMatchObject({ limit: 200 });
    expect(v.parse(listSearchSchema, { page: '3', limit: '25', order: 'sideways' })).toMatchObject({ page: 3, limit: 25, order: undefined });
  });

  it('flattens filters and drops All (0) and empty values', () => {
    expect(toListParams({ page: 2, limit: 50, search: '', sort: 'name', filters: { status: '0', type: 'teacher', x: '' } })).toEqual({
      page: 2, limit: 50, search: undefined, sort: 'name', order: 'asc', type: 'teacher',
    });
  });

  it('fetches every page for an export', async () => {
    const all = Array.from({ length: 1203 }, (_, i) => i);
    const seen: number[] = [];
    const rows = await fetchAllRows(async (s) => {
      seen.push(s.page);
      return { data: all.slice((s.page - 1) * s.limit, s.page * s.limit), total: all.length, page: s.page, limit: s.limit };
    }, { page: 7, limit: 10 });
    expect(rows).toEqual(all);
    expect(seen).toEqual([1, 2, 3]);
  });
});
