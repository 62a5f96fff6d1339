import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CoverDay, CoverWeek } from '@contract';
import { readRows } from '../../../db/client';
import { twoSchools } from '../../../test/schools';
import { coverSchool, type CoverSchool } from './cover-fixture';

const t = twoSchools();
let s: CoverSchool;
let b: CoverSchool;

const db = () => t.ctx.database.db;
const assign = (body: object, token = t.adminA) => t.api.post<{ id: number; message: string; issues?: { path: string }[] }>('/api/timetable/cover', { token, body });
const covers = async (where = sql`true`) =>
  readRows(db(), v.object({ id: v.number(), entry_id: v.number(), teacher_id: v.number() }), sql`select id::int, entry_id::int, teacher_id::int from cover_assignments where ${where} order by id`);
const tuesday = (entryId: number, teacherId: number) => ({ entry_id: entryId, date: s.day.tue, teacher_id: teacherId });

beforeAll(async () => {
  s = await coverSchool(t);
  b = await coverSchool(t, t.schoolB.schoolId);
  await s.leave(s.teacher.otieno, s.day.tue);
  await s.leave(s.teacher.wanjiru, s.day.tue);
  await b.leave(b.teacher.otieno, b.day.tue);
});

describe('assigning cover (POST /api/timetable/cover)', () => {
  it('assigns a free teacher, who then leaves the proposals of that period', async () => {
    const res = await assign(tuesday(s.entry.northMathsTue, s.teacher.kamau));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('The cover has been assigned');
    const body = (await t.api.get<CoverDay>(`/api/timetable/cover?date=${s.day.tue}`, { token: t.adminA })).body;
    const north = body.lessons.find((l) => l.entry_id === s.entry.northMathsTue)!;
    expect(north.cover).toEqual({ id: res.body.id, teacher_id: s.teacher.kamau, teacher_name: 'Kamau Njoroge' });
    expect(body.lessons.find((l) => l.entry_id === s.entry.eastMathsTue)!.proposals.map((p) => p.teacher_id)).not.toContain(s.teacher.kamau);
    const [logged] = await readRows(db(), v.object({ action: v.string(), entity: v.string() }), sql`select action, entity from audit_log where entity = 'cover-assignment' order by id desc limit 1`);
    expect(logged).toEqual({ action: 'create', entity: 'cover-assignment' });
  });

  it('answers missing, wrong-typed, oversized and hostile input with 400 naming the field, and writes nothing', async () => {
    const covers = async () => (await readRows(db(), v.object({ n: v.number() }), sql`select count(*)::int as n from cover_assignments`))[0]!.n;
    const before = await covers();
    const path = async (body: unknown) => {
      const res = await t.api.post('/api/timetable/cover', { token: t.adminA, body });
      expect(res.status).toBe(400);
      return res.body.issues[0].path;
    };
    expect(await path({ date: s.day.tue, teacher_id: s.teacher.kamau })).toBe('entry_id');
    expect(await path({ entry_id: 'north', date: s.day.tue, teacher_id: s.teacher.kamau })).toBe('entry_id');
    expect(await path({ entry_id: s.entry.northMathsTue, date: '2026-02-30', teacher_id: s.teacher.kamau })).toBe('date');
    expect(await path({ entry_id: s.entry.northMathsTue, date: "'; drop table cover_assignments; --", teacher_id: s.teacher.kamau })).toBe('date');
    expect(await path({ entry_id: s.entry.northMathsTue, date: s.day.tue, teacher_id: 1e21 })).toBe('teacher_id');
    expect(await covers()).toBe(before);
  });

  it('refuses a teacher who is busy then with 409 naming the clash, and writes nothing', async () => {
    const before = await covers();
    const cases: [number, RegExp][] = [
      [s.teacher.chebet, /^Chebet Kirui teaches Grade 7 West Maths in Period 1 on Tuesday\.$/],
      [s.teacher.kamau, /^Kamau Njoroge already covers Grade 7 North Maths in Period 1 on /],
      [s.teacher.daudi, /^Daudi Mwangi is not available in Period 1 on Tuesday \(Part-time\)\.$/],
      [s.teacher.otieno, /^Peter Otieno teaches Grade 7 North Maths in Period 1 on Tuesday\. Peter Otieno is on leave then\.$/],
    ];
    for (const [teacherId, message] of cases) {
      const res = await assign(tuesday(s.entry.eastMathsTue, teacherId));
      expect(res.status, String(teacherId)).toBe(409);
      expect(res.body.message).toMatch(message);
      expect(res.body.issues?.[0]?.path).toBe('teacher_id');
    }
    expect(await covers()).toEqual(before);
  });

  it('refuses what cannot be covered: a lesson with its teacher at work, a wrong day, the absent teacher, an inactive or unknown teacher', async () => {
    const before = await covers();
    const refused = [
      [tuesday(s.entry.westMathsTue, s.teacher.amina), 422, 'entry_id'],
      [{ ...tuesday(s.entry.northMathsTue, s.teacher.amina), date: s.day.wed }, 422, 'date'],
      [{ ...tuesday(s.entry.northMathsTue, s.teacher.amina), date: s.day.sat }, 422, 'date'],
      [tuesday(s.entry.eastMathsTue, s.teacher.wanjiru), 422, 'teacher_id'],
      [tuesday(s.entry.eastMathsTue, s.teacher.faith), 422, 'teacher_id'],
      [tuesday(s.entry.eastMathsTue, b.teacher.amina), 422, 'teacher_id'],
    ] as const;
    for (const [body, status, field] of refused) {
      const res = await assign(body);
      expect([res.status, res.body.issues?.[0]?.path], JSON.stringify(body)).toEqual([status, field]);
    }
    expect(await covers()).toEqual(before);
  });

  it('reassigns a covered lesson: the new teacher replaces the old', async () => {
    const res = await assign(tuesday(s.entry.northMathsTue, s.teacher.amina));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('The cover has been reassigned');
    expect(await covers(sql`entry_id = ${s.entry.northMathsTue}`)).toEqual([{ id: res.body.id, entry_id: s.entry.northMathsTue, teacher_id: s.teacher.amina }]);
    // Kamau is free again in period 1.
    expect((await assign(tuesday(s.entry.eastMathsTue, s.teacher.kamau))).status).toBe(201);
  });

  it('lets one of two assignments of one teacher in one period at once win', async () => {
    await db().execute(sql`delete from cover_assignments where school_id = ${s.schoolId}`);
    const replies = await Promise.all([assign(tuesday(s.entry.northMathsTue, s.teacher.baraka)), assign(tuesday(s.entry.eastMathsTue, s.teacher.baraka))]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await covers(sql`teacher_id = ${s.teacher.baraka}`)).toHaveLength(1);
  });

  it('is for Admin and update-timetable only; another school is refused and never changed', async () => {
    expect((await assign(tuesday(s.entry.southScienceTue, s.teacher.halima), await s.user(['approve-leave', 'list-timetable']))).status).toBe(403);
    const before = await covers();
    expect((await assign(tuesday(s.entry.southScienceTue, b.teacher.halima), t.adminB)).status).toBe(404);
    expect((await assign({ ...tuesday(b.entry.southScienceTue, s.teacher.halima) }, t.adminA)).status).toBe(404);
    expect(await covers()).toEqual(before);
    const editor = await s.user(['update-timetable']);
    expect((await assign(tuesday(s.entry.southScienceTue, s.teacher.halima), editor)).status).toBe(201);
  });
});

describe('removing cover (DELETE /api/timetable/cover/{id})', () => {
  it('removes a cover of the school; another school gets 404 and it stays', async () => {
    const [cover] = await covers(sql`entry_id = ${s.entry.southScienceTue}`);
    expect((await t.api.del(`/api/timetable/cover/${cover!.id}`, { token: t.adminB })).status).toBe(404);
    expect((await t.api.del(`/api/timetable/cover/${cover!.id}`, { token: await s.user(['approve-leave']) })).status).toBe(403);
    expect(await covers(sql`id = ${cover!.id}`)).toHaveLength(1);
    const res = await t.api.del(`/api/timetable/cover/${cover!.id}`, { token: t.adminA });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The cover has been removed');
    expect(await covers(sql`id = ${cover!.id}`)).toHaveLength(0);
    expect((await t.api.del(`/api/timetable/cover/${cover!.id}`, { token: t.adminA })).status).toBe(404);
  });
});

describe("a teacher's cover week (GET /api/timetable/cover/week)", () => {
  it('shows the teacher their covers of the week, Monday to Sunday', async () => {
    await assign(tuesday(s.entry.southScienceTue, s.teacher.halima));
    const halima = await s.user([], { employeeId: s.teacher.halima });
    const res = await t.api.get<CoverWeek>(`/api/timetable/cover/week?teacher_id=${s.teacher.halima}&date=${s.day.thu}`, { token: halima });
    expect(res.status).toBe(200);
    expect(res.body.week_start).toBe(s.day.mon);
    expect(res.body.covers.map((c) => [c.date, c.weekday, c.period_id, c.section_name, c.class_name, c.subject_name, c.absent_teacher_name])).toEqual([
      [s.day.tue, 2, s.period.p2, 'South', 'Grade 7', 'Science', 'Peter Otieno'],
    ]);
    const nextWeek = await t.api.get<CoverWeek>(`/api/timetable/cover/week?teacher_id=${s.teacher.halima}&date=${s.day.nextTue}`, { token: halima });
    expect(nextWeek.body.covers).toEqual([]);
  });

  it("is refused to another teacher without list-timetable, and another school's teacher is not found", async () => {
    const amina = await s.user([], { employeeId: s.teacher.amina });
    const url = `/api/timetable/cover/week?teacher_id=${s.teacher.halima}&date=${s.day.tue}`;
    expect((await t.api.get(url, { token: amina })).status).toBe(403);
    const office = await t.api.get<CoverWeek>(url, { token: await s.user(['list-timetable'], { classIds: [s.grade7] }) });
    expect(office.body.covers).toHaveLength(1);
    // A list-timetable user sees only their classes' sections (ADR 013).
    expect((await t.api.get<CoverWeek>(url, { token: await s.user(['list-timetable']) })).body.covers).toEqual([]);
    expect((await t.api.get(url, { token: t.adminB })).status).toBe(404);
  });
});
