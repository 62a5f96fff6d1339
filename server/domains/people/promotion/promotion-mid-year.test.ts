import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { readRows } from '../../../db/client';
import { enrolments, students } from '../../../db/schema';
import { seedSchool, unique } from '../../../test/harness';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedSection, seedStudent, seedYear } from '../../../test/students-data';

/**
 * Issue 10, client 2 (ADR 018): promoting in the middle of the year records the outcome and next
 * year's enrolment, and changes nothing of the current year until it ends: the dashboard, the
 * section's seat count, the roster, admissions, imports and transfers all behave as before.
 */
const t = twoSchools();
let year: { id: number; startDate: string; endDate: string };
let nextYear: number;
let nextStart: string;
let g1: number;
let g2: number;

beforeAll(async () => {
  year = await activeYear(t.ctx, t.schoolA.schoolId);
  const y = Number(year.startDate.slice(0, 4)) + 1;
  nextStart = `${y}-09-01`;
  nextYear = await seedYear(t.ctx, t.schoolA.schoolId, `${y}/${y + 1}`, nextStart, `${y + 1}-08-31`);
  g2 = await seedClass(t.ctx, t.schoolA.schoolId, 'Grade 2', { sortOrder: 2 });
  g1 = await seedClass(t.ctx, t.schoolA.schoolId, 'Grade 1', { sortOrder: 1, nextClassId: g2 });
});

const today = () => new Date().toISOString().slice(0, 10); // the test schools keep UTC
const enrolmentsOf = (id: number) =>
  t.ctx.database.db
    .select({ year: enrolments.academicYearId, section: enrolments.sectionId, outcome: enrolments.outcome, ended: enrolments.endedOn })
    .from(enrolments)
    .where(eq(enrolments.studentId, id))
    .orderBy(asc(enrolments.id));
const statusOf = async (id: number) => (await t.ctx.database.db.select({ s: students.status }).from(students).where(eq(students.id, id)))[0]!.s;

/** What the school sees of one Grade 1 section: the dashboard, the section list and the roster. */
async function looks(token: string, sectionId: number) {
  const dash = (await t.api.get('/api/dash', { token })).body;
  const sections = (await t.api.get(`/api/sections?class_id=${g1}&limit=100`, { token })).body.data as { id: number; enrolled: number }[];
  const roster = (await t.api.get(`/api/students?section_id=${sectionId}&status=Active&limit=100`, { token })).body;
  return {
    total: dash.students.total,
    grade1: dash.students.by_class.find((c: { class_id: number }) => c.class_id === g1)?.count ?? 0,
    enrolled: sections.find((s) => s.id === sectionId)!.enrolled,
    roster: (roster.data as { id: number }[]).map((r) => r.id).sort((a, b) => a - b),
  };
}

const promoteAll = (token: string, from: number, decisions: object[]) =>
  t.api.post('/api/students/promotion', { token, body: { section_id: from, target_year_id: nextYear, decisions } });

describe('promotion before the year ends', () => {
  it('keeps the dashboard, seat counts and roster as they were, and says when it takes effect', async () => {
    const north = await seedSection(t.ctx, t.schoolA.schoolId, year.id, g1, 'North', 3);
    const up = await seedSection(t.ctx, t.schoolA.schoolId, nextYear, g2, 'North');
    const again = await seedSection(t.ctx, t.schoolA.schoolId, nextYear, g1, 'North');
    const ids = [await seedStudent(t.ctx, t.schoolA.schoolId, { sectionId: north }), await seedStudent(t.ctx, t.schoolA.schoolId, { sectionId: north }), await seedStudent(t.ctx, t.schoolA.schoolId, { sectionId: north })];
    const before = await looks(t.adminA, north);
    expect(before).toMatchObject({ enrolled: 3, roster: [...ids].sort((a, b) => a - b) });

    const preview = await t.api.post('/api/students/promotion/preview', { token: t.adminA, body: { section_id: north, target_year_id: nextYear } });
    expect(preview.body).toMatchObject({ current_until: year.endDate, takes_effect_on: nextStart, today: today() });

    const res = await promoteAll(t.adminA, north, [
      { student_id: ids[0], outcome: 'promoted', target_section_id: up },
      { student_id: ids[1], outcome: 'repeated', target_section_id: again },
      { student_id: ids[2], outcome: 'graduated' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ takes_effect_on: nextStart, current_until: year.endDate });
    expect(res.body.message).toContain(nextStart);

    expect(await looks(t.adminA, north)).toEqual(before);
    for (const id of ids) expect(await statusOf(id)).toBe('Active');
    expect((await enrolmentsOf(ids[0]!)).map((e) => [e.year, e.outcome, e.ended])).toEqual([
      [year.id, 'promoted', year.endDate],
      [nextYear, null, null],
    ]);
  });

  it('still counts the promoted students in the seats of their section: admission and import find it full', async () => {
    const full = await seedSection(t.ctx, t.schoolA.schoolId, year.id, g1, unique('Full'), 1);
    const up = await seedSection(t.ctx, t.schoolA.schoolId, nextYear, g2, unique('Up'));
    const id = await seedStudent(t.ctx, t.schoolA.schoolId, { sectionId: full });
    expect((await promoteAll(t.adminA, full, [{ student_id: id, outcome: 'promoted', target_section_id: up }])).status).toBe(200);

    const admission = await t.api.post('/api/studentClass/add', {
      token: t.adminA,
      body: {
        admission_no: unique('A-'), first_name: 'Late', last_name: 'Comer', gender: 'Female', date_of_birth: '2016-01-02', admission_date: '2024-09-02',
        class_id: g1, section_id: full, parent: { fullname: 'Pat Parent', phone: `+2547${String(Date.now()).slice(-8)}` },
      },
    });
    expect(admission.status).toBe(422);
    expect(admission.body.message).toMatch(/is full \(1 of 1\)/);
    const sectionName = (await t.api.get(`/api/sections/${full}`, { token: t.adminA })).body.name as string;
    const row = {
      admission_no: unique('IMP-'), first_name: 'Imani', last_name: 'Row', gender: 'Female', date_of_birth: '2016-05-01', admission_date: '2024-01-08',
      class: 'Grade 1', section: sectionName, parent_name: 'Parent Person', parent_phone: `+2547${String(Date.now() + 7).slice(-8)}`,
    };
    const imported = await t.api.post('/api/students/import/preview', { token: t.adminA, body: { rows: [row] } });
    expect(imported.status).toBe(200);
    expect(imported.body.issues.map((i: { message: string }) => i.message)).toEqual([expect.stringMatching(/is full \(capacity 1\)/)]);
  });

  it('lets a promoted student leave today: the current enrolment closes, next year’s seat is given back', async () => {
    const from = await seedSection(t.ctx, t.schoolA.schoolId, year.id, g1, unique('Leave'));
    const up = await seedSection(t.ctx, t.schoolA.schoolId, nextYear, g2, unique('Up'));
    const id = await seedStudent(t.ctx, t.schoolA.schoolId, { sectionId: from });
    expect((await promoteAll(t.adminA, from, [{ student_id: id, outcome: 'promoted', target_section_id: up }])).status).toBe(200);
    const seats = async () => ((await t.api.get(`/api/sections/${up}`, { token: t.adminA })).body.enrolled as number);
    expect(await seats()).toBe(1);

    const res = await t.api.post(`/api/students/${id}/transfer`, { token: t.adminA, body: { kind: 'leave', date: today(), reason: 'Family moved', destination: 'Hill School' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await statusOf(id)).toBe('Transferred');
    expect(await enrolmentsOf(id)).toEqual([{ year: year.id, section: from, outcome: 'transferred', ended: today() }]);
    expect(await seats()).toBe(0);
    const cert = await t.api.get(`/api/students/transfer?studentId=${id}`, { token: t.adminA });
    expect(cert.body).toMatchObject({ last_class: 'Grade 1', transfer_date: today() });
    // A date past the year's end belongs to next year: refused with the date named.
    const other = await seedStudent(t.ctx, t.schoolA.schoolId, { sectionId: from });
    expect((await promoteAll(t.adminA, from, [{ student_id: other, outcome: 'promoted', target_section_id: up }])).status).toBe(200);
    const late = await t.api.post(`/api/students/${other}/transfer`, { token: t.adminA, body: { kind: 'leave', date: nextStart, reason: 'r', destination: 'd' } });
    expect(late.status).toBe(422);
    expect(late.body.issues[0]).toMatchObject({ path: 'date', message: expect.stringContaining(year.endDate) });
  });

  it('lets a promoted student move section today, keeping the decision for the year end', async () => {
    const from = await seedSection(t.ctx, t.schoolA.schoolId, year.id, g1, unique('From'));
    const to = await seedSection(t.ctx, t.schoolA.schoolId, year.id, g1, unique('To'));
    const up = await seedSection(t.ctx, t.schoolA.schoolId, nextYear, g2, unique('Up'));
    const id = await seedStudent(t.ctx, t.schoolA.schoolId, { sectionId: from });
    expect((await promoteAll(t.adminA, from, [{ student_id: id, outcome: 'promoted', target_section_id: up }])).status).toBe(200);
    const before = (await t.api.get('/api/dash', { token: t.adminA })).body.students.total;

    const res = await t.api.post(`/api/students/${id}/transfer`, { token: t.adminA, body: { kind: 'move', date: today(), section_id: to } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await enrolmentsOf(id)).map((e) => [e.year, e.section, e.outcome, e.ended])).toEqual([
      [year.id, from, 'moved', today()],
      [nextYear, up, null, null],
      [year.id, to, 'promoted', year.endDate],
    ]);
    expect((await t.api.get('/api/dash', { token: t.adminA })).body.students.total).toBe(before);
    expect((await t.api.get(`/api/students/${id}`, { token: t.adminA })).body).toMatchObject({ section_id: to, status: 'Active' });
    // The new section's promotion lists the student as decided; re-running it still works.
    const preview = await t.api.post('/api/students/promotion/preview', { token: t.adminA, body: { section_id: to, target_year_id: nextYear } });
    expect(preview.body.students).toEqual([expect.objectContaining({ student_id: id, already: { outcome: 'promoted', section_id: up } })]);
    expect((await promoteAll(t.adminA, to, [{ student_id: id, outcome: 'promoted', target_section_id: up }])).status).toBe(200);
    expect((await enrolmentsOf(id)).filter((e) => e.year === nextYear)).toHaveLength(1);
  });
});

describe('graduation', () => {
  it('leaves the graduate Active until the year changes, then Graduated; after the change it is at once', async () => {
    // A school of its own: this test switches the active year.
    const school = await seedSchool(t.ctx);
    const token = await t.api.login(school.adminUsername, school.adminPassword);
    const now = await activeYear(t.ctx, school.schoolId);
    const y = Number(now.startDate.slice(0, 4)) + 1;
    const next = await seedYear(t.ctx, school.schoolId, `${y}/${y + 1}`, `${y}-09-01`, `${y + 1}-08-31`);
    const top = await seedClass(t.ctx, school.schoolId, 'Form 4');
    const leavers = await seedSection(t.ctx, school.schoolId, now.id, top, 'A');
    const [early, late] = [await seedStudent(t.ctx, school.schoolId, { sectionId: leavers }), await seedStudent(t.ctx, school.schoolId, { sectionId: leavers })];
    const graduate = (id: number) => t.api.post('/api/students/promotion', { token, body: { section_id: leavers, target_year_id: next, decisions: [{ student_id: id, outcome: 'graduated' }] } });

    expect((await graduate(early)).status).toBe(200);
    expect(await statusOf(early)).toBe('Active');
    expect((await t.api.get('/api/dash', { token })).body.students.total).toBe(2);

    const change = await t.api.put('/api/acedmic/change', { token, body: { id: next } });
    expect(change.status).toBe(200);
    expect(await statusOf(early)).toBe('Graduated');
    expect(await statusOf(late)).toBe('Active');
    const [audit] = await readRows(t.ctx.database.db, v.object({ detail: v.unknown() }), sql`select detail from audit_log where school_id = ${school.schoolId} and action = 'change-active' order by id desc limit 1`);
    expect(audit!.detail).toEqual({ graduated: [early] });

    // The school has moved on: a graduation decided now takes effect at once.
    expect((await graduate(late)).status).toBe(200);
    expect(await statusOf(late)).toBe('Graduated');
  });
});
