import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LeaveRequest } from '@contract';
import { readRows } from '../../../db/client';
import { twoSchools } from '../../../test/schools';
import { addType, auditOf, linkAdmin, seedCover, seedStaff, seedYear, staffUser, YEAR_2010, YEAR_2040 } from './leave-fixture';

const t = twoSchools();
const REQUESTS = '/api/employees/leave/requests';

/** School A: Amina (signs in), Ben (signs in, covers lessons), an approver with a staff record, the office, and the Admin as Head. */
const s = {} as {
  amina: number;
  ben: number;
  head: number;
  approverStaff: number;
  aminaToken: string;
  benToken: string;
  approverToken: string;
  officeToken: string;
  plainToken: string;
  sick: number;
  annual: number;
};

beforeAll(async () => {
  const a = t.schoolA.schoolId;
  await seedYear(t, a, YEAR_2040);
  await seedYear(t, a, YEAR_2010);
  s.amina = await seedStaff(t, a, 'Amina', 'Yusuf');
  s.ben = await seedStaff(t, a, 'Ben', 'Okoro');
  s.head = await seedStaff(t, a, 'Grace', 'Head');
  s.approverStaff = await seedStaff(t, a, 'Hope', 'Mensah');
  await linkAdmin(t, t.schoolA.adminId, s.head);
  s.aminaToken = (await staffUser(t, a, s.amina)).token;
  s.benToken = (await staffUser(t, a, s.ben)).token;
  s.approverToken = (await staffUser(t, a, s.approverStaff, ['approve-leave'])).token;
  s.officeToken = (await staffUser(t, a, null, ['update-employee'])).token;
  s.plainToken = (await staffUser(t, a, null, ['list-employee'])).token;
  s.sick = await addType(t, t.adminA, { name: 'Sick leave', days_per_year: 20 });
  s.annual = await addType(t, t.adminA, { name: 'Annual leave', days_per_year: 3 });
});

const ask = async (token: string, body: Record<string, unknown>) => {
  const res = await t.api.post(REQUESTS, { token, body: { leave_type_id: s.sick, ...body } });
  if (res.status !== 201) throw new Error(`request: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as number;
};
const read = async (id: number) => (await t.api.get<LeaveRequest>(`${REQUESTS}/${id}`, { token: t.adminA })).body;
const act = (token: string, id: number, what: 'approve' | 'refuse' | 'cancel', body: Record<string, unknown> = {}) =>
  t.api.post(`${REQUESTS}/${id}/${what}`, { token, body });

describe('approving and refusing leave', () => {
  it('needs approve-leave, and never lets a non-Admin approver decide their own leave', async () => {
    const id = await ask(s.aminaToken, { start_date: '2040-12-03', end_date: '2040-12-04' });
    expect((await act(s.aminaToken, id, 'approve')).status).toBe(403);
    expect((await act(s.officeToken, id, 'approve')).status).toBe(403);
    expect((await act(s.plainToken, id, 'refuse', { note: 'No cover available' })).status).toBe(403);
    expect((await read(id)).status).toBe('Requested');

    const own = await ask(s.approverToken, { start_date: '2040-12-03', end_date: '2040-12-03' });
    const self = await act(s.approverToken, own, 'approve');
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('Your own leave is decided by another approver.');
    expect((await act(s.approverToken, own, 'refuse', { note: 'Changed my mind' })).status).toBe(403);
    // The Admin approves their own.
    const adminOwn = await ask(t.adminA, { start_date: '2040-12-03', end_date: '2040-12-03' });
    expect((await read(adminOwn)).status).toBe('Requested');
    expect((await act(t.adminA, adminOwn, 'approve')).status).toBe(200);
    expect((await read(adminOwn)).status).toBe('Approved');
  });

  it('approves a waiting request from the version read, once', async () => {
    const id = await ask(s.aminaToken, { start_date: '2040-12-10', end_date: '2040-12-11' });
    const stale = await act(s.approverToken, id, 'approve', { version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale');
    const ok = await act(s.approverToken, id, 'approve', { version: 1, note: 'Get well soon' });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Approved: 2 days of Sick leave for Amina Yusuf (10–11 Dec 2040).');
    expect(await read(id)).toMatchObject({ status: 'Approved', version: 2, decided_by_name: 'Test User', decision_note: 'Get well soon', decided_at: expect.any(String) });
    const again = await act(s.approverToken, id, 'approve', { version: 2 });
    expect(again.status).toBe(409);
    expect(again.body.issues[0].path).toBe('status');
    expect((await act(s.approverToken, id, 'refuse', { note: 'Too late now' })).status).toBe(409);
    expect(await auditOf(t, 'leave_request', id)).toEqual(['create', 'approve']);
  });

  it('refuses with a reason only, and refused leave no longer blocks those days', async () => {
    const id = await ask(s.aminaToken, { start_date: '2040-12-17', end_date: '2040-12-17' });
    const silent = await act(s.approverToken, id, 'refuse', {});
    expect(silent.status).toBe(400);
    expect(silent.body.issues[0].path).toBe('note');
    expect((await act(s.approverToken, id, 'refuse', { note: '  ' })).status).toBe(400);
    const refused = await act(s.approverToken, id, 'refuse', { note: 'Exams week' });
    expect(refused.body.message).toBe('Refused: 1 day of Sick leave for Amina Yusuf (17 Dec 2040).');
    expect(await read(id)).toMatchObject({ status: 'Refused', decision_note: 'Exams week' });
    expect((await act(s.approverToken, id, 'approve')).status).toBe(409);
    await ask(s.aminaToken, { start_date: '2040-12-17', end_date: '2040-12-17' });
    expect(await auditOf(t, 'leave_request', id)).toEqual(['create', 'refuse']);
  });

  it('checks the balance again on approval', async () => {
    const id = await ask(s.aminaToken, { leave_type_id: s.annual, start_date: '2041-01-07', end_date: '2041-01-08' });
    // The school cuts the type to one day a year before the request is decided.
    await t.api.put(`/api/employees/leave/types/${s.annual}`, {
      token: t.adminA,
      body: { name: 'Annual leave', days_per_year: 1, paid: true, carries_over: false, needs_approval: true, status: 'Active' },
    });
    const res = await act(s.approverToken, id, 'approve');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Only 1 day of Annual leave is left in 2040/2041: this is 2 days.');
    expect((await read(id)).status).toBe('Requested');
  });
});

describe('cancelling leave', () => {
  const coverCount = async (requestId: number) =>
    (await readRows(t.ctx.database.db, v.object({ n: v.number() }), sql`select count(*)::int as n from cover_assignments where leave_request_id = ${requestId}`))[0]!.n;

  it("lets the employee cancel their own while it waits or before it starts, and frees the lessons covered for it", async () => {
    const waiting = await ask(s.aminaToken, { start_date: '2041-02-04', end_date: '2041-02-04' });
    const res = await act(s.aminaToken, waiting, 'cancel', { version: 1 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Cancelled: 1 day of Sick leave for Amina Yusuf (4 Feb 2041).');
    expect(await read(waiting)).toMatchObject({ status: 'Cancelled', decided_by_name: 'Test User' });
    expect((await act(s.aminaToken, waiting, 'cancel')).status).toBe(409);

    const approved = await ask(s.aminaToken, { start_date: '2041-02-11', end_date: '2041-02-12' });
    await act(s.approverToken, approved, 'approve');
    await seedCover(t, t.schoolA.schoolId, { requestId: approved, absentId: s.amina, coverId: s.ben }, '2041-02-11');
    await seedCover(t, t.schoolA.schoolId, { requestId: approved, absentId: s.amina, coverId: s.ben }, '2041-02-12');
    expect(await coverCount(approved)).toBe(2);
    const stale = await act(s.aminaToken, approved, 'cancel', { version: 1 });
    expect(stale.body.code).toBe('stale');
    const cancelled = await act(s.aminaToken, approved, 'cancel', { version: 2 });
    expect(cancelled.body.message).toBe('Cancelled: 2 days of Sick leave for Amina Yusuf (11–12 Feb 2041). Its 2 cover lessons were removed.');
    expect(await coverCount(approved)).toBe(0);
    expect(await auditOf(t, 'leave_request', approved)).toEqual(['create', 'approve', 'cancel']);
  });

  it('leaves leave that has begun to the office, and others’ leave to Admin, approve-leave or update-employee', async () => {
    const begun = await ask(s.officeToken, { employee_id: s.amina, start_date: '2010-11-01', end_date: '2010-11-02' });
    await act(s.approverToken, begun, 'approve');
    const own = await act(s.aminaToken, begun, 'cancel');
    expect(own.status).toBe(422);
    expect(own.body.issues[0].path).toBe('status');
    expect((await act(s.benToken, begun, 'cancel')).status).toBe(403);
    expect((await act(s.plainToken, begun, 'cancel')).status).toBe(403);
    expect((await read(begun)).status).toBe('Approved');
    expect((await act(s.officeToken, begun, 'cancel')).status).toBe(200);

    const bens = await ask(s.benToken, { start_date: '2041-03-04', end_date: '2041-03-04' });
    expect((await act(s.approverToken, bens, 'cancel')).status).toBe(200);
    const bensNext = await ask(s.benToken, { start_date: '2041-03-05', end_date: '2041-03-05' });
    expect((await act(t.adminA, bensNext, 'cancel')).status).toBe(200);
  });
});

describe('tenancy', () => {
  it("answers 404 to another school's Admin and changes nothing", async () => {
    const id = await ask(s.aminaToken, { start_date: '2041-04-01', end_date: '2041-04-01' });
    expect((await act(t.adminB, id, 'approve')).status).toBe(404);
    expect((await act(t.adminB, id, 'refuse', { note: 'Not yours' })).status).toBe(404);
    expect((await act(t.adminB, id, 'cancel')).status).toBe(404);
    expect((await t.api.get(`${REQUESTS}/${id}`, { token: t.adminB })).status).toBe(404);
    expect(await read(id)).toMatchObject({ status: 'Requested', version: 1 });
    expect(await auditOf(t, 'leave_request', id)).toEqual(['create']);
    expect((await act(s.approverToken, 999_999, 'approve')).status).toBe(404);
  });
});
