import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { backupDirOf, type Env } from '../env';
import { writeBackup, type BackupOptions, type BackupSummary } from './backup';

/**
 * Backups the running server makes itself (issue 32): on PGlite the database is one process's
 * folder, so the command line cannot back it up while the server runs. One file per school,
 * `BACKUP_DIR/school-<id>/<YYYY-MM-DDTHH-MM>.sdbackup.gz` (server local time), each night at
 * BACKUP_AT and on an Admin's demand; the newest BACKUP_KEEP of a school are kept. One backup
 * at a time: a night's run goes school after school, and a demand while any backup runs is
 * refused (409) rather than queued behind it.
 */

export const BACKUP_SUFFIX = '.sdbackup.gz';
/** `2026-11-29T02-00.sdbackup.gz`, or `…T02-00-2.sdbackup.gz` for a second backup in the same minute. */
const NAME = /^(\d{4}-\d\d-\d\dT\d\d-\d\d)(?:-(\d{1,3}))?\.sdbackup\.gz$/;

export interface BackupFile {
  name: string;
  /** When the file was written (its modification time), ISO in UTC. */
  createdAt: string;
  bytes: number;
}

/** What a backup runs on: the clock and timers (a test's fake ones), where to log, and the writer. */
export interface BackupClock {
  now(): Date;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: BackupClock = {
  now: () => new Date(),
  setTimeout: (run, ms) => {
    const timer = setTimeout(run, ms);
    // A pending backup never keeps the process alive.
    timer.unref();
    return timer;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** `02:00` → hour and minute; anything else is a programming error (env.ts has checked it). */
export function parseTimeOfDay(at: string): { hour: number; minute: number } {
  const m = /^(\d\d):(\d\d)$/.exec(at);
  if (!m) throw new Error(`Not a time of day: ${at}`);
  return { hour: Number(m[1]), minute: Number(m[2]) };
}

/**
 * The first moment strictly after `now` whose local time is `at`: today's if it is still to
 * come, else tomorrow's. Built from local date parts, so a daylight-saving change keeps the
 * wall-clock time (a time that does not exist that night runs at the first moment after it).
 */
export function nextRunAt(now: Date, at: string): Date {
  const { hour, minute } = parseTimeOfDay(at);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour, minute, 0, 0);
  if (today.getTime() > now.getTime()) return today;
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, hour, minute, 0, 0);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-29T02-00`: the local date and minute of `at`, safe in a file name everywhere. */
export function backupStamp(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}-${pad(at.getMinutes())}`;
}

/** The stamp and the same-minute counter of a backup's file name; null for any other name. */
export function parseBackupName(name: string): { stamp: string; n: number } | null {
  const m = NAME.exec(name);
  return m ? { stamp: m[1]!, n: m[2] ? Number(m[2]) : 1 } : null;
}

/** Newest first: by the stamp in the name, then by the same-minute counter. */
export function newestFirst(a: string, b: string): number {
  const x = parseBackupName(a)!;
  const y = parseBackupName(b)!;
  return x.stamp === y.stamp ? y.n - x.n : x.stamp < y.stamp ? 1 : -1;
}

/** The file name for a backup made at `at`, not one of `taken`. */
export function backupFileName(at: Date, taken: ReadonlySet<string>): string {
  const stamp = backupStamp(at);
  let name = `${stamp}${BACKUP_SUFFIX}`;
  for (let n = 2; taken.has(name); n += 1) name = `${stamp}-${n}${BACKUP_SUFFIX}`;
  return name;
}

/** A school's own folder below the backup directory. */
export const schoolBackupDir = (dir: string, schoolId: number) => path.join(dir, `school-${schoolId}`);

/**
 * A school's backups in its folder, newest first. Only complete files named as this module
 * names them are listed (never a `.partial`, never anything else put there).
 */
export async function listBackups(dir: string, schoolId: number): Promise<BackupFile[]> {
  const folder = schoolBackupDir(dir, schoolId);
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const files: BackupFile[] = [];
  for (const name of names.filter((n) => parseBackupName(n)).sort(newestFirst)) {
    const info = await stat(path.join(folder, name)).catch(() => null);
    if (info?.isFile()) files.push({ name, createdAt: info.mtime.toISOString(), bytes: info.size });
  }
  return files;
}

/**
 * The path of one of a school's backups, given a name from a request: only a name that is
 * listed for that school now; anything else (another school's file, `../`, an absolute path) is
 * null.
 */
export async function findBackup(dir: string, schoolId: number, name: string): Promise<{ file: string; backup: BackupFile } | null> {
  if (!parseBackupName(name)) return null;
  const backup = (await listBackups(dir, schoolId)).find((b) => b.name === name);
  return backup ? { file: path.join(schoolBackupDir(dir, schoolId), backup.name), backup } : null;
}

/** Deletes a school's backups beyond the newest `keep`; returns the names deleted. */
export async function pruneBackups(dir: string, schoolId: number, keep: number): Promise<string[]> {
  const old = (await listBackups(dir, schoolId)).slice(keep).map((b) => b.name);
  for (const name of old) await rm(path.join(schoolBackupDir(dir, schoolId), name), { force: true });
  return old;
}

export class BackupBusy extends Error {
  constructor() {
    super('A backup is being made right now. Try again in a minute.');
  }
}

export interface BackupRunnerOptions {
  /** The backup directory (`school-<id>/` below it). */
  dir: string;
  /** Images' folder (DATA_DIR), so the backup carries their bytes. */
  dataDir?: string;
  keep: number;
  clock?: BackupClock;
  log?: (line: string) => void;
  write?: (database: Database, opts: BackupOptions) => Promise<BackupSummary>;
}

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/**
 * Makes backups one at a time. `now` (an Admin's "Back up now") is refused while another
 * runs; `all` (the night's run) waits for one in progress, then goes school after school.
 * Each backup logs one line; a failure is logged and leaves the school's older files alone.
 */
export class BackupRunner {
  readonly dir: string;
  readonly keep: number;
  private readonly clock: BackupClock;
  private readonly log: (line: string) => void;
  private readonly write: NonNullable<BackupRunnerOptions['write']>;
  /** The backup or night's run in progress; resolved (never rejected) when it ends. */
  private current: Promise<unknown> | null = null;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly opts: BackupRunnerOptions,
  ) {
    this.dir = opts.dir;
    this.keep = opts.keep;
    this.clock = opts.clock ?? systemClock;
    this.log = opts.log ?? ((line) => console.log(line));
    this.write = opts.write ?? writeBackup;
  }

  get running(): boolean {
    return this.current !== null;
  }

  /** One school's backup now; BackupBusy while any backup runs. Rejects when the backup fails. */
  now(schoolId: number): Promise<BackupFile> {
    if (this.current) return Promise.reject(new BackupBusy());
    return this.exclusive(() => this.backUp(schoolId, 'on demand'));
  }

  /** Every school's backup, one after another (after any backup in progress). Never rejects. */
  async all(): Promise<{ done: number; failed: number }> {
    while (this.current) await this.current;
    const result = { done: 0, failed: 0 };
    await this.exclusive(async () => {
      // Several API processes on one database each wake at BACKUP_AT: the one that takes the
      // lock backs the schools up, the others leave the night to it.
      const night = await this.database.tryExclusive('nightly-backups', async () => {
        const schools = await queryRows<{ id: number }>(this.database.db, sql`select id from schools order by id`);
        for (const { id } of schools) {
          if (this.stopped) break;
          try {
            await this.backUp(Number(id), 'nightly');
            result.done += 1;
          } catch {
            result.failed += 1;
          }
        }
      });
      if (!night.ran) this.log('Scheduled backups: another process is making tonight\'s backups.');
    }).catch((err: unknown) => this.log(`Scheduled backups could not start: ${err instanceof Error ? err.message : String(err)}`));
    return result;
  }

  /** No new school is started; resolves once the backup in progress (if any) has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    while (this.current) await this.current;
  }

  private exclusive<T>(run: () => Promise<T>): Promise<T> {
    // Free again the moment the backup ends, before its caller hears of it (`await` always yields
    // first, so `current` is set below before this `finally` can run).
    const result = (async () => {
      try {
        return await run();
      } finally {
        this.current = null;
      }
    })();
    this.current = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  private async backUp(schoolId: number, why: string): Promise<BackupFile> {
    const folder = schoolBackupDir(this.dir, schoolId);
    try {
      await mkdir(folder, { recursive: true });
      const taken = new Set((await listBackups(this.dir, schoolId)).map((b) => b.name));
      const name = backupFileName(this.clock.now(), taken);
      const out = path.join(folder, name);
      const summary = await this.write(this.database, { out, schoolId, dataDir: this.opts.dataDir });
      const pruned = await pruneBackups(this.dir, schoolId, this.keep);
      const info = await stat(out);
      this.log(
        `Backup of school ${schoolId} (${why}): ${out} (${size(summary.bytes)}, ${summary.ms} ms)` +
          (pruned.length ? `; deleted ${pruned.length} older (keeping ${this.keep})` : ''),
      );
      return { name, createdAt: info.mtime.toISOString(), bytes: info.size };
    } catch (err) {
      this.log(`Backup of school ${schoolId} (${why}) FAILED, older backups left as they were: ${err instanceof Error ? err.message : String(err)}`);
      throw err;
    }
  }
}

/**
 * Runs `runner.all()` every day at `at` (local time) until stopped. The next run is worked out
 * afresh after each, so a daylight-saving change or a long run never drifts the time.
 */
export function startBackupSchedule(runner: BackupRunner, at: string, clock: BackupClock = systemClock): { stop(): Promise<void>; next(): Date | null } {
  let handle: unknown = null;
  let next: Date | null = null;
  let stopped = false;
  const plan = (after: Date) => {
    if (stopped) return;
    next = nextRunAt(after, at);
    const due = next;
    handle = clock.setTimeout(() => {
      // A timer may fire a little early; the next run is always after this one's due time.
      const now = clock.now();
      void runner.all().then(() => plan(new Date(Math.max(now.getTime(), due.getTime()))));
    }, Math.max(0, due.getTime() - clock.now().getTime()));
  };
  plan(clock.now());
  return {
    next: () => (stopped ? null : next),
    stop: async () => {
      stopped = true;
      if (handle !== null) clock.clearTimeout(handle);
      await runner.stop();
    },
  };
}

const runners = new WeakMap<Database, BackupRunner>();

/**
 * The one runner of a database, shared by the schedule (started from `startServer`) and the
 * Settings › Backups routes, so a demand and the night's run never overlap.
 */
export function backupRunnerFor(database: Database, env: Pick<Env, 'BACKUP_DIR' | 'DATA_DIR' | 'BACKUP_KEEP' | 'NODE_ENV'>, opts: Partial<BackupRunnerOptions> = {}): BackupRunner {
  let runner = runners.get(database);
  if (!runner) {
    // API tests stay quiet, as they do with LOG_REQUESTS=0; a failure still reaches them as an error.
    const log = env.NODE_ENV === 'test' ? () => undefined : undefined;
    runner = new BackupRunner(database, { dir: backupDirOf(env), dataDir: env.DATA_DIR, keep: env.BACKUP_KEEP, log, ...opts });
    runners.set(database, runner);
  }
  return runner;
}
