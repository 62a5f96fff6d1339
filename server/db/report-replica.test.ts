import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATA_AS_OF_HEADER } from '@contract';
import { createApp } from '../app';
import { readEnv } from '../env';
import { apiClient } from '../test/client';
import { TEST_SECRET } from '../test/harness';
import { twoSchools } from '../test/schools';
import { parseLsn, ReportReads } from '../lib/report-reads';
import { queryRows } from './client';

/**
 * Issue 34: with a streaming replica (CI makes one with `scripts/replica.sh`), the reports read
 * it, and a school's reports read the primary after its write until the replica has it. Here the
 * replica is held still while a school writes, so its answers' `Data-As-Of` falls behind the
 * primary's, which is the moment of reading: the header tells which database answered.
 */
const withReplica = process.env.TEST_DB === 'pg' && !!process.env.TEST_REPORTS_DATABASE_URL;
const t = twoSchools();
const CHART = '/api/finance/accounts?page=1&limit=500';

function routedApp() {
  const { db, replica } = t.ctx.database;
  const env = readEnv({ NODE_ENV: 'test', LOG_REQUESTS: '0', TRUST_PROXY: '1' });
  const reportReads = new ReportReads(db, replica, { stateTtlMs: 0 });
  return apiClient({ ...t.ctx, app: createApp({ database: t.ctx.database, env, jwtSecret: TEST_SECRET, reportReads }) });
}

/** Until the replica has replayed everything the primary has written. */
async function replicaCaughtUp() {
  const [{ lsn }] = (await queryRows<{ lsn: string }>(t.ctx.database.db, sql`select pg_current_wal_lsn()::text as lsn`)) as [{ lsn: string }];
  for (;;) {
    const [{ replayed }] = (await queryRows<{ replayed: string }>(t.ctx.database.replica!, sql`select pg_last_wal_replay_lsn()::text as replayed`)) as [{ replayed: string }];
    if (parseLsn(replayed) >= parseLsn(lsn)) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** When the answer's data is from, against when it was asked for. */
const age = (reply: { headers: Headers }, askedAt: number) => askedAt - Date.parse(reply.headers.get(DATA_AS_OF_HEADER) ?? '');
const codes = (body: { data: Array<{ code: string }> }) => body.data.map((a) => a.code);

describe.runIf(withReplica)('reports on a streaming replica', () => {
  it('reads a report from the replica, which is a real standby', async () => {
    const [{ standby }] = (await queryRows<{ standby: boolean }>(t.ctx.database.replica!, sql`select pg_is_in_recovery() as standby`)) as [{ standby: boolean }];
    expect(standby).toBe(true);
    const api = routedApp();
    await replicaCaughtUp();
    const askedAt = Date.now();
    const chart = await api.get(CHART, { token: t.adminA });
    expect(chart.status).toBe(200);
    expect(age(chart, askedAt)).toBeLessThan(1_000);
    expect(codes(chart.body)).toContain('1000');
  });

  it("shows a school its own write at once from the primary, and reads the replica again once it has the write; another school's reports stay on the replica", async () => {
    const api = routedApp();
    await replicaCaughtUp();
    // Held still, the replica cannot have the write yet; replay resumes however the test ends.
    const replica = t.ctx.database.replica!;
    await replica.execute(sql`select pg_wal_replay_pause()`);
    try {
      const added = await api.post('/api/account/add', { token: t.adminA, body: { code: '6150', name: 'Exam papers', type: 'expense' } });
      expect(added.status).toBe(201);
      // The replica's lag counts from the last change it replayed.
      await new Promise((resolve) => setTimeout(resolve, 1_500));

      const askedAt = Date.now();
      const mine = await api.get(CHART, { token: t.adminA });
      expect(age(mine, askedAt)).toBeLessThanOrEqual(0);
      expect(codes(mine.body)).toContain('6150');
      const theirs = await api.get(CHART, { token: t.adminB });
      expect(age(theirs, askedAt)).toBeGreaterThan(1_000);
      expect(codes(theirs.body)).not.toContain('6150');
    } finally {
      await replica.execute(sql`select pg_wal_replay_resume()`);
    }

    await replicaCaughtUp();
    const later = await api.get(CHART, { token: t.adminA });
    expect(codes(later.body)).toContain('6150');
  });

  it('refuses a write on the replica: only reads are sent there', async () => {
    await expect(t.ctx.database.replica!.execute(sql`create table replica_write_probe (id int)`)).rejects.toMatchObject({ cause: { message: expect.stringMatching(/read-only/) } });
  });
});

describe.runIf(!withReplica)('reports without a replica', () => {
  it('read the primary, and say their data is from the moment they were asked for', async () => {
    const askedAt = Date.now();
    const chart = await t.api.get(CHART, { token: t.adminA });
    expect(chart.status).toBe(200);
    expect(age(chart, askedAt)).toBeLessThanOrEqual(0);
  });
});
