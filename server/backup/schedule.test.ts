import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDirOf, readEnv } from '../env';
import { twoSchools } from '../test/schools';
import type { BackupOptions, BackupSummary } from './backup';
import {
  BackupBusy,
  backupFileName,
  BackupRunner,
  listBackups,
  nextRunAt,
  schoolBackupDir,
  startBackupSchedule,
  type BackupClock,
} from './schedule';
import { verifyBackup } from './verify';

/** Issue 32: the server's own backups, nightly at BACKUP_AT, one school at a time, the newest BACKUP_KEEP kept. */
const t = twoSchools();
const root = mkdtempSync(path.join(tmpdir(), 'sd-schedule-test-'));
let dirs = 0;
const freshDir = () => path.join(root, `d${++dirs}`);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Local wall-clock time, as the server reads BACKUP_AT. */
const local = (y: number, mo: number, d: number, h: number, mi: number) => new Date(y, mo - 1, d, h, mi);

/** A clock whose time moves only when told, firing the timers that come due. */
function fakeClock(start: Date) {
  let now = start.getTime();
  let timers: { at: number; run: () => void }[] = [];
  const clock: BackupClock & { advanceTo(d: Date): void; pending(): number[]; tick(ms: number): void } = {
    now: () => new Date(now),
    setTimeout: (run, ms) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (handle) => {
      timers = timers.filter((x) => x !== handle);
    },
    advanceTo: (d) => {
      now = d.getTime();
      const due = timers.filter((x) => x.at <= now);
      timers = timers.filter((x) => x.at > now);
      for (const x of due) x.run();
    },
    tick: (ms) => (now += ms),
    pending: () => timers.map((x) => x.at),
  };
  return clock;
}

/** A writer standing in for writeBackup: writes a small file, or fails, and records overlap. */
function fakeWriter(opts: { fail?: (schoolId: number) => boolean; hold?: () => Promise<void> } = {}) {
  const calls: number[] = [];
  let active = 0;
  let most = 0;
  const write = async (_db: unknown, o: BackupOptions): Promise<BackupSummary> => {
    active += 1;
    most = Math.max(most, active);
    calls.push(o.schoolId!);
    try {
      await opts.hold?.();
      if (opts.fail?.(o.schoolId!)) throw new Error('disk full');
      writeFileSync(o.out, `backup of ${o.schoolId}`);
      return { rows: {}, files: 0, bytes: 12, ms: 1 };
    } finally {
      active -= 1;
    }
  };
  return { write, calls, most: () => most };
}

const deferred = () => {
  let release!: () => void;
  const promise = new Promise<void>((r) => (release = r));
  return { promise, release };
};

describe('the next run', () => {
  it('is today at BACKUP_AT if still to come, else tomorrow, across midnight, month and year ends', () => {
    expect(nextRunAt(local(2026, 11, 29, 1, 59), '02:00')).toEqual(local(2026, 11, 29, 2, 0));
    expect(nextRunAt(local(2026, 11, 29, 2, 0), '02:00')).toEqual(local(2026, 11, 30, 2, 0));
    expect(nextRunAt(local(2026, 11, 29, 23, 45), '00:30')).toEqual(local(2026, 11, 30, 0, 30));
    expect(nextRunAt(local(2026, 11, 30, 0, 10), '00:30')).toEqual(local(2026, 11, 30, 0, 30));
    expect(nextRunAt(local(2026, 11, 30, 22, 0), '02:00')).toEqual(local(2026, 12, 1, 2, 0));
    expect(nextRunAt(local(2026, 12, 31, 23, 59), '00:00')).toEqual(local(2027, 1, 1, 0, 0));
  });

  it('names files by the local minute, with a counter for a second one in the same minute', () => {
    const at = local(2026, 3, 7, 4, 5);
    expect(backupFileName(at, new Set())).toBe('2026-03-07T04-05.sdbackup.gz');
    expect(backupFileName(at, new Set(['2026-03-07T04-05.sdbackup.gz']))).toBe('2026-03-07T04-05-2.sdbackup.gz');
  });
});

describe('the environment', () => {
  it('defaults to 02:00 every night, 14 kept, in DATA_DIR/backups', () => {
    const env = readEnv({ DATA_DIR: '/srv/sd' });
    expect([env.BACKUP_AT, env.BACKUP_KEEP, backupDirOf(env)]).toEqual(['02:00', 14, path.resolve('/srv/sd/backups')]);
    expect(backupDirOf(readEnv({ DATA_DIR: '/srv/sd', BACKUP_DIR: '/mnt/usb' }))).toBe(path.resolve('/mnt/usb'));
  });

  it('reads off, pads 2:30, and refuses bad times and counts naming the variable', () => {
    expect(readEnv({ BACKUP_AT: 'off' }).BACKUP_AT).toBeNull();
    expect(readEnv({ BACKUP_AT: 'OFF' }).BACKUP_AT).toBeNull();
    expect(readEnv({ BACKUP_AT: '2:30', BACKUP_KEEP: '3' })).toMatchObject({ BACKUP_AT: '02:30', BACKUP_KEEP: 3 });
    for (const bad of ['24:00', '12:60', 'midnight', '2', '02:00:00']) expect(() => readEnv({ BACKUP_AT: bad })).toThrow(/BACKUP_AT: BACKUP_AT must be a time of day as HH:MM/);
    expect(() => readEnv({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP: BACKUP_KEEP must be at least 1/);
    for (const bad of ['-1', 'ten', '2.5', '100000']) expect(() => readEnv({ BACKUP_KEEP: bad })).toThrow(/BACKUP_KEEP: BACKUP_KEEP must be a whole number/);
  });
});

describe('the schedule', () => {
  it('runs every school at BACKUP_AT, then plans the next night; stop clears the timer', async () => {
    const clock = fakeClock(local(2026, 11, 29, 23, 50));
    const fake = fakeWriter();
    const runner = new BackupRunner(t.ctx.database, { dir: freshDir(), keep: 14, clock, write: fake.write, log: () => undefined });
    const schedule = startBackupSchedule(runner, '00:15', clock);
    expect(schedule.next()).toEqual(local(2026, 11, 30, 0, 15));
    clock.advanceTo(local(2026, 11, 30, 0, 14));
    expect(fake.calls).toEqual([]);
    clock.advanceTo(local(2026, 11, 30, 0, 15));
    await expect.poll(() => schedule.next()?.getTime()).toBe(local(2026, 12, 1, 0, 15).getTime());
    expect(fake.calls).toEqual(expect.arrayContaining([t.schoolA.schoolId, t.schoolB.schoolId]));
    expect(clock.pending()).toEqual([local(2026, 12, 1, 0, 15).getTime()]);
    await schedule.stop();
    expect(clock.pending()).toEqual([]);
    expect(schedule.next()).toBeNull();
  });

  it('keeps the newest BACKUP_KEEP of each school and leaves other files alone', async () => {
    const dir = freshDir();
    const clock = fakeClock(local(2026, 11, 1, 2, 0));
    const fake = fakeWriter();
    const runner = new BackupRunner(t.ctx.database, { dir, keep: 3, clock, write: fake.write, log: () => undefined });
    const folder = schoolBackupDir(dir, t.schoolA.schoolId);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'notes.txt'), 'mine');
    for (let day = 1; day <= 5; day += 1) {
      clock.advanceTo(local(2026, 11, day, 2, 0));
      await runner.now(t.schoolA.schoolId);
    }
    // Two in one minute: the second is newer.
    await runner.now(t.schoolA.schoolId);
    const names = (await listBackups(dir, t.schoolA.schoolId)).map((b) => b.name);
    expect(names).toEqual(['2026-11-05T02-00-2.sdbackup.gz', '2026-11-05T02-00.sdbackup.gz', '2026-11-04T02-00.sdbackup.gz']);
    expect(readdirSync(folder).sort()).toEqual([...names, 'notes.txt'].sort());
    expect(await listBackups(dir, t.schoolB.schoolId)).toEqual([]);
  });

  it('backs up one school at a time, and refuses "now" while the night runs', async () => {
    const gate = deferred();
    const fake = fakeWriter({ hold: () => gate.promise });
    const runner = new BackupRunner(t.ctx.database, { dir: freshDir(), keep: 14, clock: fakeClock(local(2026, 11, 29, 2, 0)), write: fake.write, log: () => undefined });
    const night = runner.all();
    await expect.poll(() => fake.calls.length).toBe(1);
    expect(runner.running).toBe(true);
    await expect(runner.now(t.schoolA.schoolId)).rejects.toBeInstanceOf(BackupBusy);
    // A second night's run waits for the first rather than overlapping it.
    const again = runner.all();
    gate.release();
    expect(await night).toMatchObject({ failed: 0 });
    expect(await again).toMatchObject({ failed: 0 });
    expect(fake.most()).toBe(1);
    expect(runner.running).toBe(false);
    const ids = [t.schoolA.schoolId, t.schoolB.schoolId];
    expect(fake.calls.filter((id) => ids.includes(id))).toEqual([...ids, ...ids]);
  });

  it('logs a failed backup, goes on to the next school, and leaves the older files alone', async () => {
    const dir = freshDir();
    const clock = fakeClock(local(2026, 11, 28, 2, 0));
    const lines: string[] = [];
    let failing = false;
    const fake = fakeWriter({ fail: (id) => failing && id === t.schoolA.schoolId });
    const runner = new BackupRunner(t.ctx.database, { dir, keep: 1, clock, write: fake.write, log: (l) => lines.push(l) });
    await runner.all();
    const before = await listBackups(dir, t.schoolA.schoolId);
    expect(before).toHaveLength(1);
    failing = true;
    clock.advanceTo(local(2026, 11, 29, 2, 0));
    const result = await runner.all();
    expect(result.failed).toBe(1);
    expect(await listBackups(dir, t.schoolA.schoolId)).toEqual(before);
    expect((await listBackups(dir, t.schoolB.schoolId))[0]!.name).toBe('2026-11-29T02-00.sdbackup.gz');
    expect(lines.filter((l) => l.includes(`school ${t.schoolA.schoolId} `))).toEqual([
      expect.stringMatching(/^Backup of school \d+ \(nightly\): .*2026-11-28T02-00\.sdbackup\.gz/),
      expect.stringMatching(/^Backup of school \d+ \(nightly\) FAILED, older backups left as they were: disk full$/),
    ]);
    await expect(runner.now(t.schoolA.schoolId)).rejects.toThrow('disk full');
  });

  it('writes real backups, one per school, that verify as that school', async () => {
    const dir = freshDir();
    const runner = new BackupRunner(t.ctx.database, { dir, keep: 2, log: () => undefined });
    expect(await runner.all()).toMatchObject({ failed: 0 });
    for (const school of [t.schoolA, t.schoolB]) {
      const [made] = await listBackups(dir, school.schoolId);
      const file = path.join(schoolBackupDir(dir, school.schoolId), made!.name);
      expect((await verifyBackup(file)).header.school_id).toBe(school.schoolId);
      expect(existsSync(`${file}.partial`)).toBe(false);
    }
  });
});
