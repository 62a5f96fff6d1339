import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { weekdayOf, type FamilyAttendance } from '@contract';
import { readRows } from '../../../db/client';
import { addDays } from '../../../lib/days';
import { codeIds } from '../../../test/attendance-data';
import { seedFamilies } from '../../../test/families';
import { twoSchools } from '../../../test/schools';
import { activeYear } from '../../../test/students-data';

/** Issue 33: a child's month as a calendar, and the year's rate counted as the staff student page counts it. */
const t = twoSchools();
let f: Awaited<ReturnType<typeof seedFamilies>>;
let parent: string;
let pupil: string;
let code: Record<string, number>;
let today = '';
let yesterday = '';
let weekend = '';
let holiday = '';

const db = () => t.ctx.database.db;
const read = (studentId: number, month?: string, token = parent) =>
  t.api.get<FamilyAttendance>(`/api/family/attendance?studentId=${studentId}${month ? `&month=${month}` : ''}`, { token });
const register = async (day: string, marks: object[]) => {
  const res = await t.api.put(`/api/attendance/sheets/${f.north}/${day}`, { token: t.adminA, body: { base_version: 0, marks } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

beforeAll(async () => {
  f = await seedFamilies(t);
  parent = await f.signIn(f.okaforPhone);
  pupil = await f.signIn(f.adaNo);
  const { schoolId } = t.schoolA;
  await db().execute(sql`update attendance_settings set school_days = '{1,2,3,4,5,6,7}' where school_id = ${schoolId}`);
  today = (await readRows(db(), v.object({ day: v.string() }), sql`select to_char((timezone(time_zone, now()))::date, 'YYYY-MM-DD') as day from schools where id = ${schoolId}`))[0]!.day;
  yesterday = addDays(today, -1);
  code = await codeIds(t.ctx, schoolId);
  await register(yesterday, [{ student_id: f.ada, code_id: code.L, note: 'Bus broke down' }, { student_id: f.cy, code_id: code.A, note: 'Cy was ill' }]);
  await register(today, [{ student_id: f.ada, code_id: code.A, note: 'Fever' }, { student_id: f.cy, code_id: code.P }]);
  // Two days back is a weekend (the school drops its weekday); three days back a holiday.
  weekend = addDays(today, -2);
  holiday = addDays(today, -3);
  const days = [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== weekdayOf(weekend));
  await db().execute(sql`update attendance_settings set school_days = ${`{${days.join(',')}}`}::smallint[] where school_id = ${schoolId}`);
  const year = await activeYear(t.ctx, schoolId);
  const hol = await t.api.post('/api/attendance/holidays', { token: t.adminA, body: { academic_year_id: year.id, name: 'Founders Day', start_date: holiday, end_date: holiday } });
  expect(hol.status, JSON.stringify(hol.body)).toBe(201);
});

describe('family attendance (GET /api/family/attendance)', () => {
  it("shows Ada marked Absent today on her calendar, late yesterday, and never Cy's marks", async () => {
    const res = await read(f.ada, today.slice(0, 7));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { body } = res;
    const [y, m] = today.split('-').map(Number) as [number, number];
    expect(body.month).toBe(today.slice(0, 7));
    expect(body.days).toHaveLength(new Date(Date.UTC(y, m, 0)).getUTCDate());
    const day = (d: string) => body.days.find((x) => x.date === d);
    expect(day(today)).toEqual({ date: today, open: true, reason: null, mark: { code: 'A', name: 'Absent', counts: 'absent', note: 'Fever' } });
    expect(body.absent_days).toContain(today);
    if (yesterday.slice(0, 7) === body.month) {
      expect(day(yesterday)!.mark).toEqual({ code: 'L', name: 'Late', counts: 'present', note: 'Bus broke down' });
      expect(body.late_days).toEqual([yesterday]);
      expect(body.absent_days).toEqual([today]);
    }
    const text = JSON.stringify(body);
    expect(text).not.toContain('Cy was ill');
    expect(text).not.toContain('Mwangi');
  });

  it('names weekends and holidays on closed days', async () => {
    for (const [d, reason] of [[weekend, 'Weekend'], [holiday, 'Founders Day']] as const) {
      const res = await read(f.ada, d.slice(0, 7));
      expect(res.body.days.find((x) => x.date === d), d).toEqual({ date: d, open: false, reason, mark: null });
    }
  });

  it('counts the year to date as the staff student page does, naming the year', async () => {
    const res = await read(f.ada);
    expect(res.body.month).toBe(today.slice(0, 7));
    const staff = await t.api.get(`/api/attendance/students/${f.ada}`, { token: t.adminA });
    expect(staff.status).toBe(200);
    expect(res.body.totals).toEqual(staff.body.totals);
    expect(res.body.totals).toEqual({ marked: 2, present: 1, absent: 1, excused: 0 });
    expect(res.body.rate).toBe(50);
    expect(res.body.period).toEqual({ name: staff.body.year.name, from: (await activeYear(t.ctx, t.schoolA.schoolId)).startDate, to: today });
  });

  it('gives a child with no register an empty calendar and no rate', async () => {
    const res = await read(f.ben);
    expect(res.status).toBe(200);
    expect(res.body.days.every((d) => d.mark === null)).toBe(true);
    expect(res.body.totals).toEqual({ marked: 0, present: 0, absent: 0, excused: 0 });
    expect(res.body.rate).toBeNull();
    expect(res.body.absent_days).toEqual([]);
  });

  it('refuses a month that is not one, naming month', async () => {
    const res = await t.api.get(`/api/family/attendance?studentId=${f.ada}&month=2026-13`, { token: parent });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe('month');
  });

  it("answers another family's child and school B's child with 404, and a pupil sees only themselves", async () => {
    expect((await read(f.cy)).status).toBe(404);
    expect((await read(f.dee)).status).toBe(404);
    expect((await read(f.ben, undefined, pupil)).status).toBe(404);
    expect((await read(f.ada, undefined, pupil)).status).toBe(200);
  });
});
