import type { Context, MiddlewareHandler, Next } from 'hono';
import type { AppDeps, AppEnv } from './context';
import { DATA_AS_OF_HEADER } from '@contract';
import type { ReportReads } from './report-reads';
import { isAdmin, type SessionRecord } from './session';

/**
 * A short per-school cache for the dashboard and the reports many people open at once (ADR 034).
 *
 * An answer is kept for `ttlMs` under the URL and the reader's scope (role, active year, classes,
 * time zone), and every write of the school drops all of the school's answers: `written` runs after
 * each non-GET request, whatever its outcome. A reading that overlaps a write is not kept, so a
 * number read after a write's answer always comes from the database.
 *
 * The time limit only bounds what this process cannot see: a write by another process, or
 * "today" turning over.
 */
export interface ReportCacheOptions {
  ttlMs?: number;
  /** Answers kept per school; the oldest go first. */
  maxEntries?: number;
}

interface Kept {
  body: string;
  type: string;
  at: number;
}

interface SchoolAnswers {
  /** Bumped by every write: a reading that started under an older generation is not kept. */
  generation: number;
  kept: Map<string, Kept>;
  reading: Map<string, Promise<Kept | null>>;
}

/** Whose answer this is: everything a cached report may depend on about its reader. */
function readerScope(user: SessionRecord): string {
  const classes = isAdmin(user) ? 'all' : user.classes.join(',');
  return `${user.roleId}|${user.academicId ?? ''}|${classes}|${user.timeZone}`;
}

export class ReportCache {
  private readonly schools = new Map<number, SchoolAnswers>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(options: ReportCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 20_000;
    this.maxEntries = options.maxEntries ?? 300;
  }

  private school(schoolId: number): SchoolAnswers {
    let answers = this.schools.get(schoolId);
    if (!answers) this.schools.set(schoolId, (answers = { generation: 0, kept: new Map(), reading: new Map() }));
    return answers;
  }

  /** Told to the other API processes when a write here clears a school (issue 34); none by default. */
  private publish: ((schoolId: number) => void) | null = null;

  /** Something of the school changed: none of its kept answers may be shown again, in any process. */
  written(schoolId: number): void {
    this.forget(schoolId);
    this.publish?.(schoolId);
  }

  /** Another process wrote: clears the school here, and tells nobody. */
  forget(schoolId: number): void {
    const answers = this.schools.get(schoolId);
    if (!answers) return;
    answers.generation++;
    answers.kept.clear();
    answers.reading.clear();
  }

  /** Every school: after the line to the other processes was down, what they wrote is unknown. */
  forgetAll(): void {
    for (const id of this.schools.keys()) this.forget(id);
  }

  /** Tells `publish` of every school a write here clears. */
  shareWrites(publish: (schoolId: number) => void): void {
    this.publish = publish;
  }

  /** Route middleware, after the privilege check: answers from the cache or keeps the handler's 200. */
  readonly middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const user = c.get('user');
    const answers = this.school(user.schoolId);
    const key = `${readerScope(user)} ${c.req.url.slice(c.req.url.indexOf('/api/'))}`;
    const kept = answers.kept.get(key);
    if (kept && Date.now() - kept.at < this.ttlMs) return send(c, kept);
    const shared = answers.reading.get(key);
    if (shared) {
      const read = await shared;
      if (read) return send(c, read);
    }
    const generation = answers.generation;
    let done!: (kept: Kept | null) => void;
    const reading = new Promise<Kept | null>((resolve) => (done = resolve));
    answers.reading.set(key, reading);
    try {
      await next();
      const fresh = await this.keep(c, answers, key, generation);
      done(fresh);
    } finally {
      done(null);
      if (answers.reading.get(key) === reading) answers.reading.delete(key);
    }
  };

  private async keep(c: Context<AppEnv>, answers: SchoolAnswers, key: string, generation: number): Promise<Kept | null> {
    if (c.res.status !== 200 || answers.generation !== generation) return null;
    const type = c.res.headers.get('content-type') ?? '';
    if (!type.startsWith('application/json')) return null;
    const body = await c.res.clone().text();
    if (answers.generation !== generation) return null;
    const kept = { body, type, at: Date.now() };
    answers.kept.delete(key);
    answers.kept.set(key, kept);
    if (answers.kept.size > this.maxEntries) answers.kept.delete(answers.kept.keys().next().value!);
    return kept;
  }
}

const send = (c: Context<AppEnv>, kept: Kept) => c.body(kept.body, 200, { 'content-type': kept.type });

/**
 * App middleware after sign-in: every request that may write drops its school's kept answers when
 * it ends, and sends its reports to the primary until the replica has that write.
 */
export function clearsReports(cache: ReportCache | null, reads: ReportReads | null): MiddlewareHandler<AppEnv> {
  const replica = reads?.replica ? reads : null;
  return async (c: Context<AppEnv>, next: Next) => {
    if ((!cache && !replica) || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    try {
      await next();
    } finally {
      const user = c.get('user');
      if (user) {
        cache?.written(user.schoolId);
        await replica?.written(user.schoolId);
      }
    }
  };
}

/**
 * A report route's middleware, after the privilege check: picks the database the report reads
 * (`c.var.reports`: the replica, or the primary) and says in `Data-As-Of` how old its data is, then answers from
 * the cache (ADR 034) unless the app runs without one (`REPORT_CACHE=0`).
 */
export const sharedReport = (deps: AppDeps): MiddlewareHandler<AppEnv> => {
  const cached = deps.reportCache?.middleware;
  return async (c, next) => {
    const source = deps.reportReads ? await deps.reportReads.source(c.get('user').schoolId) : { db: deps.database.db, asOf: new Date() };
    c.set('reports', source.db);
    c.header(DATA_AS_OF_HEADER, source.asOf.toISOString());
    return cached ? cached(c, next) : next();
  };
};
