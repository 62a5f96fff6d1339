import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, CARD_TREATMENT, type ExamStatistics, type GradeBand, type ReportCard, type ReportCards } from '@contract';
import { examCardRemarks } from '../../../db/schema';
import { addDays } from '../../../lib/days';
import { seedSheet } from '../../../test/attendance-data';
import { seedExam, seedExamSubject, seedExamType, seedGradingSystem, seedResults, seedSubject } from '../../../test/exams-data';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedSection, seedStudent } from '../../../test/students-data';

/**
 * Issue 16, the report card (`GET /results/students`) and the subject statistics
 * (`GET /results/statistics`): each paper graded by its own system, Absent and Exempt never a 0,
 * competition ranks on the percentage as shown, the term's attendance, and a mark on a band's
 * boundary graded the same on the card and in the statistics.
 */
const t = twoSchools();
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
let ys = '';

/** One decimal, truncated: D 74.5–100, P 49.5–74.4, F 0–49.4. */
const TENTHS: GradeBand[] = [
  { from: 74.5, to: 100, grade: 'D', point: 4, remark: 'Distinction' },
  { from: 49.5, to: 74.4, grade: 'P', point: 2, remark: 'Pass' },
  { from: 0, to: 49.4, grade: 'F', point: 0, remark: 'Fail' },
];

const cardsOf = (q: string, token = t.adminA) => t.api.get(`/api/${API.resultStudents}?${q}`, { token });
const statsOf = (q: string, token = t.adminA) => t.api.get(`/api/${API.resultStatistics}?${q}`, { token });
const cards = async (q = `examId=${ids.term}&sectionId=${ids.north}`) => {
  const res = await cardsOf(q);
  expect(res.status).toBe(200);
  return res.body as ReportCards;
};
const byName = (r: ReportCards) => Object.fromEntries(r.cards.map((c) => [c.student.fullname.split(' ')[0]!, c])) as Record<string, ReportCard>;
const line = (card: ReportCard, subject: string) => card.subjects.find((s) => s.subject_name === subject)!;

beforeAll(async () => {
  const school = t.schoolA.schoolId;
  const year = await activeYear(t.ctx, school);
  ys = year.startDate;
  ids.g7 = await seedClass(t.ctx, school, 'Grade 7', { sortOrder: 7 });
  ids.g8 = await seedClass(t.ctx, school, 'Grade 8', { sortOrder: 8 });
  ids.north = await seedSection(t.ctx, school, year.id, ids.g7, 'North');
  ids.south = await seedSection(t.ctx, school, year.id, ids.g7, 'South');
  ids.g8a = await seedSection(t.ctx, school, year.id, ids.g8, 'A');
  for (const name of ['Amy', 'Ben', 'Cara', 'Dan', 'Eve', 'Fay']) ids[name] = await seedStudent(t.ctx, school, { sectionId: ids.north, firstName: name, lastName: 'North' });
  ids.Sid = await seedStudent(t.ctx, school, { sectionId: ids.south, firstName: 'Sid', lastName: 'South' });

  ids.main = await seedGradingSystem(t.ctx, school, { name: 'Main A–E' });
  ids.tenths = await seedGradingSystem(t.ctx, school, { name: 'Languages', precision: 1, rounding: 'truncate', bands: TENTHS });
  const type = await seedExamType(t.ctx, school, 100);
  ids.term = await seedExam(t.ctx, school, { academicYearId: year.id, examTypeId: type, gradingSystemId: ids.main, name: 'Term 1', startDate: addDays(ys, 30), endDate: addDays(ys, 34) });
  ids.mid = await seedExam(t.ctx, school, { academicYearId: year.id, examTypeId: type, gradingSystemId: ids.main, name: 'Mid-year', startDate: addDays(ys, 60), endDate: addDays(ys, 62) });
  const paper = async (name: string, max: number, pass: number, gradingSystemId?: number, classId = ids.g7!, examId = ids.term!) =>
    (await seedExamSubject(t.ctx, school, { examId, classId, subjectId: await seedSubject(t.ctx, school, name), maxMarks: max, passMarks: pass, gradingSystemId })).id;
  ids.maths = await paper('Mathematics', 100, 40);
  ids.english = await paper('English', 50, 20);
  ids.kiswahili = await paper('Kiswahili', 200, 80, ids.tenths);
  ids.art = await paper('Art', 100, 50);
  ids.g8maths = await paper('Maths 8', 100, 40, undefined, ids.g8);

  const enter = (examSubjectId: number, results: Record<string, number | 'absent' | 'exempt'>, sectionId = ids.north!) =>
    seedResults(t.ctx, school, { examSubjectId, sectionId, enteredBy: t.schoolA.adminId, results: Object.fromEntries(Object.entries(results).map(([n, r]) => [ids[n]!, r])) });
  await enter(ids.maths, { Amy: 80, Ben: 80, Cara: 50, Dan: 'absent', Eve: 'exempt', Fay: 0 });
  // Ben's 39.75 of 50 is 79.5%: on the A boundary once rounded to whole percentages.
  await enter(ids.english, { Amy: 40, Ben: 39.75, Cara: 25, Dan: 'absent', Eve: 30 });
  // Amy's 159.9 of 200 is 79.95%: 79.9 truncated. Cara's 98.9 is 49.45%: 49.4 truncated, an F (rounded it would be a P).
  await enter(ids.kiswahili, { Amy: 159.9, Ben: 160, Cara: 98.9, Dan: 'absent', Eve: 'absent' });
  await enter(ids.art, { Amy: 'absent', Ben: 'absent', Cara: 60, Dan: 'absent', Eve: 70 });
  await enter(ids.maths, { Sid: 45 }, ids.south);
  await t.ctx.database.db.execute(sql`update exam_results set remark = 'Improving' where exam_subject_id = ${ids.english} and student_id = ${ids.Eve}`);
  await t.ctx.database.db.insert(examCardRemarks).values({ schoolId: school, examId: ids.term, studentId: ids.Amy!, remark: 'A steady term.', updatedBy: t.schoolA.adminId });

  // Registers: two days in Term 1's term, one in the mid-year exam's (after Term 1 ended).
  const sheet = (day: number, marks: Parameters<typeof seedSheet>[2]['marks']) => seedSheet(t.ctx, school, { sectionId: ids.north!, date: addDays(ys, day), takenBy: t.schoolA.adminId, marks });
  await sheet(5, { [ids.Amy!]: 'P', [ids.Ben!]: 'P', [ids.Cara!]: 'L' });
  await sheet(6, { [ids.Amy!]: 'A', [ids.Ben!]: { code: 'A', override: 'E' }, [ids.Cara!]: 'P' });
  await sheet(40, { [ids.Amy!]: 'A', [ids.Ben!]: 'P' });

  const as = async (privileges: Parameters<typeof seedUser>[2], classIds: number[] = []) => {
    const u = await seedUser(t.ctx, school, privileges, { classIds });
    return t.api.login(u.username, u.password);
  };
  tokens.g7 = await as(['exam-student-report', 'exam-subject-report'], [ids.g7]);
  tokens.g8 = await as(['exam-student-report', 'exam-subject-report'], [ids.g8]);
  tokens.subjects = await as(['exam-subject-report'], [ids.g7]);
  tokens.entry = await as(['exam-entry'], [ids.g7]);
});

describe('report cards (GET /api/results/students)', () => {
  it('grades each paper with its own system and totals only the papers sat', async () => {
    const r = await cards();
    expect(r).toMatchObject({
      exam: { id: ids.term, name: 'Term 1', status: 'Active', start_date: addDays(ys, 30), end_date: addDays(ys, 34) },
      school_name: t.schoolA.name,
      section: { id: ids.north, name: 'North', class_id: ids.g7, class_name: 'Grade 7' },
      treatment: CARD_TREATMENT,
    });
    // The exam's system first, then the other one a paper uses.
    expect(r.grading.map((g) => [g.id, g.precision, g.rounding])).toEqual([
      [ids.main, 0, 'round'],
      [ids.tenths, 1, 'truncate'],
    ]);
    const { Amy } = byName(r);
    expect(Amy!.subjects.map((s) => s.subject_name)).toEqual(['Art', 'English', 'Kiswahili', 'Mathematics']);
    expect(line(Amy!, 'Mathematics')).toMatchObject({ state: 'marked', marks: 80, percent: 80, grade: 'A', point: 12, remark: 'Excellent', passed: true, grading_system_id: ids.main });
    // Kiswahili is graded by its own system in the same request: 79.95% truncated to 79.9, a D; not an A at 80.
    expect(line(Amy!, 'Kiswahili')).toMatchObject({ marks: 159.9, percent: 79.9, grade: 'D', point: 4, remark: 'Distinction', grading_system_id: ids.tenths });
    expect(line(Amy!, 'Art')).toMatchObject({ state: 'absent', marks: null, percent: null, grade: null, point: null, passed: null });
    // Absent Art leaves the total and the maximum, never a 0: 279.9 of 350 is 79.97%, shown and graded as 80, an A.
    expect(Amy).toMatchObject({ sat: 3, absent: 1, exempt: 0, total_marks: 279.9, total_max: 350, percent: 80, grade: 'A', grade_remark: 'Excellent', mean_point: 9.33 });
    expect(Amy!.teacher_remark).toBe('A steady term.');
  });

  it('leaves Exempt out too, and keeps a teacher’s remark over the band’s', async () => {
    const { Eve, Dan, Fay } = byName(await cards());
    // Maths exempt, Kiswahili absent: 30 + 70 of 150.
    expect(Eve).toMatchObject({ sat: 2, absent: 1, exempt: 1, total_marks: 100, total_max: 150, percent: 67, grade: 'C', mean_point: 7.5 });
    expect(line(Eve!, 'English')).toMatchObject({ marks: 30, grade: 'C', remark: 'Improving' });
    // Absent from every paper: nothing to total, unranked.
    expect(Dan).toMatchObject({ sat: 0, absent: 4, total_marks: 0, total_max: 0, percent: null, grade: null, mean_point: null, rank: null });
    // A 0 is a mark (0%, an E); papers with nothing entered are neither counted nor a 0.
    expect(Fay).toMatchObject({ sat: 1, absent: 0, exempt: 0, total_marks: 0, total_max: 100, percent: 0, grade: 'E' });
    expect(line(Fay!, 'English')).toMatchObject({ state: null, marks: null });
    expect(line(Fay!, 'Mathematics')).toMatchObject({ passed: false });
  });

  it('ranks the section by the percentage as shown, in competition ranking (1, 1, 3)', async () => {
    const r = await cards();
    // Amy 279.9/350 = 79.97% and Ben 279.75/350 = 79.93% both show as 80: they share first place.
    expect(r.cards.map((c) => [c.student.fullname, c.percent, c.rank, c.ranked_of])).toEqual([
      ['Amy North', 80, 1, 5],
      ['Ben North', 80, 1, 5],
      ['Cara North', 52, 4, 5],
      ['Dan North', null, null, 5],
      ['Eve North', 67, 3, 5],
      ['Fay North', 0, 5, 5],
    ]);
  });

  it('gives one student’s card, ranked in the whole section', async () => {
    const r = await cards(`examId=${ids.term}&sectionId=${ids.north}&studentId=${ids.Eve}`);
    expect(r.cards).toHaveLength(1);
    expect(r.cards[0]).toMatchObject({ student: { id: ids.Eve, fullname: 'Eve North', gender: 'Male' }, rank: 3, ranked_of: 5 });
    expect((await cardsOf(`examId=${ids.term}&sectionId=${ids.north}&studentId=${ids.Sid}`)).status).toBe(404);
  });

  it('sums the term’s attendance, counting the office’s override, and says nothing where no register was kept', async () => {
    const { Amy, Ben, Cara, Dan } = byName(await cards());
    const term = { from: ys, to: addDays(ys, 34) };
    expect(Amy!.attendance).toEqual({ ...term, marked: 2, present: 1, absent: 1, excused: 0, rate: 50 });
    expect(Ben!.attendance).toEqual({ ...term, marked: 2, present: 1, absent: 0, excused: 1, rate: 50 });
    expect(Cara!.attendance).toEqual({ ...term, marked: 2, present: 2, absent: 0, excused: 0, rate: 100 });
    expect(Dan!.attendance).toEqual({ ...term, marked: 0, present: 0, absent: 0, excused: 0, rate: null });
    // The mid-year exam's term starts the day after Term 1 ended.
    const mid = byName(await cards(`examId=${ids.mid}&sectionId=${ids.north}`));
    expect(mid.Amy!.attendance).toEqual({ from: addDays(ys, 35), to: addDays(ys, 62), marked: 1, present: 0, absent: 1, excused: 0, rate: 0 });
    expect(mid.Amy!.subjects).toEqual([]);
    const south = await cards(`examId=${ids.term}&sectionId=${ids.south}`);
    expect(south.cards.map((c) => [c.student.fullname, c.percent, c.rank, c.attendance])).toEqual([['Sid South', 45, 1, null]]);
  });

  it('keeps to the user’s classes and school, and needs a report privilege', async () => {
    const q = `examId=${ids.term}&sectionId=${ids.north}`;
    expect((await cardsOf(q, tokens.g7)).status).toBe(200);
    expect((await cardsOf(q, tokens.subjects)).status).toBe(200);
    expect((await cardsOf(q, tokens.g8)).status).toBe(404);
    expect((await cardsOf(q, tokens.entry)).status).toBe(403);
    expect((await cardsOf(q, t.adminB)).status).toBe(404);
  });

  it('refuses bad input naming the field', async () => {
    const cases: [string, string[]][] = [
      [`examId=x&sectionId=${ids.north}`, ['examId']],
      [`examId=${ids.term}`, ['sectionId']],
      [`examId=${ids.term}&sectionId=${ids.north}&studentId=0`, ['studentId']],
    ];
    for (const [q, fields] of cases) {
      const res = await cardsOf(q);
      expect([q, res.status, res.body.issues?.map((i: { path: string }) => i.path)]).toEqual([q, 400, fields]);
    }
    expect((await cardsOf(`examId=999999&sectionId=${ids.north}`)).status).toBe(404);
    expect((await cardsOf(`examId=${ids.term}&sectionId=999999`)).status).toBe(404);
  });
});

describe('subject statistics (GET /api/results/statistics)', () => {
  const stats = async (q: string, token = t.adminA) => {
    const res = await statsOf(q, token);
    expect(res.status).toBe(200);
    return res.body as ExamStatistics;
  };
  const row = (s: ExamStatistics, subject: string, section = ids.north) => s.rows.find((r) => r.subject_name === subject && r.section_id === section)!;

  it('gives per paper and section the figures of those who sat, Absent and Exempt apart', async () => {
    const s = await stats(`examId=${ids.term}&sectionId=${ids.north}`);
    expect(s.exam).toEqual({ id: ids.term, name: 'Term 1', status: 'Active' });
    expect(s.rows.map((r) => r.subject_name)).toEqual(['Art', 'English', 'Kiswahili', 'Mathematics']);
    // The rule of every system the papers grade with, for the printed page.
    expect(s.grading.map((g) => [g.name, g.precision, g.rounding]).sort()).toEqual([['Languages', 1, 'truncate'], ['Main A–E', 0, 'round']]);
    expect(row(s, 'Mathematics')).toEqual({
      exam_subject_id: ids.maths,
      subject_name: 'Mathematics',
      section_id: ids.north,
      section_name: 'North',
      class_name: 'Grade 7',
      max_marks: 100,
      sat: 4,
      absent: 1,
      exempt: 1,
      mean: 52.5,
      median: 65,
      highest: 80,
      lowest: 0,
      pass_rate: 75,
      distribution: [
        { grade: 'A', count: 2 },
        { grade: 'B', count: 0 },
        { grade: 'C', count: 0 },
        { grade: 'D', count: 1 },
        { grade: 'E', count: 1 },
      ],
    });
    // 25, 30, 39.75, 40: mean 33.6875 and median 34.875, to two decimals.
    expect(row(s, 'English')).toMatchObject({ sat: 4, absent: 1, mean: 33.69, median: 34.88, highest: 40, lowest: 25, pass_rate: 100 });
    expect(row(s, 'Art')).toMatchObject({ sat: 2, absent: 3, mean: 65, pass_rate: 100 });
  });

  it('grades a boundary mark as the card does, each paper by its own system', async () => {
    const s = await stats(`examId=${ids.term}&sectionId=${ids.north}`);
    const card = byName(await cards());
    // Ben's 79.5% English is an A on his card and an A here.
    expect(line(card.Ben!, 'English').grade).toBe('A');
    expect(row(s, 'English').distribution).toEqual([
      { grade: 'A', count: 2 },
      { grade: 'B', count: 0 },
      { grade: 'C', count: 1 },
      { grade: 'D', count: 1 },
      { grade: 'E', count: 0 },
    ]);
    // Kiswahili, truncated to one decimal: Amy's 79.95% is a D, Cara's 49.45% an F, on the card and here.
    expect([line(card.Amy!, 'Kiswahili').grade, line(card.Cara!, 'Kiswahili').grade]).toEqual(['D', 'F']);
    expect(row(s, 'Kiswahili')).toMatchObject({
      sat: 3,
      absent: 2,
      pass_rate: 100,
      distribution: [
        { grade: 'D', count: 2 },
        { grade: 'P', count: 0 },
        { grade: 'F', count: 1 },
      ],
    });
  });

  it('covers every section sitting the exam in the user’s classes when no section is named', async () => {
    const all = await stats(`examId=${ids.term}`);
    expect(all.rows.map((r) => `${r.class_name} ${r.section_name} ${r.subject_name}`)).toEqual([
      'Grade 7 North Art',
      'Grade 7 North English',
      'Grade 7 North Kiswahili',
      'Grade 7 North Mathematics',
      'Grade 7 South Art',
      'Grade 7 South English',
      'Grade 7 South Kiswahili',
      'Grade 7 South Mathematics',
      'Grade 8 A Maths 8',
    ]);
    expect(row(all, 'Mathematics', ids.south)).toMatchObject({ sat: 1, mean: 45, median: 45, pass_rate: 100 });
    expect(row(all, 'English', ids.south)).toMatchObject({ sat: 0, absent: 0, mean: null, median: null, highest: null, lowest: null, pass_rate: null });
    const mine = await stats(`examId=${ids.term}`, tokens.subjects);
    expect(new Set(mine.rows.map((r) => r.class_name))).toEqual(new Set(['Grade 7']));
    expect((await stats(`examId=${ids.term}`, tokens.g8)).rows.map((r) => r.subject_name)).toEqual(['Maths 8']);
  });

  it('keeps to the user’s classes and school, needs exam-subject-report, and refuses bad input', async () => {
    expect((await statsOf(`examId=${ids.term}&sectionId=${ids.north}`, tokens.g8)).status).toBe(404);
    expect((await statsOf(`examId=${ids.term}`, tokens.entry)).status).toBe(403);
    expect((await statsOf(`examId=${ids.term}`, t.adminB)).status).toBe(404);
    const bad = await statsOf('examId=first');
    expect([bad.status, bad.body.issues.map((i: { path: string }) => i.path)]).toEqual([400, ['examId']]);
  });
});
