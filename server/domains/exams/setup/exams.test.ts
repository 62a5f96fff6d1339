import { beforeAll, describe, expect, it } from 'vitest';
import { API, type Exam } from '@contract';
import { subjectClasses } from '../../../db/schema';
import { seedExamSubject, seedExamType, seedGradingSystem, seedSubject } from '../../../test/exams-data';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { seedClass, seedYear } from '../../../test/students-data';

const t = twoSchools();
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

const url = `/api/${API.exams}`;
const list = async (query = '', token = t.adminA) => (await t.api.get(`${url}${query}`, { token })).body as Exam[];
const one = async (id: number) => (await list()).find((e) => e.id === id)!;
const add = (body: Record<string, unknown>, token = t.adminA) => t.api.post(url, { token, body });
const put = (id: number | string, body: Record<string, unknown>, token = t.adminA) => t.api.put(`${url}/${id}`, { token, body });
const paths = (res: { body: { issues?: { path: string }[] } }) => res.body.issues?.map((i) => i.path);

const exam = (over: Record<string, unknown> = {}) => ({
  academic_year_id: ids.year,
  exam_type_id: ids.term,
  grading_system_id: ids.grading,
  name: 'Term 1',
  start_date: '2030-11-02',
  end_date: '2030-11-06',
  ...over,
});

beforeAll(async () => {
  const { schoolId } = t.schoolA;
  ids.year = await seedYear(t.ctx, schoolId, '2030/2031', '2030-09-01', '2031-08-31');
  ids.nextYear = await seedYear(t.ctx, schoolId, '2031/2032', '2031-09-01', '2032-08-31');
  ids.term = await seedExamType(t.ctx, schoolId, 50, 'End of term');
  ids.mid = await seedExamType(t.ctx, schoolId, 20, 'Mid-term');
  ids.grading = await seedGradingSystem(t.ctx, schoolId, { name: 'A to E' });
  ids.other = await seedGradingSystem(t.ctx, schoolId, { name: 'Pass or fail' });
  ids.inactive = (await t.api.post(`/api/${API.gradingSystems}`, {
    token: t.adminA,
    body: { name: 'Old scale', precision: 0, rounding: 'round', bands: [{ from: 0, to: 100, grade: 'X', point: 0 }], status: 'Inactive' },
  })).body.id;
  ids.grade7 = await seedClass(t.ctx, schoolId, 'Grade 7');
  ids.biology = await seedSubject(t.ctx, schoolId, 'Biology');
  await t.ctx.database.db.insert(subjectClasses).values({ schoolId, subjectId: ids.biology, classId: ids.grade7 });
  const theirs = t.schoolB.schoolId;
  ids.theirYear = await seedYear(t.ctx, theirs, '2030/2031', '2030-09-01', '2031-08-31');
  ids.theirType = await seedExamType(t.ctx, theirs);
  ids.theirGrading = await seedGradingSystem(t.ctx, theirs);
  const user = async (privileges: Parameters<typeof seedUser>[2]) => {
    const u = await seedUser(t.ctx, schoolId, privileges);
    return t.api.login(u.username, u.password);
  };
  tokens.entry = await user(['exam-entry']);
  tokens.adder = await user(['add-exam']);
  tokens.editor = await user(['update-exam']);
  tokens.none = await user(['list-attendance']);
});

describe('exams (/api/exams)', () => {
  it('adds exams Pending or Active and lists them newest first, with their year, type, system and papers', async () => {
    const res = await add(exam({ name: ' Term 1 ' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'The exam has been saved', id: expect.any(Number) });
    ids.term1 = res.body.id;
    ids.midterm = (await add(exam({ name: 'Mid-term 1', exam_type_id: ids.mid, start_date: '2030-10-05', end_date: '2030-10-05', status: 'Active', grading_system_id: ids.other }))).body.id;
    ids.later = (await add(exam({ academic_year_id: ids.nextYear, name: 'Term 1', start_date: '2031-11-02', end_date: '2031-11-03' }))).body.id;
    await seedExamSubject(t.ctx, t.schoolA.schoolId, { examId: ids.term1!, classId: ids.grade7!, subjectId: ids.biology });
    expect(await one(ids.term1!)).toEqual({
      id: ids.term1,
      version: 1,
      academic_year_id: ids.year,
      academic_year_name: '2030/2031',
      exam_type_id: ids.term,
      exam_type_name: 'End of term',
      name: 'Term 1',
      start_date: '2030-11-02',
      end_date: '2030-11-06',
      status: 'Pending',
      grading_system_id: ids.grading,
      grading_system_name: 'A to E',
      subjects: 1,
    });
    expect((await list()).map((e) => e.id)).toEqual([ids.later, ids.term1, ids.midterm]);
    expect((await list(`?academic_year_id=${ids.year}`)).map((e) => e.id)).toEqual([ids.term1, ids.midterm]);
    expect((await list(`?academic_year_id=${ids.year}&status=Active`)).map((e) => [e.name, e.status, e.grading_system_name])).toEqual([['Mid-term 1', 'Active', 'Pass or fail']]);
    expect((await t.api.get(`${url}?status=Done`, { token: t.adminA })).status).toBe(400);
    expect((await t.api.get(`${url}?academic_year_id=x`, { token: t.adminA })).status).toBe(400);
  });

  it('refuses bad input by field, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [exam({ academic_year_id: undefined }), 'academic_year_id'],
      [exam({ academic_year_id: 0 }), 'academic_year_id'],
      [exam({ exam_type_id: 'two' }), 'exam_type_id'],
      [exam({ grading_system_id: 1e21 }), 'grading_system_id'],
      [exam({ name: '' }), 'name'],
      [exam({ name: 'T\u0000' }), 'name'],
      [exam({ name: 'N'.repeat(81) }), 'name'],
      [exam({ start_date: '2030-02-30' }), 'start_date'],
      [exam({ start_date: '02/11/2030' }), 'start_date'],
      [exam({ end_date: undefined }), 'end_date'],
      [exam({ end_date: '2030-11-01' }), 'end_date'],
      [exam({ status: 'Done' }), 'status'],
      [exam({ version: 'one' }), 'version'],
    ];
    for (const [body, field] of cases) {
      const res = await add(body);
      expect([body, res.status, paths(res)]).toEqual([body, 400, [field]]);
    }
    expect(await list()).toHaveLength(3);
  });

  it('refuses what the school does not hold, dates outside the year, a closed start and a name the year has', async () => {
    const within = 'An exam of 2030/2031 falls between 1 Sep 2030 and 31 Aug 2031.';
    const cases: [Record<string, unknown>, number, { path: string; message: string }[]][] = [
      [exam({ name: 'X', academic_year_id: ids.theirYear }), 422, [{ path: 'academic_year_id', message: 'Choose an academic year of this school.' }]],
      [exam({ name: 'X', exam_type_id: ids.theirType }), 422, [{ path: 'exam_type_id', message: 'Choose an exam type of this school.' }]],
      [exam({ name: 'X', grading_system_id: ids.theirGrading }), 422, [{ path: 'grading_system_id', message: 'Choose a grading system of this school.' }]],
      [exam({ name: 'X', grading_system_id: ids.inactive }), 422, [{ path: 'grading_system_id', message: 'Old scale is Inactive; choose an Active grading system.' }]],
      [exam({ name: 'X', start_date: '2030-08-31' }), 422, [{ path: 'start_date', message: within }]],
      [exam({ name: 'X', end_date: '2031-09-01' }), 422, [{ path: 'end_date', message: within }]],
      [exam({ name: 'X', start_date: '2029-01-01', end_date: '2032-01-01' }), 422, [{ path: 'start_date', message: within }, { path: 'end_date', message: within }]],
      [exam({ name: 'X', status: 'Closed' }), 422, [{ path: 'status', message: 'A new exam is Pending or Active.' }]],
      [exam({ name: 'term 1' }), 409, [{ path: 'name', message: 'Another exam of this academic year has this name.' }]],
    ];
    for (const [body, status, issues] of cases) {
      const res = await add(body);
      expect([res.status, res.body.issues]).toEqual([status, issues]);
    }
    expect(await list()).toHaveLength(3);
  });

  it('moves an exam’s status along Pending → Active → Closed and back, refusing other moves', async () => {
    const move = async (status: string) => put(ids.term1!, exam({ status }));
    const early = await move('Closed');
    expect([early.status, early.body.issues]).toEqual([422, [{ path: 'status', message: 'A Pending exam can only be made Active.' }]]);
    expect((await move('Active')).status).toBe(200);
    expect((await move('Pending')).status).toBe(200);
    expect((await move('Active')).status).toBe(200);
    const closed = await move('Closed');
    expect([closed.status, closed.body]).toEqual([200, { message: 'The exam has been saved' }]);
    expect(await one(ids.term1!)).toMatchObject({ status: 'Closed', version: 5 });
    const back = await move('Pending');
    expect(back.body.issues).toEqual([{ path: 'status', message: 'A Closed exam can only be made Active.' }]);
  });

  it('keeps a closed exam’s year, type, system and dates until it is reopened; its name may change', async () => {
    const locked = await put(ids.term1!, exam({ status: 'Closed', exam_type_id: ids.mid, grading_system_id: ids.other, end_date: '2030-11-07' }));
    const message = 'The exam is closed: reopen it to change this.';
    expect([locked.status, locked.body.issues]).toEqual([422, [
      { path: 'exam_type_id', message },
      { path: 'grading_system_id', message },
      { path: 'end_date', message },
    ]]);
    expect((await put(ids.term1!, exam({ status: 'Closed', name: 'Term One' }))).status).toBe(200);
    const reopened = await put(ids.term1!, exam({ status: 'Active', name: 'Term One', grading_system_id: ids.other, version: 6 }));
    expect(reopened.status).toBe(200);
    expect(await one(ids.term1!)).toMatchObject({ name: 'Term One', status: 'Active', grading_system_name: 'Pass or fail', version: 7 });
  });

  it('keeps an exam with papers in its year, and its dates around its papers’ days', async () => {
    const body = exam({ name: 'Term One', status: 'Active', grading_system_id: ids.other });
    const moved = await put(ids.term1!, { ...body, academic_year_id: ids.nextYear, start_date: '2031-11-02', end_date: '2031-11-06' });
    expect([moved.status, moved.body.issues]).toEqual([422, [{ path: 'academic_year_id', message: 'The academic year cannot change once the exam has papers.' }]]);
    const paper = (await t.api.get(`/api/${API.examSubjects}?exam_id=${ids.term1}`, { token: t.adminA })).body[0];
    const dated = await t.api.put(`/api/${API.examSubjects}/${paper.id}`, {
      token: t.adminA,
      body: { exam_id: ids.term1, class_id: ids.grade7, subject_id: ids.biology, max_marks: 100, pass_marks: 50, date: '2030-11-03' },
    });
    expect(dated.status).toBe(200);
    const narrowed = await put(ids.term1!, { ...body, start_date: '2030-11-04' });
    expect([narrowed.status, narrowed.body.issues]).toEqual([422, [{ path: 'start_date', message: 'Biology for Grade 7 is set on 3 Nov 2030, outside these dates; move it first.' }]]);
    expect((await put(ids.term1!, { ...body, end_date: '2030-11-03' })).status).toBe(200);
  });

  it('refuses a stale copy, an unknown exam and a name another exam of the year has', async () => {
    const saved = await one(ids.midterm!);
    const body = exam({ name: 'Mid-term 1', exam_type_id: ids.mid, start_date: '2030-10-05', end_date: '2030-10-05', status: 'Active', grading_system_id: ids.other });
    expect((await put(ids.midterm!, { ...body, version: saved.version + 1 })).status).toBe(409);
    const taken = await put(ids.midterm!, { ...body, name: 'TERM ONE' });
    expect([taken.status, paths(taken)]).toEqual([409, ['name']]);
    expect((await put(999_999, body)).status).toBe(404);
    expect((await put('0', body)).status).toBe(400);
    expect(await one(ids.midterm!)).toMatchObject({ name: 'Mid-term 1', version: saved.version });
  });

  it('lets any exam privilege read, add-exam add and update-exam edit', async () => {
    expect(await list('', tokens.entry)).toHaveLength(3);
    expect((await t.api.get(url, { token: tokens.none })).status).toBe(403);
    expect((await add(exam({ name: 'Mock' }), tokens.editor)).status).toBe(403);
    expect((await add(exam({ name: 'Mock' }), tokens.entry)).status).toBe(403);
    const created = await add(exam({ name: 'Mock' }), tokens.adder);
    expect(created.status).toBe(201);
    expect((await put(created.body.id, exam({ name: 'Mock 1' }), tokens.adder)).status).toBe(403);
    expect((await put(created.body.id, exam({ name: 'Mock 1' }), tokens.editor)).status).toBe(200);
  });

  it('keeps each school to its own exams', async () => {
    expect(await list('', t.adminB)).toEqual([]);
    expect((await put(ids.midterm!, exam({ academic_year_id: ids.theirYear, exam_type_id: ids.theirType, grading_system_id: ids.theirGrading }), t.adminB)).status).toBe(404);
    const theirs = await add(exam({ academic_year_id: ids.theirYear, exam_type_id: ids.theirType, grading_system_id: ids.theirGrading }), t.adminB);
    expect(theirs.status).toBe(201);
    expect((await put(theirs.body.id, exam())).status).toBe(404);
    expect((await list('', t.adminB)).map((e) => e.name)).toEqual(['Term 1']);
    expect(await list()).toHaveLength(4);
  });
});
