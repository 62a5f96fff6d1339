import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, parents, portalAccounts } from '../../../db/schema';
import { FAMILY_PASSWORD, seedFamilies } from '../../../test/families';
import { seedUser } from '../../../test/fixtures';
import { unique } from '../../../test/harness';
import { twoSchools } from '../../../test/schools';

const t = twoSchools();
let f: Awaited<ReturnType<typeof seedFamilies>>;

beforeAll(async () => {
  f = await seedFamilies(t);
});

const setPortal = (token: string, body: unknown) => t.api.put('/api/parents/portal', { token, body: body as object });
const paths = (res: { body: { issues?: { path: string }[] } }) => (res.body.issues ?? []).map((i) => i.path).sort();
const detail = async (id: number, token = t.adminA) => (await t.api.get(`/api/parents/${id}`, { token })).body;

/** What the portal endpoint may have written for a parent: the switch, the account row, the audit rows. */
async function written(parentId: number) {
  const db = t.ctx.database.db;
  const [parent] = await db.select({ off: parents.portalOff, version: parents.version }).from(parents).where(eq(parents.id, parentId));
  const accounts = await db
    .select({ kind: portalAccounts.kind, id: portalAccounts.personId, username: portalAccounts.username, tokenVersion: portalAccounts.tokenVersion })
    .from(portalAccounts)
    .where(eq(portalAccounts.schoolId, t.schoolA.schoolId));
  const audits = await db.select({ id: auditLog.id }).from(auditLog).where(and(eq(auditLog.entity, 'parent'), eq(auditLog.action, 'portal')));
  return { parent, accounts, audits: audits.length };
}

describe('PUT /api/parents/portal', () => {
  it('needs update-parent, and a parent of another school is a 404 that changes nothing', async () => {
    const reader = await seedUser(t.ctx, t.schoolA.schoolId, ['list-parents']);
    const rt = await t.api.login(reader.username, reader.password);
    const before = await written(f.okafor);
    expect((await setPortal(rt, { id: f.okafor, enabled: false })).status).toBe(403);
    expect((await t.api.put('/api/parents/portal', { body: { id: f.okafor, enabled: false } })).status).toBe(401);

    const theirs = await setPortal(t.adminA, { id: f.other, enabled: false, username: unique('theirs') });
    expect(theirs.status).toBe(404);
    expect((await setPortal(t.adminA, { id: 999_999_999, enabled: true })).status).toBe(404);
    expect(await written(f.okafor)).toEqual(before);
    expect((await detail(f.other, t.adminB)).portal).toMatchObject({ enabled: true, username: null });

    const writer = await seedUser(t.ctx, t.schoolA.schoolId, ['update-parent']);
    const wt = await t.api.login(writer.username, writer.password);
    expect((await setPortal(wt, { id: f.okafor, enabled: true })).status).toBe(200);
  });

  it('names wrong types and bad usernames (400) and writes nothing', async () => {
    const before = await written(f.okafor);
    const missing = await setPortal(t.adminA, {});
    expect(missing.status).toBe(400);
    expect(paths(missing)).toEqual(['enabled', 'id']);
    const wrong = await setPortal(t.adminA, { id: 'x', enabled: 'yes', username: 42 });
    expect(wrong.status).toBe(400);
    expect(paths(wrong)).toEqual(['enabled', 'id', 'username']);
    for (const username of ['ab', 'has space', 'semi;colon', 'x'.repeat(61), 'naïve']) {
      const bad = await setPortal(t.adminA, { id: f.okafor, enabled: false, username });
      expect(bad.status, username).toBe(400);
      expect(paths(bad), username).toEqual(['username']);
    }
    expect((await t.api.put('/api/parents/portal', { token: t.adminA, rawBody: '[1,2]' })).status).toBe(400);
    expect(await written(f.okafor)).toEqual(before);
  });

  it('refuses a sign-in name a staff user or another parent has (409 naming username), in any case and any school', async () => {
    const mine = unique('mwangi.').toLowerCase();
    expect((await setPortal(t.adminA, { id: f.mwangi, enabled: true, username: mine })).status).toBe(200);
    const before = await written(f.okafor);

    for (const username of [t.schoolA.adminUsername.toUpperCase(), t.schoolB.adminUsername, mine.toUpperCase()]) {
      const res = await setPortal(t.adminA, { id: f.okafor, enabled: false, username });
      expect(res.status, username).toBe(409);
      expect(paths(res)).toEqual(['username']);
    }
    // Another school's parent cannot take it either: names are unique across schools.
    const across = await setPortal(t.adminB, { id: f.other, enabled: true, username: mine });
    expect(across.status).toBe(409);
    expect(paths(across)).toEqual(['username']);
    expect(await written(f.okafor)).toEqual(before);
    expect((await detail(f.okafor)).portal.enabled).toBe(true);

    // Saving a parent's own name again is not a clash; clearing it frees it for another parent.
    expect((await setPortal(t.adminA, { id: f.mwangi, enabled: true, username: mine.toUpperCase() })).status).toBe(200);
    expect((await detail(f.mwangi)).portal.username).toBe(mine.toUpperCase());
    expect((await setPortal(t.adminA, { id: f.mwangi, enabled: true, username: '' })).status).toBe(200);
    expect((await detail(f.mwangi)).portal.username).toBeNull();
    expect((await setPortal(t.adminB, { id: f.other, enabled: true, username: mine })).status).toBe(200);
    expect((await detail(f.other, t.adminB)).portal.username).toBe(mine);
  });

  it('turns a family off: the parent and every child are signed out and cannot sign in, and one audit row is written', async () => {
    const parent = await f.signIn(f.okaforPhone, '10.8.0.1');
    const pupil = await f.signIn(f.adaNo, '10.8.0.2');
    const auditsBefore = (await written(f.okafor)).audits;
    expect((await t.api.get('/api/family', { token: parent })).status).toBe(200);

    const off = await setPortal(t.adminA, { id: f.okafor, enabled: false });
    expect(off.status).toBe(200);
    expect((await written(f.okafor)).audits).toBe(auditsBefore + 1);
    expect((await t.api.get('/api/family', { token: parent })).status).toBe(401);
    expect((await t.api.get('/api/family', { token: pupil })).status).toBe(401);
    expect((await t.api.post('/api/auth/login', { body: { username: f.okaforPhone, password: FAMILY_PASSWORD }, ip: '10.8.0.1' })).status).toBe(403);
    expect((await t.api.post('/api/auth/login', { body: { username: f.adaNo, password: FAMILY_PASSWORD }, ip: '10.8.0.2' })).status).toBe(403);

    const shown = await detail(f.okafor);
    expect(shown.portal).toMatchObject({ enabled: false, has_password: true, must_change: false });
    const ada = (await t.api.get(`/api/students/${f.ada}`, { token: t.adminA })).body;
    expect(ada.portal).toMatchObject({ enabled: false, has_password: true, username: null, must_change: false });

    // Another family is untouched.
    const [mwangi] = await t.ctx.database.db.select({ off: parents.portalOff }).from(parents).where(eq(parents.id, f.mwangi));
    expect(mwangi!.off).toBe(false);

    expect((await setPortal(t.adminA, { id: f.okafor, enabled: true })).status).toBe(200);
    expect((await t.api.post('/api/auth/login', { body: { username: f.okaforPhone, password: FAMILY_PASSWORD }, ip: '10.8.0.1' })).status).toBe(200);
  });

  it('keeps an existing account’s must-change and makes a new one must-change', async () => {
    // The Okafors changed their password: setting a name keeps must_change false.
    const name = unique('okafor.').toLowerCase();
    expect((await setPortal(t.adminA, { id: f.okafor, enabled: true, username: name })).status).toBe(200);
    expect((await detail(f.okafor)).portal).toMatchObject({ username: name, must_change: false, enabled: true });
    // School B's parent never signed in: the row the name makes asks for a new password.
    const fresh = unique('other.').toLowerCase();
    expect((await setPortal(t.adminB, { id: f.other, enabled: true, username: fresh })).status).toBe(200);
    const [row] = await t.ctx.database.db
      .select({ mustChange: portalAccounts.mustChange, schoolId: portalAccounts.schoolId })
      .from(portalAccounts)
      .where(and(eq(portalAccounts.kind, 'parent'), inArray(portalAccounts.personId, [f.other])));
    expect(row).toEqual({ mustChange: true, schoolId: t.schoolB.schoolId });
  });

  it('shows the office when a family last signed in: parent page, parent list and student page', async () => {
    const never = await detail(f.mwangi);
    expect(never.portal).toMatchObject({ has_password: true, last_sign_in_at: null, must_change: true });
    expect(never.portal_last_sign_in_at).toBeNull();

    const started = Date.now() - 1000;
    await f.signIn(f.cyNo, '10.8.1.1');
    await t.api.login(f.okaforPhone, FAMILY_PASSWORD);
    const shown = await detail(f.okafor);
    expect(Date.parse(shown.portal.last_sign_in_at)).toBeGreaterThanOrEqual(started);
    expect(shown.portal_last_sign_in_at).toBe(shown.portal.last_sign_in_at);
    const list = await t.api.get(`/api/parents?search=${encodeURIComponent('Ngozi Okafor')}`, { token: t.adminA });
    expect(list.body.data.find((p: { id: number }) => p.id === f.okafor).portal_last_sign_in_at).toBe(shown.portal.last_sign_in_at);

    const cy = (await t.api.get(`/api/students/${f.cy}`, { token: t.adminA })).body;
    expect(cy.portal).toMatchObject({ has_password: true, enabled: true, must_change: false });
    expect(Date.parse(cy.portal.last_sign_in_at)).toBeGreaterThanOrEqual(started);
    const ben = (await t.api.get(`/api/students/${f.ben}`, { token: t.adminA })).body;
    expect(ben.portal).toEqual({ has_password: false, enabled: true, username: null, must_change: true, last_sign_in_at: null });
  });
});
