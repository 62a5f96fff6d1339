import { and, eq, inArray, sql } from 'drizzle-orm';
import { weekdayOf } from '@contract';
import { academicYears, holidays } from '../../db/schema';
import { addDays } from '../../lib/days';
import { DEMO_TIME_ZONE, halfTermBreak } from './calendar';
import { TEACHER_CLASSES } from './classes';
import type { DemoContext } from './types';

const TERM_DAYS = 90;
/** A list as one array parameter (drizzle would spread a JS array into a row of parameters). */
const pgArray = (values: (string | number)[]) => `{${values.join(',')}}`;
/** Out of 1,000 a day: the chance of each mark, and of a chronic absentee's absence. */
const ABSENT = 35;
const LATE = 30;
const EXCUSED = 15;
const CHRONIC_ABSENT = 260;

/**
 * A term of registers: the last 90 school days before today (Monday to Friday, less a half-term
 * break this year and the summer holiday of the year before), every section, every student
 * enrolled that day, about 135,000 marks with each first mark in the change log. Absence is
 * seeded per student and day (so a re-seed gives the same school): mostly present, some late,
 * absent more on Mondays and Fridays, a few chronic absentees (one student in 40), and the
 * office's overrides (an absence the parent explained, kept beside the teacher's mark). Today's
 * registers are taken for two sections in three, so the "not taken yet" board has work on it.
 * Written in SQL, set-wise: a register at a time would take minutes.
 */
export async function seedAttendance(ctx: DemoContext): Promise<void> {
  const { tx, schoolId } = ctx;
  const years = await tx
    .select({ id: academicYears.id, start: academicYears.startDate, end: academicYears.endDate })
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, schoolId), inArray(academicYears.id, [ctx.academicYearId, ...(ctx.previousYearId ? [ctx.previousYearId] : [])])));
  const current = years.find((y) => y.id === ctx.academicYearId)!;
  const previous = years.find((y) => y.id === ctx.previousYearId);
  const halfTerm = halfTermBreak(current.start);
  const breaks = [{ academicYearId: current.id, name: 'Half-term break', startDate: halfTerm.start, endDate: halfTerm.end }];
  if (previous) breaks.push({ academicYearId: previous.id, name: 'Summer holiday', startDate: `${previous.end.slice(0, 4)}-07-01`, endDate: previous.end });
  await tx.insert(holidays).values(breaks.map((b) => ({ schoolId, ...b })));

  const today = ctx.today;
  const closed = (day: string) => weekdayOf(day) > 5 || breaks.some((b) => day >= b.startDate && day <= b.endDate);
  const yearOf = (day: string) => years.find((y) => day >= y.start && day <= y.end)?.id;
  const days: string[] = [];
  const dayYears: number[] = [];
  for (let day = addDays(today, -1); days.length < TERM_DAYS; day = addDays(day, -1)) {
    const year = yearOf(day);
    if (year === undefined) break;
    if (closed(day)) continue;
    days.push(day);
    dayYears.push(year);
  }
  const takers = await classTakers(ctx);
  await takeRegisters(ctx, days, dayYears, takers, 1);
  // Today's registers only once the school day has begun (a seed before nine takes none).
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: DEMO_TIME_ZONE, hour: '2-digit', hour12: false }).format(new Date()));
  if (!closed(today) && yearOf(today) && hour >= 9) await takeRegisters(ctx, [today], [ctx.academicYearId], takers, 3);
  await officeOverrides(ctx, ctx.userIds.secretary ?? ctx.adminId);
}

/** The user who takes a class's registers: the demo teacher for theirs, the Admin for the rest. */
async function classTakers(ctx: DemoContext): Promise<{ classIds: number[]; userIds: number[] }> {
  const teacher = ctx.userIds.teacher;
  const pairs = Object.entries(ctx.classIds).map(([name, id]) => [id, teacher && TEACHER_CLASSES.teacher!.includes(name) ? teacher : ctx.adminId] as const);
  return { classIds: pairs.map(([c]) => c), userIds: pairs.map(([, u]) => u) };
}

/**
 * Registers for `days` (each with its academic year): every Active section of that year, or one
 * section in `every` of them. Taken between 08:00 and 08:30 school time.
 */
async function takeRegisters(ctx: DemoContext, days: string[], dayYears: number[], takers: { classIds: number[]; userIds: number[] }, every: number) {
  const { tx, schoolId } = ctx;
  await tx.execute(sql`
    with taker(class_id, user_id) as (select * from unnest(${pgArray(takers.classIds)}::bigint[], ${pgArray(takers.userIds)}::bigint[])),
    day(date, year_id) as (select * from unnest(${pgArray(days)}::date[], ${pgArray(dayYears)}::bigint[])),
    made as (
      insert into attendance_sheets (school_id, section_id, date, taken_by, updated_by, taken_at, updated_at)
      select ${schoolId}, s.id, day.date, taker.user_id, taker.user_id,
        least((day.date + time '08:00' + (s.id % 30) * interval '1 minute') at time zone ${DEMO_TIME_ZONE}, now()),
        least((day.date + time '08:00' + (s.id % 30) * interval '1 minute') at time zone ${DEMO_TIME_ZONE}, now())
      from day join sections s on s.school_id = ${schoolId} and s.academic_year_id = day.year_id and s.status = 'Active'
      join taker on taker.class_id = s.class_id
      where ${every} = 1 or s.id % ${every} <> 0
      returning id, section_id, date, taken_by, taken_at)
    , roll as (
      select made.id as sheet_id, e.student_id, made.date, made.taken_by, made.taken_at,
        abs(hashtext(e.student_id::text || ':' || made.date::text)) % 1000 as r,
        e.student_id % 40 = 7 as chronic,
        case when extract(isodow from made.date) in (1, 5) then 15 else 0 end as shift
      from made join enrolments e on e.school_id = ${schoolId} and e.section_id = made.section_id
        and e.enrolled_on <= made.date and (e.ended_on is null or e.ended_on >= made.date))
    , coded as (
      select roll.*, case
          when roll.chronic and roll.r < ${CHRONIC_ABSENT} then 'A'
          when roll.r < ${ABSENT} + roll.shift then 'A'
          when roll.r < ${ABSENT + LATE} + roll.shift then 'L'
          when roll.r < ${ABSENT + LATE + EXCUSED} + roll.shift then 'E'
          else 'P' end as letter
      from roll)
    , marked as (
      insert into attendance_marks (school_id, sheet_id, student_id, date, code_id, note)
      select ${schoolId}, coded.sheet_id, coded.student_id, coded.date, c.id,
        case coded.letter when 'E' then (array['Doctor''s appointment', 'Family event', 'Sports trip'])[1 + coded.r % 3]
          when 'L' then case when coded.r % 4 = 0 then 'Bus late' end end
      from coded join attendance_codes c on c.school_id = ${schoolId} and c.code = coded.letter
      returning sheet_id, student_id, code_id, note)
    insert into attendance_changes (school_id, sheet_id, student_id, from_code_id, code_id, note, override, changed_by, changed_at)
    select ${schoolId}, marked.sheet_id, marked.student_id, null, marked.code_id, marked.note, false, made.taken_by, made.taken_at
    from marked join made on made.id = marked.sheet_id`);
}

/**
 * One absence in twelve was explained by a parent's call: the office marked it Excused the same
 * morning, beside the teacher's Absent, and the log says so.
 */
async function officeOverrides(ctx: DemoContext, officeUserId: number) {
  const { tx, schoolId } = ctx;
  await tx.execute(sql`
    with excused as (select id from attendance_codes where school_id = ${schoolId} and code = 'E'),
    absent as (select id from attendance_codes where school_id = ${schoolId} and code = 'A'),
    changed as (
      update attendance_marks m set override_code_id = (select id from excused), override_note = 'Parent phoned: unwell',
        override_by = ${officeUserId}, override_at = least((m.date + time '10:15') at time zone ${DEMO_TIME_ZONE}, now())
      where m.school_id = ${schoolId} and m.code_id = (select id from absent) and (m.student_id + extract(doy from m.date)::int) % 12 = 0
      returning m.sheet_id, m.student_id, m.code_id, m.override_code_id, m.override_note, m.override_at),
    stamped as (
      update attendance_sheets sh set updated_by = ${officeUserId}, updated_at = least((sh.date + time '10:15') at time zone ${DEMO_TIME_ZONE}, now())
      where sh.id in (select sheet_id from changed))
    insert into attendance_changes (school_id, sheet_id, student_id, from_code_id, code_id, note, override, changed_by, changed_at)
    select ${schoolId}, sheet_id, student_id, code_id, override_code_id, override_note, true, ${officeUserId}, override_at from changed`);
}
