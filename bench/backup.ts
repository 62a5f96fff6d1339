/**
 * Issue 32: backup and restore of the demo school on PostgreSQL. The demo school on a throwaway
 * PostgreSQL database, served from its own process (`startDemoServer`), then:
 *
 *   1. `GET /api/health` alone for BENCH_DURATION (5) s at 20 connections: its p95 with nothing else;
 *   2. `writeBackup` of the whole install from this process (as `npm run school -- backup` does
 *      against a running install), once alone and once while the same load runs: seconds, file
 *      size, and the p95 of the health responses that arrived during the backup; then each
 *      table's rows read as the backup reads them, neither hashed nor gzip'd (where the time goes);
 *   3. `restoreBackup` into a second, fresh PostgreSQL database: the file's check (`verifyBackup`,
 *      which a restore does first) and the rest, then every table's row count compared.
 *
 * Budgets: backup < 30 s, restore < 60 s, health p95 < 100 ms during the backup.
 * `npm run bench:backup`; BENCH_DATABASE_URL picks the server (see throwaway-db.ts).
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { writeBackup, type BackupSummary } from '../server/backup/backup';
import { readCatalog } from '../server/backup/catalog';
import { ident } from '../server/backup/format';
import { restoreBackup } from '../server/backup/restore';
import { verifyBackup } from '../server/backup/verify';
import { openDatabase, queryRows, type Database } from '../server/db/client';
import { tableCounts } from '../server/demo/backup-check';
import { startDemoServer } from './demo-server';
import { throwawayDatabase } from './throwaway-db';
import { load } from './timing';

const BACKUP_S = 30;
const RESTORE_S = 60;
const HEALTH_P95_MS = 100;
const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);

const p95 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.ceil(ms.length * 0.95) - 1] ?? NaN;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * `GET /api/health` at CONNECTIONS connections for `seconds`, or while `work` runs (after a
 * second's warm-up): the latencies of the 200s that arrived meanwhile, and how many failed.
 */
async function health<T>(base: string, seconds: number, work?: () => Promise<T>): Promise<{ ms: number[]; failed: number; value?: T }> {
  const ms: number[] = [];
  let failed = 0;
  let counting = !work;
  const run = autocannon({ url: `${base}/api/health`, connections: CONNECTIONS, duration: work ? 3_600 : seconds });
  run.on('response', (_c, status, _b, time) => {
    if (!counting) return;
    if (status === 200) ms.push(time);
    else failed++;
  });
  if (!work) {
    const result = await run;
    return { ms, failed: failed + result.errors + result.timeouts };
  }
  try {
    await new Promise((r) => setTimeout(r, 1_000));
    counting = true;
    const value = await work();
    counting = false;
    return { ms, failed, value };
  } finally {
    // autocannon's instance stops on `stop()` (its typings here leave it out).
    (run as unknown as { stop(): void }).stop();
    await run;
  }
}

/**
 * Where a backup's time goes: each table's rows read as writeBackup reads them (the same select,
 * a cursor, 1,000 rows a fetch, in one REPEATABLE READ transaction), but neither hashed nor gzip'd.
 */
async function readTimes(database: Database) {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    await tx.execute(sql`set local timezone = 'UTC'`);
    const out: { name: string; rows: number; ms: number; bytes: number }[] = [];
    for (const t of await readCatalog(tx)) {
      const cols = t.columns.map((c) => `src.${ident(c)}`).join(', ');
      const order = (t.primaryKey.length ? t.primaryKey : t.columns).map((c) => `src.${ident(c)}`).join(', ');
      const t0 = performance.now();
      await tx.execute(sql.raw(`declare bench_rows no scroll cursor for select row_to_json(x)::text as j from ${ident(t.name)} as src cross join lateral (select ${cols}) as x order by ${order}`));
      let rows = 0;
      let bytes = 0;
      for (;;) {
        const batch = await queryRows<{ j: string }>(tx, sql.raw('fetch forward 1000 from bench_rows'));
        for (const r of batch) bytes += r.j.length + 1;
        rows += batch.length;
        if (batch.length < 1000) break;
      }
      await tx.execute(sql.raw('close bench_rows'));
      out.push({ name: t.name, rows, ms: performance.now() - t0, bytes });
    }
    return out;
  });
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const loadBefore = load();
console.log(`seeding the demo school on ${new URL(serverUrl).host} …`);
const seedStarted = performance.now();
const server = await startDemoServer('sd_bench_backup');
console.log(`seeded and serving in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);
const sourceUrl = new URL(serverUrl);
sourceUrl.pathname = `/${server.dbName}`;
const dir = mkdtempSync(path.join(tmpdir(), 'sd-bench-backup-'));
const file = path.join(dir, 'demo.sdb');
const target = throwawayDatabase('sd_bench_restore');
let over = false;
try {
  const quiet = await health(server.base, DURATION_S);
  const source = await openDatabase({ url: sourceUrl.toString() });
  let alone: BackupSummary;
  let backup: BackupSummary;
  let during: Awaited<ReturnType<typeof health>>;
  let tables: { name: string; rows: number; ms: number; bytes: number }[];
  try {
    alone = await writeBackup(source, { out: file });
    during = await health(server.base, 0, () => writeBackup(source, { out: file }));
    backup = during.value as BackupSummary;
    tables = await readTimes(source);
  } finally {
    await source.close();
  }
  const total = Object.values(backup.rows).reduce((s, n) => s + n, 0);
  const read = tables.reduce((s, t) => s + t.ms, 0);
  console.log(
    `backup: ${(alone.ms / 1000).toFixed(1)} s alone, ${(backup.ms / 1000).toFixed(1)} s under the health load; ${mb(backup.bytes)}, ${total} rows in ${Object.keys(backup.rows).length} tables ` +
      `(${backup.rows.journal_lines} ledger lines, ${backup.rows.attendance_marks} attendance marks)`,
  );
  console.log(`reading the same rows through the same cursors, without gzip or hashing: ${(read / 1000).toFixed(1)} s (${mb(tables.reduce((s, t) => s + t.bytes, 0))} of JSON); the slowest tables:`);
  for (const t of [...tables].sort((a, b) => b.ms - a.ms).slice(0, 8)) console.log(`  ${t.name}: ${(t.ms / 1000).toFixed(1)} s, ${t.rows} rows, ${mb(t.bytes)}`);

  await target.create();
  const restoreInto = await openDatabase({ url: target.url });
  let verifyMs: number;
  let restored: Awaited<ReturnType<typeof restoreBackup>>;
  let same: boolean;
  try {
    const v0 = performance.now();
    const verified = await verifyBackup(file);
    verifyMs = performance.now() - v0;
    restored = await restoreBackup(restoreInto, file, { verified });
    const counts = await tableCounts(restoreInto);
    same = JSON.stringify(counts) === JSON.stringify(Object.fromEntries(Object.keys(counts).map((t) => [t, backup.rows[t] ?? 0])));
  } finally {
    await restoreInto.close();
  }
  const restoreMs = verifyMs + restored.ms;
  console.log(`restore: ${(restoreMs / 1000).toFixed(1)} s (checking the file ${(verifyMs / 1000).toFixed(1)} s, migrating and loading ${(restored.ms / 1000).toFixed(1)} s); every table's rows ${same ? 'the same' : '**DIFFER**'}`);
  if (!same) over = true;

  const healthP95 = p95(during.ms);
  const judge = (ok: boolean) => {
    if (!ok) over = true;
    return ok ? 'within' : '**over**';
  };
  console.log(`\nbefore: ${loadBefore}; after: ${load()}\n`);
  console.log('| measure | result | budget | |');
  console.log('|---|---:|---|---|');
  console.log(`| backup, whole install (${mb(backup.bytes)}), under the health load (alone: ${(alone.ms / 1000).toFixed(1)} s) | ${(backup.ms / 1000).toFixed(1)} s | < ${BACKUP_S} s | ${judge(backup.ms < BACKUP_S * 1000)} |`);
  console.log(`| restore into an empty database | ${(restoreMs / 1000).toFixed(1)} s | < ${RESTORE_S} s | ${judge(restoreMs < RESTORE_S * 1000)} |`);
  console.log(
    `| /api/health p95 during the backup (${CONNECTIONS} connections, ${during.ms.length} responses, ${during.failed} failed; alone: p95 ${p95(quiet.ms).toFixed(1)} ms) | ${healthP95.toFixed(1)} ms | < ${HEALTH_P95_MS} ms | ${judge(healthP95 < HEALTH_P95_MS && during.failed === 0)} |`,
  );
} finally {
  await target.drop();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
console.log(over ? '\nover budget' : '\nwithin budget');
process.exit(over ? 1 : 0);
