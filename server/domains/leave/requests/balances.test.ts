import { beforeAll, describe, expect, it } from 'vitest';
import type { LeaveBalance, LeaveBalances } from '@contract';
import { twoSchools } from '../../../test/schools';
import { addType, auditOf, seedStaff, seedYear, staffUser, typesSince, YEAR_2040, YEAR_2041 } from './leave-fixture';

const t = twoSchools();
const BALANCES = '/api/employees/leave/balances';
const OPENING = `${BALANCES}/opening`;

const s = {} as {
  y40: number;
  y41: number;
  amina: number;
  ben: number;
  cy: number;
  dan: number;
  aminaToken: string;
  annual: number;
  sick: number;
  unpaid: number;
  study: number;
};

beforeAll(async () => {
  const a = t.schoolA.schoolId;
  s.y40 = await seedYear(t, a, YEAR_2040);
  s.y41 = await seedYear(t, a, YEAR_2041);
  s.amina = await seedStaff(t, a, 'Amina', 'Yusuf');
  s.ben = await seedStaff(t, a, 'Ben', 'Okoro');
  s.cy = await seedStaff(t, a, 'Cy', 'Mutua');
  // Hired after 2040/2041 ended: nothing of that year carries over to them.
  s.dan = await seedStaff(t, a, 'Dan', 'Kariuki', '2041-10-01');
  s.aminaToken = (await staffUser(t, a, s.amina)).token;
  s.annual = await addType(t, t.adminA, { name: 'Annual leave', days_per_year: 10, carries_over: true });
  s.sick = await addType(t, t.adminA, { name: 'Sick leave', days_per_year: 5 });
  s.unpaid = await addType(t, t.adminA, { name: 'Unpaid leave', days_per_year: null, paid: false });
  s.study = await addType(t, t.adminA, { name: 'Study leave', days_per_year: 2, carries_over: true });
  // The school counts leave from June 2040: today's academic year carries nothing into 2040/2041.
  await typesSince(t, a, '2040-06-01');
  const ask = async (token: string, body: Record<string, unknown>) => {
    const res = await t.api.post('/api/employees/leave/requests', { token, body });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  };
  // Amina: 3 days of annual leave the Admin recorded (approved), 2 more waiting, and 4 unpaid.
  await ask(t.adminA, { employee_id: s.amina, leave_type_id: s.annual, start_date: '2040-12-03', end_date: '2040-12-05' });
  await ask(s.aminaToken, { leave_type_id: s.annual, start_date: '2041-01-07', end_date: '2041-01-08' });
  await ask(t.adminA, { employee_id: s.amina, leave_type_id: s.unpaid, start_date: '2041-02-04', end_date: '2041-02-07' });
  // Cy takes both days of study leave; the school then cuts the type to one day: Cy is a day over.
  await ask(t.adminA, { employee_id: s.cy, leave_type_id: s.study, start_date: '2040-12-03', end_date: '2040-12-04' });
  await t.api.put(`/api/employees/leave/types/${s.study}`, {
    token: t.adminA,
    body: { name: 'Study leave', days_per_year: 1, paid: true, carries_over: true, needs_approval: true, status: 'Active' },
  });
});

const balances = async (query: string, token = t.adminA) => (await t.api.get<LeaveBalances>(`${BALANCES}?${query}`, { token })).body;
const balanceOf = (list: LeaveBalances, employeeId: number, typeId: number) => list.balances.find((b) => b.employee_id === employeeId && b.leave_type_id === typeId) as LeaveBalance;

describe('leave balances (/api/employees/leave/balances)', () => {
  it('gives each type its days, less approved days, with pending days apart and no limit for unlimited types', async () => {
    const y40 = await balances(`academic_year_id=${s.y40}&employee_id=${s.amina}`);
    expect(y40.academic_year).toEqual({ id: s.y40, name: '2040/2041', start_date: '2040-09-01', end_date: '2041-08-31' });
    expect(balanceOf(y40, s.amina, s.annual)).toMatchObject({
      employee_name: 'Amina Yusuf',
      leave_type: 'Annual leave',
      paid: true,
      entitlement: 10,
      carried: 0,
      opening: null,
      taken: 3,
      pending: 2,
      left: 7,
    });
    expect(balanceOf(y40, s.amina, s.sick)).toMatchObject({ entitlement: 5, taken: 0, pending: 0, left: 5 });
    expect(balanceOf(y40, s.amina, s.unpaid)).toMatchObject({ entitlement: null, paid: false, taken: 4, left: null });
    expect(new Set(y40.balances.map((b) => b.employee_id))).toEqual(new Set([s.amina]));
  });

  it('carries what a year left into the next for types that carry over, never below zero nor from before the hire', async () => {
    const y41 = await balances(`academic_year_id=${s.y41}`);
    expect(balanceOf(y41, s.amina, s.annual)).toMatchObject({ entitlement: 10, carried: 7, taken: 0, pending: 0, left: 17 });
    expect(balanceOf(y41, s.amina, s.sick)).toMatchObject({ carried: 0, left: 5 });
    expect(balanceOf(y41, s.cy, s.study)).toMatchObject({ entitlement: 1, carried: 0, left: 1 });
    expect(balanceOf(await balances(`academic_year_id=${s.y40}`), s.cy, s.study)).toMatchObject({ taken: 2, left: -1 });
    expect(balanceOf(y41, s.dan, s.annual)).toMatchObject({ carried: 0, left: 10 });
    expect(balanceOf(y41, s.ben, s.annual)).toMatchObject({ carried: 10, left: 20 });
  });

  it('sets an opening balance once (409 the second time), which replaces the days and what carried', async () => {
    const res = await t.api.post(OPENING, { token: t.adminA, body: { employee_id: s.ben, leave_type_id: s.annual, academic_year_id: s.y40, days: 4.5 } });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Ben Okoro starts 2040/2041 with 4½ days of Annual leave.');
    expect(await auditOf(t, 'leave_opening', res.body.id)).toEqual(['create']);
    const again = await t.api.post(OPENING, { token: t.adminA, body: { employee_id: s.ben, leave_type_id: s.annual, academic_year_id: s.y40, days: 6 } });
    expect(again.status).toBe(409);
    expect(again.body.issues[0].path).toBe('leave_type_id');
    expect(balanceOf(await balances(`academic_year_id=${s.y40}`), s.ben, s.annual)).toMatchObject({ entitlement: 10, carried: 0, opening: 4.5, left: 4.5 });
    expect(balanceOf(await balances(`academic_year_id=${s.y41}`), s.ben, s.annual)).toMatchObject({ carried: 4.5, opening: null, left: 14.5 });

    const unlimited = await t.api.post(OPENING, { token: t.adminA, body: { employee_id: s.ben, leave_type_id: s.unpaid, academic_year_id: s.y40, days: 3 } });
    expect(unlimited.status).toBe(422);
    expect(unlimited.body.issues[0].path).toBe('leave_type_id');
    expect((await t.api.post(OPENING, { token: t.adminA, body: { employee_id: s.ben, leave_type_id: s.sick, days: 0.3 } })).status).toBe(400);
    // Without a year named, the opening is the active year's.
    const active = await t.api.post(OPENING, { token: t.adminA, body: { employee_id: s.ben, leave_type_id: s.sick, days: 2 } });
    expect(active.status).toBe(201);
    expect(balanceOf(await balances(`employee_id=${s.ben}`), s.ben, s.sick)).toMatchObject({ opening: 2, left: 2 });
  });

  it('lets Admin or update-employee set openings, and keeps schools apart', async () => {
    const viewer = await staffUser(t, t.schoolA.schoolId, null, ['view-employee', 'list-employee']);
    expect((await t.api.post(OPENING, { token: viewer.token, body: { employee_id: s.cy, leave_type_id: s.sick, days: 1 } })).status).toBe(403);
    const office = await staffUser(t, t.schoolA.schoolId, null, ['update-employee']);
    expect((await t.api.post(OPENING, { token: office.token, body: { employee_id: s.cy, leave_type_id: s.sick, academic_year_id: s.y41, days: 1 } })).status).toBe(201);

    const typeB = await addType(t, t.adminB, { name: 'Annual leave', days_per_year: 10 });
    const foreignEmployee = await t.api.post(OPENING, { token: t.adminB, body: { employee_id: s.cy, leave_type_id: typeB, days: 1 } });
    expect(foreignEmployee.status).toBe(422);
    expect(foreignEmployee.body.issues[0].path).toBe('employee_id');
    const foreignYear = await t.api.post(OPENING, { token: t.adminB, body: { employee_id: s.cy, leave_type_id: typeB, academic_year_id: s.y40, days: 1 } });
    expect(foreignYear.status).toBe(422);
    expect(foreignYear.body.issues[0].path).toBe('academic_year_id');
    const foreignType = await t.api.post(OPENING, { token: t.adminA, body: { employee_id: s.cy, leave_type_id: typeB, days: 1 } });
    expect(foreignType.body.issues[0].path).toBe('leave_type_id');

    expect((await t.api.get(`${BALANCES}?employee_id=${s.amina}`, { token: t.adminB })).status).toBe(404);
    expect((await t.api.get(`${BALANCES}?academic_year_id=${s.y40}`, { token: t.adminB })).status).toBe(404);
    const listB = await balances('', t.adminB);
    expect(listB.balances.some((b) => [s.amina, s.ben, s.cy].includes(b.employee_id))).toBe(false);
  });

  it("shows one's own balances to anyone, another's to view-employee, update-employee or approve-leave, and everyone's to list-employee", async () => {
    expect((await t.api.get(`${BALANCES}?employee_id=${s.amina}`, { token: s.aminaToken })).status).toBe(200);
    expect((await t.api.get(`${BALANCES}?employee_id=${s.ben}`, { token: s.aminaToken })).status).toBe(403);
    expect((await t.api.get(BALANCES, { token: s.aminaToken })).status).toBe(403);
    for (const privilege of ['view-employee', 'update-employee', 'approve-leave'] as const) {
      const reader = await staffUser(t, t.schoolA.schoolId, null, [privilege]);
      expect((await t.api.get(`${BALANCES}?employee_id=${s.ben}`, { token: reader.token })).status, privilege).toBe(200);
      expect((await t.api.get(BALANCES, { token: reader.token })).status, privilege).toBe(403);
    }
    const lister = await staffUser(t, t.schoolA.schoolId, null, ['list-employee']);
    const all = await balances(`academic_year_id=${s.y41}`, lister.token);
    expect(new Set(all.balances.map((b) => b.employee_id))).toEqual(new Set([s.amina, s.ben, s.cy, s.dan]));
  });
});
