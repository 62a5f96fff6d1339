import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

/** What the replica has replayed, and how far behind the primary it is. */
export interface ReplicaState {
  /** The last replayed WAL position; `null` when the database is not a standby (it is current). */
  replayed: bigint | null;
  behindSeconds: number;
}

/** Where one report reads, and since when its data may be missing changes. */
export interface ReportSource {
  db: Db;
  /** The moment the data is from: now on the primary, earlier by the replica's lag on the replica. */
  asOf: Date;
}

export interface ReportReadsOptions {
  /** How long one reading of the replica's state serves every report. */
  stateTtlMs?: number;
  /**
   * Tests: every report first waits (up to 10 s) for the replica to replay all that was written
   * so far, then reads it, so the report tests run on the replica itself whatever wrote the rows.
   */
  catchUp?: boolean;
  /** Tests stand in for the replica's and the primary's answers. */
  readReplica?: () => Promise<ReplicaState>;
  readPrimaryLsn?: () => Promise<bigint>;
  log?: (line: string) => void;
}

/** `16/B374D848` as a number, so positions compare. */
export function parseLsn(text: string): bigint {
  const [high = '0', low = '0'] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * The reports read from a streaming replica when there is one (issue 34, ADR 045); everything
 * else reads the primary. A school's reports go to the primary after one of its writes until
 * the replica has replayed past that write, so the page a user lands on after saving shows the
 * save. A replica that cannot be reached sends reports to the primary, and says so once a minute.
 */
export class ReportReads {
  /** Per school, the primary's WAL position after its last write; null while that is being read. */
  private readonly waiting = new Map<number, bigint | null>();
  /** After losing track of other processes' writes: every school reads the primary until this. */
  private everyoneUntil: bigint | null | undefined;
  private state: { at: number; value: Promise<ReplicaState | null> } | null = null;
  private lastComplaint = 0;
  private readonly catchUp: boolean;
  private readonly stateTtlMs: number;
  private readonly readReplica: () => Promise<ReplicaState>;
  private readonly readPrimaryLsn: () => Promise<bigint>;
  private readonly log: (line: string) => void;

  constructor(
    readonly primary: Db,
    readonly replica: Db | null,
    options: ReportReadsOptions = {},
  ) {
    this.stateTtlMs = options.stateTtlMs ?? 250;
    this.catchUp = options.catchUp ?? false;
    this.log = options.log ?? console.error;
    this.readPrimaryLsn =
      options.readPrimaryLsn ?? (async () => parseLsn((await queryRows<{ lsn: string }>(primary, sql`select pg_current_wal_lsn()::text as lsn`))[0]!.lsn));
    this.readReplica =
      options.readReplica ??
      (async () => {
        // An idle primary sends nothing to replay: a standby that has replayed all it received is current.
        const [row] = await queryRows<{ replayed: string | null; behind: number | string | null }>(
          replica!,
          sql`select pg_last_wal_replay_lsn()::text as replayed,
                case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
                     else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0) end as behind`,
        );
        return { replayed: row?.replayed ? parseLsn(row.replayed) : null, behindSeconds: Number(row?.behind ?? 0) };
      });
  }

  /** A write of this school ended (here, or heard from another process). */
  async written(schoolId: number): Promise<void> {
    if (!this.replica) return;
    this.waiting.set(schoolId, null);
    const lsn = await this.readPrimaryLsn().catch(() => undefined);
    if (this.waiting.get(schoolId) !== null) return;
    if (lsn === undefined) this.waiting.delete(schoolId);
    else this.waiting.set(schoolId, lsn);
  }

  /** Other processes' writes went unheard for a while: nobody reads the replica before it has caught up with now. */
  async lostTrack(): Promise<void> {
    if (!this.replica) return;
    this.everyoneUntil = null;
    this.everyoneUntil = await this.readPrimaryLsn().catch(() => undefined);
  }

  /** Where a report of this school reads now. */
  async source(schoolId: number): Promise<ReportSource> {
    const onPrimary = { db: this.primary, asOf: new Date() };
    if (!this.replica) return onPrimary;
    if (this.catchUp) return this.caughtUp();
    const school = this.waiting.get(schoolId);
    const everyone = this.everyoneUntil;
    if (school === null || everyone === null) return onPrimary;
    const mustReach = [school, everyone].filter((lsn) => lsn !== undefined);
    const hasAll = (state: ReplicaState | null) => state !== null && mustReach.every((lsn) => reached(state, lsn));
    let state = await this.replicaState(false);
    if (state && !hasAll(state)) state = await this.replicaState(true);
    if (!state || !hasAll(state)) return onPrimary;
    // A later write may have moved the mark while the replica was asked.
    if (school !== undefined && this.waiting.get(schoolId) === school) this.waiting.delete(schoolId);
    if (everyone !== undefined && this.everyoneUntil === everyone) this.everyoneUntil = undefined;
    return { db: this.replica, asOf: behind(state) };
  }

  private async caughtUp(): Promise<ReportSource> {
    const written = await this.readPrimaryLsn();
    for (const until = Date.now() + 10_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 5))) {
      const state = await this.readReplica();
      if (reached(state, written)) return { db: this.replica!, asOf: behind(state) };
    }
    throw new Error('The replica did not replay the writes within 10 s.');
  }

  /** One reading shared by every report within `stateTtlMs`; `fresh` reads again. */
  private replicaState(fresh: boolean): Promise<ReplicaState | null> {
    const now = Date.now();
    if (this.state && !fresh && now - this.state.at < this.stateTtlMs) return this.state.value;
    const value = this.readReplica().catch((err: Error) => {
      if (now - this.lastComplaint > 60_000) {
        this.lastComplaint = now;
        this.log(`Reports: the replica cannot be reached (${err.message}); reports read the primary meanwhile.`);
      }
      return null;
    });
    this.state = { at: now, value };
    return value;
  }
}

const behind = (state: ReplicaState) => new Date(Date.now() - state.behindSeconds * 1000);
const reached = (state: ReplicaState, lsn: bigint) => state.replayed === null || state.replayed >= lsn;
