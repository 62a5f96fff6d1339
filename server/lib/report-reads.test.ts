import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { parseLsn, ReportReads, type ReplicaState } from './report-reads';

const primary = { name: 'primary' } as unknown as Db;
const replica = { name: 'replica' } as unknown as Db;

/** A replica whose replayed position and lag the test moves; a primary whose position it moves. */
function setup() {
  const world = { primaryLsn: 100n, replica: { replayed: 100n as bigint | null, behindSeconds: 0 } as ReplicaState, down: false, replicaReads: 0 };
  const lines: string[] = [];
  let releaseLsn: (() => void) | null = null;
  const reads = new ReportReads(primary, replica, {
    stateTtlMs: 0,
    readReplica: async () => {
      world.replicaReads++;
      if (world.down) throw new Error('connect ECONNREFUSED 127.0.0.1:5433');
      return { ...world.replica };
    },
    readPrimaryLsn: async () => {
      if (releaseLsn === null) return world.primaryLsn;
      await new Promise<void>((resolve) => (releaseLsn = resolve));
      return world.primaryLsn;
    },
    log: (line) => lines.push(line),
  });
  return { reads, world, lines, holdLsn: () => (releaseLsn = () => undefined), releaseLsn: () => releaseLsn?.() };
}

const where = async (reads: ReportReads, school: number) => ((await reads.source(school)).db === replica ? 'replica' : 'primary');

describe('ReportReads', () => {
  it('reads the primary when there is no replica', async () => {
    const reads = new ReportReads(primary, null);
    const { db, asOf } = await reads.source(1);
    expect(db).toBe(primary);
    expect(Math.abs(asOf.getTime() - Date.now())).toBeLessThan(1_000);
    await reads.written(1);
    expect((await reads.source(1)).db).toBe(primary);
  });

  it('reads a current replica, and says how old its data is by its lag', async () => {
    const { reads, world } = setup();
    expect(Math.abs((await reads.source(1)).asOf.getTime() - Date.now())).toBeLessThan(1_000);
    world.replica.behindSeconds = 30;
    const { db, asOf } = await reads.source(1);
    expect(db).toBe(replica);
    expect(Math.abs(Date.now() - 30_000 - asOf.getTime())).toBeLessThan(1_000);
  });

  it("sends a school's reports to the primary after its write until the replica has replayed it; other schools stay on the replica", async () => {
    const { reads, world } = setup();
    world.primaryLsn = 250n;
    await reads.written(1);
    world.replica.replayed = 200n;
    expect(await where(reads, 1)).toBe('primary');
    expect(await where(reads, 2)).toBe('replica');
    world.replica.replayed = 250n;
    expect(await where(reads, 1)).toBe('replica');
    // Once caught up, the school no longer waits: an older replay position is not asked about again.
    world.replica.replayed = 240n;
    expect(await where(reads, 1)).toBe('replica');
  });

  it("reads the primary while a write's position is still being read", async () => {
    const { reads, world, holdLsn, releaseLsn } = setup();
    holdLsn();
    world.primaryLsn = 300n;
    const writing = reads.written(1);
    expect(await where(reads, 1)).toBe('primary');
    releaseLsn();
    await writing;
    world.replica.replayed = 300n;
    expect(await where(reads, 1)).toBe('replica');
  });

  it('falls back to the primary when the replica cannot be reached, and says so once', async () => {
    const { reads, world, lines } = setup();
    world.down = true;
    expect(await where(reads, 1)).toBe('primary');
    expect(await where(reads, 2)).toBe('primary');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('ECONNREFUSED');
    world.down = false;
    expect(await where(reads, 1)).toBe('replica');
  });

  it("after losing track of other processes' writes, every school reads the primary until the replica has caught up", async () => {
    const { reads, world } = setup();
    world.primaryLsn = 500n;
    await reads.lostTrack();
    world.replica.replayed = 499n;
    expect(await where(reads, 1)).toBe('primary');
    expect(await where(reads, 7)).toBe('primary');
    world.replica.replayed = 500n;
    expect(await where(reads, 7)).toBe('replica');
  });

  it('treats a database that is not a standby as current', async () => {
    const { reads, world } = setup();
    world.replica.replayed = null;
    world.primaryLsn = 900n;
    await reads.written(1);
    expect(await where(reads, 1)).toBe('replica');
  });

  it('reads one state for many reports within its time', async () => {
    let asked = 0;
    const reads = new ReportReads(primary, replica, { stateTtlMs: 60_000, readReplica: async () => (asked++, { replayed: 10n, behindSeconds: 0 }) });
    await Promise.all([1, 2, 3, 4].map((school) => reads.source(school)));
    expect(asked).toBe(1);
  });

  it('compares WAL positions as numbers', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('1/0')).toBe(1n << 32n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
  });
});
