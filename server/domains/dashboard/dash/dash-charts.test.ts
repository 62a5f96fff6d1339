import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { weekdayOf, type Account, type DashCharts } from '@contract';
import { passOrFail } from '@contract/testing/grading';
import { academicYears, classes } from '../../../db/schema';
import { addDays } from '../../../lib/days';
import { schoolToday } from '../../people/public';
import { seedSheet } from '../../../test/attendance-data';
import { seedExam, seedExamSubject, seedExamType, seedGradingSystem, seedResults } from '../../../test/exams-data';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedSection, seedStudent } from '../../../test/students-data';

/**
 * Issue 31: the dashboard's charts, each for the privilege of the report it summarises and
 * within that report's scope, and adding up to that report.
 *
 * Dates are relative to today (T), months to this month (M0) and the ones before (M1…).
 * School A: Amina and Brian in Grade 4 A (100.00 a month), Chloe in Grade 5 A (50.00).
 *   Fees billed for M7 (before the charts' six months), M1 and M0. Paid: Chloe 50.00 in M1,
 *   Amina 100.00 on T, Brian 30.00 on T (bounced: reversed the same day). A check of 15.00
 *   for Utilities on T.
 *   Registers: Grade 4 A on T (Amina P, Brian A) and T−7 (Amina P, Brian A excused by the
 *   office); Grade 5 A (Chloe P) on T and every week back to T−56: nine weeks in all.
 *   Exams: "Earlier" (ended T−30, Grade 4 marked), "Mid-term" (ended T−5: Grade 4 Maths
 *   Amina 85 A, Brian absent; Grade 4 Skills graded pass/fail, Amina 80 P, Brian 30 F;
 *   Grade 5 Chloe 33 of 50 = 66% C), "End of term" (ends T+10, nobody marked yet).
 * School B: Zawadi billed 70.00 for M0, present on T.
 */
const t = twoSchools();
const g = {} as Record<'g4' | 'g5' | 'g6', number>;
const kids = {} as Record<'Amina' | 'Brian' | 'Chloe', number>;
let today: string;
let midterm: number;
let keyNo = 0;

/** The first day of the month `back` months before today's. */
const month = (back: number) => new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - back, 1)).toISOString().slice(0, 10);
const monday = (day: string) => addDays(day, 1 - weekdayOf(day));

beforeAll(async () => {
  const db = t.ctx.database.db;
  const school = t.schoolA.schoolId;
  today = await schoolToday(db, { timeZone: 'UTC' });
  const post = async (path: string, body: Record<string, unknown>, token = t.adminA) => {
    const res = await t.api.post(path, { token, headers: { 'Idempotency-Key': `charts-${++keyNo}-${Date.now()}` }, body });
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(201);
    return res.body as { entry_id: number };
  };
  // The year began long enough ago for seven months of fees and nine weeks of registers, whatever today is.
  const year = await activeYear(t.ctx, school);
  await db.update(academicYears).set({ startDate: addDays(today, -300) }).where(eq(academicYears.id, year.id));
  g.g4 = await seedClass(t.ctx, school, 'Grade 4', { sortOrder: 4 });
  g.g5 = await seedClass(t.ctx, school, 'Grade 5', { sortOrder: 5 });
  g.g6 = await seedClass(t.ctx, school, 'Grade 6', { sortOrder: 6 });
  await db.update(classes).set({ monthlyFee: 10_000 }).where(eq(classes.id, g.g4));
  await db.update(classes).set({ monthlyFee: 5_000 }).where(eq(classes.id, g.g5));
  const g4a = await seedSection(t.ctx, school, year.id, g.g4, 'A');
  const g5a = await seedSection(t.ctx, school, year.id, g.g5, 'A');
  for (const [name, sectionId] of [['Amina', g4a], ['Brian', g4a], ['Chloe', g5a]] as const) {
    kids[name] = await seedStudent(t.ctx, school, { sectionId, firstName: name, lastName: 'Kamau' });
  }

  for (const back of [7, 1, 0]) await post('/api/finance/fees/generate', { month: month(back).slice(0, 7), class_ids: [g.g4, g.g5] });
  const pay = (name: keyof typeof kids, amount: number, date: string) => post('/api/finance/payments', { student_id: kids[name], amount, date, method: 'Cash' });
  await pay('Chloe', 5_000, addDays(month(1), 10));
  await pay('Amina', 10_000, today);
  const bounced = await pay('Brian', 3_000, today);
  await post(`/api/finance/entries/${bounced.entry_id}/reverse`, { date: today, reason: 'Check bounced' });
  const chart = (await t.api.get('/api/finance/accounts?limit=500', { token: t.adminA })).body.data as Account[];
  const code = (c: string) => chart.find((a) => a.code === c)!.id;
  await post('/api/finance/checks', { bank_account_id: code('1010'), number: '0001', payee: 'City Power', date: today, lines: [{ account_id: code('5300'), amount: 1_500 }] });

  const takenBy = t.schoolA.adminId;
  await seedSheet(t.ctx, school, { sectionId: g4a, date: today, takenBy, marks: { [kids.Amina]: 'P', [kids.Brian]: 'A' } });
  await seedSheet(t.ctx, school, { sectionId: g4a, date: addDays(today, -7), takenBy, marks: { [kids.Amina]: 'P', [kids.Brian]: { code: 'A', override: 'E' } } });
  for (let week = 0; week <= 8; week++) await seedSheet(t.ctx, school, { sectionId: g5a, date: addDays(today, -7 * week), takenBy, marks: { [kids.Chloe]: 'P' } });

  const grading = await seedGradingSystem(t.ctx, school);
  const passFail = await seedGradingSystem(t.ctx, school, { bands: passOrFail(1, [1, 0]) });
  const type = await seedExamType(t.ctx, school, 100, 'Term');
  const exam = (name: string, end: string) => seedExam(t.ctx, school, { academicYearId: year.id, examTypeId: type, gradingSystemId: grading, name, startDate: addDays(end, -5), endDate: end });
  const results = async (examId: number, classId: number, sectionId: number, marks: Record<number, number | 'absent'>, opts: { maxMarks?: number; gradingSystemId?: number } = {}) => {
    const paper = await seedExamSubject(t.ctx, school, { examId, classId, ...opts });
    await seedResults(t.ctx, school, { examSubjectId: paper.id, sectionId, enteredBy: takenBy, results: marks });
  };
  await results(await exam('Earlier', addDays(today, -30)), g.g4, g4a, { [kids.Amina]: 50 });
  midterm = await exam('Mid-term', addDays(today, -5));
  await results(midterm, g.g4, g4a, { [kids.Amina]: 85, [kids.Brian]: 'absent' });
  await results(midterm, g.g4, g4a, { [kids.Amina]: 80, [kids.Brian]: 30 }, { gradingSystemId: passFail });
  await results(midterm, g.g5, g5a, { [kids.Chloe]: 33 }, { maxMarks: 50 });
  await results(await exam('End of term', addDays(today, 10)), g.g4, g4a, { [kids.Amina]: 'absent' });

  const other = t.schoolB.schoolId;
  const otherClass = await seedClass(t.ctx, other, 'Grade 4');
  await db.update(classes).set({ monthlyFee: 7_000 }).where(eq(classes.id, otherClass));
  const otherSection = await seedSection(t.ctx, other, (await activeYear(t.ctx, other)).id, otherClass, 'A');
  const zawadi = await seedStudent(t.ctx, other, { sectionId: otherSection, firstName: 'Zawadi' });
  await post('/api/finance/fees/generate', { month: today.slice(0, 7), class_ids: [otherClass] }, t.adminB);
  await seedSheet(t.ctx, other, { sectionId: otherSection, date: today, takenBy: t.schoolB.adminId, marks: { [zawadi]: 'P' } });
  t.ctx.reportCache.written(school);
  t.ctx.reportCache.written(other);
});

const chartsOf = async (token: string) => {
  const res = await t.api.get('/api/dash/charts', { token });
  expect(res.status).toBe(200);
  return res.body as DashCharts;
};
const userToken = async (privileges: readonly string[], classIds: number[] = []) => {
  const u = await seedUser(t.ctx, t.schoolA.schoolId, privileges as never, { classIds });
  return t.api.login(u.username, u.password);
};
const chartsAs = async (privileges: readonly string[], classIds: number[] = []) => chartsOf(await userToken(privileges, classIds));
/** The six months, oldest first, zeros but for those given. */
const sixMonths = <T extends object>(zero: T, given: Record<number, Partial<T>>) => [5, 4, 3, 2, 1, 0].map((back) => ({ month: month(back), ...zero, ...given[back] }));
const sum = (rows: object[], key: string) => rows.reduce((s, r) => s + (r as Record<string, number>)[key]!, 0);

describe('GET /api/dash/charts (issue 31)', () => {
  it('shows an Admin all four charts of their own school', async () => {
    const charts = await chartsOf(t.adminA);
    // Nine weeks have registers: the last eight show, oldest first; Brian's excused absence is not present.
    const weeks = [7, 6, 5, 4, 3, 2].map((back) => ({ week: monday(addDays(today, -7 * back)), marked: 1, present: 1 }));
    expect(charts.attendance).toEqual([...weeks, { week: monday(addDays(today, -7)), marked: 3, present: 2 }, { week: monday(today), marked: 3, present: 2 }]);
    // M7's fees fall before the six months; Brian's bounced payment nets to nothing.
    expect(charts.fees).toEqual(sixMonths({ billed: 0, collected: 0 }, { 1: { billed: 25_000, collected: 5_000 }, 0: { billed: 25_000, collected: 10_000 } }));
    expect(charts.ledger).toEqual(sixMonths({ income: 0, expenses: 0 }, { 1: { income: 25_000 }, 0: { income: 25_000, expenses: 1_500 } }));
    // The latest exam with a mark (not the one still to be marked); the exam's grades first, then the pass/fail paper's.
    expect(charts.marks).toEqual({
      exam_id: midterm,
      exam_name: 'Mid-term',
      marked: 4,
      grades: [
        { grade: 'A', count: 1 },
        { grade: 'B', count: 0 },
        { grade: 'C', count: 1 },
        { grade: 'D', count: 0 },
        { grade: 'E', count: 0 },
        { grade: 'P', count: 1 },
        { grade: 'F', count: 1 },
      ],
    });
  });

  it('shows nothing to a user without the reports’ privileges', async () => {
    const none = { attendance: null, fees: null, ledger: null, marks: null };
    expect(await chartsAs([])).toEqual(none);
    expect(await chartsAs(['user-profile', 'list-student', 'receive-payment', 'exam-entry'], [g.g4])).toEqual(none);
  });

  it('keeps a class-bound teacher to their classes', async () => {
    const g4 = await chartsAs(['view-attendance', 'exam-subject-report'], [g.g4]);
    expect(g4).toMatchObject({ fees: null, ledger: null });
    expect(g4.attendance).toEqual([
      { week: monday(addDays(today, -7)), marked: 2, present: 1 },
      { week: monday(today), marked: 2, present: 1 },
    ]);
    expect(g4.marks).toMatchObject({ exam_id: midterm, marked: 3, grades: [{ grade: 'A', count: 1 }, { grade: 'B', count: 0 }, { grade: 'C', count: 0 }, { grade: 'D', count: 0 }, { grade: 'E', count: 0 }, { grade: 'P', count: 1 }, { grade: 'F', count: 1 }] });
    // Grade 5's only paper uses the exam's scale: the pass/fail grades do not show.
    const g5 = await chartsAs(['generate-attendance', 'exam-subject-report'], [g.g5]);
    expect(g5.attendance).toHaveLength(8);
    expect(g5.marks).toEqual({ exam_id: midterm, exam_name: 'Mid-term', marked: 1, grades: ['A', 'B', 'C', 'D', 'E'].map((grade) => ({ grade, count: grade === 'C' ? 1 : 0 })) });
    // A class with no marks in any exam: no chart.
    expect((await chartsAs(['exam-subject-report', 'report-attendance'], [g.g6])).marks).toBeNull();
    expect((await chartsAs(['exam-subject-report', 'report-attendance'], [g.g6])).attendance).toEqual([]);
  });

  it('never shows another school’s rows', async () => {
    const charts = await chartsOf(t.adminB);
    expect(charts.attendance).toEqual([{ week: monday(today), marked: 1, present: 1 }]);
    expect(charts.fees).toEqual(sixMonths({ billed: 0, collected: 0 }, { 0: { billed: 7_000 } }));
    expect(charts.ledger).toEqual(sixMonths({ income: 0, expenses: 0 }, { 0: { income: 7_000 } }));
    expect(charts.marks).toBeNull();
  });
});

describe('the charts add up to their reports', () => {
  const range = () => `from=${month(5)}&to=${today}`;

  it('bills and collects what the Student summary does over the six months, in the viewer’s scope', async () => {
    for (const [token, expected] of [
      [t.adminA, { billed: 50_000, paid: 15_000 }],
      [await userToken(['fee-student-report'], [g.g5]), { billed: 10_000, paid: 5_000 }],
    ] as const) {
      const { fees } = await chartsOf(token);
      const summary = (await t.api.get(`/api/finance/reports/students?${range()}`, { token })).body as { totals: { billed: number; paid: number } };
      expect(summary.totals).toMatchObject(expected);
      expect({ billed: sum(fees!, 'billed'), paid: sum(fees!, 'collected') }).toEqual({ billed: summary.totals.billed, paid: summary.totals.paid });
    }
  });

  it('earns and spends what the income statement does over the six months', async () => {
    const { ledger } = await chartsOf(t.adminA);
    const statement = (await t.api.get(`/api/finance/reports/income-statement?${range()}`, { token: t.adminA })).body as { total_income: number; total_expenses: number };
    expect(statement).toMatchObject({ total_income: 50_000, total_expenses: 1_500 });
    expect({ total_income: sum(ledger!, 'income'), total_expenses: sum(ledger!, 'expenses') }).toEqual({ total_income: statement.total_income, total_expenses: statement.total_expenses });
    // A bursar who reads only the income statement sees the whole school's ledger, and no fees.
    expect(await chartsAs(['income-statement'], [g.g5])).toMatchObject({ fees: null, ledger, attendance: null, marks: null });
  });
});
