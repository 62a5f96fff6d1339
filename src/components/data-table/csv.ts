export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/**
 * What a spreadsheet would run as a formula: = - @ tab CR, and + unless a digit follows, so a
 * phone number (+254 711 …) stays a phone number and a negative number stays a number.
 */
const FORMULA_START = /^(?:[=\-@\t\r]|\+(?!\d))/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const text = (raw: unknown) => (raw === null || raw === undefined ? '' : String(raw));

/**
 * RFC 4180 CSV. A cell that starts like a formula is prefixed with a quote mark so a
 * spreadsheet opening the export never runs what a user typed into a name field. Columns that
 * are empty in every row are left out: they only widen the sheet.
 */
export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const cell = (raw: unknown) => {
    let s = text(raw);
    if (FORMULA_START.test(s) && !PLAIN_NUMBER.test(s)) s = `'${s}`;
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const kept = rows.length ? columns.filter((c) => rows.some((row) => text(c.value(row)) !== '')) : columns;
  const lines = [kept.map((c) => cell(c.header)).join(',')];
  for (const row of rows) lines.push(kept.map((c) => cell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves text as a file; the BOM lets Excel read accented names as UTF-8. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
