import { IMPORT_MAX_ROWS, formatCount, type ImportColumn } from '@contract';
import { parseCsv, toTable, type CsvTable } from '../lib/csv-parse';

/** For each column of the file, the field it goes into ('' leaves it out). */
export type Mapping = (ImportColumn | '')[];

export interface LoadedFile {
  name: string;
  table: CsvTable;
}

/** The chosen CSV read into a table, or why it cannot be imported as it is. */
export async function readImportFile(chosen: File): Promise<LoadedFile | { error: string }> {
  let text: string;
  try {
    text = await chosen.text();
  } catch {
    return { error: 'The file could not be read.' };
  }
  const table = toTable(parseCsv(text));
  if (table.headers.length === 0 || table.headers.every((h) => !h)) {
    return { error: 'The file is empty: it needs a header row and at least one student.' };
  }
  if (table.rows.length === 0) return { error: 'The file has a header row but no students under it.' };
  if (table.rows.length > IMPORT_MAX_ROWS) {
    return { error: `The file has ${formatCount(table.rows.length)} rows; import at most ${formatCount(IMPORT_MAX_ROWS)} at a time. Split it into smaller files.` };
  }
  return { name: chosen.name, table };
}
