import { formatCount } from '@contract';
import { parseCsv, toTable, type CsvTable } from './csv-parse';

export interface LoadedFile {
  name: string;
  table: CsvTable;
}

/** What one row of the file is, for the messages: "student", "students". */
export interface RowNoun {
  one: string;
  many: string;
}

/** The chosen CSV read into a table, or why it cannot be imported as it is. */
export async function readImportFile(chosen: File, noun: RowNoun, maxRows: number): Promise<LoadedFile | { error: string }> {
  let text: string;
  try {
    text = await chosen.text();
  } catch {
    return { error: 'The file could not be read.' };
  }
  const table = toTable(parseCsv(text));
  if (table.headers.length === 0 || table.headers.every((h) => !h)) {
    return { error: `The file is empty: it needs a header row and at least one ${noun.one}.` };
  }
  if (table.rows.length === 0) return { error: `The file has a header row but no ${noun.many} under it.` };
  if (table.rows.length > maxRows) {
    return { error: `The file has ${formatCount(table.rows.length)} rows; import at most ${formatCount(maxRows)} at a time. Split it into smaller files.` };
  }
  return { name: chosen.name, table };
}

/** Saves a file the server handed out (an import's template) on this device. */
export function saveDownload(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
