import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '@contract';
import { readRows } from '../../../db/client';
import { int4, int8 } from '../../../db/row-fields';
import { toActor, type Actor } from '../../../lib/actor';
import { postOnce, writeEntries, writeEntry } from '../ledger/ledger';
import { loadSession } from '../../../lib/session';
import { twoSchools } from '../../../test/schools';

/**
 * Issue 11: the database connection dies in the middle of an entry (a server crash, a
 * failover, an administrator's kill) and nothing partial remains. The connection kills itself
 * with pg_terminate_backend after the entry's rows are written and before the commit, so only
 * PostgreSQL can stage it: PGlite has no second backend to lose.
 */
const t = twoSchools();
let actor: Actor;
const ids: Record<string, number> = {};

const written = async (key: string) => {
  const [row] = await readRows(
    t.ctx.database.db,
    v.object({ entries: int4, lines: int4 }),
    sql`select (select count(*)::int from journal_entries where school_id = ${t.schoolA.schoolId} and starts_with(idempotency_key, ${key})) as entries,
               (select count(*)::int from journal_lines l join journal_entries e on e.id = l.entry_id
                 where e.school_id = ${t.schoolA.schoolId} and starts_with(e.idempotency_key, ${key})) as lines`,
  );
  return row!;
};
const trialBalance = async () => {
  const [row] = await readRows(t.ctx.database.db, v.object({ net: int8 }), sql`select coalesce(sum(debit - credit), 0) as net from journal_lines where school_id = ${t.schoolA.schoolId}`);
  return Number(row!.net);
};
const dieMidEntry = sql`select pg_terminate_backend(pg_backend_pid())`;

beforeAll(async () => {
  actor = toActor((await loadSession(t.ctx.database.db, t.schoolA.adminId))!, 'crash-test', 'finance');
  const listed = (await t.api.get('/api/finance/accounts?limit=500', { token: t.adminA })).body.data as Account[];
  for (const a of listed) ids[a.code] = a.id;
});

describe.skipIf(process.env.TEST_DB !== 'pg')('a connection lost in the middle of an entry (PostgreSQL)', () => {
  it('leaves nothing of a single entry, and the next request is served', async () => {
    const claim = { key: 'crash-single-entry', request: { test: 'crash' } };
    const crashed = postOnce(t.ctx.database.db, actor, claim, async (tx) => {
      const id = await writeEntry(tx, actor, claim, {
        date: '2026-03-02',
        kind: 'transfer',
        lines: [
          { accountId: ids['1010']!, debit: 5_000 },
          { accountId: ids['1000']!, credit: 5_000 },
        ],
      });
      await tx.execute(dieMidEntry);
      return id;
    });
    await expect(crashed).rejects.toThrow();
    expect(await written('crash-single-entry')).toEqual({ entries: 0, lines: 0 });
    expect(await trialBalance()).toBe(0);
    const after = await t.api.post('/api/account/tran', {
      token: t.adminA,
      headers: { 'Idempotency-Key': 'crash-single-entry' },
      body: { from_account_id: ids['1000'], to_account_id: ids['1010'], amount: 5_000, date: '2026-03-02' },
    });
    // The key was never used: the retry writes the transfer, once.
    expect(after.status).toBe(201);
    expect(after.headers.get('idempotent-replayed')).toBeNull();
    expect(await written('crash-single-entry')).toEqual({ entries: 1, lines: 2 });
  });

  it('leaves nothing of a batch (a fee run) cut off before its commit', async () => {
    const claim = { key: 'crash-fee-batch', request: { test: 'crash' } };
    const crashed = t.ctx.database.db.transaction(async (tx) => {
      await writeEntries(
        tx,
        actor,
        claim,
        Array.from({ length: 50 }, (_, i) => ({
          keySuffix: `s${i}`,
          date: '2026-03-01',
          kind: 'adjustment' as const,
          lines: [
            { accountId: ids['1100']!, debit: 100 + i },
            { accountId: ids['4000']!, credit: 100 + i },
          ],
        })),
        { action: 'generate-fee', entity: 'journal-entry' },
      );
      await tx.execute(dieMidEntry);
    });
    await expect(crashed).rejects.toThrow();
    expect(await written('crash-fee-batch')).toEqual({ entries: 0, lines: 0 });
    const [audit] = await readRows(t.ctx.database.db, v.object({ n: int4 }), sql`select count(*)::int as n from audit_log where request_id = 'crash-test'`);
    expect(audit!.n).toBe(0);
    expect(await trialBalance()).toBe(0);
  });
});
