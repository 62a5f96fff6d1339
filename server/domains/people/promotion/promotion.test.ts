import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, enrolments, students } from '../../../db/schema';
import { toActor } from '../../../lib/actor';
import { loadSession } from '../../../lib/session';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedSection, seedStudent, seedYear } from '../../../test/students-data';
import { promote } from './promotion.service';

const t = twoSchools();
let year: { id: number; startDate: string; endDate: string };
let nextYear: number;
let g1: number;
let g2: number;
let g3: number;

beforeAll(async () => {
  year = await activeYear(t.ctx, t.schoolA.schoolId);
  const startYear = Number(year.startDate.slice(0, 4)) + 1;
  nextYear = await seedYear(t.ctx, t.schoolA.schoolId, `${startYear}/${startYear + 1}`, `${startYear}-09-01`, `${startYear + 1}-08-31`);
  g3 = await seedClass(t.ctx, t.schoolA.schoolId, 'Grade 3', { sortOrder: 3 });
  g2 = await seedClass(t.ctx, t.schoolA.schoolId, 'Grade 2', { sortOrder: 2, nextClassId: g3 });
  g1 = await seedClass(t.ctx, t.schoolA.schoolId, 'Grade 1', { sortOrder: 1, nextClassId: g2 });
});

/** Every enrolment of some students, in a comparable shape. */
async function enrolmentsOf(ids: number[]) {
  return t.ctx.database.db
    .select({ id: enrolments.id, student: enrolments.studentId, year: enrolments.academicYearId, section: enrolments.sectionId, outcome: enrolments.outcome, ended: enrolments.endedOn })
    .from(enrolments)
    .where(sql`${enrolments.studentId} in ${ids}`)
    .orderBy(asc(enrolments.id));
}
const statusOf = async (id: number) => (await t.ctx.database.db.select({ s: students.status }).from(students).where(eq(students.id, id)))[0]!.s;
const promotionAudits = async () =>
  (await t.ctx.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLog).where(and(eq(auditLog.schoolId, t.schoolA.schoolId), eq(auditLog.action, 'promote'))))[0]!.n;

/** A fresh Grade 1 section this year with `n` students, and Grade 2 / Grade 1 sections next year. */
async function scenario(tag: string, n: number, capacity = 30) {
  const from = await seedSection(t.ctx, t.schoolA.schoolId, year.id, g1, tag);
  const same = await seedSection(t.ctx, t.schoolA.schoolId, nextYear, g2, tag, capacity);
  const other = await seedSection(t.ctx, t.schoolA.schoolId, nextYear, g2, `${tag} Other`, capacity);
  const repeat = await seedSection(t.ctx, t.schoolA.schoolId, nextYear, g1, tag, capacity);
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) ids.push(await seedStudent(t.ctx, t.schoolA.schoolId, { sectionId: from, lastName: `${tag}-${i}` }));
  return { from, same, other, repeat, ids };
}

describe('promotion preview', () => {
  it("proposes promotion into the next class's same-name section and lists both section sets", async () => {
    const s = await scenario('Alpha', 3);
    const res = await t.api.post('/api/students/promotion/preview', { token: t.adminA, body: { section_id: s.from, target_year_id: nextYear } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ section_id: s.from, class_id: g1, class_name: 'Grade 1', next_class_id: g2, next_class_name: 'Grade 2' });
    expect(res.body.students.map((x: { student_id: number }) => x.student_id)).toEqual(s.ids);
    for (const p of res.body.students) expect(p).toMatchObject({ proposed: 'promoted', target_section_id: s.same, already: null });
    expect(res.body.next_sections.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([s.same, s.other]));
    expect(res.body.next_sections.find((x: { id: number }) => x.id === s.same)).toMatchObject({ capacity: 30, enrolled: 0 });
    expect(res.body.repeat_sections.map((x: { id: number }) => x.id)).toContain(s.repeat);
  });

  it('fills the same-name section to capacity, then the first with room', async () => {
    const s = await scenario('Beta', 3, 2);
    const res = await t.api.post('/api/students/promotion/preview', { token: t.adminA, body: { section_id: s.from, target_year_id: nextYear } });
    // Sections are listed by name; the first other one with room takes the third student.
    const firstWithRoom = res.body.next_sections.find((x: { id: number; enrolled: number; capacity: number }) => x.id !== s.same && x.enrolled < x.capacity).id;
    expect(res.body.students.map((x: { target_section_id: number }) => x.target_section_id)).toEqual([s.same, s.same, firstWithRoom]);
  });

  it('proposes graduation when the class has no next class', async () => {
    const from = await seedSection(t.ctx, t.schoolA.schoolId, year.id, g3, 'Top');
    await seedStudent(t.ctx, t.schoolA.schoolId, { sectionId: from });
    const res = await t.api.post('/api/students/promotion/preview', { token: t.adminA, body: { section_id: from, target_year_id: nextYear } });
    expect(res.body.next_class_id).toBeNull();
    expect(res.body.next_sections).toEqual([]);
    expect(res.body.students[0]).toMatchObject({ proposed: 'graduated', target_section_id: null });
  });

  it('validates its input, the target year, privilege and tenancy', async () => {
    const s = await scenario('Gamma', 1);
    const bad = await t.api.post('/api/students/promotion/preview', { token: t.adminA, body: { section_id: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['section_id', 'target_year_id']);
    const same = await t.api.post('/api/students/promotion/preview', { token: t.adminA, body: { section_id: s.from, target_year_id: year.id } });
    expect(same.status).toBe(422);
    expect(same.body.issues[0].path).toBe('target_year_id');
    const unknownYear = await t.api.post('/api/students/promotion/preview', { token: t.adminA, body: { section_id: s.from, target_year_id: 999999 } });
    expect(unknownYear.status).toBe(422);
    const noPriv = await seedUser(t.ctx, t.schoolA.schoolId, ['list-student'], { classIds: [g1] });
    const noPrivToken = await t.api.login(noPriv.username, noPriv.password);
    expect((await t.api.post('/api/students/promotion/preview', { token: noPrivToken, body: { section_id: s.from, target_year_id: nextYear } })).status).toBe(403);
    expect((await t.api.post('/api/students/promotion/preview', { token: t.adminB, body: { section_id: s.from, target_year_id: nextYear } })).status).toBe(404);
    const other = await seedUser(t.ctx, t.schoolA.schoolId, ['pass-student'], { classIds: [g3] });
    const otherToken = await t.api.login(other.username, other.password);
    expect((await t.api.post('/api/students/promotion/preview', { token: otherToken, body: { section_id: s.from, target_year_id: nextYear } })).status).toBe(404);
    const mine = await seedUser(t.ctx, t.schoolA.schoolId, ['pass-student'], { classIds: [g1] });
    const mineToken = await t.api.login(mine.username, mine.password);
    expect((await t.api.post('/api/students/promotion/preview', { token: mineToken, body: { section_id: s.from, target_year_id: nextYear } })).status).toBe(200);
  });
});

describe('promotion', () => {
  it('closes this year’s enrolments and opens next year’s, with one audit row', async () => {
    const s = await scenario('Delta', 3);
    const before = await promotionAudits();
    const res = await t.api.post('/api/students/promotion', {
      token: t.adminA,
      body: {
        section_id: s.from,
        target_year_id: nextYear,
        decisions: [
          { student_id: s.ids[0], outcome: 'promoted', target_section_id: s.same },
          { student_id: s.ids[1], outcome: 'promoted', target_section_id: s.other },
          { student_id: s.ids[2], outcome: 'repeated', target_section_id: s.repeat },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ promoted: 2, repeated: 1, graduated: 0 });
    const rows = await enrolmentsOf(s.ids);
    expect(rows).toHaveLength(6);
    const old = rows.filter((r) => r.year === year.id);
    expect(old.map((r) => r.outcome)).toEqual(['promoted', 'promoted', 'repeated']);
    // In force until the year ends (ADR 018), never closed on the day of the promotion.
    for (const r of old) expect(r.ended).toBe(year.endDate);
    const fresh = rows.filter((r) => r.year === nextYear);
    expect(fresh.map((r) => [r.student, r.section, r.outcome])).toEqual([
      [s.ids[0], s.same, null],
      [s.ids[1], s.other, null],
      [s.ids[2], s.repeat, null],
    ]);
    expect(await promotionAudits()).toBe(before + 1);
  });

  it('is idempotent: a re-run updates the target-year enrolment, and re-deciding moves it', async () => {
    const s = await scenario('Epsilon', 2);
    const body = (outcome: string, target: number) => ({
      section_id: s.from,
      target_year_id: nextYear,
      decisions: s.ids.map((id, i) => (i === 0 ? { student_id: id, outcome, target_section_id: target } : { student_id: id, outcome: 'promoted', target_section_id: s.same })),
    });
    expect((await t.api.post('/api/students/promotion', { token: t.adminA, body: body('promoted', s.same) })).status).toBe(200);
    expect((await t.api.post('/api/students/promotion', { token: t.adminA, body: body('promoted', s.same) })).status).toBe(200);
    expect(await enrolmentsOf(s.ids)).toHaveLength(4);
    const preview = await t.api.post('/api/students/promotion/preview', { token: t.adminA, body: { section_id: s.from, target_year_id: nextYear } });
    expect(preview.body.students.map((p: { already: unknown }) => p.already)).toEqual([
      { outcome: 'promoted', section_id: s.same },
      { outcome: 'promoted', section_id: s.same },
    ]);
    expect(preview.body.next_sections.find((x: { id: number }) => x.id === s.same).enrolled).toBe(2);

    expect((await t.api.post('/api/students/promotion', { token: t.adminA, body: body('repeated', s.repeat) })).status).toBe(200);
    const rows = await enrolmentsOf(s.ids);
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.year === year.id).map((r) => r.outcome)).toEqual(['repeated', 'promoted']);
    expect(rows.find((r) => r.year === nextYear && r.student === s.ids[0])!.section).toBe(s.repeat);

    expect((await t.api.post('/api/students/promotion', { token: t.adminA, body: body('graduated', s.same) })).status).toBe(200);
    expect(await enrolmentsOf([s.ids[0]!])).toHaveLength(1);
    // Graduation takes effect when the year ends (ADR 018): Active until then.
    expect(await statusOf(s.ids[0]!)).toBe('Active');
    expect((await t.api.post('/api/students/promotion', { token: t.adminA, body: body('promoted', s.other) })).status).toBe(200);
    expect(await statusOf(s.ids[0]!)).toBe('Active');
    expect((await enrolmentsOf([s.ids[0]!])).map((r) => r.section)).toEqual([s.from, s.other]);
  });

  it('graduates the top class: no enrolment next year, Active until the year ends', async () => {
    const from = await seedSection(t.ctx, t.schoolA.schoolId, year.id, g3, 'Leavers');
    const id = await seedStudent(t.ctx, t.schoolA.schoolId, { sectionId: from });
    const res = await t.api.post('/api/students/promotion', { token: t.adminA, body: { section_id: from, target_year_id: nextYear, decisions: [{ student_id: id, outcome: 'graduated' }] } });
    expect(res.status).toBe(200);
    expect(await statusOf(id)).toBe('Active');
    const rows = await enrolmentsOf([id]);
    expect(rows.map((r) => [r.year, r.outcome, r.ended])).toEqual([[year.id, 'graduated', year.endDate]]);
    const up = await t.api.post('/api/students/promotion', { token: t.adminA, body: { section_id: from, target_year_id: nextYear, decisions: [{ student_id: id, outcome: 'promoted', target_section_id: 1 }] } });
    expect(up.status).toBe(422);
    expect(up.body.issues[0].path).toBe('decisions.0.outcome');
  });

  it('refuses wrong target sections, foreign students and full sections, writing nothing', async () => {
    const s = await scenario('Zeta', 2, 1);
    const stranger = await seedStudent(t.ctx, t.schoolA.schoolId, { sectionId: s.repeat });
    const snapshot = await enrolmentsOf([...s.ids, stranger]);
    const post = (decisions: object[]) => t.api.post('/api/students/promotion', { token: t.adminA, body: { section_id: s.from, target_year_id: nextYear, decisions } });

    const wrong = await post([
      { student_id: s.ids[0], outcome: 'promoted', target_section_id: s.same },
      { student_id: s.ids[1], outcome: 'promoted', target_section_id: s.repeat },
    ]);
    expect(wrong.status).toBe(422);
    expect(wrong.body.issues.map((i: { path: string }) => i.path)).toEqual(['decisions.1.target_section_id']);
    const thisYear = await post([{ student_id: s.ids[0], outcome: 'repeated', target_section_id: s.from }]);
    expect(thisYear.body.issues[0].path).toBe('decisions.0.target_section_id');
    const missing = await post([{ student_id: s.ids[0], outcome: 'repeated' }]);
    expect(missing.body.issues[0].path).toBe('decisions.0.target_section_id');
    const foreign = await post([{ student_id: stranger, outcome: 'promoted', target_section_id: s.same }]);
    expect(foreign.status).toBe(422);
    expect(foreign.body.issues[0].path).toBe('decisions.0.student_id');

    const full = await post(s.ids.map((id) => ({ student_id: id, outcome: 'promoted', target_section_id: s.same })));
    expect(full.status).toBe(422);
    expect(full.body.issues).toEqual([{ path: 'decisions.1.target_section_id', message: 'The section is full (capacity 1).' }]);
    // The stranger already fills the repeat section (capacity 1).
    const fullRepeat = await post([{ student_id: s.ids[0], outcome: 'repeated', target_section_id: s.repeat }]);
    expect(fullRepeat.status).toBe(422);

    expect(await enrolmentsOf([...s.ids, stranger])).toEqual(snapshot);

    const bad = await post([{ student_id: s.ids[0], outcome: 'left' }]);
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe('decisions.0.outcome');
    const none = await post([]);
    expect(none.status).toBe(400);
    expect(none.body.issues[0].path).toBe('decisions');
  });

  it('is all-or-nothing: a failure after the second student leaves everything as it was', async () => {
    const s = await scenario('Eta', 3);
    const graduate = s.ids[2]!;
    const snapshot = await enrolmentsOf(s.ids);
    const statuses = await Promise.all(s.ids.map(statusOf));
    const audits = await promotionAudits();
    const actor = toActor((await loadSession(t.ctx.database.db, t.schoolA.adminId))!, 'test', 'promotion');
    const input = {
      section_id: s.from,
      target_year_id: nextYear,
      decisions: [
        { student_id: s.ids[0]!, outcome: 'promoted' as const, target_section_id: s.same },
        { student_id: s.ids[1]!, outcome: 'repeated' as const, target_section_id: s.repeat },
        { student_id: graduate, outcome: 'graduated' as const, target_section_id: null },
      ],
    };
    const seen: number[] = [];
    await expect(
      promote(t.ctx.database.db, actor, input, {
        afterStudent: (i) => {
          seen.push(i);
          if (i === 1) throw new Error('injected failure');
        },
      }),
    ).rejects.toThrow('injected failure');
    expect(seen).toEqual([0, 1]);
    expect(await enrolmentsOf(s.ids)).toEqual(snapshot);
    expect(await Promise.all(s.ids.map(statusOf))).toEqual(statuses);
    expect(await promotionAudits()).toBe(audits);

    const ok = await promote(t.ctx.database.db, actor, input, { afterStudent: (i) => void seen.push(i) });
    expect(ok).toMatchObject({ promoted: 1, repeated: 1, graduated: 1 });
    expect(await statusOf(graduate)).toBe('Active');
  });

  it('scopes non-admins to their classes, needs pass-student, and keeps schools apart', async () => {
    const s = await scenario('Theta', 1);
    const body = { section_id: s.from, target_year_id: nextYear, decisions: [{ student_id: s.ids[0], outcome: 'promoted', target_section_id: s.same }] };
    expect((await t.api.post('/api/students/promotion', { token: t.adminB, body })).status).toBe(404);
    const outsider = await seedUser(t.ctx, t.schoolA.schoolId, ['pass-student'], { classIds: [g2] });
    expect((await t.api.post('/api/students/promotion', { token: await t.api.login(outsider.username, outsider.password), body })).status).toBe(404);
    const reader = await seedUser(t.ctx, t.schoolA.schoolId, ['list-student'], { classIds: [g1] });
    expect((await t.api.post('/api/students/promotion', { token: await t.api.login(reader.username, reader.password), body })).status).toBe(403);
    expect(await enrolmentsOf(s.ids)).toHaveLength(1);
    const teacher = await seedUser(t.ctx, t.schoolA.schoolId, ['pass-student'], { classIds: [g1] });
    expect((await t.api.post('/api/students/promotion', { token: await t.api.login(teacher.username, teacher.password), body })).status).toBe(200);
    expect(await enrolmentsOf(s.ids)).toHaveLength(2);
  });
});
