import { beforeAll, describe, expect, it } from 'vitest';
import type { LeaveRequest } from '@contract';
import { seedHoliday } from '../../../test/attendance-data';
import { twoSchools } from '../../../test/schools';
import { addType, auditOf, seedStaff, seedYear, staffUser, YEAR_2010, YEAR_2040, YEAR_2041 } from './leave-fixture';

const t = twoSchools();
const REQUESTS = '/api/employees/leave/requests';

/** School A: Amina (a teacher who signs in), Ben (no account), the office and an approver; Thursday 6 Dec 2040 a holiday. */
const s = {} as {
  amina: number;
  ben: number;
  approverStaff: number;
  aminaToken: string;
  officeToken: string;
  approverToken: string;
  headToken: string;
  noStaffToken: string;
  sick: number;
  annual: number;
  unpaid: number;
  casual: number;
  retired: number;
};

beforeAll(async () => {
  const a = t.schoolA.schoolId;
  const y40 = await seedYear(t, a, YEAR_2040);
  await seedYear(t, a, YEAR_2041);
  await seedYear(t, a, YEAR_2010);
  await seedHoliday(t.ctx, a, y40, '2040-12-06');
  s.amina = await seedStaff(t, a, 'Amina', 'Yusuf');
  s.ben = await seedStaff(t, a, 'Ben', 'Okoro');
  s.approverStaff = await seedStaff(t, a, 'Hope', 'Mensah');
  s.aminaToken = (await staffUser(t, a, s.amina)).token;
  s.officeToken = (await staffUser(t, a, null, ['update-employee'])).token;
  s.approverToken = (await staffUser(t, a, s.approverStaff, ['approve-leave'])).token;
  s.headToken = (await staffUser(t, a, null, ['approve-leave', 'update-employee'])).token;
  s.noStaffToken = (await staffUser(t, a, null)).token;
  s.sick = await addType(t, t.adminA, { name: 'Sick leave', days_per_year: 10 });
  s.annual = await addType(t, t.adminA, { name: 'Annual leave', days_per_year: 5 });
  s.unpaid = await addType(t, t.adminA, { name: 'Unpaid leave', days_per_year: null, paid: false });
  s.casual = await addType(t, t.adminA, { name: 'Casual leave', days_per_year: 3, needs_approval: false });
  s.retired = await addType(t, t.adminA, { name: 'Old leave', days_per_year: 3 });
  await t.api.put(`/api/employees/leave/types/${s.retired}`, { token: t.adminA, body: { name: 'Old leave', days_per_year: 3, paid: true, carries_over: false, needs_approval: true, status: 'Inactive' } });
});

const ask = (token: string, body: Record<string, unknown>) => t.api.post(REQUESTS, { token, body });
const read = async (id: number) => (await t.api.get<LeaveRequest>(`${REQUESTS}/${id}`, { token: t.adminA })).body;

describe('asking for leave (POST /api/employees/leave/requests)', () => {
  it('counts school days: a half first day, the weekend and a holiday left out', async () => {
    const res = await ask(s.aminaToken, { leave_type_id: s.sick, start_date: '2040-12-03', end_date: '2040-12-07', half_first_day: true, reason: 'Flu' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Your request for 3½ days of Sick leave has been sent for approval.');
    expect(await read(res.body.id)).toMatchObject({
      employee_id: s.amina,
      employee_name: 'Amina Yusuf',
      leave_type: 'Sick leave',
      days: 3.5,
      half_first_day: true,
      status: 'Requested',
      reason: 'Flu',
      decided_by_name: null,
      requested_by_name: 'Test User',
    });
    expect(await auditOf(t, 'leave_request', res.body.id)).toEqual(['create']);

    const half = await ask(s.aminaToken, { leave_type_id: s.sick, start_date: '2040-12-10', end_date: '2040-12-10', half_last_day: true });
    expect(half.body.message).toBe('Your request for ½ day of Sick leave has been sent for approval.');
    expect((await read(half.body.id)).days).toBe(0.5);
  });

  it('refuses a span with no school day, and leave outside one academic year, at start_date', async () => {
    const weekend = await ask(s.officeToken, { employee_id: s.ben, leave_type_id: s.sick, start_date: '2040-12-08', end_date: '2040-12-09' });
    expect(weekend.status).toBe(422);
    expect(weekend.body.issues[0].path).toBe('start_date');
    expect(weekend.body.message).toBe('There is no school day from 8 Dec 2040 to 9 Dec 2040: there is no leave to take.');
    const holiday = await ask(s.officeToken, { employee_id: s.ben, leave_type_id: s.sick, start_date: '2040-12-06', end_date: '2040-12-06' });
    expect(holiday.status).toBe(422);
    expect(holiday.body.message).toBe('6 Dec 2040 is not a school day: there is no leave to take.');

    const across = await ask(s.officeToken, { employee_id: s.ben, leave_type_id: s.sick, start_date: '2041-08-26', end_date: '2041-09-03' });
    expect(across.status).toBe(422);
    expect(across.body.issues[0].path).toBe('start_date');
    expect(across.body.message).toContain('2040/2041 runs from 1 Sep 2040 to 31 Aug 2041');
    const nowhere = await ask(s.officeToken, { employee_id: s.ben, leave_type_id: s.sick, start_date: '2050-01-03', end_date: '2050-01-04' });
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.message).toBe('No academic year of the school holds 3 Jan 2050: leave is taken within an academic year.');

    const backwards = await ask(s.officeToken, { employee_id: s.ben, leave_type_id: s.sick, start_date: '2040-12-04', end_date: '2040-12-03' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.issues[0].path).toBe('end_date');
    const wrong = await ask(s.officeToken, { employee_id: 'ben', leave_type_id: s.sick, start_date: '2040-13-01', end_date: '2040-12-03', half_first_day: 'yes' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['employee_id', 'half_first_day', 'start_date']);
  });

  it('refuses leave that overlaps Requested or Approved leave (409), but not the other half of a day', async () => {
    // Amina asked for 3-7 Dec (from midday on the 3rd) and the morning of 10 Dec above.
    const clash = await ask(s.aminaToken, { leave_type_id: s.unpaid, start_date: '2040-12-05', end_date: '2040-12-05' });
    expect(clash.status).toBe(409);
    expect(clash.body.issues[0].path).toBe('start_date');
    expect(clash.body.message).toBe('Amina Yusuf already has Sick leave (waiting for approval) on 3–7 Dec 2040.');
    // The afternoon of 10 Dec is free: the morning is taken.
    const afternoon = await ask(s.aminaToken, { leave_type_id: s.unpaid, start_date: '2040-12-10', end_date: '2040-12-11', half_first_day: true });
    expect(afternoon.status).toBe(201);
    expect((await read(afternoon.body.id)).days).toBe(1.5);
    // The morning of 3 Dec is free too, the request before it starting at midday.
    expect((await ask(s.aminaToken, { leave_type_id: s.unpaid, start_date: '2040-11-30', end_date: '2040-12-03', half_last_day: true })).status).toBe(201);
    expect((await ask(s.aminaToken, { leave_type_id: s.unpaid, start_date: '2040-12-03', end_date: '2040-12-03' })).status).toBe(409);
  });

  it('lets only one of two overlapping requests made at once through', async () => {
    const body = { employee_id: s.ben, leave_type_id: s.unpaid, start_date: '2041-05-06', end_date: '2041-05-08' };
    const both = await Promise.all([ask(s.officeToken, body), ask(s.officeToken, { ...body, start_date: '2041-05-07', end_date: '2041-05-09' })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('refuses more days than are left of a limited type, counting pending requests, but not of an unlimited one', async () => {
    const four = await ask(s.aminaToken, { leave_type_id: s.annual, start_date: '2041-01-07', end_date: '2041-01-10' });
    expect(four.status).toBe(201);
    const two = await ask(s.aminaToken, { leave_type_id: s.annual, start_date: '2041-01-14', end_date: '2041-01-15' });
    expect(two.status).toBe(422);
    expect(two.body.issues[0].path).toBe('end_date');
    expect(two.body.message).toBe('Only 1 day of Annual leave is left in 2040/2041, with 4 days waiting for approval: this is 2 days.');
    expect((await ask(s.aminaToken, { leave_type_id: s.annual, start_date: '2041-01-14', end_date: '2041-01-14' })).status).toBe(201);
    const none = await ask(s.aminaToken, { leave_type_id: s.annual, start_date: '2041-01-16', end_date: '2041-01-16', half_first_day: true });
    expect(none.body.message).toBe('No Annual leave is left in 2040/2041, with 5 days waiting for approval: this is ½ day.');
    // The same days in the next year come from that year's balance.
    expect((await ask(s.aminaToken, { leave_type_id: s.annual, start_date: '2042-01-06', end_date: '2042-01-10' })).status).toBe(201);
    // Unpaid leave has no limit: four weeks at once.
    const month = await ask(s.aminaToken, { leave_type_id: s.unpaid, start_date: '2041-02-04', end_date: '2041-03-01' });
    expect(month.status).toBe(201);
    expect((await read(month.body.id)).days).toBe(20);
  });

  it('approves at once a type that needs no approval, and leave an approver records for someone else', async () => {
    const casual = await ask(s.aminaToken, { leave_type_id: s.casual, start_date: '2040-10-01', end_date: '2040-10-01' });
    expect(casual.body.message).toBe('1 day of Casual leave recorded for you.');
    expect(await read(casual.body.id)).toMatchObject({ status: 'Approved', decided_by_name: 'Test User' });

    // An approver taking a sick call records it, approved at once.
    const call = await ask(s.approverToken, { employee_id: s.ben, leave_type_id: s.sick, start_date: '2040-11-07', end_date: '2040-11-07' });
    expect(call.status).toBe(201);
    expect(await read(call.body.id)).toMatchObject({ status: 'Approved', employee_id: s.ben });
    const sickNote = await ask(s.headToken, { employee_id: s.amina, leave_type_id: s.sick, start_date: '2040-11-05', end_date: '2040-11-06' });
    expect(sickNote.status).toBe(201);
    expect(sickNote.body.message).toBe('2 days of Sick leave recorded for Amina Yusuf.');
    expect(await read(sickNote.body.id)).toMatchObject({ status: 'Approved', decided_at: expect.any(String) });
    // An approver's own leave waits for another approver.
    const own = await ask(s.approverToken, { leave_type_id: s.sick, start_date: '2040-11-05', end_date: '2040-11-05' });
    expect(own.body.message).toBe('Your request for 1 day of Sick leave has been sent for approval.');
    expect((await read(own.body.id)).status).toBe('Requested');
    // The office records leave for staff without an account; it waits for an approver.
    const office = await ask(s.officeToken, { employee_id: s.ben, leave_type_id: s.sick, start_date: '2040-11-05', end_date: '2040-11-05' });
    expect(office.body.message).toBe('The request for 1 day of Sick leave for Ben Okoro has been sent for approval.');
    expect(await read(office.body.id)).toMatchObject({ status: 'Requested', employee_id: s.ben });
  });

  it("refuses another's leave without update-employee or approve-leave, a user with no staff record, and a retired or foreign type", async () => {
    expect((await ask(s.aminaToken, { employee_id: s.ben, leave_type_id: s.sick, start_date: '2040-09-10', end_date: '2040-09-10' })).status).toBe(403);
    const noStaff = await ask(s.noStaffToken, { leave_type_id: s.sick, start_date: '2040-09-10', end_date: '2040-09-10' });
    expect(noStaff.status).toBe(422);
    expect(noStaff.body.issues[0].path).toBe('employee_id');
    const retired = await ask(s.aminaToken, { leave_type_id: s.retired, start_date: '2040-09-10', end_date: '2040-09-10' });
    expect(retired.status).toBe(422);
    expect(retired.body.issues[0].path).toBe('leave_type_id');

    const typeB = await addType(t, t.adminB, { name: 'Sick leave', days_per_year: 10 });
    const foreignType = await ask(s.aminaToken, { leave_type_id: typeB, start_date: '2040-09-10', end_date: '2040-09-10' });
    expect(foreignType.status).toBe(422);
    expect(foreignType.body.issues[0].path).toBe('leave_type_id');
    const foreignEmployee = await ask(t.adminB, { employee_id: s.amina, leave_type_id: typeB, start_date: '2040-09-10', end_date: '2040-09-10' });
    expect(foreignEmployee.status).toBe(422);
    expect(foreignEmployee.body.issues[0].path).toBe('employee_id');
  });

  it('lets the past be recorded, within a year of the school', async () => {
    const past = await ask(s.officeToken, { employee_id: s.ben, leave_type_id: s.sick, start_date: '2010-11-01', end_date: '2010-11-02' });
    expect(past.status).toBe(201);
  });
});

describe('reading requests', () => {
  it("shows a member of staff their own requests, and others' to readers of employees", async () => {
    const mine = await t.api.get(`${REQUESTS}?limit=100`, { token: s.aminaToken });
    expect(mine.status).toBe(200);
    expect(mine.body.data.length).toBeGreaterThan(3);
    expect(mine.body.data.every((r: LeaveRequest) => r.employee_id === s.amina)).toBe(true);
    // Newest first.
    const starts = mine.body.data.map((r: LeaveRequest) => r.start_date);
    expect(starts).toEqual([...starts].sort().reverse());
    expect((await t.api.get(`${REQUESTS}?employee_id=${s.ben}`, { token: s.aminaToken })).status).toBe(403);
    expect((await t.api.get(`${REQUESTS}?limit=100`, { token: s.noStaffToken })).status).toBe(403);

    const bens = await t.api.get(`${REQUESTS}?employee_id=${s.ben}&status=Requested`, { token: s.officeToken });
    expect(bens.body.data.length).toBeGreaterThan(0);
    expect(bens.body.data.every((r: LeaveRequest) => r.employee_id === s.ben && r.status === 'Requested')).toBe(true);
    const december = await t.api.get(`${REQUESTS}?from=2040-12-01&to=2040-12-31&limit=100`, { token: s.approverToken });
    expect(december.body.data.every((r: LeaveRequest) => r.end_date >= '2040-12-01' && r.start_date <= '2040-12-31')).toBe(true);
    const approverOwn = await t.api.get(`${REQUESTS}?mine=1`, { token: s.approverToken });
    expect(approverOwn.body.data.every((r: LeaveRequest) => r.employee_id === s.approverStaff)).toBe(true);

    const bensOne = bens.body.data[0] as LeaveRequest;
    expect((await t.api.get(`${REQUESTS}/${bensOne.id}`, { token: s.aminaToken })).status).toBe(403);
    expect((await t.api.get(`${REQUESTS}/${bensOne.id}`, { token: s.officeToken })).status).toBe(200);
  });

  it("keeps schools apart: another school's request is 404 and never listed", async () => {
    const mine = await t.api.get(`${REQUESTS}?limit=1`, { token: s.aminaToken });
    const id = mine.body.data[0].id as number;
    expect((await t.api.get(`${REQUESTS}/${id}`, { token: t.adminB })).status).toBe(404);
    expect((await t.api.get(REQUESTS, { token: t.adminB })).body.total).toBe(0);
    expect((await t.api.get(`${REQUESTS}?employee_id=${s.amina}`, { token: t.adminB })).body.total).toBe(0);
  });
});
