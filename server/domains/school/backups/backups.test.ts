import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRIVILEGES } from '@contract';
import { backupRunnerFor, schoolBackupDir } from '../../../backup/schedule';
import { verifyBackup } from '../../../backup/verify';
import { readEnv } from '../../../env';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';

/** Settings › Backups (issue 32): an Admin lists, makes and downloads their own school's backups only. */
const t = twoSchools();
const BASE = '/api/settings/backups';
const scratch = mkdtempSync(path.join(tmpdir(), 'sd-backups-api-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The runner the app's routes use (one per database), and so its folder. */
const runner = () => backupRunnerFor(t.ctx.database, readEnv({ NODE_ENV: 'test' }));

/** A download as the browser makes it: the raw bytes, not text. */
async function download(name: string, token: string) {
  const res = await t.ctx.app.request(`${BASE}/${name}`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.0.0.1' } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('Settings › Backups (/api/settings/backups)', () => {
  it('starts empty, with the schedule and nothing about the server’s folders', async () => {
    const list = await t.api.get(BASE, { token: t.adminA });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ backups: [], schedule: { at: '02:00', keep: 14, running: false } });
  });

  it('backs up the school now (201, one audit row), lists it newest first, and downloads a file that verifies', async () => {
    const made = await t.api.post(BASE, { token: t.adminA });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ name: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d-\d\d(-\d+)?\.sdbackup\.gz$/), created_at: expect.any(String), size: expect.any(Number) });
    const again = await t.api.post(BASE, { token: t.adminA });
    expect(again.status).toBe(201);
    const list = await t.api.get(BASE, { token: t.adminA });
    expect(list.body.backups.map((b: { name: string }) => b.name)).toEqual([again.body.name, made.body.name]);
    expect(list.body.backups[1]).toEqual(made.body);

    const trail = await t.api.get('/api/settings/audit?module=settings/backups', { token: t.adminA });
    expect(trail.body.data[0]).toMatchObject({ action: 'backup', entity: 'backup', user_id: t.schoolA.adminId });

    const got = await download(made.body.name, t.adminA);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/gzip');
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="${made.body.name}"`);
    expect(got.bytes.length).toBe(made.body.size);
    const file = path.join(scratch, made.body.name);
    writeFileSync(file, got.bytes);
    const { header } = await verifyBackup(file);
    expect(header.school_id).toBe(t.schoolA.schoolId);
    // Made by the database this run is on (PGlite, or PostgreSQL with TEST_DB=pg).
    expect(header.database).toBe(process.env.TEST_DB === 'pg' ? 'postgres' : 'pglite');
  });

  it('never shows or hands out another school’s file, and refuses names that reach out of the folder', async () => {
    const theirs = await t.api.post(BASE, { token: t.adminB });
    expect(theirs.status).toBe(201);
    // A file only school B has, under a name school A has not.
    const dir = runner().dir;
    const onlyB = '2020-01-01T00-00.sdbackup.gz';
    const bFile = path.join(schoolBackupDir(dir, t.schoolB.schoolId), onlyB);
    copyFileSync(path.join(schoolBackupDir(dir, t.schoolB.schoolId), theirs.body.name), bFile);
    expect((await download(onlyB, t.adminB)).status).toBe(200);
    const mine = (await t.api.get(BASE, { token: t.adminA })).body.backups.map((b: { name: string }) => b.name);
    expect(mine).not.toContain(onlyB);

    const attempts = [
      onlyB,
      encodeURIComponent(`../school-${t.schoolB.schoolId}/${onlyB}`),
      `..%2Fschool-${t.schoolB.schoolId}%2F${onlyB}`,
      `%2e%2e%2Fschool-${t.schoolB.schoolId}%2F${onlyB}`,
      encodeURIComponent(bFile),
      encodeURIComponent('/etc/passwd'),
      '..%2F..%2F..%2Fetc%2Fpasswd',
      `${mine[0]}.partial`,
      'notes.txt',
    ];
    for (const name of attempts) {
      const res = await download(name, t.adminA);
      expect({ name, status: res.status }).toEqual({ name, status: 404 });
    }
  });

  it('answers 409 while a backup is being made, and says so in the list', async () => {
    const night = runner().all();
    expect((await t.api.get(BASE, { token: t.adminA })).body.schedule.running).toBe(true);
    const busy = await t.api.post(BASE, { token: t.adminA });
    expect(busy.status).toBe(409);
    expect(busy.body.message).toMatch(/backup is being made/);
    expect(await night).toMatchObject({ failed: 0 });
    expect((await t.api.post(BASE, { token: t.adminA })).status).toBe(201);
  });

  it('is for Admins only, even with every privilege', async () => {
    const everything = await seedUser(t.ctx, t.schoolA.schoolId, [...PRIVILEGES]);
    const token = await t.api.login(everything.username, everything.password);
    const [name] = (await t.api.get(BASE, { token: t.adminA })).body.backups.map((b: { name: string }) => b.name);
    expect((await t.api.get(BASE, { token })).status).toBe(403);
    expect((await t.api.post(BASE, { token })).status).toBe(403);
    expect((await download(name, token)).status).toBe(403);
    expect((await t.api.get(BASE)).status).toBe(401);
    expect((await t.api.post(BASE)).status).toBe(401);
  });
});
