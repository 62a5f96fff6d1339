import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRIVILEGE_MODULES } from '@contract';
import { auditLog, roles, users } from '../../../db/schema';
import { seedUser } from '../../../test/fixtures';
import { seedSchool, unique } from '../../../test/harness';
import { twoSchools } from '../../../test/schools';

const t = twoSchools();


const addRole = (token: string, body: object) => t.api.post('/api/settings/roles', { token, body });
const roleBody = (privileges: string[] = ['list-class'], extra: object = {}) => ({ name: unique('Role '), privileges, ...extra });
const paths = (res: { body: { issues?: { path: string }[] } }) => (res.body.issues ?? []).map((i) => i.path).sort();
const privilegesOf = async (id: number) => (await t.ctx.database.db.select({ p: roles.privileges }).from(roles).where(eq(roles.id, id)))[0]!.p;


describe('roles', () => {
  it('adds, shows, edits and lists roles with the built-in Admin first and user counts', async () => {
    const school = await seedSchool(t.ctx);
    const admin = await t.api.login(school.adminUsername, school.adminPassword);
    const teacher = await addRole(admin, { name: 'Teacher', privileges: ['list-class', 'list-section', 'list-class'] });
    expect(teacher.status).toBe(201);
    const clerk = await addRole(admin, { name: 'Clerk', privileges: [] });
    await t.ctx.database.db.insert(users).values({ schoolId: school.schoolId, username: unique('t'), fullname: 'T', passwordHash: 'x', roleId: teacher.body.id });

    const shown = await t.api.get(`/api/settings/roles/${teacher.body.id}`, { token: admin });
    expect(shown.body).toEqual({ id: teacher.body.id, name: 'Teacher', privileges: ['list-class', 'list-section'], builtin: false, users: 1, version: 1 });
    expect((await t.api.get('/api/settings/roles/-100', { token: admin })).body).toEqual({ id: -100, name: 'Admin', privileges: [], builtin: true, users: 1, version: 0 });

    const list = await t.api.get('/api/settings/roles', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 3, page: 1, limit: 100 });
    expect(list.body.data.map((r: { name: string }) => r.name)).toEqual(['Admin', 'Clerk', 'Teacher']);
    expect(list.body.data[0]).toMatchObject({ id: -100, builtin: true, users: 1 });
    const desc = await t.api.get('/api/settings/roles?sort=name&order=desc', { token: admin });
    expect(desc.body.data.map((r: { name: string }) => r.name)).toEqual(['Admin', 'Teacher', 'Clerk']);
    const page2 = await t.api.get('/api/settings/roles?limit=2&page=2', { token: admin });
    expect(page2.body).toMatchObject({ total: 3, page: 2 });
    expect(page2.body.data.map((r: { name: string }) => r.name)).toEqual(['Teacher']);
    expect((await t.api.get('/api/settings/roles?search=cler', { token: admin })).body.data.map((r: { name: string }) => r.name)).toEqual(['Clerk']);
    expect((await t.api.get('/api/settings/roles?search=adm', { token: admin })).body.data.map((r: { name: string }) => r.name)).toEqual(['Admin']);
    expect((await t.api.get(`/api/settings/roles?search=${encodeURIComponent('%')}`, { token: admin })).body.total).toBe(0);

    const edit = await t.api.put(`/api/settings/roles/${clerk.body.id}`, { token: admin, body: { name: 'Office clerk', privileges: ['list-parents'] } });
    expect(edit.status).toBe(200);
    expect((await t.api.get(`/api/settings/roles/${clerk.body.id}`, { token: admin })).body).toMatchObject({ name: 'Office clerk', privileges: ['list-parents'] });
    const logged = await t.ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'role'));
    expect(logged.filter((r) => r.entityIds.includes(clerk.body.id)).map((r) => r.action)).toEqual(['create', 'update']);
  });

  it('refuses privileges outside the catalogue, and bad or oversized fields, writing nothing', async () => {
    const name = unique('Bad ');
    const unknown = await addRole(t.adminA, { name, privileges: ['list-class', 'rule-the-world'] });
    expect(unknown.status).toBe(400);
    expect(paths(unknown)).toEqual(['privileges']);
    // The spec's spellings are the catalogue: the "corrected" spelling is not in it.
    expect((await addRole(t.adminA, { name, privileges: ['list-performance-student'] })).status).toBe(400);
    expect((await addRole(t.adminA, { name, privileges: ['list-perfomance-student', 'attadence-config'] })).status).toBe(201);
    const missing = await addRole(t.adminA, {});
    expect(paths(missing)).toEqual(['name']);
    const wrong = await addRole(t.adminA, { name: 'x'.repeat(61), privileges: 'list-class' });
    expect(paths(wrong)).toEqual(['name', 'privileges']);
    expect(paths(await addRole(t.adminA, { name: 'Numbers', privileges: [1, 2] }))[0]).toMatch(/^privileges/);
    const before = (await t.api.get('/api/settings/roles?search=Numbers', { token: t.adminA })).body.total;
    expect(before).toBe(0);

    const hostile = "'; drop table users; --";
    const made = await addRole(t.adminA, { name: hostile, privileges: [] });
    expect(made.status).toBe(201);
    expect((await t.api.get(`/api/settings/roles/${made.body.id}`, { token: t.adminA })).body.name).toBe(hostile);
    expect(await t.api.login(t.schoolA.adminUsername, t.schoolA.adminPassword)).toBeTruthy();
    const put = await t.api.put(`/api/settings/roles/${made.body.id}`, { token: t.adminA, body: { name: hostile, privileges: ['nope'] } });
    expect(put.status).toBe(400);
    expect(await privilegesOf(made.body.id)).toEqual([]);
  });

  it('refuses a duplicate name, in any case, with a 409 naming name', async () => {
    const body = roleBody();
    expect((await addRole(t.adminA, body)).status).toBe(201);
    const dup = await addRole(t.adminA, { ...body, name: body.name.toUpperCase() });
    expect(dup.status).toBe(409);
    expect(dup.body.issues).toEqual([{ path: 'name', message: 'A role with this name already exists.' }]);
    expect((await addRole(t.adminB, body)).status).toBe(201);
    const other = await addRole(t.adminA, roleBody());
    const clash = await t.api.put(`/api/settings/roles/${other.body.id}`, { token: t.adminA, body: { name: body.name, privileges: [] } });
    expect(clash.status).toBe(409);
    expect(clash.body.issues[0].path).toBe('name');
  });

  it('never lets the Admin role be changed or deleted', async () => {
    const put = await t.api.put('/api/settings/roles/-100', { token: t.adminA, body: { name: 'Boss', privileges: [] } });
    expect(put.status).toBe(422);
    expect(put.body.message).toBe('The Admin role cannot be changed.');
    const del = await t.api.del('/api/settings/roles/-100', { token: t.adminA });
    expect(del.status).toBe(422);
    const grant = await t.api.post('/api/settings/roles/modules', { token: t.adminA, body: { role_id: -100, module: 'Exams' } });
    expect(grant.status).toBe(422);
    expect(grant.body.issues[0].path).toBe('role_id');
    expect((await t.api.del('/api/settings/roles/modules?role_id=-100&module=Exams', { token: t.adminA })).status).toBe(422);
    expect((await t.api.get('/api/settings/roles/-100', { token: t.adminA })).body.name).toBe('Admin');
    expect((await t.api.get('/api/settings/roles/-7', { token: t.adminA })).status).toBe(400);
  });

  it('deletes an unused role, and refuses one in use with a 409 counting its users', async () => {
    const unused = await addRole(t.adminA, roleBody());
    const del = await t.api.del(`/api/settings/roles/${unused.body.id}`, { token: t.adminA });
    expect(del.status).toBe(200);
    expect((await t.api.get(`/api/settings/roles/${unused.body.id}`, { token: t.adminA })).status).toBe(404);
    expect((await t.api.del(`/api/settings/roles/${unused.body.id}`, { token: t.adminA })).status).toBe(404);

    const used = await addRole(t.adminA, roleBody());
    for (let i = 0; i < 2; i += 1) {
      await t.api.post('/api/user', { token: t.adminA, body: { username: unique('r.'), fullname: 'Role Holder', password: 'Start123!', role_id: used.body.id } });
    }
    const refused = await t.api.del(`/api/settings/roles/${used.body.id}`, { token: t.adminA });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This role is assigned to 2 users; move them to another role first.');
    expect((await t.api.get(`/api/settings/roles/${used.body.id}`, { token: t.adminA })).body.users).toBe(2);
    const logged = await t.ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'role'));
    expect(logged.some((r) => r.action === 'delete' && r.entityIds.includes(unused.body.id))).toBe(true);
  });

  it('lists the catalogue by module, and grants or revokes a whole module', async () => {
    const modules = await t.api.get('/api/settings/roles/modules', { token: t.adminA });
    expect(modules.status).toBe(200);
    expect(modules.body.map((m: { module: string }) => m.module)).toEqual(Object.keys(PRIVILEGE_MODULES));
    expect(modules.body.find((m: { module: string }) => m.module === 'Parents').privileges).toEqual(['list-parents', 'add-parent', 'update-parent']);

    const role = await addRole(t.adminA, roleBody(['list-class', 'list-parents']));
    const grant = await t.api.post('/api/settings/roles/modules', { token: t.adminA, body: { role_id: role.body.id, module: 'Parents' } });
    expect(grant.status).toBe(200);
    expect(await privilegesOf(role.body.id)).toEqual(['list-class', 'list-parents', 'add-parent', 'update-parent']);
    await t.api.post('/api/settings/roles/modules', { token: t.adminA, body: { role_id: role.body.id, module: 'Parents' } });
    expect(await privilegesOf(role.body.id)).toHaveLength(4);

    const revoke = await t.api.del(`/api/settings/roles/modules?role_id=${role.body.id}&module=Parents`, { token: t.adminA });
    expect(revoke.status).toBe(200);
    expect(await privilegesOf(role.body.id)).toEqual(['list-class']);

    expect(paths(await t.api.post('/api/settings/roles/modules', { token: t.adminA, body: { role_id: role.body.id, module: 'Witchcraft' } }))).toEqual(['module']);
    expect(paths(await t.api.post('/api/settings/roles/modules', { token: t.adminA, body: {} }))).toEqual(['module', 'role_id']);
    expect((await t.api.del(`/api/settings/roles/modules?role_id=${role.body.id}`, { token: t.adminA })).status).toBe(400);
    const theirs = await addRole(t.adminB, roleBody());
    const cross = await t.api.post('/api/settings/roles/modules', { token: t.adminA, body: { role_id: theirs.body.id, module: 'Exams' } });
    expect(cross.status).toBe(422);
    expect(cross.body.issues[0].path).toBe('role_id');
    expect((await t.api.del(`/api/settings/roles/modules?role_id=${theirs.body.id}&module=Classes`, { token: t.adminA })).status).toBe(422);
    expect(await privilegesOf(theirs.body.id)).toEqual(['list-class']);
    const logged = await t.ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'role'));
    expect(logged.filter((r) => r.entityIds.includes(role.body.id)).map((r) => r.action)).toEqual(['create', 'grant-module', 'grant-module', 'revoke-module']);
  });

  it('a role change reaches its users at their next request, without signing in again', async () => {
    const role = await addRole(t.adminA, roleBody(['list-class']));
    const user = await t.api.post('/api/user', { token: t.adminA, body: { username: unique('live.'), fullname: 'Live User', password: 'Start123!', role_id: role.body.id } });
    expect(user.status).toBe(201);
    const token = await t.api.login((await t.api.get(`/api/user/${user.body.id}`, { token: t.adminA })).body.username, 'Start123!');
    expect((await t.api.get('/api/parents', { token })).status).toBe(403);

    await t.api.post('/api/settings/roles/modules', { token: t.adminA, body: { role_id: role.body.id, module: 'Parents' } });
    expect((await t.api.get('/api/parents', { token })).status).toBe(200);
    expect((await t.api.get('/api/auth', { token })).body.privileges).toContain('add-parent');

    await t.api.put(`/api/settings/roles/${role.body.id}`, { token: t.adminA, body: { name: unique('Renamed '), privileges: ['list-parents'] } });
    expect((await t.api.get('/api/parents', { token })).status).toBe(200);
    expect((await t.api.get('/api/class', { token })).status).toBe(403);

    await t.api.del(`/api/settings/roles/modules?role_id=${role.body.id}&module=Parents`, { token: t.adminA });
    expect((await t.api.get('/api/parents', { token })).status).toBe(403);
  });

  it("keeps schools apart: another school's role is a 404, and its users are not counted", async () => {
    const theirs = await addRole(t.adminB, roleBody());
    expect((await t.api.get(`/api/settings/roles/${theirs.body.id}`, { token: t.adminA })).status).toBe(404);
    expect((await t.api.put(`/api/settings/roles/${theirs.body.id}`, { token: t.adminA, body: roleBody() })).status).toBe(404);
    expect((await t.api.del(`/api/settings/roles/${theirs.body.id}`, { token: t.adminA })).status).toBe(404);
    const list = await t.api.get('/api/settings/roles?limit=500', { token: t.adminA });
    expect(list.body.data.some((r: { id: number }) => r.id === theirs.body.id)).toBe(false);
    const adminsA = (await t.api.get('/api/settings/roles/-100', { token: t.adminA })).body.users;
    const adminsB = (await t.api.get('/api/settings/roles/-100', { token: t.adminB })).body.users;
    expect(adminsA).toBeGreaterThanOrEqual(1);
    expect(adminsB).toBe(1);
    expect((await t.api.get(`/api/settings/roles/${theirs.body.id}`, { token: t.adminB })).status).toBe(200);
  });

  it('needs list-, view-, add- and update-role', async () => {
    const role = await addRole(t.adminA, roleBody());
    const lister = await seedUser(t.ctx, t.schoolA.schoolId, ['list-role']);
    const lt = await t.api.login(lister.username, lister.password);
    expect((await t.api.get('/api/settings/roles', { token: lt })).status).toBe(200);
    expect((await t.api.get('/api/settings/roles/modules', { token: lt })).status).toBe(200);
    expect((await t.api.get(`/api/settings/roles/${role.body.id}`, { token: lt })).status).toBe(403);
    expect((await addRole(lt, roleBody())).status).toBe(403);
    expect((await t.api.put(`/api/settings/roles/${role.body.id}`, { token: lt, body: roleBody() })).status).toBe(403);
    expect((await t.api.del(`/api/settings/roles/${role.body.id}`, { token: lt })).status).toBe(403);
    expect((await t.api.post('/api/settings/roles/modules', { token: lt, body: { role_id: role.body.id, module: 'Exams' } })).status).toBe(403);
    expect((await t.api.del(`/api/settings/roles/modules?role_id=${role.body.id}&module=Exams`, { token: lt })).status).toBe(403);

    const nobody = await seedUser(t.ctx, t.schoolA.schoolId, []);
    const nt = await t.api.login(nobody.username, nobody.password);
    expect((await t.api.get('/api/settings/roles', { token: nt })).status).toBe(403);
    expect((await t.api.get('/api/settings/roles/modules', { token: nt })).status).toBe(403);

    const viewer = await seedUser(t.ctx, t.schoolA.schoolId, ['view-role']);
    expect((await t.api.get(`/api/settings/roles/${role.body.id}`, { token: await t.api.login(viewer.username, viewer.password) })).status).toBe(200);

    const editor = await seedUser(t.ctx, t.schoolA.schoolId, ['add-role', 'update-role']);
    const et = await t.api.login(editor.username, editor.password);
    // Only privileges the editor holds: granting more is refused (see "nobody grants what they do not hold").
    const made = await addRole(et, roleBody(['add-role']));
    expect(made.status).toBe(201);
    expect((await t.api.put(`/api/settings/roles/${made.body.id}`, { token: et, body: roleBody(['update-role']) })).status).toBe(200);
    expect((await t.api.del(`/api/settings/roles/modules?role_id=${made.body.id}&module=Roles`, { token: et })).status).toBe(200);
    expect((await t.api.del(`/api/settings/roles/${made.body.id}`, { token: et })).status).toBe(200);
  });
});

describe('the role picker for the user form', () => {
  it('lets add-user or update-user read the role list, and nobody else without list-role', async () => {
    for (const privileges of [['add-user'], ['update-user']] as const) {
      const u = await seedUser(t.ctx, t.schoolA.schoolId, [...privileges]);
      const res = await t.api.get('/api/settings/roles', { token: await t.api.login(u.username, u.password) });
      expect(res.status).toBe(200);
    }
    const nobody = await seedUser(t.ctx, t.schoolA.schoolId, ['list-class']);
    expect((await t.api.get('/api/settings/roles', { token: await t.api.login(nobody.username, nobody.password) })).status).toBe(403);
  });
});

describe('nobody grants what they do not hold', () => {
  const signIn = (u: { username: string; password: string }) => t.api.login(u.username, u.password);

  it('an add-role holder cannot create a role with privileges they lack', async () => {
    const holder = await seedUser(t.ctx, t.schoolA.schoolId, ['add-role', 'list-class']);
    const token = await signIn(holder);
    const body = roleBody(['list-class', 'add-student', 'list-exam']);
    const refused = await addRole(token, body);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You cannot grant privileges you do not hold: add-student, list-exam.');
    expect(await t.ctx.database.db.select().from(roles).where(eq(roles.name, body.name))).toEqual([]);
    expect((await addRole(token, roleBody(['list-class']))).status).toBe(201);
    expect((await addRole(t.adminA, body)).status).toBe(201);
  });

  it('an update-role holder cannot edit the role they hold, nor add privileges they lack', async () => {
    const holder = await seedUser(t.ctx, t.schoolA.schoolId, ['update-role', 'list-class', 'add-class', 'update-class']);
    const token = await signIn(holder);
    const own = await t.api.put(`/api/settings/roles/${holder.roleId}`, { token, body: roleBody(['update-role', 'list-class', 'add-student']) });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You cannot change the role you hold yourself.');
    expect((await t.api.post('/api/settings/roles/modules', { token, body: { role_id: holder.roleId, module: 'Students' } })).status).toBe(403);
    expect(await privilegesOf(holder.roleId)).toEqual(['update-role', 'list-class', 'add-class', 'update-class']);

    const other = (await addRole(t.adminA, roleBody(['list-class']))).body.id as number;
    const wider = await t.api.put(`/api/settings/roles/${other}`, { token, body: roleBody(['list-class', 'add-student']) });
    expect(wider.status).toBe(403);
    expect(wider.body.message).toBe('You cannot grant privileges you do not hold: add-student.');
    const module = await t.api.post('/api/settings/roles/modules', { token, body: { role_id: other, module: 'Parents' } });
    expect(module.status).toBe(403);
    expect(module.body.message).toBe('You cannot grant privileges you do not hold: list-parents, add-parent, update-parent.');
    expect(await privilegesOf(other)).toEqual(['list-class']);

    expect((await t.api.post('/api/settings/roles/modules', { token, body: { role_id: other, module: 'Classes' } })).status).toBe(200);
    expect(await privilegesOf(other)).toEqual(['list-class', 'add-class', 'update-class']);
    expect((await t.api.put(`/api/settings/roles/${other}`, { token, body: roleBody(['add-class']) })).status).toBe(200);
    // Privileges a role already carries are kept, not granted: trimming a stronger role is allowed.
    const senior = (await addRole(t.adminA, roleBody(['list-exam', 'list-class']))).body.id as number;
    expect((await t.api.put(`/api/settings/roles/${senior}`, { token, body: roleBody(['list-exam']) })).status).toBe(200);
    expect(await privilegesOf(senior)).toEqual(['list-exam']);
  });
});
