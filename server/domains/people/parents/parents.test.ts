import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, parents } from '../../../db/schema';
import { verifyPassword } from '../../../lib/passwords';
import { seedUser } from '../../../test/fixtures';
import { unique } from '../../../test/harness';
import { twoSchools } from '../../../test/schools';

const t = twoSchools();


let phoneSeq = 1000;
const phone = () => `+254 700 ${String(phoneSeq++).padStart(6, '0')}`;
const parentBody = (extra: object = {}) => ({ fullname: unique('Parent '), phone: phone(), email: 'p@example.com', ...extra });
const addParent = (token: string, body: object) => t.api.post('/api/parents', { token, body });
const paths = (res: { body: { issues?: { path: string }[] } }) => (res.body.issues ?? []).map((i) => i.path).sort();


describe('parents', () => {
  it('adds, shows and edits a parent, never returning the portal password hash', async () => {
    const body = parentBody({ phone2: '0711 222333', address: '12 Main St', occupation: 'Nurse' });
    const added = await addParent(t.adminA, body);
    expect(added.status).toBe(201);
    const shown = await t.api.get(`/api/parents/${added.body.id}`, { token: t.adminA });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ fullname: body.fullname, phone: body.phone, phone2: '0711 222333', occupation: 'Nurse', status: 'Active', has_portal_password: false });
    expect(JSON.stringify(shown.body)).not.toMatch(/hash/i);

    const edit = await t.api.put(`/api/parents/${added.body.id}`, { token: t.adminA, body: { ...body, fullname: 'Renamed Parent', phone2: '', status: 'Inactive' } });
    expect(edit.status).toBe(200);
    expect((await t.api.get(`/api/parents/${added.body.id}`, { token: t.adminA })).body).toMatchObject({ fullname: 'Renamed Parent', phone2: null, status: 'Inactive' });

    // PUT /parents with the id in the body, as the spec lists it.
    const viaBody = await t.api.put('/api/parents', { token: t.adminA, body: { ...body, id: added.body.id, fullname: 'Body Id Parent' } });
    expect(viaBody.status).toBe(200);
    expect((await t.api.get(`/api/parents/${added.body.id}`, { token: t.adminA })).body.fullname).toBe('Body Id Parent');
    expect((await t.api.put('/api/parents', { token: t.adminA, body })).body.issues[0].path).toBe('id');

    const logged = await t.ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'parent'));
    expect(logged.filter((r) => r.entityIds.includes(added.body.id)).map((r) => r.action)).toEqual(['create', 'update', 'update']);
  });

  it('lists with paging, status filter, escaped search over name, phone and email', async () => {
    const tag = unique('fam');
    for (const n of ['Alpha', 'Beta', 'Gamma']) await addParent(t.adminB, parentBody({ fullname: `${tag} ${n}`, email: `${n.toLowerCase()}@${tag}.org` }));
    await addParent(t.adminB, parentBody({ fullname: `${tag} Delta`, status: 'Inactive' }));
    const page = await t.api.get(`/api/parents?search=${tag}&limit=2&page=2&sort=fullname&order=desc`, { token: t.adminB });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 4, page: 2, limit: 2 });
    expect(page.body.data.map((p: { fullname: string }) => p.fullname)).toEqual([`${tag} Beta`, `${tag} Alpha`]);
    expect(page.body.data[0]).not.toHaveProperty('portal_password_hash');
    const active = await t.api.get(`/api/parents?search=${tag}&status=Active`, { token: t.adminB });
    expect(active.body.total).toBe(3);
    const byEmail = await t.api.get(`/api/parents?search=gamma@${tag}`, { token: t.adminB });
    expect(byEmail.body.data.map((p: { fullname: string }) => p.fullname)).toEqual([`${tag} Gamma`]);
    expect((await t.api.get(`/api/parents?search=${encodeURIComponent('%')}`, { token: t.adminB })).body.total).toBe(0);
    expect((await t.api.get('/api/parents?sort=portal_password_hash', { token: t.adminB })).status).toBe(400);
    expect((await t.api.get('/api/parents?status=Deleted', { token: t.adminB })).status).toBe(400);
  });

  it('refuses a duplicate phone in the same school with a 409 naming phone, but not across schools', async () => {
    const body = parentBody();
    expect((await addParent(t.adminA, body)).status).toBe(201);
    const dup = await addParent(t.adminA, { ...body, fullname: 'Someone Else' });
    expect(dup.status).toBe(409);
    expect(dup.body.issues).toEqual([{ path: 'phone', message: 'A parent with this phone number already exists.' }]);
    expect((await addParent(t.adminB, body)).status).toBe(201);
    // The same clash on edit.
    const other = await addParent(t.adminA, parentBody());
    const clash = await t.api.put(`/api/parents/${other.body.id}`, { token: t.adminA, body: { ...body, fullname: 'Clash' } });
    expect(clash.status).toBe(409);
    expect(clash.body.issues[0].path).toBe('phone');
  });

  it('names missing, wrong-typed and oversized fields, writes nothing, and stores hostile text verbatim', async () => {
    const before = (await t.api.get('/api/parents?limit=1', { token: t.adminA })).body.total;
    const missing = await addParent(t.adminA, {});
    expect(missing.status).toBe(400);
    expect(paths(missing)).toEqual(['fullname', 'phone']);
    const bad = await addParent(t.adminA, { fullname: 'x'.repeat(121), phone: 12345, email: 'not-an-email', address: 'y'.repeat(301), status: 'Gone' });
    expect(bad.status).toBe(400);
    expect(paths(bad)).toEqual(['address', 'email', 'fullname', 'phone', 'status']);
    expect((await addParent(t.adminA, { fullname: 'Ok Name', phone: 'call me maybe' })).body.issues[0].path).toBe('phone');
    expect((await t.api.post('/api/parents', { token: t.adminA, rawBody: '[1,2]' })).status).toBe(400);
    expect((await t.api.get('/api/parents?limit=1', { token: t.adminA })).body.total).toBe(before);

    const hostile = "'; drop table users; --";
    const added = await addParent(t.adminA, parentBody({ fullname: hostile, address: '<script>alert(1)</script>' }));
    expect(added.status).toBe(201);
    const shown = await t.api.get(`/api/parents/${added.body.id}`, { token: t.adminA });
    expect(shown.body).toMatchObject({ fullname: hostile, address: '<script>alert(1)</script>' });
    expect((await t.api.get(`/api/parents?search=${encodeURIComponent(hostile)}`, { token: t.adminA })).body.total).toBe(1);
    // users still exists: signing in still works.
    expect(await t.api.login(t.schoolA.adminUsername, t.schoolA.adminPassword)).toBeTruthy();
  });

  it("keeps schools apart: another school's parent is a 404 everywhere", async () => {
    const theirs = await addParent(t.adminB, parentBody());
    const body = parentBody();
    expect((await t.api.get(`/api/parents/${theirs.body.id}`, { token: t.adminA })).status).toBe(404);
    expect((await t.api.put(`/api/parents/${theirs.body.id}`, { token: t.adminA, body })).status).toBe(404);
    expect((await t.api.put('/api/parents', { token: t.adminA, body: { ...body, id: theirs.body.id } })).status).toBe(404);
    expect((await t.api.post('/api/parents/reset', { token: t.adminA, body: { id: theirs.body.id, password: 'Secr3t!!' } })).status).toBe(404);
    expect((await t.api.get('/api/parents/abc', { token: t.adminA })).status).toBe(400);
    const still = await t.api.get(`/api/parents/${theirs.body.id}`, { token: t.adminB });
    expect(still.body).toMatchObject({ fullname: (await t.api.get(`/api/parents/${theirs.body.id}`, { token: t.adminB })).body.fullname, has_portal_password: false });
    const listA = await t.api.get('/api/parents?limit=500', { token: t.adminA });
    expect(listA.body.data.some((p: { id: number }) => p.id === theirs.body.id)).toBe(false);
  });

  it('resets the portal password by POST and PUT, storing an argon2id hash', async () => {
    const p = await addParent(t.adminA, parentBody());
    const post = await t.api.post('/api/parents/reset', { token: t.adminA, body: { id: p.body.id, password: 'Portal1!' } });
    expect(post.status).toBe(200);
    const [row] = await t.ctx.database.db.select({ hash: parents.portalPasswordHash }).from(parents).where(eq(parents.id, p.body.id));
    expect(row!.hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.hash!, 'Portal1!')).toBe(true);
    expect((await t.api.get(`/api/parents/${p.body.id}`, { token: t.adminA })).body.has_portal_password).toBe(true);

    const put = await t.api.put('/api/parents/reset', { token: t.adminA, body: { id: p.body.id, password: 'Another2' } });
    expect(put.status).toBe(200);
    const [after] = await t.ctx.database.db.select({ hash: parents.portalPasswordHash }).from(parents).where(eq(parents.id, p.body.id));
    expect(await verifyPassword(after!.hash!, 'Another2')).toBe(true);

    const weak = await t.api.post('/api/parents/reset', { token: t.adminA, body: { id: p.body.id, password: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.body.issues[0].path).toBe('password');
    expect((await t.api.post('/api/parents/reset', { token: t.adminA, body: { password: 'Portal1!' } })).body.issues[0].path).toBe('id');
    const [unchanged] = await t.ctx.database.db.select({ hash: parents.portalPasswordHash }).from(parents).where(eq(parents.id, p.body.id));
    expect(unchanged!.hash).toBe(after!.hash);
  });

  it('needs list-parents, add-parent and update-parent', async () => {
    const p = await addParent(t.adminA, parentBody());
    const reader = await seedUser(t.ctx, t.schoolA.schoolId, ['list-parents']);
    const rt = await t.api.login(reader.username, reader.password);
    expect((await t.api.get('/api/parents', { token: rt })).status).toBe(200);
    expect((await t.api.get(`/api/parents/${p.body.id}`, { token: rt })).status).toBe(200);
    expect((await addParent(rt, parentBody())).status).toBe(403);
    expect((await t.api.put(`/api/parents/${p.body.id}`, { token: rt, body: parentBody() })).status).toBe(403);
    expect((await t.api.put('/api/parents', { token: rt, body: { ...parentBody(), id: p.body.id } })).status).toBe(403);
    expect((await t.api.post('/api/parents/reset', { token: rt, body: { id: p.body.id, password: 'Portal1!' } })).status).toBe(403);
    expect((await t.api.put('/api/parents/reset', { token: rt, body: { id: p.body.id, password: 'Portal1!' } })).status).toBe(403);

    const nobody = await seedUser(t.ctx, t.schoolA.schoolId, []);
    const nt = await t.api.login(nobody.username, nobody.password);
    expect((await t.api.get('/api/parents', { token: nt })).status).toBe(403);
    expect((await t.api.get(`/api/parents/${p.body.id}`, { token: nt })).status).toBe(403);
    const today = new Date().toISOString().slice(0, 10);
    expect((await t.api.get(`/api/parents/date?start=${today}&end=${today}`, { token: nt })).status).toBe(403);
    expect((await t.api.get('/api/parents')).status).toBe(401);

    const writer = await seedUser(t.ctx, t.schoolA.schoolId, ['add-parent', 'update-parent']);
    const wt = await t.api.login(writer.username, writer.password);
    expect((await addParent(wt, parentBody())).status).toBe(201);
    expect((await t.api.post('/api/parents/reset', { token: wt, body: { id: p.body.id, password: 'Portal1!' } })).status).toBe(200);
  });

  it('lists the parents created in a date range', async () => {
    const p = await addParent(t.adminB, parentBody());
    const today = new Date().toISOString().slice(0, 10);
    const res = await t.api.get(`/api/parents/date?start=${today}&end=${today}`, { token: t.adminB });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.some((r: { id: number }) => r.id === p.body.id)).toBe(true);
    expect(JSON.stringify(res.body)).not.toMatch(/hash/i);
    expect((await t.api.get(`/api/parents/date?start=${today}&end=${today}`, { token: t.adminA })).body.some((r: { id: number }) => r.id === p.body.id)).toBe(false);
    expect((await t.api.get('/api/parents/date?start=2001-01-01&end=2001-01-31', { token: t.adminB })).body).toEqual([]);
    const bad = await t.api.get(`/api/parents/date?start=${today}&end=2001-01-01`, { token: t.adminB });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe('end');
    expect((await t.api.get('/api/parents/date?start=yesterday&end=2001-01-01', { token: t.adminB })).body.issues[0].path).toBe('start');
  });
});
