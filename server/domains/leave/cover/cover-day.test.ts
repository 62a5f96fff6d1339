import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CoverDay, CoverLesson } from '@contract';
import { seedHoliday } from '../../../test/attendance-data';
import { twoSchools } from '../../../test/schools';
import { coverSchool, type CoverSchool } from './cover-fixture';

const t = twoSchools();
let s: CoverSchool;

const day = (date: string, token = t.adminA) => t.api.get<CoverDay>(`/api/timetable/cover?date=${date}`, { token });
const lessonOf = (d: CoverDay, entryId: number) => d.lessons.find((l) => l.entry_id === entryId)!;
const names = (l: CoverLesson) => l.proposals.map((p) => p.teacher_name);

beforeAll(async () => {
  s = await coverSchool(t);
  const { teacher, entry, day: on, period } = s;
  await s.leave(teacher.otieno, on.tue);
  await s.leave(teacher.wanjiru, on.mon, on.tue);
  // Pending leave takes nobody away; a half first day takes the afternoon only.
  await s.leave(teacher.halima, on.tue, on.tue, { status: 'Requested' });
  await s.leave(teacher.juma, on.tue, on.tue, { halfFirst: true });
  // Amina has covered twice this year already; Baraka once.
  const earlier = await s.leave(teacher.otieno, on.lastTue);
  await s.pastCover(earlier, entry.northMathsTue, on.lastTue, period.p1, teacher.amina);
  await s.pastCover(earlier, entry.southScienceTue, on.lastTue, period.p2, teacher.amina);
  await s.pastCover(earlier, entry.northScienceTue, on.lastTue, period.p3, teacher.baraka);
  // Otieno's Wednesday: a half first day (afternoon off); his Thursday: a half last day (morning off).
  await s.leave(teacher.otieno, on.wed, on.wed, { halfFirst: true });
  await s.leave(teacher.otieno, on.thu, on.thu, { halfLast: true });
});

describe('the day cover list (GET /api/timetable/cover)', () => {
  it('lists every lesson of a teacher on approved leave that day, in period order', async () => {
    const res = await day(s.day.tue);
    expect(res.status).toBe(200);
    expect(res.body.school_day).toBe(true);
    expect(res.body.lessons.map((l) => [l.period_name, l.section_name, l.subject_name, l.absent_teacher_name])).toEqual([
      ['Period 1', 'East', 'Maths', 'Grace Wanjiru'],
      ['Period 1', 'North', 'Maths', 'Peter Otieno'],
      ['Period 2', 'South', 'Science', 'Peter Otieno'],
      ['Period 3', 'North', 'Science', 'Peter Otieno'],
    ]);
    const first = lessonOf(res.body, s.entry.northMathsTue);
    expect(first).toMatchObject({ class_name: 'Grade 7', start_time: '08:00', end_time: '08:40', leave_type: expect.stringMatching(/^Sick /), cover: null });
  });

  it('proposes only free active teachers: same subject first, then fewest covers this year, then name', async () => {
    const maths = lessonOf((await day(s.day.tue)).body, s.entry.northMathsTue);
    // Out: Otieno and Wanjiru (on leave), Chebet (teaches then), Daudi (unavailable), Faith (inactive), Ivy (not a teacher).
    expect(names(maths)).toEqual(['Kamau Njoroge', 'Amina Said', 'Halima Hassan', 'Juma Kiprop', 'Baraka Ouma']);
    expect(maths.proposals.map((p) => [p.same_subject, p.covers])).toEqual([[true, 0], [true, 2], [false, 0], [false, 0], [false, 1]]);
    const afternoon = lessonOf((await day(s.day.tue)).body, s.entry.northScienceTue);
    // Juma's half day takes his afternoon; Chebet and Daudi are free in period 3.
    expect(names(afternoon)).toEqual(['Baraka Ouma', 'Chebet Kirui', 'Daudi Mwangi', 'Halima Hassan', 'Kamau Njoroge', 'Amina Said']);
  });

  it('leaves out a teacher who already covers a lesson in that period', async () => {
    await t.ctx.database.db.execute(
      sql`insert into cover_assignments (school_id, leave_request_id, entry_id, cover_date, period_id, teacher_id)
        select school_id, id, ${s.entry.eastMathsTue}, ${s.day.tue}::date, ${s.period.p1}, ${s.teacher.kamau} from leave_requests where employee_id = ${s.teacher.wanjiru}`,
    );
    const body = (await day(s.day.tue)).body;
    expect(lessonOf(body, s.entry.eastMathsTue).cover).toMatchObject({ teacher_id: s.teacher.kamau, teacher_name: 'Kamau Njoroge' });
    expect(names(lessonOf(body, s.entry.northMathsTue))).toEqual(['Amina Said', 'Halima Hassan', 'Juma Kiprop', 'Baraka Ouma']);
    // Period 2 is not taken by a period 1 cover.
    expect(names(lessonOf(body, s.entry.southScienceTue))).toContain('Kamau Njoroge');
    await t.ctx.database.db.execute(sql`delete from cover_assignments where cover_date = ${s.day.tue}::date`);
  });

  it('needs cover for the afternoon of a half first day and the morning of a half last day only', async () => {
    const wed = (await day(s.day.wed)).body;
    expect(wed.lessons.map((l) => l.entry_id)).toEqual([s.entry.northScienceWed]);
    const thu = (await day(s.day.thu)).body;
    expect(thu.lessons.map((l) => l.entry_id)).toEqual([s.entry.northMathsThu]);
  });

  it('has nothing on a weekend or a holiday, and on a day nobody is away', async () => {
    const saturday = await day(s.day.sat);
    expect(saturday.body).toEqual({ date: s.day.sat, school_day: false, lessons: [] });
    await seedHoliday(t.ctx, s.schoolId, s.year.id, s.day.nextTue);
    await s.leave(s.teacher.otieno, s.day.nextTue);
    expect((await day(s.day.nextTue)).body).toMatchObject({ school_day: false, lessons: [] });
    expect((await day(s.day.mon)).body.lessons).toEqual([]);
  });

  it('is for Admin, update-timetable and approve-leave; another school sees none of it', async () => {
    expect((await day(s.day.tue, await s.user(['approve-leave']))).status).toBe(200);
    expect((await day(s.day.tue, await s.user(['update-timetable']))).body.lessons).toHaveLength(4);
    expect((await day(s.day.tue, await s.user(['list-timetable', 'list-employee']))).status).toBe(403);
    expect((await day(s.day.tue, t.adminB)).body).toEqual({ date: s.day.tue, school_day: true, lessons: [] });
  });

  it('answers for the school today when no date is given, and refuses a date that is not one', async () => {
    const today = await t.api.get<CoverDay>('/api/timetable/cover', { token: t.adminA });
    expect(today.status).toBe(200);
    expect(today.body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await day('2026-02-30')).status).toBe(400);
  });
});
