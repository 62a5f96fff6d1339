import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { weekdayOf, type AttendanceSheet, type RegisterBoard, type SheetSaved } from '@contract';
import { readRows } from '../../../db/client';
import { addDays } from '../../../lib/days';
import { codeIds } from '../../../test/attendance-data';
import { twoSchools } from '../../../test/schools';
import { seedClass, seedSection, seedStudent } from '../../../test/students-data';
import { coverSchool, type CoverSchool } from './cover-fixture';

/**
 * The covering teacher takes the register of the section they cover, on that day only, though
 * its class is not one of theirs (ADR 046 beside the class scope, ADR 013).
 */
const t = twoSchools();
let s: CoverSchool;
let today = '';
let yesterday = '';
let blue = 0;
let covering = '';
const kids: number[] = [];
let code: Record<string, number> = {};

const sheet = (day: string) => `/api/attendance/sheets/${blue}/${day}`;

beforeAll(async () => {
  s = await coverSchool(t);
  const db = t.ctx.database.db;
  // Every weekday a school day, so the test holds whatever day it runs on.
  await db.execute(sql`update attendance_settings set school_days = '{1,2,3,4,5,6,7}' where school_id = ${s.schoolId}`);
  [{ day: today }] = await readRows(db, v.object({ day: v.string() }), sql`select to_char((timezone(time_zone, now()))::date, 'YYYY-MM-DD') as day from schools where id = ${s.schoolId}`) as [{ day: string }];
  yesterday = addDays(today, -1);
  const grade8 = await seedClass(t.ctx, s.schoolId, 'Grade 8');
  blue = await seedSection(t.ctx, s.schoolId, s.year.id, grade8, 'Blue');
  for (let i = 0; i < 3; i++) kids.push(await seedStudent(t.ctx, s.schoolId, { sectionId: blue, firstName: `Blue${i}` }));
  code = await codeIds(t.ctx, s.schoolId);
  const [lesson] = await readRows(
    db,
    v.object({ id: v.number() }),
    sql`insert into timetable_entries (school_id, academic_year_id, section_id, weekday, period_id, subject_id, teacher_id)
      values (${s.schoolId}, ${s.year.id}, ${blue}, ${weekdayOf(today)}, ${s.period.p2}, ${s.subject.maths}, ${s.teacher.wanjiru}) returning id::int`,
  );
  await s.leave(s.teacher.wanjiru, yesterday, today);
  const assigned = await t.api.post('/api/timetable/cover', { token: t.adminA, body: { entry_id: lesson!.id, date: today, teacher_id: s.teacher.halima } });
  expect(assigned.status).toBe(201);
  // Halima's user teaches Grade 7 only.
  covering = await s.user(['generate-attendance'], { employeeId: s.teacher.halima, classIds: [s.grade7] });
});

describe("the covering teacher's register", () => {
  it('opens and saves the covered section’s register on the day of the cover', async () => {
    const open = await t.api.get<AttendanceSheet>(sheet(today), { token: covering });
    expect(open.status).toBe(200);
    expect(open.body.students).toHaveLength(3);
    const saved = await t.api.put<SheetSaved>(sheet(today), { token: covering, body: { base_version: 0, marks: [{ student_id: kids[0], code_id: code.A }] } });
    expect(saved.status).toBe(200);
    expect(saved.body.changed).toBe(3);
  });

  it('lists the section among their own registers that day only', async () => {
    const board = await t.api.get<RegisterBoard>(`/api/attendance/registers?date=${today}`, { token: covering });
    expect(board.body.sections.find((x) => x.section_id === blue)).toMatchObject({ own: true, taken: expect.objectContaining({ absent: 1 }) });
    // Grade 7's four sections are theirs by class; Grade 8 Blue by the cover.
    expect(board.body.sections.map((x) => x.own)).toEqual([true, true, true, true, true]);
    const before = await t.api.get<RegisterBoard>(`/api/attendance/registers?date=${yesterday}`, { token: covering });
    expect(before.body.sections.map((x) => x.section_id)).not.toContain(blue);
  });

  it('refuses the section on another day, and to a teacher who does not cover it', async () => {
    expect((await t.api.get(sheet(yesterday), { token: covering })).status).toBe(404);
    const put = await t.api.put(sheet(yesterday), { token: covering, body: { base_version: 0, marks: [] } });
    expect(put.status).toBe(404);
    const other = await s.user(['generate-attendance'], { employeeId: s.teacher.amina, classIds: [s.grade7] });
    expect((await t.api.get(sheet(today), { token: other })).status).toBe(404);
  });
});
