// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildRows, columnMapping, duplicateColumns, normaliseHeader, rowIssuesFrom } from './column-mapping';

const spec = {
  columns: ['code', 'name', 'note'] as const,
  labels: { code: 'Item code', name: 'Name', note: 'Note' },
  required: ['code', 'name'] as const,
  aliases: { sku: 'code' as const },
};

describe('columnMapping', () => {
  const m = columnMapping(spec);
  it('matches names, labels and aliases, however they are spelled', () => {
    expect(normaliseHeader(' Item -- Code. ')).toBe('item_code');
    expect([m.matchHeader('code'), m.matchHeader('Item Code'), m.matchHeader('SKU'), m.matchHeader('Other')]).toEqual(['code', 'code', 'code', '']);
  });
  it('gives each field to the first header only, and lists what is missing or doubled', () => {
    const mapping = m.autoMap(['SKU', 'Item code', 'Note']);
    expect(mapping).toEqual(['code', '', 'note']);
    expect(m.missingRequired(mapping)).toEqual(['name']);
    expect(duplicateColumns(['name', 'name', '', 'code'])).toEqual(['name']);
    expect(buildRows([[' a ', 'b', ' c']], mapping)).toEqual([{ code: 'a', note: 'c' }]);
  });
});

describe('rowIssuesFrom', () => {
  it("reads a refused import's paths as 1-based rows of its own fields, and ignores the rest", () => {
    const issues = [
      { path: 'rows.0.name', message: 'Field is required.' },
      { path: 'rows.4', message: 'This row is empty.' },
      { path: 'rows.2.admission_no', message: 'Not this import.' },
      { path: 'rows', message: 'The file has no rows.' },
    ];
    expect(rowIssuesFrom(issues, spec.columns)).toEqual([
      { row: 1, column: 'name', message: 'Field is required.' },
      { row: 5, column: 'row', message: 'This row is empty.' },
    ]);
  });
});
