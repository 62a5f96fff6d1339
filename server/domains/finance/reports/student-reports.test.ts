import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClassSummary, FinanceOverview, StudentStatement, StudentSummary } from '@contract';
import { enrolments } from '../../../db/schema';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { seedEnrolment } from '../../../test/students-data';
import { buildLedger, newKey, OCTOBER, range, type Ledger } from './reports.fixtures';

const t = twoSchools();
let L: Ledger;
const get = async <T>(path: string, token = t.adminA) => {
  const res = await t.api.get<T>(`/api/finance/reports/${path}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const figures = (s: StudentSummary) => s.rows.map((r) => [r.name.split(' ')[0], r.opening, r.billed, r.paid, r.balance]);
const classes = (s: ClassSummary) => s.rows.map((r) => [r.class_name, r.students, r.billed, r.collected, r.outstanding, r.collection_rate]);

beforeAll(async () => {
  L = await buildLedger(t);
});

describe('student summary (/api/finance/reports/students)', () => {
  it('shows opening, billed, paid and balance per student, defaulters first, every Active student and anyone with postings', async () => {
    const s = await get<StudentSummary>(`students?${OCTOBER}`);
    expect(figures(s)).toEqual([
      ['Brian', 10_000, 10_000, 0, 20_000], // paid 30.00 and the check bounced
      ['Esther', 6_000, 0, 0, 6_000], // left owing: Inactive, still listed; her October fee reversed
      ['Amina', 0, 10_000, 5_000, 5_000],
      ['Dan', 0, 0, 0, 0], // Active, never billed
      ['Chloe', 5_000, 5_000, 12_000, -2_000], // paid ahead
    ]);
    expect(s.totals).toEqual({ opening: 21_000, billed: 25_000, paid: 17_000, balance: 29_000 });
    expect(s.rows[0]).toMatchObject({ student_id: L.kids.Brian, name: 'Brian Kamau', class_name: 'Grade 4', section_name: 'B' });
    expect(s.rows.map((r) => r.admission_no).every(Boolean)).toBe(true);
  });

  it("agrees with the receivable account, which never counts the fee's income line", async () => {
    for (const [from, to] of [['2026-09-01', '2026-09-30'], ['2026-10-01', '2026-10-31'], ['2026-09-15', '2026-11-30']] as const) {
      const s = await get<StudentSummary>(`students?${range(from, to)}`);
      const accounts = await get<{ rows: { code: string; opening: number; closing: number }[] }>(`accounts?${range(from, to)}`);
      const receivable = accounts.rows.find((r) => r.code === '1100')!;
      expect([s.totals.opening, s.totals.balance]).toEqual([receivable.opening, receivable.closing]);
    }
  });

  it('filters by class and section now, and refuses one out of reach at its field', async () => {
    expect(figures(await get<StudentSummary>(`students?${OCTOBER}&class_id=${L.grades.g4}`)).map((r) => r[0])).toEqual(['Brian', 'Esther', 'Amina']);
    expect(figures(await get<StudentSummary>(`students?${OCTOBER}&section_id=${L.sections.g4b}`)).map((r) => r[0])).toEqual(['Brian']);
    expect((await get<StudentSummary>(`students?${OCTOBER}&class_id=${L.grades.g6}`)).rows).toEqual([]);
    const foreign = await t.api.get(`/api/finance/reports/students?class_id=${L.grades.g4}`, { token: t.adminB });
    expect(foreign.status).toBe(422);
    expect(foreign.body.issues[0].path).toBe('class_id');
    for (const [query, field] of [['class_id=abc', 'class_id'], ['section_id=0', 'section_id'], ['from=2026-10-01&to=2026-09-01', 'to'], ['from=2026-9-1', 'from']]) {
      const bad = await t.api.get(`/api/finance/reports/students?${query}`, { token: t.adminA });
      expect(bad.status, query).toBe(400);
      expect(bad.body.issues.map((i: { path: string }) => i.path), query).toEqual([field]);
    }
  });

  it('counts a payment whose reversal is itself undone as paid again', async () => {
    const post = (path: string, body: Record<string, unknown>) => t.api.post(path, { token: t.adminA, headers: { 'Idempotency-Key': newKey() }, body });
    const paid = await post('/api/finance/payments', { student_id: L.kids.Dan, amount: 1_000, date: '2027-03-02' });
    const undone = await post(`/api/finance/entries/${paid.body.entry_id}/reverse`, { date: '2027-03-03', reason: 'Wrong student' });
    await post(`/api/finance/entries/${undone.body.entry_id}/reverse`, { date: '2027-03-04', reason: 'It was Dan after all' });
    const march = await get<StudentSummary>(`students?${range('2027-03-01', '2027-03-31')}&class_id=${L.grades.g5}`);
    expect(march.rows.find((r) => r.student_id === L.kids.Dan)).toMatchObject({ opening: 0, billed: 0, paid: 1_000, balance: -1_000 });
  });
});

describe('class summary (/api/finance/reports/classes)', () => {
  it("sums the student summary by each student's class now, with the collection rate", async () => {
    const s = await get<ClassSummary>(`classes?${OCTOBER}`);
    expect(classes(s)).toEqual([
      ['Grade 4', 3, 20_000, 5_000, 31_000, 0.25],
      ['Grade 5', 2, 5_000, 12_000, -2_000, 2.4], // arrears and prepayments collected: above 1
      ['Grade 6', 0, 0, 0, 0, null],
    ]);
    expect(s.rows[0]!.class_id).toBe(L.grades.g4);
    expect(s.totals).toEqual({ students: 5, billed: 25_000, collected: 17_000, outstanding: 29_000, collection_rate: 0.68 });
  });
});

describe('student statement (/api/finance/reports/students/:id)', () => {
  it('lists the entries of the range with what was owed after each, and the receipt of a payment', async () => {
    const s = await get<StudentStatement>(`students/${L.kids.Brian}?${OCTOBER}`);
    expect(s.student).toEqual({ id: L.kids.Brian, name: 'Brian Kamau', admission_no: expect.any(String), class_name: 'Grade 4', section_name: 'B' });
    expect([s.from, s.to, s.opening, s.closing]).toEqual(['2026-10-01', '2026-10-31', 10_000, 20_000]);
    expect(s.lines.map((l) => [l.date, l.kind, l.charge, l.payment, l.balance, l.receipt_no])).toEqual([
      ['2026-10-01', 'fee', 10_000, 0, 20_000, null],
      ['2026-10-09', 'payment', 0, 3_000, 17_000, L.receipts.brianOct],
      ['2026-10-15', 'reversal', 3_000, 0, 20_000, null],
    ]);
    expect(s.lines[0]).toMatchObject({ memo: 'Tuition, October 2026', reference: 'tuition:2026-10' });
    const all = await get<StudentStatement>(`students/${L.kids.Amina}?${range('2026-09-01', '2026-11-30')}`);
    expect(all.lines.map((l) => l.balance)).toEqual([10_000, 0, 10_000, 5_000, 15_000]);
    expect(all.lines[1]!.receipt_no).toBe(L.receipts.aminaSep);
    expect([all.opening, all.closing]).toEqual([0, 15_000]);
  });

  it("answers 404 for another school's student or none, and 400 naming a bad id", async () => {
    expect((await t.api.get(`/api/finance/reports/students/${L.otherStudent}`, { token: t.adminA })).status).toBe(404);
    expect((await t.api.get('/api/finance/reports/students/99999999', { token: t.adminA })).status).toBe(404);
    const bad = await t.api.get('/api/finance/reports/students/0', { token: t.adminA });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe('id');
  });
});

describe('overview (/api/finance/reports/overview)', () => {
  it("is this month's student summary in brief: billed, collected, owed today and the top defaulters", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const o = await get<FinanceOverview>('overview');
    const s = await get<StudentSummary>('students');
    expect([o.from, o.to]).toEqual([`${today.slice(0, 7)}-01`, today]);
    // Owed: what the students who owe owe, as the Student summary's "N owe X" line counts it (issue 31); a student in credit does not lessen it.
    const owed = s.rows.filter((r) => r.balance > 0).reduce((sum, r) => sum + r.balance, 0);
    expect([o.billed, o.collected, o.outstanding]).toEqual([s.totals.billed, s.totals.paid, owed]);
    const owing = s.rows.filter((r) => r.balance > 0).slice(0, 5);
    expect(o.top_defaulters).toEqual(owing.map((r) => ({ student_id: r.student_id, name: r.name, class_name: r.class_name, balance: r.balance })));
    // Through November (the ledger's last month) the defaulters are Brian and Amina.
    const nov = await get<StudentSummary>(`students?${range('2026-11-01', '2026-11-30')}`);
    expect(figures(nov).slice(0, 2)).toEqual([['Amina', 5_000, 10_000, 0, 15_000], ['Brian', 20_000, 10_000, 20_000, 10_000]]);
  });
});

describe('scope and privileges', () => {
  it("shows a teacher only their class's students, and nothing of a class or student beyond it", async () => {
    const teacher = await seedUser(t.ctx, t.schoolA.schoolId, ['fee-student-report', 'fee-student-transaction', 'class-summary'], { classIds: [L.grades.g5] });
    const token = await t.api.login(teacher.username, teacher.password);
    expect(figures(await get<StudentSummary>(`students?${OCTOBER}`, token)).map((r) => r[0])).toEqual(['Dan', 'Chloe']);
    expect(classes(await get<ClassSummary>(`classes?${OCTOBER}`, token))).toEqual([['Grade 5', 2, 5_000, 12_000, -2_000, 2.4]]);
    expect((await get<StudentStatement>(`students/${L.kids.Chloe}?${OCTOBER}`, token)).closing).toBe(-2_000);
    for (const id of [L.kids.Amina, L.kids.Esther, L.otherStudent]) expect((await t.api.get(`/api/finance/reports/students/${id}`, { token })).status).toBe(404);
    const outside = await t.api.get(`/api/finance/reports/students?class_id=${L.grades.g4}`, { token });
    expect(outside.status).toBe(422);
    expect(outside.body.issues[0]).toEqual({ path: 'class_id', message: 'Pick one of the classes assigned to you.' });
    expect((await t.api.get(`/api/finance/reports/students?section_id=${L.sections.g4a}`, { token })).body.issues[0].path).toBe('section_id');
    const o = await get<FinanceOverview>('overview', token);
    expect(o.top_defaulters.every((d) => d.class_name === 'Grade 5')).toBe(true);
    const none = await seedUser(t.ctx, t.schoolA.schoolId, ['fee-student-report', 'class-summary']);
    const noClasses = await t.api.login(none.username, none.password);
    expect((await get<StudentSummary>(`students?${OCTOBER}`, noClasses)).rows).toEqual([]);
    expect((await get<ClassSummary>(`classes?${OCTOBER}`, noClasses)).totals).toEqual({ students: 0, billed: 0, collected: 0, outstanding: 0, collection_rate: null });
  });

  it("needs each report's own privilege; the overview takes either fee report's", async () => {
    const only = async (privileges: Parameters<typeof seedUser>[2]) => {
      const u = await seedUser(t.ctx, t.schoolA.schoolId, privileges, { classIds: [L.grades.g4] });
      return t.api.login(u.username, u.password);
    };
    const status = async (path: string, token: string) => (await t.api.get(`/api/finance/reports/${path}`, { token })).status;
    const reader = await only(['list-account', 'report-account']);
    for (const path of ['students', `students/${L.kids.Amina}`, 'classes', 'overview']) expect(await status(path, reader), path).toBe(403);
    const summary = await only(['fee-student-report']);
    expect([await status('students', summary), await status('overview', summary), await status('classes', summary), await status(`students/${L.kids.Amina}`, summary)]).toEqual([200, 200, 403, 403]);
    const byClass = await only(['class-summary']);
    expect([await status('classes', byClass), await status('overview', byClass), await status('students', byClass)]).toEqual([200, 200, 403]);
    expect(await status(`students/${L.kids.Amina}`, await only(['fee-student-transaction']))).toBe(200);
  });

  it('follows a student who moves to another class: their figures go with them, and out of the old teacher\'s reach', async () => {
    const teacher = await seedUser(t.ctx, t.schoolA.schoolId, ['fee-student-report', 'fee-student-transaction', 'class-summary'], { classIds: [L.grades.g5] });
    const token = await t.api.login(teacher.username, teacher.password);
    // A section move closes the old enrolment and opens the next one.
    await t.ctx.database.db.update(enrolments).set({ outcome: 'moved', endedOn: '2026-11-01' }).where(eq(enrolments.studentId, L.kids.Chloe));
    await seedEnrolment(t.ctx, t.schoolA.schoolId, L.kids.Chloe, L.sections.g4a);
    t.ctx.reportCache.written(t.schoolA.schoolId);
    expect(figures(await get<StudentSummary>(`students?${OCTOBER}`, token)).map((r) => r[0])).toEqual(['Dan']);
    expect((await t.api.get(`/api/finance/reports/students/${L.kids.Chloe}`, { token })).status).toBe(404);
    expect(classes(await get<ClassSummary>(`classes?${OCTOBER}`))).toEqual([
      ['Grade 4', 4, 25_000, 17_000, 29_000, 0.68],
      ['Grade 5', 1, 0, 0, 0, null],
      ['Grade 6', 0, 0, 0, 0, null],
    ]);
    expect((await get<StudentSummary>(`students?${OCTOBER}&section_id=${L.sections.g4a}`)).rows.map((r) => r.name)).toEqual(['Esther Kamau', 'Amina Kamau', 'Chloe Kamau']);
  });
});
