import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { queryRows, type Database, type Tx } from '../db/client';
import { appliedMigrations, readCatalog, type TableInfo } from './catalog';
import { BackupError, codeMigrations, ident, isControl, migrationsFolder, type FileLine, type Header, type TableLine } from './format';
import { backupLines, verifyBackup } from './verify';

export interface RestoreSummary {
  header: Header;
  rows: Record<string, number>;
  files: number;
  ms: number;
}

const BATCH_ROWS = 500;
const BATCH_CHARS = 1_000_000;

/**
 * Restores a backup into an EMPTY database (ADR 040): checks the whole file first, refuses a
 * database with any row, migrates it to the backup's schema, loads every row in one
 * transaction with the tables' own triggers held off, moves the id sequences past the largest
 * id, then migrates to this code's schema. A refusal writes nothing.
 */
export async function restoreBackup(
  database: Database,
  file: string,
  opts: { dataDir?: string; verified?: Awaited<ReturnType<typeof verifyBackup>> } = {},
): Promise<RestoreSummary> {
  const started = performance.now();
  const { header, trailer } = opts.verified ?? (await verifyBackup(file));
  await refuseNonEmpty(database, header);
  await migrateTo(database, header.schema.migrations);
  await database.db.transaction((tx) => load(tx, file, header));
  if (header.schema.migrations < codeMigrations().length) await database.migrate();
  const files = trailer.files && opts.dataDir ? await restoreImages(file, opts.dataDir) : 0;
  return { header, rows: trailer.rows, files, ms: Math.round(performance.now() - started) };
}

async function refuseNonEmpty(database: Database, header: Header) {
  const applied = await appliedMigrations(database.db);
  if (applied > header.schema.migrations) {
    throw new BackupError(`The target database is already migrated past this backup's schema (${header.schema.tag}): restore into a new, empty database. Nothing was restored.`);
  }
  for (const t of await readCatalog(database.db)) {
    const [row] = await queryRows<{ any: boolean }>(database.db, sql.raw(`select exists (select 1 from ${ident(t.name)}) as any`));
    if (!row?.any) continue;
    const [own] = applied ? await installOf(database) : [];
    const other = own && own !== header.install_id ? ` It is another install (${own}) than the backup's (${header.install_id}).` : '';
    throw new BackupError(`The target database is not empty (table ${t.name} has rows): restore only into a new, empty database.${other} Nothing was restored.`);
  }
}

async function installOf(database: Database): Promise<string[]> {
  const rows = await queryRows<{ value: string }>(database.db, sql`select value from server_settings where key = 'install_id'`).catch(() => []);
  return rows.map((r) => r.value);
}

/** Applies this code's first `count` migrations (the backup's schema), from a copy of the folder cut there. */
async function migrateTo(database: Database, count: number) {
  const known = codeMigrations();
  if (count === known.length) return database.migrate();
  const dir = mkdtempSync(path.join(tmpdir(), 'sd-migrations-'));
  try {
    mkdirSync(path.join(dir, 'meta'));
    writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries: known.slice(0, count) }));
    for (const m of known.slice(0, count)) copyFileSync(path.join(migrationsFolder, `${m.tag}.sql`), path.join(dir, `${m.tag}.sql`));
    const migrate = database.kind === 'postgres' ? migratePg : migratePglite;
    await migrate(database.db as never, { migrationsFolder: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Loads the rows. Triggers are held off table by table (`DISABLE TRIGGER USER`, which the
 * tables' owner may do, and which a rollback undoes): a new school's default attendance codes,
 * the closed-month, closed-exam and balance checks, and the row-version bumps would otherwise
 * fire on rows that already passed them. Foreign keys stay on; the tables come parents first,
 * and a reference to the same table is set once all its rows are in.
 */
async function load(tx: Tx, file: string, header: Header) {
  const catalog = new Map((await readCatalog(tx)).map((t) => [t.name, t]));
  const tables = header.tables.map((name) => {
    const t = catalog.get(name);
    if (!t) throw new BackupError(`The backup has a table ${name} this database does not: nothing was restored.`);
    return t;
  });
  for (const t of tables) await tx.execute(sql.raw(`alter table ${ident(t.name)} disable trigger user`));
  let table: TableInfo | null = null;
  let columns: string[] = [];
  let batch: string[] = [];
  let chars = 0;
  let later: string[] = [];
  const flush = async () => {
    if (table && batch.length) await insertRows(tx, table, columns, batch);
    batch = [];
    chars = 0;
  };
  const finishTable = async () => {
    await flush();
    if (table && later.length) await setSelfRefs(tx, table, later);
    later = [];
  };
  for await (const line of backupLines(file)) {
    if (isControl(line)) {
      const control = JSON.parse(line) as TableLine | FileLine | { '@': string };
      if (control['@'] !== 'table') continue;
      await finishTable();
      table = catalog.get((control as TableLine).name)!;
      columns = (control as TableLine).columns;
      const missing = columns.find((c) => !table!.columns.includes(c));
      if (missing) throw new BackupError(`The backup's table ${table.name} has a column ${missing} this database does not: nothing was restored.`);
      continue;
    }
    batch.push(line);
    chars += line.length;
    if (table!.selfRefs.length) {
      const row = JSON.parse(line) as Record<string, unknown>;
      if (table!.selfRefs.some((c) => row[c] != null)) later.push(line);
    }
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
  }
  await finishTable();
  for (const t of tables) {
    for (const c of t.identity) {
      await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${ident(t.name)}', '${c}'), coalesce((select max(${ident(c)}) from ${ident(t.name)}), 0) + 1, false)`));
    }
    await tx.execute(sql.raw(`alter table ${ident(t.name)} enable trigger user`));
  }
}

const rowsParam = (lines: string[]) => `[${lines.join(',')}]`;

/** One batch, parsed by PostgreSQL itself; references to the same table wait (null) until `setSelfRefs`. */
async function insertRows(tx: Tx, t: TableInfo, columns: string[], lines: string[]) {
  const names = columns.map(ident).join(', ');
  const values = columns.map((c) => (t.selfRefs.includes(c) ? `nullif(j.${ident(c)}, j.${ident(c)})` : `j.${ident(c)}`)).join(', ');
  await tx.execute(
    sql`${sql.raw(`insert into ${ident(t.name)} (${names}) overriding system value select ${values} from json_populate_recordset(null::${ident(t.name)}, `)}${rowsParam(lines)}${sql.raw('::json) as j')}`,
  );
}

async function setSelfRefs(tx: Tx, t: TableInfo, lines: string[]) {
  const set = t.selfRefs.map((c) => `${ident(c)} = j.${ident(c)}`).join(', ');
  const match = t.primaryKey.map((c) => `t.${ident(c)} = j.${ident(c)}`).join(' and ');
  for (let i = 0; i < lines.length; i += BATCH_ROWS) {
    await tx.execute(
      sql`${sql.raw(`update ${ident(t.name)} as t set ${set} from json_populate_recordset(null::${ident(t.name)}, `)}${rowsParam(lines.slice(i, i + BATCH_ROWS))}${sql.raw(`::json) as j where ${match}`)}`,
    );
  }
}

/** The uploaded images' bytes, once the rows are in; a file already there is kept. */
async function restoreImages(file: string, dataDir: string): Promise<number> {
  const dir = path.resolve(dataDir, 'images');
  await mkdir(dir, { recursive: true });
  let n = 0;
  for await (const line of backupLines(file)) {
    if (!line.startsWith('{"@":"file"')) continue;
    const f = JSON.parse(line) as FileLine;
    try {
      await writeFile(path.join(dir, path.basename(f.name)), Buffer.from(f.data, 'base64'), { flag: 'wx' });
      n += 1;
    } catch (err) {
      if ((err as { code?: string }).code !== 'EEXIST') throw err;
    }
  }
  return n;
}
