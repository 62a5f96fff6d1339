import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashWaiting } from '@contract';
import { attendanceSettings, classes } from '../../../db/schema';
import { schoolToday } from '../../people/public';
import { seedAssignment, seedBus, seedCategory, seedZone } from '../../../test/bus-data';
import { seedEmployee, seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedSection, seedStudent } from '../../../test/students-data';

/**
 * Issue 31: "Waiting for you" lists only what the viewer may act on (the privilege that
 * resolves each item, within their classes), never another school's; the set-up path ticks
 * its steps; the dashboard's "owed" is the Student summary's.
 *
 * This month's fees: Amina and Brian 100.00 (Grade 4), Chloe and Dan 50.00 (Grade 5). Paid:
 * Brian 40.00, Chloe 20.00, Dan 75.00 (25.00 ahead). Owed: Amina 100.00, Brian 60.00, Chloe
 * 30.00; Dan is in credit. School B bills its own Zawadi 70.00.
 */
const t = twoSchools();
const kids = {} as Record<'Amina' | 'Brian' | 'Chloe' | 'Dan', number>;
const grades = {} as Record<'g4' | 'g5', number>;
let otherStudent: number;
let keyNo = 0;

beforeAll(async () => {
  const db = t.ctx.database.db;
  const school = t.schoolA.schoolId;
  const today = await schoolToday(db, { timeZone: 'UTC' });
  const post = async (path: string, body: Record<string, unknown>, token = t.adminA) => {
    const res = await t.api.post(path, { token, headers: { 'Idempotency-Key': `dash-${++keyNo}-${Date.now()}` }, body });
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(201);
  };
  const year = await activeYear(t.ctx, school);
  grades.g4 = await seedClass(t.ctx, school, 'Grade 4', { sortOrder: 4 });
  grades.g5 = await seedClass(t.ctx, school, 'Grade 5', { sortOrder: 5 });
  await db.update(classes).set({ monthlyFee: 10_000 }).where(eq(classes.id, grades.g4));
  await db.update(classes).set({ monthlyFee: 5_000 }).where(eq(classes.id, grades.g5));
  const g4a = await seedSection(t.ctx, school, year.id, grades.g4, 'A');
  const g4b = await seedSection(t.ctx, school, year.id, grades.g4, 'B');
  const g5a = await seedSection(t.ctx, school, year.id, grades.g5, 'A');
  for (const [name, sectionId] of [['Amina', g4a], ['Brian', g4b], ['Chloe', g5a], ['Dan', g5a]] as const) {
    kids[name] = await seedStudent(t.ctx, school, { sectionId, firstName: name, lastName: 'Kamau' });
  }
  await post('/api/finance/fees/generate', { month: today.slice(0, 7), class_ids: [grades.g4, grades.g5] });
  for (const [name, amount] of [['Brian', 4_000], ['Chloe', 2_000], ['Dan', 7_500]] as const) {
    await post('/api/finance/payments', { student_id: kids[name], amount, date: today, method: 'Cash' });
  }
  await seedEmployee(t.ctx, school, 'teacher');

  const other = t.schoolB.schoolId;
  const otherClass = await seedClass(t.ctx, other, 'Grade 4');
  await db.update(classes).set({ monthlyFee: 7_000 }).where(eq(classes.id, otherClass));
  otherStudent = await seedStudent(t.ctx, other, { sectionId: await seedSection(t.ctx, other, (await activeYear(t.ctx, other)).id, otherClass, 'A'), firstName: 'Zawadi' });
  await post('/api/finance/fees/generate', { month: today.slice(0, 7), class_ids: [otherClass] }, t.adminB);

  // Every day a school day, whatever weekday the suite runs on.
  for (const schoolId of [school, other]) await db.update(attendanceSettings).set({ schoolDays: [1, 2, 3, 4, 5, 6, 7] }).where(eq(attendanceSettings.schoolId, schoolId));
  // A bus of one seat with two riders today.
  const bus = await seedBus(t.ctx, school, 'B7', 1);
  const category = await seedCategory(t.ctx, school, await seedZone(t.ctx, school, 1_000));
  for (const studentId of [kids.Amina, kids.Brian]) await seedAssignment(t.ctx, school, { studentId, busId: bus, categoryId: category, from: today });
  t.ctx.reportCache.written(school);
  t.ctx.reportCache.written(other);
});

const dashAs = async (privileges: readonly string[], classIds: number[] = []) => {
  const u = await seedUser(t.ctx, t.schoolA.schoolId, privileges as never, { classIds });
  const res = await t.api.get('/api/dash', { token: await t.api.login(u.username, u.password) });
  expect(res.status).toBe(200);
  return res.body as { waiting: DashWaiting[]; setup: { step: string; done: boolean }[] };
};
const kinds = (w: DashWaiting[]) => [...new Set(w.map((i) => i.kind))];

describe('GET /api/dash: waiting for you (issue 31)', () => {
  it('shows an Admin every kind, each linking to the page that resolves it', async () => {
    const { waiting } = (await t.api.get('/api/dash', { token: t.adminA })).body as { waiting: DashWaiting[] };
    expect(kinds(waiting)).toEqual(['payroll', 'registers', 'bus', 'balance']);
    expect(waiting[0]).toMatchObject({ kind: 'payroll', path: '/employees/generate' });
    expect(waiting[0]!.label).toMatch(/^Payroll for \w+ \d{4} is not generated yet$/);
    const registers = waiting.find((i) => i.kind === 'registers')!;
    expect(registers).toMatchObject({ label: '3 registers not taken today', detail: 'Grade 4 A, Grade 4 B, Grade 5 A', path: '/attendance/generate' });
    expect(waiting.find((i) => i.kind === 'bus')).toMatchObject({ label: 'Bus B7 has 1 rider more than its 1 seats', path: '/bus/generate' });
    // The five largest balances, largest first; Dan (in credit) is not among them.
    const balances = waiting.filter((i) => i.kind === 'balance');
    expect(balances.map((b) => [b.label, b.amount])).toEqual([['Amina Kamau owes', 10_000], ['Brian Kamau owes', 6_000], ['Chloe Kamau owes', 3_000]]);
    expect(balances[0]).toMatchObject({ detail: 'Grade 4', path: `/finance/student-transaction?student_id=${kids.Amina}` });
  });

  it('shows a class teacher only the registers of their classes, and nothing they cannot resolve', async () => {
    const { waiting } = await dashAs(['generate-attendance', 'list-student'], [grades.g5]);
    expect(waiting).toEqual([{ kind: 'registers', label: '1 register not taken today', detail: 'Grade 5 A', path: '/attendance/generate', amount: null }]);
    // Viewing attendance resolves nothing: no registers to take.
    expect((await dashAs(['view-attendance'], [grades.g5])).waiting).toEqual([]);
  });

  it('never shows balances without the finance report privilege, and keeps them to the viewer’s classes', async () => {
    const clerk = await dashAs(['generate-payroll', 'list-employee', 'receive-payment', 'list-bus']);
    expect(kinds(clerk.waiting)).toEqual(['payroll', 'bus']);
    const bursar = await dashAs(['fee-student-report'], [grades.g5]);
    expect(bursar.waiting).toEqual([{ kind: 'balance', label: 'Chloe Kamau owes', detail: 'Grade 5', path: '/finance/student-report', amount: 3_000 }]);
  });

  it('never shows another school’s work', async () => {
    const { waiting } = (await t.api.get('/api/dash', { token: t.adminB })).body as { waiting: DashWaiting[] };
    const text = JSON.stringify(waiting);
    for (const name of ['Amina', 'Brian', 'Chloe', 'Dan', 'Grade 5', 'B7']) expect(text).not.toContain(name);
    // B's own: its one register, and its own student's fee; B has no staff, so no payroll is due.
    expect(kinds(waiting)).toEqual(['registers', 'balance']);
    expect(waiting[1]).toMatchObject({ path: `/finance/student-transaction?student_id=${otherStudent}`, amount: 7_000 });
  });
});

describe('GET /api/dash: the set-up path (issue 31)', () => {
  it('ticks the steps whose rows exist', async () => {
    const { setup } = (await t.api.get('/api/dash', { token: t.adminA })).body as { setup: { step: string; done: boolean }[] };
    expect(setup).toEqual([
      { step: 'profile', done: expect.any(Boolean) },
      { step: 'year', done: true },
      { step: 'classes', done: true },
      { step: 'subjects', done: false },
      { step: 'staff', done: true },
      { step: 'pupils', done: true },
      { step: 'fees', done: expect.any(Boolean) },
    ]);
  });
});

describe('the dashboard’s owed is the Student summary’s', () => {
  it('sums the balances owed, as the Student summary counts who owes, not net of students in credit', async () => {
    const overview = (await t.api.get('/api/finance/reports/overview', { token: t.adminA })).body as { outstanding: number; to: string };
    const summary = (await t.api.get(`/api/finance/reports/students?from=${overview.to.slice(0, 8)}01&to=${overview.to}`, { token: t.adminA })).body as {
      rows: { balance: number }[];
      totals: { balance: number };
    };
    const owing = summary.rows.filter((r) => r.balance > 0).reduce((sum, r) => sum + r.balance, 0);
    expect(owing).toBe(10_000 + 6_000 + 3_000);
    expect(overview.outstanding).toBe(owing);
    // The net total is smaller by Dan's credit: the two disagreed by exactly this before.
    expect(summary.totals.balance).toBe(owing - 2_500);
  });
});
