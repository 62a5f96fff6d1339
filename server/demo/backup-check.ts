import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../db/client';
import { readCatalog } from '../backup/catalog';
import { hledgerJournal } from '../domains/finance/books/hledger.service';
import type { SessionRecord } from '../lib/session';
import { adminQuery } from '../test/pg-admin';

/**
 * Issue 32, for demo.test.ts: the demo school backed up and restored into a database of the
 * other kind. Helpers only; the test is in demo.test.ts, which seeds the demo once.
 */

/**
 * A new, empty, never-migrated database of the other kind than `source`: PGlite -> a
 * throwaway database on TEST_DATABASE_URL's server (when set), PostgreSQL -> PGlite in
 * `dir`; PGlite with no TEST_DATABASE_URL -> PGlite in `dir`. `close()` drops what it made.
 */
export async function emptyOtherDatabase(source: Database['kind'], dir: string): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (source === 'postgres' || !url) return openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  const name = `sd_demo_restore_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  try {
    const database = await openDatabase({ url: dbUrl.toString() });
    return { ...database, close: async () => (await database.close(), await adminQuery(url, `drop database if exists ${name} with (force)`)) };
  } catch (err) {
    await adminQuery(url, `drop database if exists ${name} with (force)`);
    throw err;
  }
}

/** Every public table's row count, by name. */
export async function tableCounts(database: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of await readCatalog(database.db)) {
    const [row] = await queryRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from "${table.name}"`));
    out[table.name] = Number(row!.n);
  }
  return out;
}

/** Each school's hledger journal export, as its length and SHA-256 (the demo's is megabytes: a failed `toBe` on it would print it whole). */
export async function journalDigests(database: Database): Promise<Record<number, { bytes: number; sha256: string }>> {
  const out: Record<number, { bytes: number; sha256: string }> = {};
  for (const { id } of await queryRows<{ id: number }>(database.db, sql`select id::int as id from schools order by id`)) {
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of hledgerJournal(database.db, { schoolId: Number(id) } as SessionRecord, {})) {
      hash.update(chunk);
      bytes += Buffer.byteLength(chunk);
    }
    out[Number(id)] = { bytes, sha256: hash.digest('hex') };
  }
  return out;
}
