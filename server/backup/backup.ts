import { once } from 'node:events';
import { createWriteStream, existsSync } from 'node:fs';
import { readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Tx } from '../db/client';
import { appliedMigrations, readCatalog, type TableInfo } from './catalog';
import { BackupError, codeMigrations, FORMAT, FORMAT_VERSION, ident, lineHash, type Header, type Trailer } from './format';

export interface BackupOptions {
  out: string;
  /** One school; absent: the whole install. */
  schoolId?: number;
  /** Where uploaded images live (DATA_DIR); absent: images' bytes are not included. */
  dataDir?: string;
}

export interface BackupSummary {
  rows: Record<string, number>;
  files: number;
  bytes: number;
  ms: number;
}

const ROWS_PER_FETCH = 1000;
const WRITE_CHUNK_CHARS = 64 * 1024;

/** This install's id (server_settings.install_id), made on the first backup. */
export async function installId(database: Database): Promise<string> {
  await database.db.execute(sql`insert into server_settings (key, value) values ('install_id', gen_random_uuid()::text) on conflict (key) do nothing`);
  const [row] = await queryRows<{ value: string }>(database.db, sql`select value from server_settings where key = 'install_id'`);
  return row!.value;
}

/** The rows of one table a backup takes, as `select` text for a cursor (ids are checked integers). */
function selectRows(t: TableInfo, schoolId: number | undefined): string | null {
  if (schoolId !== undefined) {
    if (t.name === 'schools') return rowsOf(t, `src.id = ${schoolId}`);
    // Install-wide rows (the JWT secret, the install id, sign-in attempts) stay with the install.
    if (!t.hasSchoolId) return null;
    return rowsOf(t, `src.school_id = ${schoolId}`);
  }
  return rowsOf(t, 'true');
}

function rowsOf(t: TableInfo, where: string): string {
  const cols = t.columns.map((c) => `src.${ident(c)}`).join(', ');
  const order = (t.primaryKey.length ? t.primaryKey : t.columns).map((c) => `src.${ident(c)}`).join(', ');
  return `select row_to_json(x)::text as j from ${ident(t.name)} as src cross join lateral (select ${cols}) as x where ${where} order by ${order}`;
}

/**
 * Writes a backup of the whole install, or of one school, to `out`: read in one REPEATABLE READ
 * transaction (a consistent snapshot while the app keeps writing), streamed through a cursor a
 * thousand rows at a time, gzip'd. The file appears under its name only once complete.
 */
export async function writeBackup(database: Database, opts: BackupOptions): Promise<BackupSummary> {
  const started = performance.now();
  if (opts.schoolId !== undefined && !Number.isSafeInteger(opts.schoolId)) throw new BackupError('--school takes a school id (a number).');
  const known = codeMigrations();
  const install = await installId(database);
  const partial = `${opts.out}.partial`;
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(partial));
  const hash = lineHash();
  // Lines go to gzip in chunks of about 64 KB: a write per line costs a zlib call per line
  // (half a million for the demo school, 20 s of a 21 s backup); memory still holds one chunk.
  let pending: string[] = [];
  let pendingChars = 0;
  const flush = async () => {
    if (!pending.length) return;
    const chunk = pending.join('');
    pending = [];
    pendingChars = 0;
    if (!gzip.write(chunk)) await once(gzip, 'drain');
  };
  const write = async (line: string, hashed = true) => {
    if (hashed) hash.add(line);
    pending.push(`${line}\n`);
    pendingChars += line.length + 1;
    if (pendingChars >= WRITE_CHUNK_CHARS) await flush();
  };
  const rows: Record<string, number> = {};
  let files = 0;
  try {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read, read only`);
      // Timestamps written with +00:00 whatever the server's zone, so two backups of the same rows match.
      await tx.execute(sql`set local timezone = 'UTC'`);
      const applied = await appliedMigrations(tx);
      if (applied > known.length) throw new BackupError(`This database has ${applied} migrations, more than this code knows (${known.length}): back up with the newer Schooldesk.`);
      if (applied === 0) throw new BackupError('This database was never migrated: there is nothing to back up.');
      if (opts.schoolId !== undefined) {
        const found = await queryRows(tx, sql`select 1 from schools where id = ${opts.schoolId}`);
        if (!found.length) throw new BackupError(`There is no school with id ${opts.schoolId}.`);
      }
      const tables = (await readCatalog(tx)).filter((t) => selectRows(t, opts.schoolId) !== null);
      const header: Header = {
        '@': FORMAT,
        version: FORMAT_VERSION,
        install_id: install,
        schema: { migrations: applied, tag: known[applied - 1]!.tag },
        school_id: opts.schoolId ?? null,
        created_at: new Date().toISOString(),
        database: database.kind,
        tables: tables.map((t) => t.name),
      };
      await write(JSON.stringify(header));
      for (const t of tables) {
        await write(JSON.stringify({ '@': 'table', name: t.name, columns: t.columns }));
        rows[t.name] = await streamTable(tx, selectRows(t, opts.schoolId)!, write);
      }
      if (opts.dataDir) files = await writeImages(tx, opts, write);
    });
    const trailer: Trailer = { '@': 'end', rows, files, sha256: hash.hex() };
    await write(JSON.stringify(trailer), false);
    await flush();
    gzip.end();
    await written;
    await rename(partial, opts.out);
  } catch (err) {
    gzip.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw err;
  }
  return { rows, files, bytes: (await stat(opts.out)).size, ms: Math.round(performance.now() - started) };
}

async function streamTable(tx: Tx, select: string, write: (line: string) => Promise<void>): Promise<number> {
  await tx.execute(sql.raw(`declare backup_rows no scroll cursor for ${select}`));
  let n = 0;
  for (;;) {
    const batch = await queryRows<{ j: string }>(tx, sql.raw(`fetch forward ${ROWS_PER_FETCH} from backup_rows`));
    for (const r of batch) await write(r.j);
    n += batch.length;
    if (batch.length < ROWS_PER_FETCH) break;
  }
  await tx.execute(sql.raw('close backup_rows'));
  return n;
}

/** The bytes of the uploaded images the backed-up rows name; a file missing on disk is skipped. */
async function writeImages(tx: Tx, opts: BackupOptions, write: (line: string) => Promise<void>): Promise<number> {
  const names = await queryRows<{ filename: string }>(
    tx,
    opts.schoolId === undefined ? sql`select filename from images order by id` : sql`select filename from images where school_id = ${opts.schoolId} order by id`,
  );
  let n = 0;
  for (const { filename } of names) {
    const file = path.join(path.resolve(opts.dataDir!, 'images'), path.basename(filename));
    if (!existsSync(file)) continue;
    await write(JSON.stringify({ '@': 'file', name: path.basename(filename), data: (await readFile(file)).toString('base64') }));
    n += 1;
  }
  return n;
}
