import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, employees, users } from '../../../db/schema';
import { toActor } from '../../../lib/actor';
import { loadSession } from '../../../lib/session';
import { seedEmployee, seedUser } from '../../../test/fixtures';
import { updateUser } from './users.service';
import { seedSchool, unique } from '../../../test/harness';
import { twoSchools } from '../../../test/schools';

const t = twoSchools();


const PASSWORD = 'Start123!';
const addUser = (token: string, body: object) => t.api.post('/api/user', { token, body });
const paths = (res: { body: { issues?: { path: string }[] } }) => (res.body.issues ?? []).map((i) => i.path).sort();
const addRole = async (token: string, privileges: string[] = ['list-class']) =>
  (await t.api.post('/api/settings/roles', { token, body: { name: unique('Role '), privileges } })).body.id as number;
const addClass = async (token: string) => (await t.api.post('/api/class', { token, body: { name: unique('Class ') } })).body.id as number;
const userBody = (roleId: number, extra: object = {}) => ({ username: unique('u.'), fullname: 'Jane Teacher', password: PASSWORD, role_id: roleId, ...extra });


describe('users', () => {
  it('adds a user with a role and classes who can then sign in; never returns the hash', async () => {
    const role = await addRole(t.adminA, ['list-class']);
    const c1 = await addClass(t.adminA);
    const c2 = await addClass(t.adminA);
    const body = userBody(role, { class_ids: [c2, c1, c2] });
    const added = await addUser(t.adminA, body);
    expect(added.status).toBe(201);
    const shown = await t.api.get(`/api/user/${added.body.id}`, { token: t.adminA });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ username: body.username, fullname: 'Jane Teacher', role_id: role, status: 'Active', class_ids: [c1, c2] });
    // A new user takes the receipts they are given into the school's cash for receipts.
    expect(shown.body.bus_account_id).toEqual(expect.any(Number));
    expect(shown.body.role_name).toMatch(/^Role /);
    expect(JSON.stringify(shown.body)).not.toMatch(/hash|token_version/i);
    const token = await t.api.login(body.username.toUpperCase(), PASSWORD);
    const me = await t.api.get('/api/auth', { token });
    expect(me.body).toMatchObject({ privileges: ['list-class'], classes: [c1, c2], role: 'User' });
    const admin = await addUser(t.adminA, userBody(-100));
    expect((await t.api.get(`/api/user/${admin.body.id}`, { token: t.adminA })).body.role_name).toBe('Admin');
    const logged = await t.ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'user'));
    expect(logged.some((r) => r.action === 'create' && r.entityIds.includes(added.body.id))).toBe(true);
  });

  it('lists with role names and class ids, filters by status and role, searches and pages', async () => {
    const school = await seedSchool(t.ctx);
    const admin = await t.api.login(school.adminUsername, school.adminPassword);
    const role = await addRole(admin);
    const tag = unique('lst');
    await addUser(admin, userBody(role, { username: `${tag}.anna`, fullname: 'Anna List' }));
    await addUser(admin, userBody(role, { username: `${tag}.bert`, fullname: 'Bert List', status: 'Inactive' }));
    await addUser(admin, userBody(-100, { username: `${tag}.carl`, fullname: 'Carl List' }));
    const all = await t.api.get(`/api/user?search=${tag}&sort=username&order=desc`, { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.data.map((u: { username: string }) => u.username)).toEqual([`${tag}.carl`, `${tag}.bert`, `${tag}.anna`]);
    expect(all.body.data[0]).toMatchObject({ role_name: 'Admin', class_ids: [] });
    expect(JSON.stringify(all.body)).not.toMatch(/password/i);
    expect((await t.api.get(`/api/user?search=${tag}&status=Inactive`, { token: admin })).body.data.map((u: { fullname: string }) => u.fullname)).toEqual(['Bert List']);
    expect((await t.api.get(`/api/user?role_id=-100`, { token: admin })).body.total).toBe(2);
    expect((await t.api.get(`/api/user?role_id=${role}`, { token: admin })).body.total).toBe(2);
    expect((await t.api.get(`/api/user?search=${tag}&limit=1&page=2&sort=fullname`, { token: admin })).body.data[0].fullname).toBe('Bert List');
    expect((await t.api.get('/api/user?sort=password_hash', { token: admin })).status).toBe(400);
    expect((await t.api.get(`/api/user?search=${encodeURIComponent('%')}`, { token: admin })).body.total).toBe(0);
  });

  it('refuses a taken username, in any case and from any school, with a 409 naming username', async () => {
    const role = await addRole(t.adminA);
    const body = userBody(role);
    expect((await addUser(t.adminA, body)).status).toBe(201);
    const dup = await addUser(t.adminA, { ...body, username: body.username.toUpperCase() });
    expect(dup.status).toBe(409);
    expect(dup.body.issues).toEqual([{ path: 'username', message: 'This username is already taken.' }]);
    const roleB = await addRole(t.adminB);
    expect((await addUser(t.adminB, { ...body, role_id: roleB })).status).toBe(409);
  });

  it('names missing, wrong-typed and oversized fields, writes nothing, keeps hostile text verbatim', async () => {
    const before = (await t.api.get('/api/user?limit=1', { token: t.adminA })).body.total;
    const missing = await addUser(t.adminA, {});
    expect(missing.status).toBe(400);
    expect(paths(missing)).toEqual(['fullname', 'password', 'role_id', 'username']);
    const bad = await addUser(t.adminA, { username: 'a b', fullname: 'x'.repeat(121), password: 'short', role_id: 'admin', status: 'Sleeping', class_ids: 'all' });
    expect(paths(bad)).toEqual(['class_ids', 'fullname', 'password', 'role_id', 'status', 'username']);
    expect(paths(await addUser(t.adminA, userBody(-100, { username: 'ab' })))).toEqual(['username']);
    expect(paths(await addUser(t.adminA, userBody(-100, { username: 'a'.repeat(51) })))).toEqual(['username']);
    expect(paths(await addUser(t.adminA, userBody(-100, { password: 'no digits here' })))).toEqual(['password']);
    expect(paths(await addUser(t.adminA, userBody(0)))).toEqual(['role_id']);
    expect(paths(await addUser(t.adminA, userBody(-100, { class_ids: [1, 'x'] })))[0]).toMatch(/^class_ids/);
    expect((await t.api.get('/api/user?limit=1', { token: t.adminA })).body.total).toBe(before);

    const hostile = "'; drop table users; --";
    const added = await addUser(t.adminA, userBody(await addRole(t.adminA), { fullname: hostile }));
    expect(added.status).toBe(201);
    expect((await t.api.get(`/api/user/${added.body.id}`, { token: t.adminA })).body.fullname).toBe(hostile);
    expect(await t.api.login(t.schoolA.adminUsername, t.schoolA.adminPassword)).toBeTruthy();
  });

  it("refuses another school's role or classes with a 422 naming the field, writing nothing", async () => {
    const theirRole = await addRole(t.adminB);
    const theirClass = await addClass(t.adminB);
    const ourClass = await addClass(t.adminA);
    const body = userBody(theirRole);
    const role = await addUser(t.adminA, body);
    expect(role.status).toBe(422);
    expect(role.body.issues[0].path).toBe('role_id');
    const cls = await addUser(t.adminA, userBody(await addRole(t.adminA), { username: body.username, class_ids: [ourClass, theirClass] }));
    expect(cls.status).toBe(422);
    expect(cls.body.issues[0].path).toBe('class_ids');
    expect((await t.ctx.database.db.select().from(users).where(eq(users.username, body.username))).length).toBe(0);
    expect((await addUser(t.adminA, userBody(999_999_999))).body.issues[0].path).toBe('role_id');
  });

  it("keeps schools apart: another school's user is a 404 everywhere", async () => {
    const theirs = await addUser(t.adminB, userBody(await addRole(t.adminB)));
    const id = theirs.body.id;
    const ourRole = await addRole(t.adminA);
    expect((await t.api.get(`/api/user/${id}`, { token: t.adminA })).status).toBe(404);
    expect((await t.api.put(`/api/user/${id}`, { token: t.adminA, body: { fullname: 'Hijack', role_id: ourRole, status: 'Inactive' } })).status).toBe(404);
    expect((await t.api.put(`/api/user/${id}/classes`, { token: t.adminA, body: { class_ids: [] } })).status).toBe(404);
    expect((await t.api.post(`/api/user/${id}/reset-password`, { token: t.adminA, body: { password: 'Hijack123' } })).status).toBe(404);
    expect((await t.api.post(`/api/user/${id}/revoke`, { token: t.adminA })).status).toBe(404);
    expect((await t.api.get(`/api/user/${id}`, { token: t.adminB })).body).toMatchObject({ fullname: 'Jane Teacher', status: 'Active' });
  });

  it("edits a user; deactivating stops their sign-in and their token at once", async () => {
    const role = await addRole(t.adminA, ['list-class']);
    const other = await addRole(t.adminA, ['list-room']);
    const body = userBody(role);
    const u = await addUser(t.adminA, body);
    const token = await t.api.login(body.username, PASSWORD);
    expect((await t.api.get('/api/auth', { token })).status).toBe(200);

    const edit = await t.api.put(`/api/user/${u.body.id}`, { token: t.adminA, body: { fullname: 'Jane Renamed', role_id: other, status: 'Active' } });
    expect(edit.status).toBe(200);
    expect((await t.api.get('/api/auth', { token })).body).toMatchObject({ fullname: 'Jane Renamed', privileges: ['list-room'] });

    const off = await t.api.put(`/api/user/${u.body.id}`, { token: t.adminA, body: { fullname: 'Jane Renamed', role_id: other, status: 'Inactive' } });
    expect(off.status).toBe(200);
    expect((await t.api.get('/api/auth', { token })).status).toBe(401);
    expect((await t.api.post('/api/auth/login', { body: { username: body.username, password: PASSWORD } })).status).toBe(401);
    expect((await t.api.put(`/api/user/${u.body.id}`, { token: t.adminA, body: { fullname: 'Jane', role_id: -5, status: 'Active' } })).status).toBe(400);
    const theirRole = await addRole(t.adminB);
    const cross = await t.api.put(`/api/user/${u.body.id}`, { token: t.adminA, body: { fullname: 'Jane', role_id: theirRole, status: 'Active' } });
    expect(cross.status).toBe(422);
    expect(cross.body.issues[0].path).toBe('role_id');
    expect((await t.api.get(`/api/user/${u.body.id}`, { token: t.adminA })).body).toMatchObject({ status: 'Inactive', role_id: other });
  });

  it('assigns classes, replacing the old ones, and refuses other schools’ classes', async () => {
    const [c1, c2, c3] = [await addClass(t.adminA), await addClass(t.adminA), await addClass(t.adminA)];
    const body = userBody(await addRole(t.adminA, ['list-class']), { class_ids: [c1] });
    const u = await addUser(t.adminA, body);
    const token = await t.api.login(body.username, PASSWORD);
    const set = await t.api.put(`/api/user/${u.body.id}/classes`, { token: t.adminA, body: { class_ids: [c3, c2] } });
    expect(set.status).toBe(200);
    expect((await t.api.get(`/api/user/${u.body.id}`, { token: t.adminA })).body.class_ids).toEqual([c2, c3]);
    expect((await t.api.get('/api/auth', { token })).body.classes).toEqual([c2, c3]);
    const theirs = await addClass(t.adminB);
    const cross = await t.api.put(`/api/user/${u.body.id}/classes`, { token: t.adminA, body: { class_ids: [c1, theirs] } });
    expect(cross.status).toBe(422);
    expect(cross.body.issues[0].path).toBe('class_ids');
    expect((await t.api.get(`/api/user/${u.body.id}`, { token: t.adminA })).body.class_ids).toEqual([c2, c3]);
    expect((await t.api.put(`/api/user/${u.body.id}/classes`, { token: t.adminA, body: {} })).body.issues[0].path).toBe('class_ids');
    expect((await t.api.put(`/api/user/${u.body.id}/classes`, { token: t.adminA, body: { class_ids: [] } })).status).toBe(200);
    expect((await t.api.get(`/api/user/${u.body.id}`, { token: t.adminA })).body.class_ids).toEqual([]);
  });

  it("an administrator's password reset ends that user's sessions; revoke does too", async () => {
    const body = userBody(await addRole(t.adminA));
    const u = await addUser(t.adminA, body);
    const t1 = await t.api.login(body.username, PASSWORD);
    const reset = await t.api.post(`/api/user/${u.body.id}/reset-password`, { token: t.adminA, body: { password: 'Fresh456!' } });
    expect(reset.status).toBe(200);
    expect((await t.api.get('/api/auth', { token: t1 })).status).toBe(401);
    expect((await t.api.post('/api/auth/login', { body: { username: body.username, password: PASSWORD }, ip: '10.9.9.9' })).status).toBe(401);
    const t2 = await t.api.login(body.username, 'Fresh456!');
    expect((await t.api.get('/api/auth', { token: t2 })).status).toBe(200);
    const weak = await t.api.post(`/api/user/${u.body.id}/reset-password`, { token: t.adminA, body: { password: '12345' } });
    expect(weak.status).toBe(400);
    expect(weak.body.issues[0].path).toBe('password');
    expect((await t.api.get('/api/auth', { token: t2 })).status).toBe(200);

    expect((await t.api.post(`/api/user/${u.body.id}/revoke`, { token: t.adminA })).status).toBe(200);
    expect((await t.api.get('/api/auth', { token: t2 })).status).toBe(401);
    expect(await t.api.login(body.username, 'Fresh456!')).toBeTruthy();
  });

  it('a user cannot deactivate or demote themselves, and the last active Admin stays', async () => {
    const school = await seedSchool(t.ctx);
    const admin = await t.api.login(school.adminUsername, school.adminPassword);
    const role = await addRole(admin);
    const self = await t.api.put(`/api/user/${school.adminId}`, { token: admin, body: { fullname: 'Me', role_id: -100, status: 'Inactive' } });
    expect(self.status).toBe(422);
    expect(self.body.issues[0]).toEqual({ path: 'status', message: 'You cannot deactivate your own account.' });
    const demote = await t.api.put(`/api/user/${school.adminId}`, { token: admin, body: { fullname: 'Me', role_id: role, status: 'Active' } });
    expect(demote.status).toBe(422);
    expect(demote.body.issues[0].path).toBe('role_id');
    expect((await t.api.put(`/api/user/${school.adminId}`, { token: admin, body: { fullname: 'Me Renamed', role_id: -100, status: 'Active' } })).status).toBe(200);

    // Another Admin may be demoted while this one stays.
    const second = await addUser(admin, userBody(-100));
    expect((await t.api.put(`/api/user/${second.body.id}`, { token: admin, body: { fullname: 'Second', role_id: role, status: 'Active' } })).status).toBe(200);
    expect((await t.api.get(`/api/user/${second.body.id}`, { token: admin })).body.role_id).toBe(role);
  });

  it('refuses to deactivate or demote the last active Admin, even when two Admins race', async () => {
    const school = await seedSchool(t.ctx);
    const first = await t.api.login(school.adminUsername, school.adminPassword);
    const role = await addRole(first);
    const body = userBody(-100);
    const second = await addUser(first, body);
    const secondToken = await t.api.login(body.username, PASSWORD);
    // An inactive Admin does not count.
    await addUser(first, userBody(-100, { status: 'Inactive' }));

    // Deterministic: the second Admin's request was authorised, then the first demoted them.
    const stale = toActor((await loadSession(t.ctx.database.db, second.body.id))!, 'test-request', 'user');
    await t.ctx.database.db.update(users).set({ roleId: role }).where(eq(users.id, second.body.id));
    const refused = updateUser(t.ctx.database.db, stale, school.adminId, { fullname: 'First', role_id: role, status: 'Active' });
    await expect(refused).rejects.toMatchObject({ status: 422, message: 'The last active Admin of the school cannot be deactivated or demoted.' });
    const refusedOff = updateUser(t.ctx.database.db, stale, school.adminId, { fullname: 'First', role_id: -100, status: 'Inactive' });
    await expect(refusedOff).rejects.toMatchObject({ status: 422, issues: [{ path: 'status' }] });
    await t.ctx.database.db.update(users).set({ roleId: -100 }).where(eq(users.id, second.body.id));

    // Racing through the API: whatever the order, one Admin stays active.
    const results = await Promise.all([
      t.api.put(`/api/user/${second.body.id}`, { token: first, body: { fullname: 'Second', role_id: -100, status: 'Inactive' } }),
      t.api.put(`/api/user/${school.adminId}`, { token: secondToken, body: { fullname: 'First', role_id: -100, status: 'Inactive' } }),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => [401, 422].includes(r.status))).toBe(true);
    const active = await t.ctx.database.db.select({ id: users.id }).from(users).where(and(eq(users.schoolId, school.schoolId), eq(users.roleId, -100), eq(users.status, 'Active')));
    expect(active).toHaveLength(1);
  });

  it('only an Admin can grant the Admin role or touch an Admin account', async () => {
    const manager = await seedUser(t.ctx, t.schoolA.schoolId, ['add-user', 'update-user', 'view-user']);
    const mt = await t.api.login(manager.username, manager.password);
    const made = await addUser(mt, userBody(-100));
    expect(made.status).toBe(403);
    // A role carrying only what the manager holds, so only the Admin rule can refuse.
    const role = await addRole(t.adminA, ['view-user']);
    const plain = await addUser(mt, userBody(role));
    expect(plain.status).toBe(201);
    expect((await t.api.put(`/api/user/${plain.body.id}`, { token: mt, body: { fullname: 'Up', role_id: -100, status: 'Active' } })).status).toBe(403);
    expect((await t.api.put(`/api/user/${manager.id}`, { token: mt, body: { fullname: 'Me', role_id: -100, status: 'Active' } })).status).toBe(403);
    expect((await t.api.post(`/api/user/${t.schoolA.adminId}/reset-password`, { token: mt, body: { password: 'Owned123' } })).status).toBe(403);
    expect((await t.api.post(`/api/user/${t.schoolA.adminId}/revoke`, { token: mt })).status).toBe(403);
    expect((await t.api.get('/api/auth', { token: t.adminA })).status).toBe(200);
  });

  it('needs list-, view-, add-, update-user and user-class', async () => {
    const u = await addUser(t.adminA, userBody(await addRole(t.adminA)));
    // Within what the writer below holds, so only the missing privilege can refuse.
    const role = await addRole(t.adminA, ['add-user']);
    const lister = await seedUser(t.ctx, t.schoolA.schoolId, ['list-user']);
    const lt = await t.api.login(lister.username, lister.password);
    expect((await t.api.get('/api/user', { token: lt })).status).toBe(200);
    expect((await t.api.get(`/api/user/${u.body.id}`, { token: lt })).status).toBe(403);
    expect((await addUser(lt, userBody(role))).status).toBe(403);
    expect((await t.api.put(`/api/user/${u.body.id}`, { token: lt, body: { fullname: 'x y', role_id: role, status: 'Active' } })).status).toBe(403);
    expect((await t.api.put(`/api/user/${u.body.id}/classes`, { token: lt, body: { class_ids: [] } })).status).toBe(403);
    expect((await t.api.post(`/api/user/${u.body.id}/reset-password`, { token: lt, body: { password: 'Abc12345' } })).status).toBe(403);
    expect((await t.api.post(`/api/user/${u.body.id}/revoke`, { token: lt })).status).toBe(403);

    const viewer = await seedUser(t.ctx, t.schoolA.schoolId, ['view-user', 'user-class']);
    const vt = await t.api.login(viewer.username, viewer.password);
    expect((await t.api.get(`/api/user/${u.body.id}`, { token: vt })).status).toBe(200);
    expect((await t.api.get('/api/user', { token: vt })).status).toBe(403);
    expect((await t.api.put(`/api/user/${u.body.id}/classes`, { token: vt, body: { class_ids: [] } })).status).toBe(200);

    const writer = await seedUser(t.ctx, t.schoolA.schoolId, ['add-user', 'update-user']);
    const wt = await t.api.login(writer.username, writer.password);
    expect((await addUser(wt, userBody(role))).status).toBe(201);
    expect((await t.api.put(`/api/user/${u.body.id}`, { token: wt, body: { fullname: 'x y', role_id: role, status: 'Active' } })).status).toBe(200);
    expect((await t.api.post(`/api/user/${u.body.id}/revoke`, { token: wt })).status).toBe(200);
  });
});

describe('nobody grants what they do not hold', () => {
  const namedClass = async () => {
    const name = unique('Class ');
    const id = (await t.api.post('/api/class', { token: t.adminA, body: { name } })).body.id as number;
    return { id, name };
  };
  const row = async (id: number) => (await t.ctx.database.db.select().from(users).where(eq(users.id, id)))[0];
  const classesOf = async (id: number) => (await t.api.get(`/api/user/${id}`, { token: t.adminA })).body.class_ids as number[];
  const signIn = (u: { username: string; password: string }) => t.api.login(u.username, u.password);

  it('an add-user holder cannot create a user with privileges or classes beyond their own', async () => {
    const [ours, theirs] = [await namedClass(), await namedClass()];
    const holder = await seedUser(t.ctx, t.schoolA.schoolId, ['add-user', 'list-class'], { classIds: [ours.id] });
    const token = await signIn(holder);

    const strong = userBody(await addRole(t.adminA, ['list-class', 'add-student', 'list-exam']));
    const refused = await addUser(token, strong);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You cannot grant privileges you do not hold: add-student, list-exam.');
    expect(await t.ctx.database.db.select().from(users).where(eq(users.username, strong.username))).toEqual([]);

    const wide = userBody(await addRole(t.adminA, ['list-class']), { class_ids: [ours.id, theirs.id] });
    const widened = await addUser(token, wide);
    expect(widened.status).toBe(403);
    expect(widened.body.message).toBe(`You cannot assign classes you are not assigned to: ${theirs.name}.`);
    expect(await t.ctx.database.db.select().from(users).where(eq(users.username, wide.username))).toEqual([]);

    const subset = await addUser(token, userBody(await addRole(t.adminA, ['list-class']), { class_ids: [ours.id] }));
    expect(subset.status).toBe(201);
    expect(await classesOf(subset.body.id)).toEqual([ours.id]);
    // An Admin is unaffected.
    expect((await addUser(t.adminA, { ...wide, username: unique('u.') })).status).toBe(201);
  });

  it("an update-user holder cannot take over a stronger account by resetting its password", async () => {
    const holder = await seedUser(t.ctx, t.schoolA.schoolId, ['update-user', 'view-user']);
    const token = await signIn(holder);
    const stronger = await seedUser(t.ctx, t.schoolA.schoolId, ['update-user', 'add-student']);
    const classOfTheirs = await addClass(t.adminA);
    const teacher = await seedUser(t.ctx, t.schoolA.schoolId, ['view-user'], { classIds: [classOfTheirs] });
    const peer = await seedUser(t.ctx, t.schoolA.schoolId, ['view-user']);
    const hashOf = async (id: number) => (await t.ctx.database.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.h;
    const before = await hashOf(stronger.id);

    const up = await t.api.post(`/api/user/${stronger.id}/reset-password`, { token, body: { password: 'Owned123!' } });
    expect(up.status).toBe(403);
    expect(up.body.message).toContain('add-student');
    expect(await hashOf(stronger.id)).toBe(before);
    expect((await t.api.post(`/api/user/${teacher.id}/reset-password`, { token, body: { password: 'Owned123!' } })).status).toBe(403);
    expect((await t.api.post(`/api/user/${peer.id}/reset-password`, { token, body: { password: 'Fresh123!' } })).status).toBe(200);
  });

  it('an update-user holder cannot change their own role, nor move anyone to a stronger one', async () => {
    const holder = await seedUser(t.ctx, t.schoolA.schoolId, ['update-user', 'view-user']);
    const token = await signIn(holder);
    const stronger = await addRole(t.adminA, ['update-user', 'view-user', 'add-student']);
    const weaker = await addRole(t.adminA, ['view-user']);

    const self = await t.api.put(`/api/user/${holder.id}`, { token, body: { fullname: 'Me', role_id: stronger, status: 'Active' } });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot change your own role.');
    expect((await t.api.put(`/api/user/${holder.id}`, { token, body: { fullname: 'Me', role_id: weaker, status: 'Active' } })).status).toBe(403);
    expect(await row(holder.id)).toMatchObject({ roleId: holder.roleId, fullname: 'Test User' });
    // Renaming themselves, keeping their role, is not a grant.
    expect((await t.api.put(`/api/user/${holder.id}`, { token, body: { fullname: 'Me Renamed', role_id: holder.roleId, status: 'Active' } })).status).toBe(200);

    const other = await addUser(t.adminA, userBody(weaker));
    const up = await t.api.put(`/api/user/${other.body.id}`, { token, body: { fullname: 'Up', role_id: stronger, status: 'Active' } });
    expect(up.status).toBe(403);
    expect(up.body.message).toBe('You cannot grant privileges you do not hold: add-student.');
    expect(await row(other.body.id)).toMatchObject({ roleId: weaker, fullname: 'Jane Teacher' });

    const sideways = await addRole(t.adminA, ['update-user']);
    expect((await t.api.put(`/api/user/${other.body.id}`, { token, body: { fullname: 'Moved', role_id: sideways, status: 'Active' } })).status).toBe(200);
    expect(await row(other.body.id)).toMatchObject({ roleId: sideways, fullname: 'Moved' });
    // A user who already holds more keeps it when only their name changes.
    const senior = await addUser(t.adminA, userBody(stronger));
    expect((await t.api.put(`/api/user/${senior.body.id}`, { token, body: { fullname: 'Senior', role_id: stronger, status: 'Active' } })).status).toBe(200);
  });

  it('a user-class holder cannot change their own classes, nor assign classes they lack', async () => {
    const [ours, theirs] = [await namedClass(), await namedClass()];
    const holder = await seedUser(t.ctx, t.schoolA.schoolId, ['user-class'], { classIds: [ours.id] });
    const token = await signIn(holder);

    const self = await t.api.put(`/api/user/${holder.id}/classes`, { token, body: { class_ids: [ours.id, theirs.id] } });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot change your own classes.');
    expect(await classesOf(holder.id)).toEqual([ours.id]);

    const other = await addUser(t.adminA, userBody(await addRole(t.adminA)));
    const wide = await t.api.put(`/api/user/${other.body.id}/classes`, { token, body: { class_ids: [ours.id, theirs.id] } });
    expect(wide.status).toBe(403);
    expect(wide.body.message).toBe(`You cannot assign classes you are not assigned to: ${theirs.name}.`);
    expect(await classesOf(other.body.id)).toEqual([]);

    expect((await t.api.put(`/api/user/${other.body.id}/classes`, { token, body: { class_ids: [ours.id] } })).status).toBe(200);
    expect(await classesOf(other.body.id)).toEqual([ours.id]);
    // A class the user already has is kept, not granted; taking it away is allowed.
    await t.api.put(`/api/user/${other.body.id}/classes`, { token: t.adminA, body: { class_ids: [theirs.id] } });
    expect((await t.api.put(`/api/user/${other.body.id}/classes`, { token, body: { class_ids: [theirs.id, ours.id] } })).status).toBe(200);
    expect((await t.api.put(`/api/user/${other.body.id}/classes`, { token, body: { class_ids: [ours.id] } })).status).toBe(200);
    expect(await classesOf(other.body.id)).toEqual([ours.id]);
  });
});

describe('the staff record (user to employee)', () => {
  const shown = async (id: number) => (await t.api.get(`/api/user/${id}`, { token: t.adminA })).body;
  const edit = (id: number, body: object, token = t.adminA) => t.api.put(`/api/user/${id}`, { token, body: { fullname: 'Jane Teacher', status: 'Active', ...body } });
  const signIn = async (username: string) => t.api.login(username, PASSWORD);

  it('links a new user to an employee; the list, the account and the session show it', async () => {
    const teacher = await seedEmployee(t.ctx, t.schoolA.schoolId);
    const role = await addRole(t.adminA, ['list-timetable']);
    const body = userBody(role, { employee_id: teacher.id });
    const added = await addUser(t.adminA, body);
    expect(added.status).toBe(201);
    expect(await shown(added.body.id)).toMatchObject({ employee_id: teacher.id, employee_name: `Ada ${teacher.lastName}` });
    const listed = await t.api.get(`/api/user?search=${body.username}`, { token: t.adminA });
    expect(listed.body.data[0]).toMatchObject({ employee_id: teacher.id, employee_name: `Ada ${teacher.lastName}` });

    const login = await t.api.post('/api/auth/login', { body: { username: body.username, password: PASSWORD } });
    expect(login.body.user.employee_id).toBe(teacher.id);
    const token = login.body.token as string;
    expect((await t.api.get('/api/auth', { token })).body.employee_id).toBe(teacher.id);
    // An account without one says so, rather than leaving the field out.
    expect((await t.api.get('/api/auth', { token: t.adminA })).body.employee_id).toBeNull();
    expect((await shown((await addUser(t.adminA, userBody(role))).body.id)).employee_id).toBeNull();

    const logged = await t.ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'user'));
    expect(logged.find((r) => r.action === 'create' && r.entityIds.includes(added.body.id))?.detail).toMatchObject({ employee_id: teacher.id });
  });

  it('links, keeps and clears on edit: absent keeps it, null clears it, and the session follows', async () => {
    const [first, second] = [await seedEmployee(t.ctx, t.schoolA.schoolId), await seedEmployee(t.ctx, t.schoolA.schoolId, 'staff')];
    const role = await addRole(t.adminA);
    const body = userBody(role);
    const u = (await addUser(t.adminA, body)).body.id as number;
    const token = await signIn(body.username);

    expect((await edit(u, { role_id: role, employee_id: first.id })).status).toBe(200);
    expect((await t.api.get('/api/auth', { token })).body.employee_id).toBe(first.id);
    expect((await edit(u, { role_id: role, fullname: 'Jane Renamed' })).status).toBe(200);
    expect(await shown(u)).toMatchObject({ fullname: 'Jane Renamed', employee_id: first.id });
    // Any staff member may hold an account, not only teachers.
    expect((await edit(u, { role_id: role, employee_id: second.id })).status).toBe(200);
    expect((await shown(u)).employee_id).toBe(second.id);
    const changed = await t.ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'user'), eq(auditLog.action, 'update')));
    expect(changed.filter((r) => r.entityIds.includes(u)).at(-1)?.detail).toMatchObject({ employee_id: [first.id, second.id] });

    expect((await edit(u, { role_id: role, employee_id: null })).status).toBe(200);
    expect(await shown(u)).toMatchObject({ employee_id: null, employee_name: null });
    expect((await t.api.get('/api/auth', { token })).body.employee_id).toBeNull();
    // The first record is free again.
    expect((await addUser(t.adminA, userBody(role, { employee_id: first.id }))).status).toBe(201);
  });

  it('refuses a second account for one staff record with a 409 naming employee_id, even when two race', async () => {
    const teacher = await seedEmployee(t.ctx, t.schoolA.schoolId);
    const role = await addRole(t.adminA);
    const owner = await addUser(t.adminA, userBody(role, { employee_id: teacher.id }));
    expect(owner.status).toBe(201);
    const dup = userBody(role, { employee_id: teacher.id });
    const refused = await addUser(t.adminA, dup);
    expect(refused.status).toBe(409);
    expect(refused.body.issues).toEqual([{ path: 'employee_id', message: 'Another user already has this staff record.' }]);
    expect(await t.ctx.database.db.select().from(users).where(eq(users.username, dup.username))).toEqual([]);

    const other = (await addUser(t.adminA, userBody(role))).body.id as number;
    const moved = await edit(other, { role_id: role, employee_id: teacher.id });
    expect(moved.status).toBe(409);
    expect(moved.body.issues).toEqual([{ path: 'employee_id', message: 'Another user already has this staff record.' }]);
    expect(await shown(other)).toMatchObject({ employee_id: null, fullname: 'Jane Teacher' });
    // Saving the owner with its own record again is no conflict.
    expect((await edit(owner.body.id, { role_id: role, employee_id: teacher.id })).status).toBe(200);

    const fresh = await seedEmployee(t.ctx, t.schoolA.schoolId);
    const raced = await Promise.all([addUser(t.adminA, userBody(role, { employee_id: fresh.id })), addUser(t.adminA, userBody(role, { employee_id: fresh.id }))]);
    expect(raced.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await t.ctx.database.db.select({ id: users.id }).from(users).where(eq(users.employeeId, fresh.id))).toHaveLength(1);
  });

  it("refuses another school's, an unknown and an inactive employee with a 422 naming employee_id; a bad id is a 400", async () => {
    const theirs = await seedEmployee(t.ctx, t.schoolB.schoolId);
    const gone = await seedEmployee(t.ctx, t.schoolA.schoolId, 'teacher', 'Inactive');
    const role = await addRole(t.adminA);
    for (const [employeeId, message] of [
      [theirs.id, 'The staff record does not exist.'],
      [999_999_999, 'The staff record does not exist.'],
      [gone.id, 'The staff record is not active: choose an active employee.'],
    ] as const) {
      const body = userBody(role, { employee_id: employeeId });
      const res = await addUser(t.adminA, body);
      expect(res.status).toBe(422);
      expect(res.body.issues).toEqual([{ path: 'employee_id', message }]);
      expect(await t.ctx.database.db.select().from(users).where(eq(users.username, body.username))).toEqual([]);
    }
    const u = (await addUser(t.adminA, userBody(role))).body.id as number;
    const cross = await edit(u, { role_id: role, employee_id: theirs.id });
    expect(cross.status).toBe(422);
    expect(cross.body.issues[0].path).toBe('employee_id');
    expect((await edit(u, { role_id: role, employee_id: gone.id })).status).toBe(422);
    for (const bad of ['x', 0, -3, 1.5]) {
      expect(paths(await addUser(t.adminA, userBody(role, { employee_id: bad })))).toEqual(['employee_id']);
      expect(paths(await edit(u, { role_id: role, employee_id: bad }))).toEqual(['employee_id']);
    }
    expect((await shown(u)).employee_id).toBeNull();
    // School B's users cannot be linked from school A either: the account itself is a 404.
    const theirUser = (await addUser(t.adminB, userBody(await addRole(t.adminB)))).body.id as number;
    expect((await edit(theirUser, { role_id: role, employee_id: (await seedEmployee(t.ctx, t.schoolA.schoolId)).id })).status).toBe(404);
  });

  it('keeps a link whose employee has since left, until it is changed', async () => {
    const teacher = await seedEmployee(t.ctx, t.schoolA.schoolId);
    const role = await addRole(t.adminA);
    const u = (await addUser(t.adminA, userBody(role, { employee_id: teacher.id }))).body.id as number;
    await t.ctx.database.db.update(employees).set({ status: 'Inactive' }).where(eq(employees.id, teacher.id));
    expect((await edit(u, { role_id: role, fullname: 'Still Here', employee_id: teacher.id })).status).toBe(200);
    expect(await shown(u)).toMatchObject({ fullname: 'Still Here', employee_id: teacher.id });
    expect((await edit(u, { role_id: role, employee_id: null })).status).toBe(200);
    expect((await edit(u, { role_id: role, employee_id: teacher.id })).status).toBe(422);
  });

  it("lists the school's active staff for the select, with the account each is linked to", async () => {
    const school = await seedSchool(t.ctx);
    const admin = await t.api.login(school.adminUsername, school.adminPassword);
    const [teacher, driver] = [await seedEmployee(t.ctx, school.schoolId), await seedEmployee(t.ctx, school.schoolId, 'driver')];
    await seedEmployee(t.ctx, school.schoolId, 'staff', 'Inactive');
    await seedEmployee(t.ctx, t.schoolB.schoolId);
    const body = userBody(await addRole(admin), { employee_id: teacher.id });
    const linked = (await addUser(admin, body)).body.id as number;

    const res = await t.api.get('/api/user/staff', { token: admin });
    expect(res.status).toBe(200);
    const byId = (id: number) => res.body.find((o: { id: number }) => o.id === id);
    expect(res.body.map((o: { id: number }) => o.id).sort()).toEqual([teacher.id, driver.id].sort());
    expect(byId(teacher.id)).toEqual({
      id: teacher.id, fullname: `Ada ${teacher.lastName}`, number: expect.any(String), job_title: 'Teacher', user_id: linked, username: body.username,
    });
    expect(byId(driver.id)).toMatchObject({ user_id: null, username: null });
    expect(JSON.stringify(res.body)).not.toMatch(/salary|phone|bank/i);

    for (const [privileges, status] of [[['add-user'], 200], [['update-user'], 200], [['list-user', 'view-user'], 403]] as const) {
      const holder = await seedUser(t.ctx, school.schoolId, [...privileges]);
      expect((await t.api.get('/api/user/staff', { token: await t.api.login(holder.username, holder.password) })).status).toBe(status);
    }
  });
});
