import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, enrolments, performanceNotes } from '../../../db/schema';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedEnrolment, seedSection, seedStudent, seedYear } from '../../../test/students-data';

const t = twoSchools();
let g1: number;
let g2: number;
let g1a: number;
let g1b: number;
let g2a: number;
/** s1, s2 in Grade 1 A; s3 in Grade 1 B; s4 in Grade 2 A. */
let s: number[];
let foreignStudent: number;
let start: string;
const day = (offset: number) => new Date(Date.parse(`${start}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

const note = (student: number, category: string, rating: number, date = day(10)) => ({ student_id: student, date, category, rating, remark: `${category} ${rating}` });

beforeAll(async () => {
  const year = await activeYear(t.ctx, t.schoolA.schoolId);
  start = year.startDate;
  g2 = await seedClass(t.ctx, t.schoolA.schoolId, 'Grade 2');
  g1 = await seedClass(t.ctx, t.schoolA.schoolId, 'Grade 1', { nextClassId: g2 });
  g1a = await seedSection(t.ctx, t.schoolA.schoolId, year.id, g1, 'A');
  g1b = await seedSection(t.ctx, t.schoolA.schoolId, year.id, g1, 'B');
  g2a = await seedSection(t.ctx, t.schoolA.schoolId, year.id, g2, 'A');
  s = [
    await seedStudent(t.ctx, t.schoolA.schoolId, { sectionId: g1a, firstName: 'Ann', lastName: 'One', admissionNo: 'P-1' }),
    await seedStudent(t.ctx, t.schoolA.schoolId, { sectionId: g1a, firstName: 'Ben', lastName: 'Two', admissionNo: 'P-2' }),
    await seedStudent(t.ctx, t.schoolA.schoolId, { sectionId: g1b, firstName: 'Cat', lastName: 'Three', admissionNo: 'P-3' }),
    await seedStudent(t.ctx, t.schoolA.schoolId, { sectionId: g2a, firstName: 'Dan', lastName: 'Four', admissionNo: 'P-4' }),
  ];
  const bClass = await seedClass(t.ctx, t.schoolB.schoolId, 'Other');
  foreignStudent = await seedStudent(t.ctx, t.schoolB.schoolId, { sectionId: await seedSection(t.ctx, t.schoolB.schoolId, (await activeYear(t.ctx, t.schoolB.schoolId)).id, bClass, 'Z') });
  // The report's data set: averages worked out by hand in the report tests.
  const seed = [
    note(s[0]!, 'academic', 4, day(5)),
    note(s[0]!, 'academic', 2, day(20)),
    note(s[0]!, 'behaviour', 5, day(30)),
    note(s[1]!, 'academic', 3, day(40)),
    note(s[1]!, 'behaviour', 1, day(50)),
    note(s[2]!, 'sport', 5, day(60)),
    note(s[2]!, 'academic', 4, day(70)),
    note(s[3]!, 'academic', 1, day(80)),
    note(s[0]!, 'academic', 1, day(200)),
  ];
  for (const body of seed) {
    const res = await t.api.post('/api/students/performance', { token: t.adminA, body });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  }
});

const login = async (privileges: Parameters<typeof seedUser>[2], classIds: number[]) => {
  const u = await seedUser(t.ctx, t.schoolA.schoolId, privileges, { classIds });
  return t.api.login(u.username, u.password);
};

describe('performance notes', () => {
  it('adds a note authored by the current user, with an audit row', async () => {
    const res = await t.api.post('/api/students/performance', { token: t.adminA, body: note(s[3]!, 'other', 3, day(300)) });
    expect(res.status).toBe(201);
    const got = await t.api.get(`/api/students/performance/${res.body.id}`, { token: t.adminA });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      id: res.body.id,
      student_id: s[3],
      date: day(300),
      category: 'other',
      rating: 3,
      remark: 'other 3',
      student_name: 'Dan Four',
      admission_no: 'P-4',
      class_name: 'Grade 2',
      section_name: 'A',
      author_id: t.schoolA.adminId,
      author_name: 'Administrator',
    });
    expect(typeof got.body.created_at).toBe('string');
    const [row] = await t.ctx.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'performance-note'), sql`${auditLog.entityIds} @> ${JSON.stringify([res.body.id])}::jsonb`));
    expect(row!.n).toBe(1);
  });

  it('validates every field, and refuses another school’s student', async () => {
    const bad = await t.api.post('/api/students/performance', { token: t.adminA, body: { student_id: 'x', date: '2025-02-30', category: 'art', rating: 6, remark: ' ' } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['category', 'date', 'rating', 'remark', 'student_id']);
    const foreign = await t.api.post('/api/students/performance', { token: t.adminA, body: note(foreignStudent, 'academic', 3) });
    expect(foreign.status).toBe(422);
    expect(foreign.body.issues[0].path).toBe('student_id');
  });

  it('updates a note, keeping its author', async () => {
    const id = (await t.api.post('/api/students/performance', { token: t.adminA, body: note(s[1]!, 'sport', 2, day(310)) })).body.id;
    const editor = await login(['update-perfomance-student', 'list-perfomance-student'], [g1]);
    const res = await t.api.put(`/api/students/performance/${id}`, { token: editor, body: { ...note(s[0]!, 'behaviour', 4, day(311)), remark: 'Much better' } });
    expect(res.status).toBe(200);
    const got = (await t.api.get(`/api/students/performance/${id}`, { token: t.adminA })).body;
    expect(got).toMatchObject({ student_id: s[0], category: 'behaviour', rating: 4, remark: 'Much better', date: day(311), author_id: t.schoolA.adminId });
    expect((await t.api.put(`/api/students/performance/${id}`, { token: t.adminA, body: { ...note(s[0]!, 'behaviour', 0) } })).status).toBe(400);
    expect((await t.api.put('/api/students/performance/abc', { token: t.adminA, body: note(s[0]!, 'behaviour', 3) })).status).toBe(400);
    expect((await t.api.put(`/api/students/performance/${id}`, { token: t.adminA, body: note(foreignStudent, 'behaviour', 3) })).status).toBe(422);
    expect((await t.api.put(`/api/students/performance/${id}`, { token: t.adminB, body: note(foreignStudent, 'behaviour', 3) })).status).toBe(404);
    expect((await t.api.put('/api/students/performance/999999', { token: t.adminA, body: note(s[0]!, 'behaviour', 3) })).status).toBe(404);
    // A Grade 1 editor cannot move a note onto a Grade 2 student.
    expect((await t.api.put(`/api/students/performance/${id}`, { token: editor, body: note(s[3]!, 'behaviour', 3) })).status).toBe(422);
  });

  it('lists notes with filters, search, sorting and paging', async () => {
    const list = (q: string) => t.api.get(`/api/students/performance?${q}`, { token: t.adminA });
    const period = `start=${day(0)}&end=${day(100)}`;
    const all = await list(period);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(8);
    expect(all.body.data.map((n: { date: string }) => n.date)).toEqual([80, 70, 60, 50, 40, 30, 20, 5].map(day));
    expect((await list(`${period}&class_id=${g1}`)).body.total).toBe(7);
    expect((await list(`${period}&section_id=${g1a}`)).body.total).toBe(5);
    expect((await list(`${period}&category=behaviour`)).body.total).toBe(2);
    expect((await list(`student_id=${s[0]}`)).body.data.every((n: { student_id: number }) => n.student_id === s[0])).toBe(true);
    expect((await list(`${period}&search=three`)).body.data.map((n: { student_name: string }) => n.student_name)).toEqual(['Cat Three', 'Cat Three']);
    const sorted = await list(`${period}&sort=rating&order=desc&limit=3&page=1`);
    expect(sorted.body.data.map((n: { rating: number }) => n.rating)).toEqual([5, 5, 4]);
    expect(sorted.body).toMatchObject({ total: 8, page: 1, limit: 3 });
    const byName = (await list(`${period}&sort=student_name&order=desc`)).body.data.map((n: { student_name: string }) => n.student_name);
    expect(byName).toEqual([...byName].sort().reverse());
    expect(new Set(byName).size).toBeGreaterThan(1);
    // Each note names its student's class and section this year, looked up for the page's rows.
    expect((await list(`${period}&section_id=${g1a}`)).body.data.every((n: { class_name: string; section_name: string }) => n.class_name && n.section_name)).toBe(true);
    // Pages of three give every note once, with the count each page reports, under each filter.
    for (const filter of [period, `${period}&section_id=${g1a}`, `${period}&search=three`]) {
      const first = await list(`${filter}&limit=3&page=1`);
      const pages = [first.body, ...(await Promise.all([2, 3].map(async (n) => (await list(`${filter}&limit=3&page=${n}`)).body)))];
      const ids = pages.flatMap((p: { data: { id: number }[] }) => p.data.map((n) => n.id));
      const whole = (await list(filter)).body.data.map((n: { id: number }) => n.id);
      expect(ids).toEqual(whole);
      expect(pages.every((p: { total: number }) => p.total === whole.length)).toBe(true);
    }
    const bad = await list('sort=author&category=art&start=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['category', 'sort', 'start']);
  });

  it('needs the privileges: list, add, update', async () => {
    const reader = await login(['list-perfomance-student'], [g1]);
    const id = (await t.api.get('/api/students/performance?limit=1', { token: t.adminA })).body.data[0].id;
    expect((await t.api.post('/api/students/performance', { token: reader, body: note(s[0]!, 'academic', 3) })).status).toBe(403);
    expect((await t.api.put(`/api/students/performance/${id}`, { token: reader, body: note(s[0]!, 'academic', 3) })).status).toBe(403);
    const writer = await login(['add-perfomance-student'], [g1]);
    expect((await t.api.get('/api/students/performance', { token: writer })).status).toBe(403);
    expect((await t.api.get(`/api/students/performance/${id}`, { token: writer })).status).toBe(403);
    expect((await t.api.get(`/api/students/performance/report?start=${day(0)}&end=${day(1)}`, { token: reader })).status).toBe(403);
  });

  it('scopes non-admins to the students of their classes', async () => {
    const teacher = await login(['list-perfomance-student', 'add-perfomance-student'], [g1]);
    const list = await t.api.get(`/api/students/performance?start=${day(0)}&end=${day(100)}`, { token: teacher });
    expect(list.body.total).toBe(7);
    expect(list.body.data.every((n: { class_name: string }) => n.class_name === 'Grade 1')).toBe(true);
    const g2Note = (await t.api.get(`/api/students/performance?student_id=${s[3]}`, { token: t.adminA })).body.data[0].id;
    expect((await t.api.get(`/api/students/performance/${g2Note}`, { token: teacher })).status).toBe(404);
    expect((await t.api.post('/api/students/performance', { token: teacher, body: note(s[3]!, 'academic', 3) })).status).toBe(422);
    expect((await t.api.post('/api/students/performance', { token: teacher, body: note(s[2]!, 'academic', 3, day(350)) })).status).toBe(201);
  });

  it('keeps schools apart', async () => {
    const id = (await t.api.get('/api/students/performance?limit=1', { token: t.adminA })).body.data[0].id;
    expect((await t.api.get(`/api/students/performance/${id}`, { token: t.adminB })).status).toBe(404);
    expect((await t.api.get('/api/students/performance', { token: t.adminB })).body).toMatchObject({ total: 0, data: [] });
    expect((await t.api.get(`/api/students/performance/report?start=${day(0)}&end=${day(100)}`, { token: t.adminB })).body.notes).toBe(0);
    expect((await t.api.get(`/api/students/performance/report?start=${day(0)}&end=${day(100)}&class_id=${g1}`, { token: t.adminB })).status).toBe(404);
  });
});

describe('performance report', () => {
  const report = (q: string, token = t.adminA) => t.api.get(`/api/students/performance/report?start=${day(0)}&end=${day(100)}${q}`, { token });

  it('averages per category and ranks students over the period (hand-computed)', async () => {
    const res = await report('&limit=2');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      start: day(0),
      end: day(100),
      notes: 8,
      // academic 4, 2, 3, 4, 1 → 14 / 5; behaviour 5, 1 → 3; sport 5.
      by_category: [
        { category: 'academic', notes: 5, average: 2.8 },
        { category: 'behaviour', notes: 2, average: 3 },
        { category: 'sport', notes: 1, average: 5 },
      ],
      // Dan 1; Ben (3 + 1) / 2 = 2; Cat (5 + 4) / 2 = 4.5; Ann (4 + 2 + 5) / 3 = 3.67.
      lowest: [
        { student_id: s[3], fullname: 'Dan Four', admission_no: 'P-4', notes: 1, average: 1 },
        { student_id: s[1], fullname: 'Ben Two', admission_no: 'P-2', notes: 2, average: 2 },
      ],
      highest: [
        { student_id: s[2], fullname: 'Cat Three', admission_no: 'P-3', notes: 2, average: 4.5 },
        { student_id: s[0], fullname: 'Ann One', admission_no: 'P-1', notes: 3, average: 3.67 },
      ],
    });
  });

  it('filters by class and section through enrolment', async () => {
    const byClass = (await report(`&class_id=${g1}`)).body;
    expect(byClass.notes).toBe(7);
    // academic 4, 2, 3, 4 → 3.25.
    expect(byClass.by_category).toEqual([
      { category: 'academic', notes: 4, average: 3.25 },
      { category: 'behaviour', notes: 2, average: 3 },
      { category: 'sport', notes: 1, average: 5 },
    ]);
    expect(byClass.lowest.map((x: { average: number }) => x.average)).toEqual([2, 3.67, 4.5]);
    const bySection = (await report(`&section_id=${g1a}`)).body;
    expect(bySection.notes).toBe(5);
    // academic 4, 2, 3 → 3; behaviour 5, 1 → 3.
    expect(bySection.by_category).toEqual([
      { category: 'academic', notes: 3, average: 3 },
      { category: 'behaviour', notes: 2, average: 3 },
    ]);
    const empty = (await t.api.get(`/api/students/performance/report?start=${day(500)}&end=${day(600)}`, { token: t.adminA })).body;
    expect(empty).toMatchObject({ notes: 0, by_category: [], lowest: [], highest: [] });
  });

  it('scopes non-admins and validates its query', async () => {
    const teacher = await login(['perfomance-report'], [g2]);
    const mine = (await report('', teacher)).body;
    expect(mine.notes).toBe(1);
    expect(mine.lowest.map((x: { student_id: number }) => x.student_id)).toEqual([s[3]]);
    expect((await report(`&class_id=${g1}`, teacher)).status).toBe(404);
    expect((await report(`&section_id=${g1a}`, teacher)).status).toBe(404);
    const reversed = await t.api.get(`/api/students/performance/report?start=${day(10)}&end=${day(0)}`, { token: t.adminA });
    expect(reversed.status).toBe(400);
    expect(reversed.body.issues[0].path).toBe('end');
    const missing = await t.api.get('/api/students/performance/report?limit=99', { token: t.adminA });
    expect(missing.status).toBe(400);
    expect(missing.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['end', 'limit', 'start']);
    expect(await t.ctx.database.db.$count(performanceNotes)).toBeGreaterThan(8);
  });
});

/**
 * Issue 10, client 6: a note's date must fall within one of the student's enrolments, so no note
 * exists that belongs to no class; the form reads the allowed days from `/dates`.
 */
describe('note dates', () => {
  const dates = { yearEnd: '', lastStart: '', lastEnd: '' };
  /** Admitted on day 60; left on day 50; moved section on day 30; last year and this year; last year, a gap, this year; never enrolled. */
  const st = { mid: 0, left: 0, moved: 0, returning: 0, gap: 0, none: 0 };
  let g3: number;
  const post = (body: object, token = t.adminA) => t.api.post('/api/students/performance', { token, body });
  const refusal = (res: { status: number; body: { issues?: { path: string; message: string }[] } }) => ({ status: res.status, ...res.body.issues?.[0] });
  const enrolmentOf = async (student: number) =>
    (await t.ctx.database.db.select({ id: enrolments.id }).from(enrolments).where(eq(enrolments.studentId, student)).orderBy(enrolments.id))[0]!.id;
  const setEnrolment = async (id: number, values: Partial<typeof enrolments.$inferInsert>) =>
    t.ctx.database.db.update(enrolments).set(values).where(eq(enrolments.id, id));

  beforeAll(async () => {
    const school = t.schoolA.schoolId;
    const year = await activeYear(t.ctx, school);
    dates.yearEnd = year.endDate;
    dates.lastStart = `${Number(start.slice(0, 4)) - 1}${start.slice(4)}`;
    dates.lastEnd = day(-1);
    const lastYear = await seedYear(t.ctx, school, 'Last year', dates.lastStart, dates.lastEnd);
    g3 = await seedClass(t.ctx, school, 'Grade 3');
    const [a, b, old] = [await seedSection(t.ctx, school, year.id, g3, 'A'), await seedSection(t.ctx, school, year.id, g3, 'B'), await seedSection(t.ctx, school, lastYear, g3, 'Old')];

    st.mid = await seedStudent(t.ctx, school, { sectionId: a, lastName: 'Mid' });
    await setEnrolment(await enrolmentOf(st.mid), { enrolledOn: day(60) });
    st.left = await seedStudent(t.ctx, school, { sectionId: a, lastName: 'Left', status: 'Transferred' });
    await setEnrolment(await enrolmentOf(st.left), { outcome: 'transferred', endedOn: day(50) });
    st.moved = await seedStudent(t.ctx, school, { sectionId: a, lastName: 'Moved' });
    await setEnrolment(await enrolmentOf(st.moved), { outcome: 'moved', endedOn: day(30) });
    await setEnrolment(await seedEnrolment(t.ctx, school, st.moved, b), { enrolledOn: day(30) });
    st.returning = await seedStudent(t.ctx, school, { sectionId: old, lastName: 'Returning' });
    await setEnrolment(await enrolmentOf(st.returning), { outcome: 'promoted', endedOn: dates.lastEnd });
    await seedEnrolment(t.ctx, school, st.returning, a);
    st.gap = await seedStudent(t.ctx, school, { sectionId: old, lastName: 'Gap' });
    await setEnrolment(await enrolmentOf(st.gap), { outcome: 'transferred', endedOn: day(-200) });
    await seedEnrolment(t.ctx, school, st.gap, a);
    st.none = await seedStudent(t.ctx, school, { lastName: 'None' });
  });

  it('refuses a date before the student was enrolled, naming the enrolment', async () => {
    expect(refusal(await post(note(st.mid, 'academic', 3, day(59))))).toEqual({
      status: 422,
      path: 'date',
      message: `The date must fall within the student's enrolment (${day(60)} to ${dates.yearEnd}).`,
    });
    expect((await post(note(st.mid, 'academic', 3, day(60)))).status).toBe(201);
  });

  it('refuses a date after the student left, and after the year ended', async () => {
    expect(refusal(await post(note(st.left, 'academic', 3, day(51))))).toMatchObject({ status: 422, path: 'date', message: expect.stringContaining(`(${start} to ${day(50)})`) });
    expect((await post(note(st.left, 'academic', 3, day(50)))).status).toBe(201);
    const nextYear = new Date(Date.parse(`${dates.yearEnd}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(refusal(await post(note(st.moved, 'academic', 3, nextYear)))).toMatchObject({ status: 422, path: 'date' });
  });

  it('accepts any day of a run of enrolments: a section move, last year into this one', async () => {
    expect((await post(note(st.moved, 'academic', 3, day(29)))).status).toBe(201);
    expect((await post(note(st.moved, 'academic', 3, day(31)))).status).toBe(201);
    expect((await post(note(st.returning, 'academic', 3, dates.lastStart))).status).toBe(201);
    expect(refusal(await post(note(st.returning, 'academic', 3, day(-400))))).toMatchObject({
      status: 422,
      message: `The date must fall within the student's enrolment (${dates.lastStart} to ${dates.yearEnd}).`,
    });
  });

  it('names every period when there is a gap, and refuses a student with no enrolment at student_id', async () => {
    expect(refusal(await post(note(st.gap, 'academic', 3, day(-100))))).toMatchObject({
      status: 422,
      message: `The date must fall within the student's enrolment (${dates.lastStart} to ${day(-200)} or ${start} to ${dates.yearEnd}).`,
    });
    expect(refusal(await post(note(st.none, 'academic', 3, day(10))))).toMatchObject({ status: 422, path: 'student_id' });
  });

  it('refuses an edit that moves a note outside the enrolment, and keeps the note as it was', async () => {
    const id = (await post(note(st.mid, 'sport', 4, day(70)))).body.id;
    const res = await t.api.put(`/api/students/performance/${id}`, { token: t.adminA, body: note(st.mid, 'sport', 4, day(10)) });
    expect(refusal(res)).toMatchObject({ status: 422, path: 'date' });
    expect((await t.api.get(`/api/students/performance/${id}`, { token: t.adminA })).body.date).toBe(day(70));
    // Moving the note onto a student enrolled on that day is fine.
    expect((await t.api.put(`/api/students/performance/${id}`, { token: t.adminA, body: note(st.moved, 'sport', 4, day(10)) })).status).toBe(200);
  });

  it('tells the form the allowed days, within the class scope and privileges', async () => {
    const dated = (id: number, token = t.adminA) => t.api.get(`/api/students/performance/dates?student_id=${id}`, { token });
    expect((await dated(st.mid)).body).toEqual({ periods: [{ start: day(60), end: dates.yearEnd }] });
    expect((await dated(st.moved)).body).toEqual({ periods: [{ start, end: dates.yearEnd }] });
    expect((await dated(st.gap)).body).toEqual({ periods: [{ start: dates.lastStart, end: day(-200) }, { start, end: dates.yearEnd }] });
    expect((await dated(st.none)).body).toEqual({ periods: [] });
    const teacher = await login(['update-perfomance-student'], [g3]);
    expect((await dated(st.left, teacher)).status).toBe(200);
    expect((await dated(s[0]!, teacher)).status).toBe(404);
    expect((await dated(foreignStudent)).status).toBe(404);
    expect((await dated(st.mid, await login(['list-perfomance-student'], [g3]))).status).toBe(403);
    const bad = await t.api.get('/api/students/performance/dates?student_id=x', { token: t.adminA });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe('student_id');
  });
});
