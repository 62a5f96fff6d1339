import { beforeAll, describe, expect, it } from 'vitest';
import type { LeaveReport } from '@contract';
import { seedHoliday } from '../../../test/attendance-data';
import { twoSchools } from '../../../test/schools';
import { addType, seedCover, seedStaff, seedYear, staffUser, YEAR_2040 } from '../requests/leave-fixture';

const t = twoSchools();
const REPORT = '/api/employees/leave/report';

const s = {} as { y40: number; amina: number; ben: number; cy: number; annual: number; sick: number; unpaid: number };

beforeAll(async () => {
  const a = t.schoolA.schoolId;
  s.y40 = await seedYear(t, a, YEAR_2040);
  await seedHoliday(t.ctx, a, s.y40, '2040-12-06');
  s.amina = await seedStaff(t, a, 'Amina', 'Yusuf');
  s.ben = await seedStaff(t, a, 'Ben', 'Okoro');
  s.cy = await seedStaff(t, a, 'Cy', 'Mutua');
  const aminaToken = (await staffUser(t, a, s.amina)).token;
  s.annual = await addType(t, t.adminA, { name: 'Annual leave', days_per_year: 5 });
  s.sick = await addType(t, t.adminA, { name: 'Sick leave', days_per_year: 10 });
  s.unpaid = await addType(t, t.adminA, { name: 'Unpaid leave', days_per_year: null, paid: false });
  const ask = async (token: string, body: Record<string, unknown>) => {
    const res = await t.api.post('/api/employees/leave/requests', { token, body });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body.id as number;
  };
  // Amina: sick from midday Thu 29 Nov to Tue 4 Dec (1½ days in November, 2 in December), 2 days of annual leave in January, 1 more waiting.
  const sickSpan = await ask(t.adminA, { employee_id: s.amina, leave_type_id: s.sick, start_date: '2040-11-29', end_date: '2040-12-04', half_first_day: true });
  await ask(t.adminA, { employee_id: s.amina, leave_type_id: s.annual, start_date: '2041-01-07', end_date: '2041-01-08' });
  await ask(aminaToken, { leave_type_id: s.annual, start_date: '2041-01-14', end_date: '2041-01-14' });
  // Ben: unpaid Wed 5 to Fri 7 Dec around the Thursday holiday (2 days), and a refused day.
  await ask(t.adminA, { employee_id: s.ben, leave_type_id: s.unpaid, start_date: '2040-12-05', end_date: '2040-12-07' });
  const refused = await ask(aminaToken, { leave_type_id: s.sick, start_date: '2040-12-10', end_date: '2040-12-10' });
  await t.api.post(`/api/employees/leave/requests/${refused}/refuse`, { token: t.adminA, body: { note: 'Exams week' } });
  // Ben covers two of Amina's lessons, Cy one.
  await seedCover(t, a, { requestId: sickSpan, absentId: s.amina, coverId: s.ben }, '2040-12-03');
  await seedCover(t, a, { requestId: sickSpan, absentId: s.amina, coverId: s.ben }, '2040-12-04');
  await seedCover(t, a, { requestId: sickSpan, absentId: s.amina, coverId: s.cy }, '2040-11-30');
  // School B's leave and cover never reach school A's report.
  const b = t.schoolB.schoolId;
  await seedYear(t, b, YEAR_2040);
  const bTeacher = await seedStaff(t, b, 'Zed', 'Other');
  const bCover = await seedStaff(t, b, 'Yan', 'Other');
  const bSick = await addType(t, t.adminB, { name: 'Sick leave', days_per_year: 10 });
  const bLeave = await ask(t.adminB, { employee_id: bTeacher, leave_type_id: bSick, start_date: '2040-12-03', end_date: '2040-12-04' });
  await seedCover(t, b, { requestId: bLeave, absentId: bTeacher, coverId: bCover }, '2040-12-03');
});

const report = async (token = t.adminA, year = s.y40) => (await t.api.get<LeaveReport>(`${REPORT}?academic_year_id=${year}`, { token })).body;

describe('leave report (/api/employees/leave/report)', () => {
  it('shows taken and left per employee and type', async () => {
    const r = await report();
    expect(r.academic_year.name).toBe('2040/2041');
    expect(r.types).toEqual([
      { id: s.annual, name: 'Annual leave', paid: true },
      { id: s.sick, name: 'Sick leave', paid: true },
      { id: s.unpaid, name: 'Unpaid leave', paid: false },
    ]);
    const amina = r.employees.find((e) => e.employee_id === s.amina)!;
    expect(amina).toMatchObject({ employee_name: 'Amina Yusuf', taken: 5.5 });
    expect(amina.by_type).toEqual([
      { leave_type_id: s.annual, taken: 2, left: 3 },
      { leave_type_id: s.sick, taken: 3.5, left: 6.5 },
      { leave_type_id: s.unpaid, taken: 0, left: null },
    ]);
    const ben = r.employees.find((e) => e.employee_id === s.ben)!;
    expect(ben.taken).toBe(2);
    expect(ben.by_type.find((b) => b.leave_type_id === s.unpaid)).toEqual({ leave_type_id: s.unpaid, taken: 2, left: null });
    expect(r.employees.find((e) => e.employee_id === s.cy)!.taken).toBe(0);
  });

  it('counts approved days in each month of the year, day by day', async () => {
    const r = await report();
    expect(r.months.map((m) => m.month)).toEqual([
      '2040-09', '2040-10', '2040-11', '2040-12', '2041-01', '2041-02', '2041-03', '2041-04', '2041-05', '2041-06', '2041-07', '2041-08',
    ]);
    const month = (m: string) => r.months.find((x) => x.month === m)!;
    expect(month('2040-11')).toEqual({ month: '2040-11', days: 1.5, by_type: [{ leave_type_id: s.annual, days: 0 }, { leave_type_id: s.sick, days: 1.5 }, { leave_type_id: s.unpaid, days: 0 }] });
    expect(month('2040-12')).toMatchObject({ days: 4, by_type: [{ days: 0 }, { days: 2 }, { days: 2 }] });
    expect(month('2041-01')).toMatchObject({ days: 2, by_type: [{ days: 2 }, { days: 0 }, { days: 0 }] });
    expect(r.months.reduce((sum, m) => sum + m.days, 0)).toBe(7.5);
  });

  it('counts the lessons each teacher covered in the year, most first', async () => {
    expect((await report()).cover).toEqual([
      { teacher_id: s.ben, teacher_name: 'Ben Okoro', lessons: 2 },
      { teacher_id: s.cy, teacher_name: 'Cy Mutua', lessons: 1 },
    ]);
  });

  it('needs Admin, employee-report or approve-leave, and keeps schools apart', async () => {
    for (const privilege of ['employee-report', 'approve-leave'] as const) {
      const reader = await staffUser(t, t.schoolA.schoolId, null, [privilege]);
      expect((await t.api.get(`${REPORT}?academic_year_id=${s.y40}`, { token: reader.token })).status, privilege).toBe(200);
    }
    const lister = await staffUser(t, t.schoolA.schoolId, null, ['list-employee', 'view-employee']);
    expect((await t.api.get(REPORT, { token: lister.token })).status).toBe(403);
    expect((await t.api.get(`${REPORT}?academic_year_id=${s.y40}`, { token: t.adminB })).status).toBe(404);
    expect((await t.api.get(`${REPORT}?academic_year_id=abc`, { token: t.adminA })).status).toBe(400);
    // Without a year named, the active year: nothing in it yet.
    const active = (await t.api.get<LeaveReport>(REPORT, { token: t.adminA })).body;
    expect(active.months.every((m) => m.days === 0)).toBe(true);
    expect(active.cover).toEqual([]);
    const b = (await t.api.get<LeaveReport>(REPORT, { token: t.adminB })).body;
    expect(b.employees.some((e) => [s.amina, s.ben, s.cy].includes(e.employee_id))).toBe(false);
  });
});
