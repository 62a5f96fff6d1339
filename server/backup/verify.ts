import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { BackupError, codeMigrations, FORMAT, FORMAT_VERSION, isControl, lineHash, lines, type FileLine, type Header, type TableLine, type Trailer } from './format';

/** The lines of a backup file, gunzipped; a missing, non-gzip or cut-off file is a BackupError. */
export async function* backupLines(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (err) => gunzip.destroy(err));
  source.pipe(gunzip);
  try {
    yield* lines(gunzip);
  } catch (err) {
    throw new BackupError(readError(file, err));
  } finally {
    source.destroy();
  }
}

function readError(file: string, err: unknown): string {
  const code = (err as { code?: string }).code;
  if (code === 'ENOENT') return `There is no file ${file}.`;
  if (code === 'Z_BUF_ERROR') return `The backup ${file} is truncated (it ends part-way): nothing was restored.`;
  if (code === 'Z_DATA_ERROR') return `${file} is not a Schooldesk backup (not a gzip file, or damaged): nothing was restored.`;
  return `Cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`;
}

/** Refuses a backup whose schema this code does not have: a newer one, or another branch's. */
export function checkSchema(header: Header) {
  const known = codeMigrations();
  const { migrations, tag } = header.schema;
  if (migrations > known.length) {
    throw new BackupError(`This backup is from a newer Schooldesk (schema ${tag}, this one has ${known[known.length - 1]!.tag}): upgrade Schooldesk, then restore. Nothing was restored.`);
  }
  if (!Number.isInteger(migrations) || migrations < 1 || known[migrations - 1]!.tag !== tag) {
    throw new BackupError(`This backup's schema ${String(tag)} is not one this Schooldesk knows: nothing was restored.`);
  }
}

export function parseHeader(line: string | undefined, file: string): Header {
  let header: Partial<Header> | null = null;
  try {
    header = line ? (JSON.parse(line) as Partial<Header>) : null;
  } catch {
    /* not JSON */
  }
  if (!header || header['@'] !== FORMAT || !header.schema || !Array.isArray(header.tables)) {
    throw new BackupError(`${file} is not a Schooldesk backup: nothing was restored.`);
  }
  if (typeof header.version !== 'number' || header.version > FORMAT_VERSION) {
    throw new BackupError(`${file} is in backup format ${String(header.version)}, newer than this Schooldesk reads (${FORMAT_VERSION}): upgrade Schooldesk, then restore.`);
  }
  checkSchema(header as Header);
  return header as Header;
}

/**
 * Reads the whole file once before anything is written: its header, the tables in the order it
 * names, the counts and the checksum in its trailer. A cut or altered file is refused here.
 */
export async function verifyBackup(file: string): Promise<{ header: Header; trailer: Trailer }> {
  const it = backupLines(file);
  const first = await it.next();
  const header = parseHeader(first.done ? undefined : first.value, file);
  const hash = lineHash();
  hash.add(first.value as string);
  const counts: Record<string, number> = {};
  const damaged = (why: string) => new BackupError(`The backup ${file} is damaged (${why}): nothing was restored.`);
  let table: string | null = null;
  let tableIndex = 0;
  let files = 0;
  let trailer: Trailer | null = null;
  for await (const line of it) {
    if (trailer) throw damaged('lines after its end');
    if (!isControl(line)) {
      if (!table || !line.startsWith('{')) throw damaged('a row outside a table');
      counts[table] = (counts[table] ?? 0) + 1;
      hash.add(line);
      continue;
    }
    let control: TableLine | FileLine | Trailer;
    try {
      control = JSON.parse(line) as TableLine | FileLine | Trailer;
    } catch {
      throw damaged('a line that is not JSON');
    }
    if (control['@'] === 'end') {
      trailer = control;
      continue;
    }
    hash.add(line);
    if (control['@'] === 'table') {
      if (control.name !== header.tables[tableIndex]) throw damaged(`table ${control.name} out of order`);
      table = control.name;
      counts[table] = 0;
      tableIndex += 1;
    } else if (control['@'] === 'file') {
      files += 1;
    } else {
      throw damaged('an unknown line');
    }
  }
  if (!trailer) throw new BackupError(`The backup ${file} is truncated (it has no end line): nothing was restored.`);
  if (tableIndex !== header.tables.length) throw damaged('tables missing');
  for (const name of header.tables) {
    if ((trailer.rows?.[name] ?? -1) !== counts[name]) throw damaged(`table ${name} has ${counts[name]} rows, its end line says ${trailer.rows?.[name]}`);
  }
  if (trailer.files !== files) throw damaged(`${files} images, its end line says ${trailer.files}`);
  if (trailer.sha256 !== hash.hex()) throw damaged('its checksum does not match');
  return { header, trailer };
}
