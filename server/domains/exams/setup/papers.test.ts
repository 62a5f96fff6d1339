import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, type ExamSubject } from '@contract';
import { examMarkSheets, exams, examSubjects, gradingSystems, subjectClasses } from '../../../db/schema';
import { seedExam, seedExamSubject, seedExamType, seedGradingSystem, seedResults, seedSubject } from '../../../test/exams-data';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { seedClass, seedSection, seedStudent, seedYear } from '../../../test/students-data';

const t = twoSchools();
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

const url = `/api/${API.examSubjects}`;
const list = async (query: string, token = t.adminA) => (await t.api.get(`${url}?${query}`, { token })).body as ExamSubject[];
const papers = (token = t.adminA) => list(`exam_id=${ids.exam}`, token);
const paper = async (id: number) => (await papers()).find((p) => p.id === id)!;
const add = (body: Record<string, unknown>, token = t.adminA) => t.api.post(url, { token, body });
const bulk = (body: Record<string, unknown>, token = t.adminA) => t.api.post(`${url}/bulk`, { token, body });
const put = (id: number | string, body: Record<string, unknown>, token = t.adminA) => t.api.put(`${url}/${id}`, { token, body });
const del = (id: number | string, token = t.adminA) => t.api.del(`${url}/${id}`, { token });
const paths = (res: { body: { issues?: { path: string }[] } }) => res.body.issues?.map((i) => i.path);

const line = (over: Record<string, unknown> = {}) => ({ exam_id: ids.exam, class_id: ids.grade7, subject_id: ids.biology, max_marks: 100, pass_marks: 50, ...over });

beforeAll(async () => {
  const { schoolId } = t.schoolA;
  const db = t.ctx.database.db;
  const year = await seedYear(t.ctx, schoolId, '2030/2031', '2030-09-01', '2031-08-31');
  const type = await seedExamType(t.ctx, schoolId);
  ids.grading = await seedGradingSystem(t.ctx, schoolId, { name: 'A to E' });
  ids.passFail = await seedGradingSystem(t.ctx, schoolId, { name: 'Pass or fail' });
  ids.old = await seedGradingSystem(t.ctx, schoolId, { name: 'Old scale' });
  await db.update(gradingSystems).set({ status: 'Inactive' }).where(eq(gradingSystems.id, ids.old));
  ids.exam = await seedExam(t.ctx, schoolId, { academicYearId: year, examTypeId: type, gradingSystemId: ids.grading, name: 'Term 1', startDate: '2030-11-02', endDate: '2030-11-06' });
  ids.closed = await seedExam(t.ctx, schoolId, { academicYearId: year, examTypeId: type, gradingSystemId: ids.grading, name: 'Mock', startDate: '2030-10-01', endDate: '2030-10-02' });
  ids.grade8 = await seedClass(t.ctx, schoolId, 'Grade 8', { sortOrder: 2 });
  ids.grade7 = await seedClass(t.ctx, schoolId, 'Grade 7', { sortOrder: 1 });
  for (const name of ['Biology', 'Chemistry', 'Maths', 'Art']) ids[name.toLowerCase()] = await seedSubject(t.ctx, schoolId, name);
  await db.insert(subjectClasses).values([
    { schoolId, subjectId: ids.biology!, classId: ids.grade7 },
    { schoolId, subjectId: ids.chemistry!, classId: ids.grade7 },
    { schoolId, subjectId: ids.maths!, classId: ids.grade7 },
    { schoolId, subjectId: ids.maths!, classId: ids.grade8 },
    { schoolId, subjectId: ids.art!, classId: ids.grade8 },
  ]);
  ids.closedPaper = (await seedExamSubject(t.ctx, schoolId, { examId: ids.closed, classId: ids.grade7, subjectId: ids.biology })).id;
  await db.update(exams).set({ status: 'Closed' }).where(eq(exams.id, ids.closed));
  ids.north = await seedSection(t.ctx, schoolId, year, ids.grade7, 'North');
  ids.amina = await seedStudent(t.ctx, schoolId, { sectionId: ids.north });
  ids.brian = await seedStudent(t.ctx, schoolId, { sectionId: ids.north });
  const theirs = t.schoolB.schoolId;
  ids.theirSubject = await seedSubject(t.ctx, theirs, 'Biology');
  ids.theirClass = await seedClass(t.ctx, theirs, 'Grade 7');
  ids.theirGrading = await seedGradingSystem(t.ctx, theirs);
  const theirYear = await seedYear(t.ctx, theirs, '2030/2031', '2030-09-01', '2031-08-31');
  ids.theirExam = await seedExam(t.ctx, theirs, { academicYearId: theirYear, examTypeId: await seedExamType(t.ctx, theirs), gradingSystemId: ids.theirGrading, startDate: '2030-11-02' });
  const user = async (privileges: Parameters<typeof seedUser>[2], classIds?: number[]) => {
    const u = await seedUser(t.ctx, schoolId, privileges, { classIds });
    return t.api.login(u.username, u.password);
  };
  tokens.grade7 = await user(['list-exam-subject', 'add-exam-subject', 'update-exam-subject'], [ids.grade7]);
  tokens.grade8 = await user(['exam-entry'], [ids.grade8]);
  tokens.adder = await user(['add-exam-subject'], [ids.grade7, ids.grade8]);
  tokens.none = await user(['list-student']);
});

describe('exam subjects (/api/exams/subjects)', () => {
  it('adds a paper and lists the exam’s by class order, graded by the exam’s system unless it names one', async () => {
    const res = await add(line({ date: '2030-11-03' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'The exam subject has been saved', id: expect.any(Number) });
    ids.bio = res.body.id;
    ids.maths8 = (await add(line({ class_id: ids.grade8, subject_id: ids.maths, max_marks: 60.5, pass_marks: 30.25, grading_system_id: ids.passFail }))).body.id;
    ids.chem = (await add(line({ subject_id: ids.chemistry }))).body.id;
    expect(await paper(ids.bio!)).toEqual({
      id: ids.bio,
      version: 1,
      exam_id: ids.exam,
      class_id: ids.grade7,
      class_name: 'Grade 7',
      subject_id: ids.biology,
      subject_name: 'Biology',
      max_marks: 100,
      pass_marks: 50,
      date: '2030-11-03',
      grading_system_id: null,
      grading_system_name: 'A to E',
      results: 0,
    });
    expect((await papers()).map((p) => [p.class_name, p.subject_name, p.max_marks, p.pass_marks, p.grading_system_name])).toEqual([
      ['Grade 7', 'Biology', 100, 50, 'A to E'],
      ['Grade 7', 'Chemistry', 100, 50, 'A to E'],
      ['Grade 8', 'Maths', 60.5, 30.25, 'Pass or fail'],
    ]);
    expect((await list(`exam_id=${ids.exam}&class_id=${ids.grade8}`)).map((p) => p.id)).toEqual([ids.maths8]);
    expect((await t.api.get(url, { token: t.adminA })).status).toBe(400);
    expect((await t.api.get(`${url}?exam_id=999999`, { token: t.adminA })).status).toBe(404);
  });

  it('refuses bad input by field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [line({ exam_id: undefined }), 'exam_id'],
      [line({ class_id: -3 }), 'class_id'],
      [line({ subject_id: 1.5 }), 'subject_id'],
      [line({ max_marks: 0 }), 'max_marks'],
      [line({ max_marks: 1001 }), 'max_marks'],
      [line({ max_marks: 1e21 }), 'max_marks'],
      [line({ max_marks: 99.555 }), 'max_marks'],
      [line({ max_marks: '100' }), 'max_marks'],
      [line({ pass_marks: -1 }), 'pass_marks'],
      [line({ pass_marks: 101 }), 'pass_marks'],
      [line({ date: '2030-11-31' }), 'date'],
      [line({ grading_system_id: 'A' }), 'grading_system_id'],
      [line({ version: 0 }), 'version'],
    ];
    for (const [body, field] of cases) {
      const res = await add(body);
      expect([body, res.status, paths(res)]).toEqual([body, 400, [field]]);
    }
  });

  it('refuses a subject the class is not taught, what the school does not hold, a day outside the exam, a closed exam and a paper set twice', async () => {
    const cases: [Record<string, unknown>, number, { path: string; message: string }[]][] = [
      [line({ subject_id: ids.art }), 422, [{ path: 'subject_id', message: 'Art is not taught in Grade 7.' }]],
      [line({ subject_id: ids.theirSubject }), 422, [{ path: 'subject_id', message: 'Choose a subject of this school.' }]],
      [line({ class_id: ids.theirClass }), 422, [{ path: 'class_id', message: 'Choose a class of this school.' }]],
      [line({ exam_id: ids.theirExam }), 422, [{ path: 'exam_id', message: 'Choose an exam of this school.' }]],
      [line({ subject_id: ids.maths, date: '2030-11-07' }), 422, [{ path: 'date', message: 'The exam runs from 2 Nov 2030 to 6 Nov 2030.' }]],
      [line({ subject_id: ids.maths, grading_system_id: ids.old }), 422, [{ path: 'grading_system_id', message: 'Old scale is Inactive; choose an Active grading system.' }]],
      [line({ subject_id: ids.maths, grading_system_id: ids.theirGrading }), 422, [{ path: 'grading_system_id', message: 'Choose a grading system of this school.' }]],
      [line({ exam_id: ids.closed, subject_id: ids.maths }), 422, [{ path: 'exam_id', message: 'The exam is closed: reopen it to change its papers.' }]],
      [line(), 409, [{ path: 'subject_id', message: 'Grade 7 already sits Biology in Term 1.' }]],
    ];
    for (const [body, status, issues] of cases) {
      const res = await add(body);
      expect([res.status, res.body.issues]).toEqual([status, issues]);
    }
    expect(await papers()).toHaveLength(3);
  });

  it('sets a class’s papers at once, all or none, each refusal at its line', async () => {
    const rows = (...subjects: Record<string, unknown>[]) => ({ exam_id: ids.exam, class_id: ids.grade7, subjects });
    const maths = { subject_id: ids.maths, max_marks: 80, pass_marks: 40 };
    const bad = await bulk(rows(maths, { subject_id: ids.art, max_marks: 50, pass_marks: 25, date: '2031-01-01' }, { subject_id: ids.biology, max_marks: 50, pass_marks: 25 }));
    expect([bad.status, bad.body.issues]).toEqual([422, [
      { path: 'subjects.1.subject_id', message: 'Art is not taught in Grade 7.' },
      { path: 'subjects.1.date', message: 'The exam runs from 2 Nov 2030 to 6 Nov 2030.' },
    ]]);
    const twice = await bulk(rows(maths, { subject_id: ids.chemistry, max_marks: 50, pass_marks: 25 }, { subject_id: ids.biology, max_marks: 50, pass_marks: 25 }));
    expect([twice.status, twice.body.issues]).toEqual([409, [
      { path: 'subjects.1.subject_id', message: 'Grade 7 already sits Chemistry in Term 1.' },
      { path: 'subjects.2.subject_id', message: 'Grade 7 already sits Biology in Term 1.' },
    ]]);
    const inputs: [Record<string, unknown>, string][] = [
      [rows(), 'subjects'],
      [rows(maths, maths), 'subjects'],
      [rows({ ...maths, pass_marks: 81 }), 'subjects.0.pass_marks'],
      [rows({ ...maths, max_marks: 80.001 }), 'subjects.0.max_marks'],
      [{ exam_id: ids.exam, subjects: [maths] }, 'class_id'],
    ];
    for (const [body, field] of inputs) {
      const res = await bulk(body);
      expect([res.status, paths(res)]).toEqual([400, [field]]);
    }
    expect((await bulk({ ...rows(maths), class_id: ids.theirClass })).body.issues).toEqual([{ path: 'class_id', message: 'Choose a class of this school.' }]);
    expect((await bulk({ ...rows(maths), exam_id: ids.closed })).status).toBe(422);
    expect(await papers()).toHaveLength(3);

    const res = await bulk({ exam_id: ids.exam, class_id: ids.grade8, subjects: [] });
    expect(res.status).toBe(400);
    const added = await bulk(rows(maths));
    expect([added.status, added.body]).toEqual([201, { message: '1 exam subject added', ids: [expect.any(Number)] }]);
    ids.maths7 = added.body.ids[0];
    expect(await paper(ids.maths7!)).toMatchObject({ class_name: 'Grade 7', subject_name: 'Maths', max_marks: 80, pass_marks: 40, date: null });
  });

  it('keeps what entered results rely on: the class, the subject and a maximum at or above the highest mark', async () => {
    await seedResults(t.ctx, t.schoolA.schoolId, { examSubjectId: ids.bio!, sectionId: ids.north!, enteredBy: t.schoolA.adminId, results: { [ids.amina!]: 87.5, [ids.brian!]: 'absent' } });
    expect((await paper(ids.bio!)).results).toBe(2);
    const low = await put(ids.bio!, line({ max_marks: 80, pass_marks: 40 }));
    expect([low.status, low.body.issues]).toEqual([422, [{ path: 'max_marks', message: 'A mark of 87.5 has been entered; the maximum cannot be below it.' }]]);
    const moved = await put(ids.bio!, line({ class_id: ids.grade8, subject_id: ids.maths }));
    expect([moved.status, paths(moved)]).toEqual([422, ['class_id', 'subject_id']]);
    const otherExam = await put(ids.bio!, line({ exam_id: ids.closed }));
    expect(otherExam.body.issues).toEqual([{ path: 'exam_id', message: 'A paper stays in its exam: delete it and add it to the other exam.' }]);
    const ok = await put(ids.bio!, line({ max_marks: 87.5, pass_marks: 45, date: '2030-11-04', grading_system_id: ids.passFail, version: 1 }));
    expect([ok.status, ok.body]).toEqual([200, { message: 'The exam subject has been saved' }]);
    expect(await paper(ids.bio!)).toMatchObject({ max_marks: 87.5, pass_marks: 45, date: '2030-11-04', grading_system_id: ids.passFail, grading_system_name: 'Pass or fail', version: 2 });
    expect((await put(ids.bio!, line({ max_marks: 90, version: 1 }))).status).toBe(409);
    expect((await put(999_999, line())).status).toBe(404);
  });

  it('lets a paper without results change class or subject, keep a system gone Inactive, but not take one', async () => {
    const taken = await put(ids.chem!, line({ subject_id: ids.maths }));
    expect([taken.status, taken.body.issues]).toEqual([409, [{ path: 'subject_id', message: 'Grade 7 already sits Maths in Term 1.' }]]);
    const notTaught = await put(ids.chem!, line({ class_id: ids.grade8, subject_id: ids.chemistry }));
    expect(notTaught.body.issues).toEqual([{ path: 'subject_id', message: 'Chemistry is not taught in Grade 8.' }]);
    const toOld = await put(ids.chem!, line({ subject_id: ids.chemistry, grading_system_id: ids.old }));
    expect(paths(toOld)).toEqual(['grading_system_id']);
    await t.ctx.database.db.update(examSubjects).set({ gradingSystemId: ids.old! }).where(eq(examSubjects.id, ids.chem!));
    expect((await put(ids.chem!, line({ subject_id: ids.chemistry, grading_system_id: ids.old, max_marks: 50, pass_marks: 20 }))).status).toBe(200);
    expect(await paper(ids.chem!)).toMatchObject({ grading_system_name: 'Old scale', max_marks: 50 });

    const db = t.ctx.database.db;
    const flags = async () => (await db.select({ id: examMarkSheets.id }).from(examMarkSheets).where(eq(examMarkSheets.examSubjectId, ids.maths8!))).length;
    await db.insert(examMarkSheets).values({ schoolId: t.schoolA.schoolId, examSubjectId: ids.maths8!, sectionId: ids.north!, complete: true, updatedBy: t.schoolA.adminId });
    const grade8 = line({ class_id: ids.grade8, subject_id: ids.maths, max_marks: 60.5, pass_marks: 30.25, grading_system_id: ids.passFail });
    expect((await put(ids.maths8!, grade8)).status).toBe(200);
    expect(await flags()).toBe(1);
    // Its "complete" flags were about Maths: they go when the paper becomes Art, and do not come back.
    expect((await put(ids.maths8!, { ...grade8, subject_id: ids.art })).status).toBe(200);
    expect(await flags()).toBe(0);
    expect((await put(ids.maths8!, grade8)).status).toBe(200);
    expect(await paper(ids.maths8!)).toMatchObject({ subject_name: 'Maths', version: 4 });
  });

  it('deletes a paper nobody has entered a result on, with its empty sheets', async () => {
    await t.ctx.database.db.insert(examMarkSheets).values({ schoolId: t.schoolA.schoolId, examSubjectId: ids.chem!, sectionId: ids.north!, complete: true, updatedBy: t.schoolA.adminId });
    const res = await del(ids.chem!);
    expect([res.status, res.body]).toEqual([200, { message: 'The exam subject has been deleted' }]);
    expect((await papers()).map((p) => p.id)).not.toContain(ids.chem);
    const kept = await del(ids.bio!);
    expect([kept.status, kept.body.message]).toEqual([422, '2 results have been entered for this paper; it cannot be deleted.']);
    const closed = await del(ids.closedPaper!);
    expect([closed.status, closed.body.message]).toEqual([422, 'The exam is closed: reopen it to change its papers.']);
    expect((await del(ids.chem!)).status).toBe(404);
    expect((await del('chem')).status).toBe(400);
  });

  it('shows and changes only the user’s classes’ papers', async () => {
    expect((await papers(tokens.grade7)).map((p) => p.class_name)).toEqual(['Grade 7', 'Grade 7']);
    expect((await papers(tokens.grade8)).map((p) => [p.class_name, p.subject_name])).toEqual([['Grade 8', 'Maths']]);
    expect(await list(`exam_id=${ids.exam}&class_id=${ids.grade8}`, tokens.grade7)).toEqual([]);
    const outside = await add(line({ class_id: ids.grade8, subject_id: ids.maths }), tokens.grade7);
    expect([outside.status, paths(outside)]).toEqual([422, ['class_id']]);
    expect((await put(ids.maths8!, line({ class_id: ids.grade8, subject_id: ids.maths, max_marks: 70 }), tokens.grade7)).status).toBe(404);
    expect((await del(ids.maths8!, tokens.grade7)).status).toBe(404);
    expect((await put(ids.maths7!, line({ subject_id: ids.maths, max_marks: 70, pass_marks: 35 }), tokens.grade7)).status).toBe(200);
    expect((await put(ids.maths7!, line({ class_id: ids.grade8, subject_id: ids.maths }), tokens.grade7)).body.issues).toEqual([{ path: 'class_id', message: 'Choose a class of this school.' }]);
  });

  it('lets any exam privilege read, add-exam-subject add and update-exam-subject change', async () => {
    expect((await t.api.get(`${url}?exam_id=${ids.exam}`, { token: tokens.none })).status).toBe(403);
    expect((await add(line({ subject_id: ids.chemistry }), tokens.grade8)).status).toBe(403);
    expect((await bulk({ exam_id: ids.exam, class_id: ids.grade7, subjects: [{ subject_id: ids.chemistry, max_marks: 10, pass_marks: 5 }] }, tokens.grade8)).status).toBe(403);
    expect((await put(ids.maths7!, line({ subject_id: ids.maths }), tokens.adder)).status).toBe(403);
    expect((await del(ids.maths7!, tokens.adder)).status).toBe(403);
    expect((await add(line({ subject_id: ids.chemistry }), tokens.adder)).status).toBe(201);
  });

  it('keeps each school to its own papers', async () => {
    expect((await t.api.get(`${url}?exam_id=${ids.exam}`, { token: t.adminB })).status).toBe(404);
    expect((await put(ids.maths7!, line({ subject_id: ids.maths }), t.adminB)).status).toBe(404);
    expect((await del(ids.maths7!, t.adminB)).status).toBe(404);
    const mine = await add({ exam_id: ids.exam, class_id: ids.theirClass, subject_id: ids.theirSubject, max_marks: 10, pass_marks: 5 }, t.adminB);
    expect([mine.status, paths(mine)]).toEqual([422, ['exam_id']]);
    expect(await list(`exam_id=${ids.theirExam}`, t.adminB)).toEqual([]);
    expect(await paper(ids.maths7!)).toMatchObject({ max_marks: 70 });
  });
});
