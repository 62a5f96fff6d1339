import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, FINAL_TREATMENT, type FinalReport, type FinalStudent, type GradeBand } from '@contract';
import { addDays } from '../../../lib/days';
import { seedExam, seedExamSubject, seedExamType, seedGradingSystem, seedResults, seedSubject } from '../../../test/exams-data';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedSection, seedStudent, seedYear } from '../../../test/students-data';

/**
 * Issue 16, the final exam report (`GET /results/next`): the year's exams combined by exam-type
 * weight (20/30/50 here), checked against figures worked out by hand below. Absent and Exempt
 * drop out of the weighting; a Pending exam and a weight-0 type count nothing.
 */
const t = twoSchools();
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

/** One decimal, rounded: A 80–100, B 70–79.9, C 60–69.9, D 50–59.9, E 0–49.9. */
const P1: GradeBand[] = [
  { from: 80, to: 100, grade: 'A', point: 12, remark: null },
  { from: 70, to: 79.9, grade: 'B', point: 9, remark: null },
  { from: 60, to: 69.9, grade: 'C', point: 6, remark: null },
  { from: 50, to: 59.9, grade: 'D', point: 3, remark: null },
  { from: 0, to: 49.9, grade: 'E', point: 1, remark: null },
];

const next = (q: string, token = t.adminA) => t.api.get(`/api/${API.resultsNext}?${q}`, { token });
const report = async (q = `accademicId=${ids.year}`, token = t.adminA) => {
  const res = await next(q, token);
  expect(res.status).toBe(200);
  return res.body as FinalReport;
};
const student = (r: FinalReport, first: string) => r.students.find((s) => s.fullname.startsWith(`${first} `))!;
const subject = (s: FinalStudent, name: string) => s.subjects.find((x) => x.subject_name === name)!;

type Marks = Record<string, number | 'absent' | 'exempt'>;

beforeAll(async () => {
  const school = t.schoolA.schoolId;
  const year = await activeYear(t.ctx, school);
  const ys = year.startDate;
  ids.year = year.id;
  const lastStart = Number(ys.slice(0, 4)) - 1;
  ids.lastYear = await seedYear(t.ctx, school, `${lastStart}/${lastStart + 1}`, `${lastStart}-09-01`, `${lastStart + 1}-08-31`);
  ids.g9 = await seedClass(t.ctx, school, 'Grade 9', { sortOrder: 9 });
  ids.g10 = await seedClass(t.ctx, school, 'Grade 10', { sortOrder: 10 });
  ids.east = await seedSection(t.ctx, school, year.id, ids.g9, 'East');
  ids.west = await seedSection(t.ctx, school, year.id, ids.g9, 'West');
  ids.z = await seedSection(t.ctx, school, year.id, ids.g10, 'Z');
  for (const name of ['Amy', 'Ben', 'Cal', 'Dee', 'Fay']) ids[name] = await seedStudent(t.ctx, school, { sectionId: ids.east, firstName: name, lastName: 'East' });
  ids.Eli = await seedStudent(t.ctx, school, { sectionId: ids.west, firstName: 'Eli', lastName: 'West' });
  ids.Zed = await seedStudent(t.ctx, school, { sectionId: ids.z, firstName: 'Zed', lastName: 'Z' });
  // Fay left the school: she is not on the report.
  await t.ctx.database.db.execute(sql`update enrolments set outcome = 'transferred', ended_on = ${addDays(ys, 30)} where student_id = ${ids.Fay}`);

  const whole = await seedGradingSystem(t.ctx, school, { name: 'Whole' });
  ids.p1 = await seedGradingSystem(t.ctx, school, { name: 'One decimal', precision: 1, bands: P1 });
  ids.cat = await seedExamType(t.ctx, school, 20, 'CAT');
  ids.midType = await seedExamType(t.ctx, school, 30, 'Mid-term');
  ids.endType = await seedExamType(t.ctx, school, 50, 'End of year');
  ids.practiceType = await seedExamType(t.ctx, school, 0, 'Practice');
  ids.maths = await seedSubject(t.ctx, school, 'Maths');
  ids.english = await seedSubject(t.ctx, school, 'English');

  /** An exam with Grade 9's two papers and their results, then set to its status (a Closed exam locks its marks). */
  const exam = async (name: string, typeId: number, day: number, marks: { maths: Marks; english: Marks }, opts: { status?: 'Pending' | 'Closed'; mathsMax?: number; gradingSystemId?: number } = {}) => {
    const examId = await seedExam(t.ctx, school, { academicYearId: year.id, examTypeId: typeId, gradingSystemId: opts.gradingSystemId ?? whole, name, startDate: addDays(ys, day), endDate: addDays(ys, day + 2) });
    const max = opts.mathsMax ?? 100;
    const paper = async (subjectId: number, maxMarks: number, passMarks: number, results: Marks) => {
      const { id } = await seedExamSubject(t.ctx, school, { examId, classId: ids.g9!, subjectId, maxMarks, passMarks });
      for (const sectionId of [ids.east!, ids.west!]) {
        const here = Object.entries(results).filter(([n]) => (n === 'Eli') === (sectionId === ids.west));
        await seedResults(t.ctx, school, { examSubjectId: id, sectionId, enteredBy: t.schoolA.adminId, results: Object.fromEntries(here.map(([n, r]) => [ids[n]!, r])) });
      }
    };
    await paper(ids.maths!, max, max * 0.4, marks.maths);
    await paper(ids.english!, 50, 25, marks.english);
    if (opts.status) await t.ctx.database.db.execute(sql`update exams set status = ${opts.status} where id = ${examId}`);
    ids[name] = examId;
  };
  await exam('CAT 1', ids.cat, 20, { maths: { Amy: 60, Ben: 90, Cal: 50, Dee: 74, Eli: 45 }, english: { Amy: 'absent', Ben: 20, Cal: 'absent', Dee: 36 } }, { status: 'Closed' });
  await exam('CAT 2', ids.cat, 50, { maths: { Amy: 80, Ben: 70, Cal: 50, Dee: 74 }, english: { Amy: 40, Ben: 24, Cal: 'absent', Dee: 'absent' } }, { status: 'Closed' });
  await exam('Mid-term', ids.midType, 80, { maths: { Amy: 75, Ben: 85, Cal: 50, Dee: 74 }, english: { Amy: 30, Ben: 20, Cal: 'absent', Dee: 35 } });
  await exam('Practice', ids.practiceType, 100, { maths: { Amy: 0, Ben: 0, Cal: 0, Dee: 0 }, english: { Amy: 0, Ben: 0 } });
  await exam(
    'End of year',
    ids.endType,
    120,
    { maths: { Amy: 150, Ben: 170, Cal: 100, Dee: 148 }, english: { Amy: 35, Ben: 'exempt', Cal: 'absent', Dee: 35 } },
    { mathsMax: 200, gradingSystemId: ids.p1 },
  );
  await exam('Mock', ids.midType, 150, { maths: { Amy: 10, Ben: 10 }, english: { Amy: 5 } }, { status: 'Pending' });
  ids.oldExam = await seedExam(t.ctx, school, { academicYearId: ids.lastYear, examTypeId: ids.cat, gradingSystemId: whole, startDate: `${lastStart}-10-01` });

  const as = async (privileges: Parameters<typeof seedUser>[2], classIds: number[]) => {
    const u = await seedUser(t.ctx, school, privileges, { classIds });
    return t.api.login(u.username, u.password);
  };
  tokens.g9 = await as(['exam-type-report'], [ids.g9]);
  tokens.annual = await as(['anual-exam-report'], [ids.g9, ids.g10]);
  tokens.entry = await as(['exam-entry'], [ids.g9]);
});

describe('the final exam report (GET /api/results/next)', () => {
  it('lists the types with the exams that count: not Pending ones, with weight-0 types counting nothing', async () => {
    const r = await report();
    expect(r.academic_year).toEqual({ id: ids.year, name: expect.any(String) });
    expect(r.treatment).toBe(FINAL_TREATMENT);
    expect(r.types).toEqual([
      { id: ids.cat, name: 'CAT', weight: 20, exams: [{ id: ids['CAT 1'], name: 'CAT 1', status: 'Closed' }, { id: ids['CAT 2'], name: 'CAT 2', status: 'Closed' }] },
      { id: ids.midType, name: 'Mid-term', weight: 30, exams: [{ id: ids['Mid-term'], name: 'Mid-term', status: 'Active' }] },
      { id: ids.practiceType, name: 'Practice', weight: 0, exams: [{ id: ids.Practice, name: 'Practice', status: 'Active' }] },
      { id: ids.endType, name: 'End of year', weight: 50, exams: [{ id: ids['End of year'], name: 'End of year', status: 'Active' }] },
    ]);
    // Ruled and graded by the latest exam's system.
    expect(r.grading).toMatchObject({ id: ids.p1, precision: 1, rounding: 'round' });
    expect(r.students.map((s) => [s.fullname, s.section_name, s.class_name])).toEqual([
      ['Amy East', 'East', 'Grade 9'],
      ['Ben East', 'East', 'Grade 9'],
      ['Cal East', 'East', 'Grade 9'],
      ['Dee East', 'East', 'Grade 9'],
      ['Eli West', 'West', 'Grade 9'],
      ['Zed Z', 'Z', 'Grade 10'],
    ]);
  });

  it('weights 20/30/50 as worked out by hand, an absent paper dropping out rather than counting 0', async () => {
    const amy = student(await report(), 'Amy');
    // Maths: CAT (60 + 80) / 2 = 70, Mid 75, End 150/200 = 75 → (20×70 + 30×75 + 50×75) / 100 = 74.0. The Practice 0 weighs nothing.
    expect(subject(amy, 'Maths')).toEqual({
      subject_id: ids.maths,
      subject_name: 'Maths',
      by_type: {
        [ids.cat!]: { percent: 70, state: null },
        [ids.midType!]: { percent: 75, state: null },
        [ids.practiceType!]: { percent: 0, state: null },
        [ids.endType!]: { percent: 75, state: null },
      },
      percent: 74,
      pass_percent: 40,
      grade: 'B',
      passed: true,
      missing: false,
    });
    // English: absent from CAT 1, so CAT is CAT 2's 80 alone (not (0 + 80) / 2); Mid 60, End 70 → (1600 + 1800 + 3500) / 100 = 69.0.
    expect(subject(amy, 'English')).toMatchObject({ by_type: { [ids.cat!]: { percent: 80, state: null } }, percent: 69, pass_percent: 50, grade: 'C', passed: true });
    // Overall, each exam's Σ marks ÷ Σ maximum: CAT 1 60/100, CAT 2 120/150 → 70; Mid 105/150 = 70; End 185/250 = 74 → 72.0.
    expect(amy).toMatchObject({ percent: 72, grade: 'B', outcome: 'pass', failed_subjects: [] });
  });

  it('fails a student who fails a subject, an Exempt paper dropping out like an absent one', async () => {
    const ben = student(await report(), 'Ben');
    expect(subject(ben, 'Maths')).toMatchObject({ percent: 84, grade: 'A', passed: true });
    // English: CAT (40 + 48) / 2 = 44, Mid 40, End exempt → (20×44 + 30×40) / 50 = 41.6, under the 50% pass mark.
    expect(subject(ben, 'English')).toMatchObject({ by_type: { [ids.endType!]: { percent: null, state: 'exempt' } }, percent: 41.6, pass_percent: 50, grade: 'E', passed: false, missing: false });
    // Overall: CAT (110/150 + 94/150) / 2 = 68, Mid 70, End 170/200 = 85 → (1360 + 2100 + 4250) / 100 = 77.1.
    expect(ben).toMatchObject({ percent: 77.1, grade: 'B', outcome: 'fail', failed_subjects: ['English'] });
  });

  it('is incomplete, not failed, for a student absent from every exam of a subject', async () => {
    const r = await report();
    const cal = student(r, 'Cal');
    expect(subject(cal, 'English')).toMatchObject({ percent: null, grade: null, passed: null, missing: true, by_type: { [ids.cat!]: { percent: null, state: 'absent' } } });
    expect(cal).toMatchObject({ percent: 50, outcome: 'incomplete', failed_subjects: [] });
    expect(student(r, 'Zed')).toMatchObject({ subjects: [], percent: null, grade: null, outcome: 'incomplete', rank: null });
  });

  it('ranks each section by the final percentage, in competition ranking', async () => {
    const r = await report();
    // Dee: CAT (110/150 + 74/100) / 2, Mid 109/150, End 183/250 → 73.13…, shown as 73.1.
    expect(student(r, 'Dee')).toMatchObject({ percent: 73.1, outcome: 'pass' });
    expect(r.students.map((s) => [s.fullname, s.percent, s.rank])).toEqual([
      ['Amy East', 72, 3],
      ['Ben East', 77.1, 1],
      ['Cal East', 50, 4],
      ['Dee East', 73.1, 2],
      ['Eli West', 45, 1],
      ['Zed Z', null, null],
    ]);
  });

  it('counts the year’s exams up to the one named, graded by its system', async () => {
    const r = await report(`accademicId=${ids.year}&examId=${ids['Mid-term']}`);
    expect(r.types.map((x) => x.name)).toEqual(['CAT', 'Mid-term']);
    expect(r.grading).toMatchObject({ precision: 0 });
    const amy = student(r, 'Amy');
    // Maths (20×70 + 30×75) / 50 = 73; English (20×80 + 30×60) / 50 = 68; overall (20×70 + 30×70) / 50 = 70.
    expect([subject(amy, 'Maths').percent, subject(amy, 'English').percent, amy.percent]).toEqual([73, 68, 70]);
  });

  it('narrows to a section, and keeps to the user’s classes and school', async () => {
    expect((await report(`accademicId=${ids.year}&sectionId=${ids.west}`)).students.map((s) => s.fullname)).toEqual(['Eli West']);
    expect((await report(`accademicId=${ids.year}`, tokens.g9)).students.map((s) => s.fullname)).toEqual(['Amy East', 'Ben East', 'Cal East', 'Dee East', 'Eli West']);
    expect((await report(`accademicId=${ids.year}`, tokens.annual)).students).toHaveLength(6);
    expect((await next(`accademicId=${ids.year}&sectionId=${ids.z}`, tokens.g9)).status).toBe(404);
    expect((await next(`accademicId=${ids.year}`, tokens.entry)).status).toBe(403);
    expect((await next(`accademicId=${ids.year}`, t.adminB)).status).toBe(404);
    expect((await next(`accademicId=${ids.year}&examId=${ids['CAT 1']}`, t.adminB)).status).toBe(404);
  });

  it('refuses bad input naming the field', async () => {
    const bad = await next('accademicId=x');
    expect([bad.status, bad.body.issues.map((i: { path: string }) => i.path)]).toEqual([400, ['accademicId']]);
    const missing = await next(`sectionId=${ids.east}`);
    expect([missing.status, missing.body.issues.map((i: { path: string }) => i.path)]).toEqual([400, ['accademicId']]);
    const otherYear = await next(`accademicId=${ids.year}&examId=${ids.oldExam}`);
    expect([otherYear.status, otherYear.body.issues.map((i: { path: string }) => i.path)]).toEqual([422, ['examId']]);
    expect((await next(`accademicId=${ids.lastYear}&sectionId=${ids.east}`)).status).toBe(404);
    expect((await report(`accademicId=${ids.lastYear}`)).students).toEqual([]);
  });
});
