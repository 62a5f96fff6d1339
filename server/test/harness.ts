import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createApp } from '../app';
import { ReportCache } from '../lib/report-cache';
import { ReportReads } from '../lib/report-reads';
import { openDatabase, type Database } from '../db/client';
import { readEnv } from '../env';
import { adminQuery, onReplica } from './pg-admin';
import { createSchool } from '../domains/school/profile/schools.service';

/**
 * Each test file gets its own fresh database, cloned from the run's migrated template
 * (global-setup.ts): an in-memory PGlite loaded from the template's dump, or (TEST_DB=pg) a
 * new database on TEST_DATABASE_URL's server made `TEMPLATE` the template, dropped when the
 * file ends. With TEST_REPORTS_DATABASE_URL (a streaming replica's server, issue 34) the
 * reports read that database on the replica.
 */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.TEST_DB === 'pg' ? process.env.TEST_DATABASE_URL : undefined;
  if (!url) {
    const template = inject('pgliteTemplate');
    if (!template) throw new Error('The API tests need the global set-up (vitest --project api).');
    return openDatabase({ pgliteData: new Blob([readFileSync(template)]) });
  }
  const name = `sd_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name} template ${inject('pgTemplate')}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const replica = process.env.TEST_REPORTS_DATABASE_URL;
  const database = await openDatabase({ url: dbUrl.toString(), reportsUrl: replica ? await onReplica(replica, name) : undefined });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}


export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestContext {
  database: Database;
  app: ReturnType<typeof createApp>;
  /** The app's report cache: a test that writes rows directly, as no user can, tells it (ADR 034). */
  reportCache: ReportCache;
  /** Where the app's reports read: the primary, or the replica once it has replayed every write. */
  reportReads: ReportReads;
  close(): Promise<void>;
}

export async function createTestContext(): Promise<TestContext> {
  const database = await freshDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'schooldesk-test-'));
  const env = readEnv({ NODE_ENV: 'test', LOG_REQUESTS: '0', TRUST_PROXY: '1', DATA_DIR: dataDir });
  const reportCache = new ReportCache();
  // With a replica (TEST_REPORTS_DATABASE_URL) every report waits for it to replay what the test wrote, then reads it.
  const reportReads = new ReportReads(database.db, database.replica, { catchUp: true });
  const app = createApp({ database, env, jwtSecret: TEST_SECRET, reportCache, reportReads });
  return {
    database,
    app,
    reportCache,
    reportReads,
    close: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique name per call, so tests never depend on each other's rows. */
export function unique(prefix: string) {
  counter += 1;
  return `${prefix}${counter}${randomBytes(3).toString('hex')}`;
}

export async function seedSchool(ctx: TestContext, name = unique('School ')) {
  const adminUsername = unique('admin');
  const adminPassword = 'Passw0rd!';
  const ids = await createSchool(ctx.database.db, { name, adminUsername, adminPassword });
  return { ...ids, adminUsername, adminPassword, name };
}
