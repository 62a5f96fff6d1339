/**
 * A small RFC 4180 reader: quoted fields (with "" for a quote, and commas and line breaks
 * inside), CRLF, LF or a lone CR between records, and a leading UTF-8 byte-order mark.
 * Records that hold nothing at all (a blank line, the file's final newline) are dropped.
 */
export function parseCsv(input: string): string[][] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;

  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    if (!(record.length === 1 && record[0] === '')) records.push(record);
    record = [];
  };

  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      i++;
    } else if (ch === ',') {
      endField();
      i++;
    } else if (ch === '\r') {
      endRecord();
      i += text[i + 1] === '\n' ? 2 : 1;
    } else if (ch === '\n') {
      endRecord();
      i++;
    } else {
      field += ch;
      i++;
    }
  }
  if (field !== '' || record.length > 0 || quoted) endRecord();
  return records;
}

/** A parsed file: its header row and the data rows, each padded or cut to the header's width. */
export interface CsvTable {
  headers: string[];
  rows: string[][];
}

export function toTable(records: string[][]): CsvTable {
  const [head = [], ...rest] = records;
  const headers = head.map((h) => h.trim());
  const rows = rest
    .filter((r) => r.some((cell) => cell.trim() !== ''))
    .map((r) => headers.map((_, i) => r[i] ?? ''));
  return { headers, rows };
}
