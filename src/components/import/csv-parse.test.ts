// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseCsv, toTable } from './csv-parse';

describe('parseCsv', () => {
  it('reads plain records split by commas and LF', () => {
    expect(parseCsv('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('reads CRLF and a lone CR between records', () => {
    expect(parseCsv('a,b\r\n1,2\r3,4')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('drops a leading byte-order mark', () => {
    const [header] = parseCsv('\uFEFFadmission_no,first_name\r\nA1,Ann\r\n');
    expect(header).toEqual(['admission_no', 'first_name']);
  });

  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    expect(parseCsv('name,address\r\n"Doe, Jane","12 ""Main"" St\r\nFlat 2"\r\n')).toEqual([
      ['name', 'address'],
      ['Doe, Jane', '12 "Main" St\r\nFlat 2'],
    ]);
  });

  it('keeps empty fields, an empty quoted field and a trailing empty field', () => {
    expect(parseCsv('a,,"",d,\n')).toEqual([['a', '', '', 'd', '']]);
  });

  it('skips blank lines and copes without a final newline', () => {
    expect(parseCsv('a,b\n\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps a quote inside an unquoted field as text', () => {
    expect(parseCsv('5\'10",x\n')).toEqual([['5\'10"', 'x']]);
  });

  it('reads an empty file as no records', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF')).toEqual([]);
  });
});

describe('toTable', () => {
  it('splits the header off, trims it, pads short rows and drops empty ones', () => {
    expect(toTable([[' a ', 'b', 'c'], ['1'], ['', ' ', ''], ['1', '2', '3', '4']])).toEqual({
      headers: ['a', 'b', 'c'],
      rows: [
        ['1', '', ''],
        ['1', '2', '3'],
      ],
    });
  });
});
