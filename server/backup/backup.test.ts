import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../db/client';
import { closedPeriods, images } from '../db/schema';
import type { Actor } from '../lib/actor';
import type { SessionRecord } from '../lib/session';
import { hledgerJournal } from '../domains/finance/books/hledger.service';
import { postOnce, writeEntry, type LedgerLine } from '../domains/finance/ledger/ledger';
import { codeIds, seedSheet } from '../test/attendance-data';
import { adminQuery } from '../test/pg-admin';
import { twoSchools } from '../test/schools';
import { activeYear, seedClass, seedSection, seedStudent } from '../test/students-data';
import { writeBackup } from './backup';
import { appliedMigrations, readCatalog } from './catalog';
import { codeMigrations } from './format';
import { restoreBackup } from './restore';

/**
 * Issue 32: a backup restored into a new, empty database of the other kind (PGlite ->
 * PostgreSQL when TEST_DATABASE_URL is set, PostgreSQL -> PGlite on the PostgreSQL run) holds
 * the same rows and exports the same hledger journal; a damaged, foreign or newer file, or a
 * database with rows, is refused and nothing is written.
 */
const t = twoSchools();
const dir = mkdtempSync(path.join(tmpdir(), 'sd-backup-test-'));
const file = (name: string) => path.join(dir, name);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
let keyNo = 0;

/** A new database with nothing in it, never migrated: PostgreSQL from a PGlite run when it can, else PGlite. */
async function emptyDatabase(kind: 'other' | 'pglite' = 'other'): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (kind === 'pglite' || process.env.TEST_DB === 'pg' || !url) return openDatabase({});
  const name = `sd_restore_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: dbUrl.toString() });
  return { ...database, close: async () => (await database.close(), await adminQuery(url, `drop database if exists ${name} with (force)`)) };
}

async function counts(database: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of await readCatalog(database.db)) {
    const [row] = await queryRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from "${table.name}"`));
    out[table.name] = Number(row!.n);
  }
  return out;
}

async function journalOf(database: Database, schoolId: number) {
  let text = '';
  for await (const chunk of hledgerJournal(database.db, { schoolId } as SessionRecord, {})) text += chunk;
  return text;
}

async function post(date: string, lines: LedgerLine[], memo: string) {
  const actor = { id: t.schoolA.adminId, schoolId: t.schoolA.schoolId, requestId: `backup-${++keyNo}`, module: 'finance' } as SessionRecord & Actor;
  const claim = { key: `backup-test-${keyNo}`, request: { kind: 'adjustment', date, lines } };
  return postOnce(t.ctx.database.db, actor, claim, (tx) => writeEntry(tx, actor, claim, { date, kind: 'adjustment', memo, lines }));
}

/** The body of a backup: every line but the header and the trailer (which carry the time and the database kind). */
const body = (f: string) => gunzipSync(readFileSync(f)).toString('utf8').trim().split('\n').slice(1, -1);

beforeAll(async () => {
  const s = t.schoolA.schoolId;
  const ctx = t.ctx;
  const chart = (await t.api.get('/api/finance/accounts?limit=500', { token: t.adminA })).body.data as { id: number; code: string }[];
  const code = (c: string) => chart.find((a) => a.code === c)!.id;
  await post('2026-01-02', [{ accountId: code('1010'), debit: 5_000_000 }, { accountId: code('3000'), credit: 5_000_000 }], 'Opening balance');
  await post('2026-01-05', [{ accountId: code('1100'), debit: 1_250_050 }, { accountId: code('4000'), credit: 1_250_050 }], 'January tuition');
  const moved = await t.api.post('/api/account/tran', {
    token: t.adminA,
    headers: { 'Idempotency-Key': 'backup-transfer-1' },
    body: { from_account_id: code('1000'), to_account_id: code('1010'), amount: 500_000, date: '2026-01-15', memo: 'Banked' },
  });
  // A reversal points at its entry: a reference within journal_entries.
  const reversed = await t.api.post(`/api/finance/entries/${moved.body.entry_id}/reverse`, {
    token: t.adminA,
    headers: { 'Idempotency-Key': 'backup-reversal-1' },
    body: { date: '2026-01-16', reason: 'Slip returned' },
  });
  expect(reversed.status, JSON.stringify(reversed.body)).toBeLessThan(300);
  // January closed after its entries: a restore must not be refused by the closed-month trigger.
  await ctx.database.db.insert(closedPeriods).values({ schoolId: s, month: '2026-01-01', closedBy: t.schoolA.adminId });
  // A class whose next class comes after it (a forward reference within classes).
  const two = await seedClass(ctx, s, 'Two');
  const one = await seedClass(ctx, s, 'One', { nextClassId: two });
  await seedClass(ctx, s, 'Three').then((three) => ctx.database.db.execute(sql`update classes set next_class_id = ${three}, version = version where id = ${two}`));
  const year = (await activeYear(ctx, s)).id;
  const section = await seedSection(ctx, s, year, one, 'A');
  const students = [await seedStudent(ctx, s, { sectionId: section }), await seedStudent(ctx, s, { sectionId: section })];
  await codeIds(ctx, s);
  await seedSheet(ctx, s, { sectionId: section, date: '2026-02-02', takenBy: t.schoolA.adminId, marks: { [students[0]!]: 'P', [students[1]!]: { code: 'A', note: 'ill — «flu»' } } });
  mkdirSync(path.join(dir, 'src/images'), { recursive: true });
  writeFileSync(path.join(dir, 'src/images/logo.png'), PNG);
  await ctx.database.db.insert(images).values({ schoolId: s, filename: 'logo.png' });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('backup and restore', () => {
  it('restores the whole install into an empty database of the other kind: every row, the same journal, the images', async () => {
    const summary = await writeBackup(t.ctx.database, { out: file('all.sdb'), dataDir: path.join(dir, 'src') });
    expect(summary.files).toBe(1);
    const target = await emptyDatabase();
    try {
      const restored = await restoreBackup(target, file('all.sdb'), { dataDir: path.join(dir, 'dst') });
      console.log(`backup ${summary.ms} ms (${summary.bytes} bytes, ${t.ctx.database.kind}); restore ${restored.ms} ms (${target.kind})`);
      const before = await counts(t.ctx.database);
      expect(await counts(target)).toEqual(before);
      expect(before.journal_entries).toBeGreaterThan(3);
      expect(before.attendance_marks).toBe(2);
      for (const s of [t.schoolA.schoolId, t.schoolB.schoolId]) expect(await journalOf(target, s)).toBe(await journalOf(t.ctx.database, s));
      expect(readFileSync(path.join(dir, 'dst/images/logo.png'))).toEqual(PNG);
      // Row for row the same, whichever database wrote them: the restored install backs up to the same lines.
      await writeBackup(target, { out: file('again.sdb') });
      expect(body(file('again.sdb')).filter((l) => !l.startsWith('{"@":"file"'))).toEqual(body(file('all.sdb')).filter((l) => !l.startsWith('{"@":"file"')));
      // The ids go on past the restored ones, and the ledger's rules are back on.
      const [next] = await queryRows<{ id: number }>(target.db, sql`insert into schools (name) values ('Next') returning id`);
      expect(Number(next!.id)).toBeGreaterThan(Math.max(t.schoolA.schoolId, t.schoolB.schoolId));
      await expect(target.db.execute(sql`delete from journal_lines`)).rejects.toThrow();
    } finally {
      await target.close();
    }
  });

  it('restores one school alone', async () => {
    await writeBackup(t.ctx.database, { out: file('a.sdb'), schoolId: t.schoolA.schoolId });
    const target = await emptyDatabase('pglite');
    try {
      await restoreBackup(target, file('a.sdb'));
      const [n] = await queryRows<{ n: number }>(target.db, sql`select count(*)::int as n from schools`);
      expect(n!.n).toBe(1);
      expect(await journalOf(target, t.schoolA.schoolId)).toBe(await journalOf(t.ctx.database, t.schoolA.schoolId));
      const [settings] = await queryRows<{ n: number }>(target.db, sql`select count(*)::int as n from server_settings`);
      expect(settings!.n).toBe(0);
    } finally {
      await target.close();
    }
  });
});

describe('a restore refuses, and writes nothing', () => {
  let target: Database;
  beforeAll(async () => {
    target = await emptyDatabase('pglite');
    await writeBackup(t.ctx.database, { out: file('ok.sdb') });
  });
  afterAll(() => target?.close());
  const refused = async (f: string, message: RegExp) => {
    await expect(restoreBackup(target, f)).rejects.toThrow(message);
    expect(await appliedMigrations(target.db)).toBe(0);
  };
  const lines = () => gunzipSync(readFileSync(file('ok.sdb'))).toString('utf8').trim().split('\n');

  it('a truncated file', async () => {
    const bytes = readFileSync(file('ok.sdb'));
    writeFileSync(file('cut.sdb'), bytes.subarray(0, Math.floor(bytes.length / 2)));
    await refused(file('cut.sdb'), /is truncated \(it ends part-way\)/);
    writeFileSync(file('no-end.sdb'), gzipSync(`${lines().slice(0, -1).join('\n')}\n`));
    await refused(file('no-end.sdb'), /is truncated \(it has no end line\)/);
  });

  it('an altered file', async () => {
    const all = lines();
    const at = all.findIndex((l) => l.includes('"Opening balance"'));
    all[at] = all[at]!.replace('Opening balance', 'Opening balances');
    writeFileSync(file('altered.sdb'), gzipSync(`${all.join('\n')}\n`));
    await refused(file('altered.sdb'), /is damaged \(its checksum does not match\)/);
  });

  it('a file from a newer Schooldesk', async () => {
    const all = lines();
    const header = JSON.parse(all[0]!);
    header.schema = { migrations: codeMigrations().length + 1, tag: '9999_future' };
    all[0] = JSON.stringify(header);
    writeFileSync(file('newer.sdb'), gzipSync(`${all.join('\n')}\n`));
    await refused(file('newer.sdb'), /is from a newer Schooldesk \(schema 9999_future/);
  });

  it('a file that is no backup', async () => {
    writeFileSync(file('garbage.sdb'), randomBytes(2000));
    await refused(file('garbage.sdb'), /is not a Schooldesk backup \(not a gzip file/);
    writeFileSync(file('text.sdb'), gzipSync('hello\n'));
    await refused(file('text.sdb'), /is not a Schooldesk backup: nothing was restored/);
  });

  it('a database that has rows, from this install or another', async () => {
    const before = await counts(t.ctx.database);
    await expect(restoreBackup(t.ctx.database, file('ok.sdb'))).rejects.toThrow(/The target database is not empty \(table \w+ has rows\)/);
    expect(await counts(t.ctx.database)).toEqual(before);
  });
});

describe('the command line', () => {
  const run = (...args: string[]) =>
    new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(path.resolve('node_modules/.bin/tsx'), ['server/cli/school.ts', ...args], { env: { ...process.env, PGLITE_DIR: file('cli-db') } }, (err, _out, stderr) =>
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stderr }),
      );
    });

  it('answers an unknown option or command with its usage and exit code 2, not a stack trace', async () => {
    for (const args of [['backup', '--bogus'], ['frobnicate'], ['backup']]) {
      const res = await run(...args);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr).toContain('npm run school -- backup --out FILE');
      expect(res.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('refuses a damaged file in one line, before it opens the database', async () => {
    writeFileSync(file('junk.sdb'), 'junk');
    const res = await run('restore', '--in', file('junk.sdb'));
    expect(res.code).toBe(1);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
    expect(() => readFileSync(path.join(file('cli-db'), 'PG_VERSION'))).toThrow();
  });
});
