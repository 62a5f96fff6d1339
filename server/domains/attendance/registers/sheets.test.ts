import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS, weekdayOf, type AttendanceSheet, type MarkChange, type RegisterBoard, type SheetSaved } from '@contract';
import { readRows } from '../../../db/client';
import { codeIds, seedCode, seedHoliday } from '../../../test/attendance-data';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedSection, seedStudent } from '../../../test/students-data';

const t = twoSchools();
const ids: Record<string, number> = {};
const kids: Record<string, number[]> = {};
let code: Record<string, number> = {};
let today = '';
let teacher = '';
let office = '';
let yearEnd = '';

const url = (sectionId: number, day = today) => `/api/attendance/sheets/${sectionId}/${day}`;
const db = () => t.ctx.database.db;
const count = async (table: string, where = sql`true`) =>
  (await readRows(db(), v.object({ n: v.number() }), sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`))[0]!.n;

beforeAll(async () => {
  const { schoolId } = t.schoolA;
  // Every weekday a school day, so the tests hold whatever day they run on.
  await db().execute(sql`update attendance_settings set school_days = '{1,2,3,4,5,6,7}' where school_id in (${schoolId}, ${t.schoolB.schoolId})`);
  ({ day: today } = (await readRows(db(), v.object({ day: v.string() }), sql`select to_char((timezone(time_zone, now()))::date, 'YYYY-MM-DD') as day from schools where id = ${schoolId}`))[0]!);
  const year = await activeYear(t.ctx, schoolId);
  yearEnd = year.endDate;
  ids.grade1 = await seedClass(t.ctx, schoolId, 'Grade 1', { sortOrder: 1 });
  ids.grade2 = await seedClass(t.ctx, schoolId, 'Grade 2', { sortOrder: 2 });
  for (const [key, classId] of [['g1', ids.grade1], ['g1b', ids.grade1], ['g2', ids.grade2]] as const) {
    ids[key] = await seedSection(t.ctx, schoolId, year.id, classId!, key.toUpperCase());
    kids[key] = [];
    for (let i = 0; i < 6; i++) kids[key]!.push(await seedStudent(t.ctx, schoolId, { sectionId: ids[key], firstName: `${key}${i}` }));
  }
  code = await codeIds(t.ctx, schoolId);
  const taker = await seedUser(t.ctx, schoolId, ['generate-attendance'], { classIds: [ids.grade2!] });
  teacher = await t.api.login(taker.username, taker.password);
  ids.teacherId = taker.id;
  const secretary = await seedUser(t.ctx, schoolId, ['generate-attendance', 'list-attendance'], { classIds: [ids.grade1!, ids.grade2!] });
  office = await t.api.login(secretary.username, secretary.password);
});

const put = (sectionId: number, body: object, token = t.adminA, day = today) => t.api.put<SheetSaved>(url(sectionId, day), { token, body });

describe('taking a register (PUT /api/attendance/sheets/{section}/{date})', () => {
  it('opens with every enrolled student unmarked, then saves the whole sheet with Present by default', async () => {
    const open = await t.api.get<AttendanceSheet>(url(ids.g2!), { token: teacher });
    expect(open.status).toBe(200);
    expect(open.body.sheet).toBeNull();
    expect(open.body.school_day).toEqual({ open: true, reason: null });
    expect(open.body.students).toHaveLength(6);
    expect(open.body.students.every((s) => s.mark === null && s.override === null)).toBe(true);

    const [a, b] = kids.g2!;
    const saved = await put(ids.g2!, { base_version: 0, marks: [{ student_id: a, code_id: code.A }, { student_id: b, code_id: code.L, note: 'Bus was late' }] }, teacher);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('The register has been saved');
    expect(saved.body.changed).toBe(6);
    const marks = Object.fromEntries(saved.body.sheet.students.map((s) => [s.student_id, s.mark]));
    expect(marks[a!]).toEqual({ code_id: code.A, note: null });
    expect(marks[b!]).toEqual({ code_id: code.L, note: 'Bus was late' });
    expect(Object.values(marks).filter((m) => m?.code_id === code.P)).toHaveLength(4);
    expect(saved.body.sheet.sheet).toMatchObject({ taken_by: ids.teacherId, taken_by_name: 'Test User' });
  });

  it('answers a repeated save with nothing changed and no second write', async () => {
    const before = await t.api.get<AttendanceSheet>(url(ids.g2!), { token: teacher });
    const logged = await count('attendance_changes');
    const again = await put(ids.g2!, { base_version: 0, marks: [{ student_id: kids.g2![0], code_id: code.A }] }, teacher);
    expect(again.status).toBe(200);
    expect(again.body.changed).toBe(0);
    expect(again.body.sheet.sheet!.version).toBe(before.body.sheet!.version);
    expect(await count('attendance_changes')).toBe(logged);
  });

  it('makes one sheet from ten concurrent identical submits', async () => {
    const body = { base_version: 0, marks: [{ student_id: kids.g1b![2], code_id: code.A }] };
    const replies = await Promise.all(Array.from({ length: 10 }, () => put(ids.g1b!, body)));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(replies.reduce((sum, r) => sum + r.body.changed, 0)).toBe(6);
    expect(await count('attendance_sheets', sql`section_id = ${ids.g1b}`)).toBe(1);
    expect(await count('attendance_marks', sql`sheet_id in (select id from attendance_sheets where section_id = ${ids.g1b})`)).toBe(6);
    expect(await count('attendance_changes', sql`sheet_id in (select id from attendance_sheets where section_id = ${ids.g1b})`)).toBe(6);
  });

  it('refuses a different register saved since the sender opened it, answering with the saved one', async () => {
    const current = (await t.api.get<AttendanceSheet>(url(ids.g2!), { token: teacher })).body.sheet!.version;
    const stale = await put(ids.g2!, { base_version: 0, marks: [{ student_id: kids.g2![3], code_id: code.A }] }, teacher);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/Someone else saved this register/);
    expect((stale.body as unknown as { sheet: AttendanceSheet }).sheet.sheet!.version).toBe(current);
    const fresh = await put(ids.g2!, { base_version: current, marks: [{ student_id: kids.g2![3], code_id: code.A }] }, teacher);
    expect(fresh.status).toBe(200);
    expect(fresh.body.changed).toBe(1);
    expect(fresh.body.sheet.sheet!.version).toBeGreaterThan(current);
  });

  it("keeps the teacher's mark beside the office's override, and shows both", async () => {
    const sheet = (await t.api.get<AttendanceSheet>(url(ids.g2!), { token: office })).body;
    const a = kids.g2![0]!;
    const saved = await put(ids.g2!, { base_version: sheet.sheet!.version, marks: [{ student_id: a, code_id: code.E, note: 'Parent phoned: unwell' }] }, office);
    expect(saved.status).toBe(200);
    const row = saved.body.sheet.students.find((s) => s.student_id === a)!;
    expect(row.mark).toEqual({ code_id: code.A, note: null });
    expect(row.override).toMatchObject({ code_id: code.E, note: 'Parent phoned: unwell', by_name: 'Test User' });
    expect(saved.body.sheet.sheet!.taken_by).toBe(ids.teacherId);

    const log = await t.api.get<MarkChange[]>(`${url(ids.g2!)}/log`, { token: teacher });
    const last = log.body.at(-1)!;
    expect(last).toMatchObject({ student_id: a, from_code_id: code.A, code_id: code.E, override: true, note: 'Parent phoned: unwell' });
    expect(log.body.filter((c) => c.student_id === a).map((c) => c.code_id)).toEqual([code.A, code.E]);
  });

  it('keeps the change log append-only', async () => {
    await expect(db().execute(sql`update attendance_changes set code_id = code_id`)).rejects.toThrow();
    await expect(db().execute(sql`delete from attendance_changes`)).rejects.toThrow();
  });
});

describe('days a register cannot be taken', () => {
  it('refuses a day that is not a school day, a holiday, a future day and a day outside the year, with the reason', async () => {
    const { schoolId } = t.schoolB;
    const year = await activeYear(t.ctx, schoolId);
    const classId = await seedClass(t.ctx, schoolId, 'Form 1');
    const section = await seedSection(t.ctx, schoolId, year.id, classId, 'East');
    const kid = await seedStudent(t.ctx, schoolId, { sectionId: section });
    const codes = await codeIds(t.ctx, schoolId);
    const body = { base_version: 0, marks: [{ student_id: kid, code_id: codes.A }] };
    const others = WEEKDAYS.filter((d) => d !== weekdayOf(today));
    await db().execute(sql`update attendance_settings set school_days = ${`{${others.join(',')}}`}::smallint[] where school_id = ${schoolId}`);
    const closed = await put(section, body, t.adminB);
    expect(closed.status).toBe(422);
    expect(closed.body.message).toMatch(/^\w+day is not a school day\.$/);
    expect((await t.api.get<AttendanceSheet>(url(section), { token: t.adminB })).body.school_day.open).toBe(false);

    await db().execute(sql`update attendance_settings set school_days = '{1,2,3,4,5,6,7}' where school_id = ${schoolId}`);
    await seedHoliday(t.ctx, schoolId, year.id, today, today, 'Founders Day');
    expect((await put(section, body, t.adminB)).body.message).toMatch(/is a holiday: Founders Day\.$/);
    if (today < yearEnd) {
      const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      expect((await put(section, body, t.adminB, tomorrow)).body.message).toBe('A register cannot be taken for a day that has not come yet.');
    }
    expect((await put(section, body, t.adminB, '2001-01-02')).body.message).toMatch(/outside the academic year/);
    expect(await count('attendance_sheets', sql`school_id = ${schoolId}`)).toBe(0);
  });
});

describe('who may see and mark a register', () => {
  it("limits a teacher to their classes' sections, and lists their own first on the board", async () => {
    expect((await t.api.get(url(ids.g1!), { token: teacher })).status).toBe(404);
    expect((await put(ids.g1!, { base_version: 0, marks: [] }, teacher)).status).toBe(404);
    const board = await t.api.get<RegisterBoard>(`/api/attendance/registers?date=${today}`, { token: teacher });
    expect(board.body.sections.map((s) => s.section_id)).toEqual([ids.g2]);
    expect(board.body.sections[0]).toMatchObject({ own: true, students: 6, teacher_name: null });
    expect(board.body.sections[0]!.taken).toMatchObject({ present: 4, absent: 1, excused: 1 });

    const all = await t.api.get<RegisterBoard>('/api/attendance/registers', { token: t.adminA });
    expect(all.body.date).toBe(today);
    expect(all.body.sections.map((s) => [s.section_name, s.taken !== null])).toEqual([['G1', false], ['G1B', true], ['G2', true]]);
  });

  it('answers another school as if the section did not exist, and refuses a user without the privilege', async () => {
    expect((await t.api.get(url(ids.g2!), { token: t.adminB })).status).toBe(404);
    expect((await put(ids.g2!, { base_version: 0, marks: [] }, t.adminB)).status).toBe(404);
    const reader = await seedUser(t.ctx, t.schoolA.schoolId, ['list-attendance'], { classIds: [ids.grade2!] });
    const token = await t.api.login(reader.username, reader.password);
    expect((await t.api.get(url(ids.g2!), { token })).status).toBe(403);
    expect((await t.api.get('/api/attendance/registers', { token })).status).toBe(200);
  });
});

describe('bad registers', () => {
  it('names the field and writes nothing', async () => {
    const before = await count('attendance_marks');
    const bOnly = await codeIds(t.ctx, t.schoolB.schoolId);
    const cases: [object, number, string][] = [
      [{ base_version: 0, marks: [{ student_id: kids.g1![0], code_id: bOnly.A }] }, 422, 'marks.0.code_id'],
      [{ base_version: 0, marks: [{ student_id: kids.g2![0], code_id: code.A }] }, 422, 'marks.0.student_id'],
      [{ base_version: 0, marks: [{ student_id: kids.g1![0], code_id: code.A }, { student_id: kids.g1![0], code_id: code.P }] }, 400, 'marks'],
      [{ base_version: 0, marks: [{ student_id: kids.g1![0], code_id: code.A, note: 'x'.repeat(201) }] }, 400, 'marks.0.note'],
      [{ base_version: -1, marks: [] }, 400, 'base_version'],
      [{ base_version: 0 }, 400, 'marks'],
      [{ base_version: 0, marks: [{ student_id: '1; drop table students', code_id: code.A }] }, 400, 'marks.0.student_id'],
    ];
    for (const [body, status, path] of cases) {
      const res = await put(ids.g1!, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect((res.body as unknown as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain(path);
    }
    expect((await t.api.get(url(ids.g1!, '2026-02-30'), { token: t.adminA })).status).toBe(400);
    expect((await t.api.get(url(ids.g1!, 'yesterday'), { token: t.adminA })).status).toBe(400);
    const many = Array.from({ length: 501 }, (_, i) => ({ student_id: i + 1, code_id: code.P }));
    expect((await put(ids.g1!, { base_version: 0, marks: many })).status).toBe(400);
    expect(await count('attendance_marks')).toBe(before);
  });
});

// Last: it takes section G1's register, which the tests above expect untaken.
describe('retired codes', () => {
  it('sends back a mark whose code was retired since, but gives that code to nobody new', async () => {
    const sick = await seedCode(t.ctx, t.schoolA.schoolId, 'S', 'Sick', 'excused');
    const [a, b] = kids.g1!;
    const first = await put(ids.g1!, { base_version: 0, marks: [{ student_id: a, code_id: sick }] });
    expect(first.status).toBe(200);
    await db().execute(sql`update attendance_codes set status = 'Inactive' where id = ${sick}`);
    const whole = first.body.sheet.students.map((s) => ({ student_id: s.student_id, code_id: s.mark!.code_id }));
    const again = await put(ids.g1!, { base_version: first.body.sheet.sheet!.version, marks: whole });
    expect(again.status).toBe(200);
    expect(again.body.changed).toBe(0);
    const given = await put(ids.g1!, { base_version: first.body.sheet.sheet!.version, marks: [{ student_id: b, code_id: sick }] });
    expect(given.status).toBe(422);
    expect(given.body.message).toBe('This code is no longer in use; choose another.');
  });
});
