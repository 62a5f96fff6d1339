import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Privilege } from '@contract';
import { academicYears, enrolments, performanceNotes } from '../../../db/schema';
import { seedUser } from '../../../test/fixtures';
import { unique } from '../../../test/harness';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedEnrolment, seedSection, seedStudent, seedYear } from '../../../test/students-data';

/**
 * The class scope (ADR 013) across every class-bound list and detail of the students area, as
 * a teacher of Grade 1 and Grade 2. One of "their" students of last year is in Grade 3 now: to
 * them that student no longer exists, in lists, details, history, notes and writes alike.
 */
const t = twoSchools();

const TEACHER: Privilege[] = [
  'list-student', 'view-student', 'update-student', 'transfer-student', 'student-password', 'add-student', 'pass-student',
  'list-perfomance-student', 'add-perfomance-student', 'update-perfomance-student', 'perfomance-report',
  'list-class', 'update-class', 'list-section', 'update-section',
];

let token: string;
let year: { id: number; startDate: string; endDate: string };
let lastYear: number;
let lastYearDay: string;
const c = { g1: 0, g2: 0, g3: 0 };
const sec = { g1: 0, g2: 0, g3: 0, old1: 0, old3: 0 };
/** In the teacher's classes now. */
const mine = { g1: 0, g2: 0, fromG1: 0, transferred: 0 };
/** Not in the teacher's classes now, whatever they were before. */
const theirs = { nowG3: 0, g3: 0, leftLastYear: 0, transferred: 0 };
const notes: Record<number, number[]> = {};

const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((x, y) => x - y);
const get = (path: string, as = token) => t.api.get(path, { token: as });
const admin = (path: string) => get(path, t.adminA);
const WIDE = 'start=2000-01-01&end=2100-12-31';

beforeAll(async () => {
  const school = t.schoolA.schoolId;
  year = await activeYear(t.ctx, school);
  const y = Number(year.startDate.slice(0, 4));
  lastYearDay = `${y - 1}${year.startDate.slice(4)}`;
  const dayBefore = new Date(Date.parse(`${year.startDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  lastYear = await seedYear(t.ctx, school, unique('Last '), lastYearDay, dayBefore);
  c.g3 = await seedClass(t.ctx, school, 'Grade 3', { sortOrder: 3 });
  c.g2 = await seedClass(t.ctx, school, 'Grade 2', { sortOrder: 2, nextClassId: c.g3 });
  c.g1 = await seedClass(t.ctx, school, 'Grade 1', { sortOrder: 1, nextClassId: c.g2 });
  sec.g1 = await seedSection(t.ctx, school, year.id, c.g1, 'A');
  sec.g2 = await seedSection(t.ctx, school, year.id, c.g2, 'A');
  sec.g3 = await seedSection(t.ctx, school, year.id, c.g3, 'A');
  sec.old1 = await seedSection(t.ctx, school, lastYear, c.g1, 'Old');
  sec.old3 = await seedSection(t.ctx, school, lastYear, c.g3, 'Old');

  mine.g1 = await seedStudent(t.ctx, school, { sectionId: sec.g1, lastName: 'Mine' });
  mine.g2 = await seedStudent(t.ctx, school, { sectionId: sec.g2, lastName: 'Mine' });
  mine.transferred = await seedStudent(t.ctx, school, { sectionId: sec.g1, lastName: 'Mine' });
  // Grade 1 last year, Grade 2 now: still theirs, with last year in the history.
  mine.fromG1 = await seedStudent(t.ctx, school, { sectionId: sec.old1, lastName: 'Mine' });
  await closeLastYear(mine.fromG1);
  await seedEnrolment(t.ctx, school, mine.fromG1, sec.g2);
  // Grade 1 last year, Grade 3 now: the student of the bug report.
  theirs.nowG3 = await seedStudent(t.ctx, school, { sectionId: sec.old1, lastName: 'Theirs' });
  await closeLastYear(theirs.nowG3);
  await seedEnrolment(t.ctx, school, theirs.nowG3, sec.g3);
  theirs.g3 = await seedStudent(t.ctx, school, { sectionId: sec.g3, lastName: 'Theirs' });
  theirs.transferred = await seedStudent(t.ctx, school, { sectionId: sec.g3, lastName: 'Theirs' });
  // Grade 1 last year and gone since (no enrolment this year).
  theirs.leftLastYear = await seedStudent(t.ctx, school, { sectionId: sec.old1, lastName: 'Theirs', status: 'Inactive' });

  const today = new Date().toISOString().slice(0, 10);
  for (const id of [mine.transferred, theirs.transferred]) {
    const res = await t.api.post(`/api/students/${id}/transfer`, { token: t.adminA, body: { kind: 'leave', date: today, reason: 'Moved away', destination: 'Hill School' } });
    if (res.status !== 200) throw new Error(`transfer: ${res.status} ${JSON.stringify(res.body)}`);
  }
  // Two notes each: one last year, one this year. Straight into the database: most of these
  // students were not enrolled last year, and the API refuses a date outside the enrolment.
  for (const id of [...Object.values(mine), ...Object.values(theirs)]) {
    const rows = await t.ctx.database.db
      .insert(performanceNotes)
      .values([lastYearDay, year.startDate].map((date) => ({ schoolId: school, studentId: id, date, category: 'academic', rating: 3, remark: 'Noted', authorId: t.schoolA.adminId })))
      .returning({ id: performanceNotes.id });
    notes[id] = rows.map((r) => r.id);
  }
  const teacher = await seedUser(t.ctx, school, TEACHER, { classIds: [c.g1, c.g2] });
  token = await t.api.login(teacher.username, teacher.password);
});

/** Ends a student's open enrolment of last year as a promotion would. */
async function closeLastYear(studentId: number) {
  await t.ctx.database.db
    .update(enrolments)
    .set({ outcome: 'promoted', endedOn: year.startDate })
    .where(and(eq(enrolments.studentId, studentId), eq(enrolments.academicYearId, lastYear)));
}

const MINE = () => ids(Object.values(mine).map((id) => ({ id })));
const THEIRS = () => Object.values(theirs);

describe('students', () => {
  it('lists only the students in their classes this year, on every list, and /date gives the same set', async () => {
    const list = await get('/api/students?limit=500');
    expect(list.status).toBe(200);
    expect(ids(list.body.data)).toEqual(MINE());
    expect(list.body.data.every((s: { class_id: number }) => s.class_id === c.g1 || s.class_id === c.g2)).toBe(true);

    const dated = await get(`/api/students/date?${WIDE}`);
    expect(dated.status).toBe(200);
    expect(ids(dated.body)).toEqual(ids(list.body.data));

    const statuses = await Promise.all(['Active', 'Inactive', 'Transferred'].map((s) => get(`/api/students/status?status=${s}&limit=500`)));
    expect(statuses.flatMap((r) => ids(r.body.data)).sort((x, y) => x - y)).toEqual(MINE());
    expect(ids(statuses[2]!.body.data)).toEqual([mine.transferred]);

    // Filters never widen it: Grade 3 (now or last year) and last year's roster.
    expect((await get(`/api/students?class_id=${c.g3}`)).body.total).toBe(0);
    expect((await get(`/api/students?section_id=${sec.g3}`)).body.total).toBe(0);
    expect((await get(`/api/students?academic_year_id=${lastYear}&class_id=${c.g3}`)).body.total).toBe(0);
    const old = await get(`/api/students?academic_year_id=${lastYear}&class_id=${c.g1}&limit=500`);
    // Last year's Grade 1 shows only who is theirs now, not who moved on to Grade 3 or left.
    expect(ids(old.body.data)).toEqual([mine.fromG1]);
    // The Admin still sees them all.
    const all = ids((await admin('/api/students?limit=500')).body.data);
    for (const id of [...MINE(), ...THEIRS()]) expect(all).toContain(id);
  });

  it('opens only their students: the one now in Grade 3 is a 404, with no history, certificate or writes', async () => {
    const ok = await get(`/api/students/${mine.fromG1}`);
    expect(ok.status).toBe(200);
    // History: a student they can see now shows every year, last year's class included.
    expect(ok.body.enrolments.map((e: { class_name: string; outcome: string | null }) => [e.class_name, e.outcome])).toEqual([
      ['Grade 1', 'promoted'],
      ['Grade 2', null],
    ]);
    expect((await get(`/api/students/transfer?studentId=${mine.transferred}`)).status).toBe(200);
    for (const id of THEIRS()) {
      expect((await get(`/api/students/${id}`)).status, `student ${id}`).toBe(404);
      expect((await admin(`/api/students/${id}`)).status).toBe(200);
    }
    expect((await get(`/api/students/transfer?studentId=${theirs.transferred}`)).status).toBe(404);
    expect((await admin(`/api/students/transfer?studentId=${theirs.transferred}`)).status).toBe(200);

    const id = theirs.nowG3;
    const record = (await admin(`/api/students/${id}`)).body;
    const editable = ['admission_no', 'first_name', 'middle_name', 'last_name', 'gender', 'date_of_birth', 'photo', 'address', 'house', 'admission_date', 'fee_discount', 'parent_id'];
    const writes: [string, string, unknown][] = [
      ['PUT', `/api/students/${id}`, { ...Object.fromEntries(editable.map((k) => [k, record[k]])), first_name: 'Hijacked' }],
      ['POST', `/api/students/${id}/status`, { status: 'Inactive' }],
      ['POST', `/api/students/${id}/transfer`, { kind: 'leave', date: year.startDate, reason: 'x', destination: 'y' }],
      ['POST', `/api/students/${id}/password`, { password: 'Secret123' }],
    ];
    for (const [method, path, body] of writes) {
      expect((await t.api.call(method, path, { token, body })).status, `${method} ${path}`).toBe(404);
    }
    expect((await admin(`/api/students/${id}`)).body).toMatchObject({ first_name: record.first_name, status: 'Active', has_portal_password: false });
  });
});

describe('performance notes', () => {
  const period = `start=${'2000-01-01'}&end=${'2100-12-31'}`;

  it('lists every note of their students (earlier years too) and nothing of others', async () => {
    const list = await get(`/api/students/performance?limit=100&${period}`);
    expect(list.status).toBe(200);
    expect(ids(list.body.data)).toEqual(ids(MINE().flatMap((s) => notes[s]!.map((id) => ({ id })))));
    for (const s of THEIRS()) {
      for (const note of notes[s]!) expect((await get(`/api/students/performance/${note}`)).status).toBe(404);
      expect((await get(`/api/students/performance?student_id=${s}`)).body.total).toBe(0);
    }
    expect((await get(`/api/students/performance/${notes[mine.fromG1]![0]}`)).status).toBe(200);
    expect((await get(`/api/students/performance?class_id=${c.g3}`)).body.total).toBe(0);
  });

  it('reports exactly the notes the list shows, under the same filters', async () => {
    const filters = ['', `&class_id=${c.g1}`, `&class_id=${c.g2}`, `&section_id=${sec.g2}`, `&start=${year.startDate}&end=2100-12-31`];
    for (const f of filters) {
      const q = f.includes('start=') ? f.slice(1) : `${period}${f}`;
      const list = await get(`/api/students/performance?limit=1&${q}`);
      const report = await get(`/api/students/performance/report?${q}`);
      expect(report.status, q).toBe(200);
      expect(report.body.notes, q).toBe(list.body.total);
      expect(report.body.notes, q).toBeGreaterThan(0);
      const students = [...report.body.lowest, ...report.body.highest].map((s: { student_id: number }) => s.student_id);
      for (const s of THEIRS()) expect(students).not.toContain(s);
    }
    // The same holds for the Admin, who sees every student.
    const all = await admin(`/api/students/performance?limit=1&${period}&class_id=${c.g3}`);
    const allReport = await admin(`/api/students/performance/report?${period}&class_id=${c.g3}`);
    expect(allReport.body.notes).toBe(all.body.total);
    expect(all.body.total).toBe(6);
    expect((await get(`/api/students/performance/report?${period}&class_id=${c.g3}`)).status).toBe(404);
    expect((await get(`/api/students/performance/report?${period}&section_id=${sec.old3}`)).status).toBe(404);
  });

  it('writes notes only about their students', async () => {
    const note = (student_id: number) => ({ student_id, date: year.startDate, category: 'sport', rating: 4, remark: 'Ran well' });
    expect((await t.api.post('/api/students/performance', { token, body: note(theirs.nowG3) })).status).toBe(422);
    expect((await t.api.put(`/api/students/performance/${notes[theirs.nowG3]![1]}`, { token, body: note(mine.g1) })).status).toBe(404);
    expect((await t.api.put(`/api/students/performance/${notes[mine.g1]![1]}`, { token, body: note(theirs.nowG3) })).status).toBe(422);
    expect((await t.api.post('/api/students/performance', { token, body: note(mine.fromG1) })).status).toBe(201);
  });
});

describe('classes and sections', () => {
  it('lists and opens only their classes; /date follows the list', async () => {
    const list = await get('/api/class?limit=500');
    expect(ids(list.body.data)).toEqual([c.g1, c.g2].sort((x, y) => x - y));
    const dated = await t.api.post('/api/class/date', { token, body: { start: '2000-01-01', end: '2100-12-31' } });
    expect(ids(dated.body)).toEqual(ids(list.body.data));
    expect((await get(`/api/class/${c.g3}`)).status).toBe(404);
    expect((await t.api.put(`/api/class/${c.g3}`, { token, body: { name: 'Renamed' } })).status).toBe(404);
    const next = await t.api.post('/api/class/next', { token, body: { class_ids: [c.g1, c.g2, c.g3] } });
    expect(next.body.map((r: { class_id: number }) => r.class_id).sort()).toEqual([c.g1, c.g2].sort());
  });

  it('lists and opens only the sections of their classes; /date is the same set over all years', async () => {
    const now = await get('/api/sections?limit=500');
    expect(ids(now.body.data)).toEqual([sec.g1, sec.g2].sort((x, y) => x - y));
    const before = await get(`/api/sections?limit=500&academic_year_id=${lastYear}`);
    expect(ids(before.body.data)).toEqual([sec.old1]);
    const dated = await get(`/api/sections/date?${WIDE}`);
    expect(ids(dated.body)).toEqual(ids([...now.body.data, ...before.body.data]));
    for (const id of [sec.g3, sec.old3]) expect((await get(`/api/sections/${id}`)).status).toBe(404);
    expect((await get(`/api/sections?class_id=${c.g3}`)).body.total).toBe(0);
    const next = await t.api.post('/api/sections/next', { token, body: { section_ids: [sec.g1, sec.g3, sec.old3], academic_year_id: lastYear } });
    expect(next.body.map((r: { section_id: number }) => r.section_id)).toEqual([sec.g1]);
    expect((await t.api.post('/api/sections/subjects', { token, body: { section_id: sec.g3, assignments: [] } })).status).toBe(404);
    expect((await t.api.put(`/api/sections/${sec.g3}`, { token, body: { class_id: c.g3, name: 'Renamed' } })).status).toBe(404);
    expect((await t.api.put(`/api/sections/${sec.g1}`, { token, body: { class_id: c.g3, name: 'A' } })).status).toBe(422);
  });
});

describe('promotion and import', () => {
  it("previews only their students: last year's Grade 1 does not list who is in Grade 3 now", async () => {
    const old = await t.api.post('/api/students/promotion/preview', { token, body: { section_id: sec.old1, target_year_id: year.id } });
    expect(old.status).toBe(200);
    expect(old.body.students.map((s: { student_id: number }) => s.student_id)).toEqual([mine.fromG1]);
    const adminView = await t.api.post('/api/students/promotion/preview', { token: t.adminA, body: { section_id: sec.old1, target_year_id: year.id } });
    expect(adminView.body.students.map((s: { student_id: number }) => s.student_id)).toContain(theirs.nowG3);
    const now = await t.api.post('/api/students/promotion/preview', { token, body: { section_id: sec.g1, target_year_id: lastYear } });
    expect(now.body.students.map((s: { student_id: number }) => s.student_id)).toEqual([mine.g1]);
    expect((await t.api.post('/api/students/promotion/preview', { token, body: { section_id: sec.g3, target_year_id: lastYear } })).status).toBe(404);
    // A decision about a student out of scope is refused like a stranger's.
    const write = await t.api.post('/api/students/promotion', {
      token,
      body: { section_id: sec.old1, target_year_id: year.id, decisions: [{ student_id: theirs.nowG3, outcome: 'repeated', target_section_id: sec.g1 }] },
    });
    expect(write.status).toBe(422);
    expect(write.body.issues[0].path).toBe('decisions.0.student_id');
  });

  it('imports only into their classes', async () => {
    const row = (cls: string) => ({
      admission_no: unique('IMP-'), first_name: 'Imani', last_name: 'Row', gender: 'Female', date_of_birth: '2016-05-01',
      admission_date: '2024-01-08', class: cls, section: 'A', parent_name: 'Parent Person', parent_phone: '+254722000123',
    });
    const res = await t.api.post('/api/students/import/preview', { token, body: { rows: [row('Grade 1'), row('Grade 3')] } });
    expect(res.status).toBe(200);
    expect(res.body.issues).toEqual([{ row: 2, column: 'class', message: 'Grade 3 is not one of the classes assigned to you.' }]);
  });
});

describe('no active year', () => {
  it('shows a non-admin nothing class-bound', async () => {
    const school = t.schoolB.schoolId;
    const b = await activeYear(t.ctx, school);
    const cls = await seedClass(t.ctx, school, 'Form 1');
    const section = await seedSection(t.ctx, school, b.id, cls, 'A');
    const student = await seedStudent(t.ctx, school, { sectionId: section });
    const note = await t.api.post('/api/students/performance', { token: t.adminB, body: { student_id: student, date: b.startDate, category: 'other', rating: 2, remark: 'Seen' } });
    const teacher = await seedUser(t.ctx, school, TEACHER, { classIds: [cls] });
    const bToken = await t.api.login(teacher.username, teacher.password);
    const reads = async () => [
      (await get('/api/class', bToken)).body.total,
      (await get(`/api/sections/date?${WIDE}`, bToken)).body.length,
      (await get(`/api/students/performance?${WIDE}`, bToken)).body.total,
      (await get(`/api/students/${student}`, bToken)).status,
      (await get(`/api/students/performance/${note.body.id}`, bToken)).status,
    ];
    expect(await reads()).toEqual([1, 1, 1, 200, 200]);
    await t.ctx.database.db.update(academicYears).set({ active: false }).where(eq(academicYears.id, b.id));
    expect(await reads()).toEqual([0, 0, 0, 404, 404]);
    // The roster needs a year to list: it says so instead of listing nothing.
    expect((await get('/api/students', bToken)).status).toBe(422);
  });
});
