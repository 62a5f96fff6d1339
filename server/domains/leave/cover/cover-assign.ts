import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { WEEKDAY_NAMES, isOpen, weekdayOf, type CoverInput, type Weekday } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { dayName } from '../../../lib/days';
import { conflict, isUniqueViolation, notFound, unprocessable } from '../../../lib/errors';
import { lockSchool } from '../../../lib/rows';
import { employeeName, sectionName } from '../../people/public';
import { schoolCalendar } from '../calendar';
import { offDuty, offInPeriod } from './off-duty';

/**
 * Assigning, reassigning and removing cover (ADR 046). The checks and the write share one
 * transaction under the school's lock, which timetable placements and unavailability take too,
 * so a lesson placed at the same moment cannot slip between them. The two unique indexes of
 * cover_assignments stay the rule: a race they catch is answered 409 like a clash.
 */

/** "Grade 7 North Maths": the lesson of entry row `e`. */
const lessonOf = (e: string) => sql`concat_ws(' ', ${sectionName(`${e}.section_id`)}, (select sub.name from subjects sub where sub.id = ${sql.raw(e)}.subject_id))`;

const lessonRow = v.object({
  id: v.number(),
  teacher_id: v.nullable(v.number()),
  teacher_name: v.nullable(v.string()),
  weekday: v.number(),
  period_id: v.number(),
  period_name: v.string(),
  start_time: v.string(),
});
type Lesson = v.InferOutput<typeof lessonRow>;

/** A lesson of the school's active year, with what a refusal names; else 404. */
async function activeLesson(db: DbOrTx, actor: Actor, entryId: number): Promise<Lesson> {
  const [row] = await readRows(
    db,
    lessonRow,
    sql`select e.id::int, e.teacher_id::int, ${employeeName('e.teacher_id')} as teacher_name, e.weekday::int, e.period_id::int,
        p.name as period_name, to_char(p.start_time, 'HH24:MI') as start_time
      from timetable_entries e join timetable_periods p on p.school_id = e.school_id and p.id = e.period_id
      where e.id = ${entryId} and e.school_id = ${actor.schoolId} and e.academic_year_id = ${actor.academicId ?? 0}`,
  );
  if (!row) throw notFound('Lesson');
  return row;
}

const clashRow = v.object({ kind: v.picklist(['teaches', 'covers', 'unavailable']), lesson: v.nullable(v.string()), reason: v.nullable(v.string()) });

/** What keeps `teacher` from taking the lesson: their own lesson, another cover, or an unavailability then. */
async function slotClashes(db: DbOrTx, actor: Actor, lesson: Lesson, day: string, teacher: string, teacherId: number): Promise<string[]> {
  const rows = await readRows(
    db,
    clashRow,
    sql`select 'teaches' as kind, ${lessonOf('e')} as lesson, null as reason from timetable_entries e
        where e.school_id = ${actor.schoolId} and e.academic_year_id = ${actor.academicId} and e.weekday = ${lesson.weekday}
          and e.period_id = ${lesson.period_id} and e.teacher_id = ${teacherId}
      union all
      select 'covers', ${lessonOf('e')}, null from cover_assignments ca join timetable_entries e on e.school_id = ca.school_id and e.id = ca.entry_id
        where ca.school_id = ${actor.schoolId} and ca.teacher_id = ${teacherId} and ca.cover_date = ${day}::date
          and ca.period_id = ${lesson.period_id} and ca.entry_id <> ${lesson.id}
      union all
      select 'unavailable', null, u.reason from timetable_unavailability u
        where u.school_id = ${actor.schoolId} and u.teacher_id = ${teacherId} and u.weekday = ${lesson.weekday} and u.period_id = ${lesson.period_id}`,
  );
  const at = `${lesson.period_name} on ${WEEKDAY_NAMES[lesson.weekday as Weekday]}`;
  return rows.map((r) =>
    r.kind === 'teaches'
      ? `${teacher} teaches ${r.lesson} in ${at}.`
      : r.kind === 'covers'
        ? `${teacher} already covers ${r.lesson} in ${lesson.period_name} on ${dayName(day)}.`
        : `${teacher} is not available in ${at}${r.reason ? ` (${r.reason})` : ''}.`,
  );
}

const teacherRow = v.object({ name: v.string() });

/**
 * `teacher_id` takes lesson `entry_id` on `date`: a school day on the lesson's weekday, its
 * teacher away then, and the cover teacher free. A lesson covered already is reassigned.
 */
export async function assignCover(db: DbOrTx, actor: Actor, input: CoverInput): Promise<{ id: number; replaced: boolean }> {
  const attempt = () =>
    db.transaction(async (tx) => {
      await lockSchool(tx, actor.schoolId);
      const lesson = await activeLesson(tx, actor, input.entry_id);
      const calendar = await schoolCalendar(tx, actor.schoolId, input.date, input.date);
      if (!isOpen(input.date, calendar)) throw unprocessable('date', `${dayName(input.date)} is not a school day.`);
      if (weekdayOf(input.date) !== lesson.weekday) {
        throw unprocessable('date', `This lesson is on ${WEEKDAY_NAMES[lesson.weekday as Weekday]}s; ${dayName(input.date)} is a ${WEEKDAY_NAMES[weekdayOf(input.date)]}.`);
      }
      const off = await offDuty(tx, actor.schoolId, input.date, calendar);
      const away = lesson.teacher_id === null ? undefined : off.find((o) => o.employeeId === lesson.teacher_id && offInPeriod(o, lesson.start_time));
      if (!away) throw unprocessable('entry_id', `${lesson.teacher_name ?? 'Nobody'} is not on leave in ${lesson.period_name} on ${dayName(input.date)}: the lesson needs no cover.`);
      if (input.teacher_id === lesson.teacher_id) throw unprocessable('teacher_id', `${lesson.teacher_name} is the teacher on leave.`);
      const [teacher] = await readRows(
        tx,
        teacherRow,
        sql`select ${employeeName('emp.id')} as name from employees emp where emp.id = ${input.teacher_id} and emp.school_id = ${actor.schoolId} and emp.status = 'Active'`,
      );
      if (!teacher) throw unprocessable('teacher_id', "Choose one of the school's active teachers.");
      const clashes = await slotClashes(tx, actor, lesson, input.date, teacher.name, input.teacher_id);
      if (off.some((o) => o.employeeId === input.teacher_id && offInPeriod(o, lesson.start_time))) clashes.push(`${teacher.name} is on leave then.`);
      if (clashes.length) throw conflict('teacher_id', clashes.join(' '));
      const [row] = await readRows(
        tx,
        v.object({ id: v.number(), replaced: v.nullable(v.number()) }),
        sql`with before as (select teacher_id from cover_assignments where school_id = ${actor.schoolId} and entry_id = ${lesson.id} and cover_date = ${input.date}::date)
          insert into cover_assignments as ca (school_id, leave_request_id, entry_id, cover_date, period_id, teacher_id, assigned_by)
          values (${actor.schoolId}, ${away.requestId}, ${lesson.id}, ${input.date}::date, ${lesson.period_id}, ${input.teacher_id}, ${actor.id})
          on conflict (school_id, entry_id, cover_date) do update
            set teacher_id = excluded.teacher_id, leave_request_id = excluded.leave_request_id, assigned_by = excluded.assigned_by, created_at = now()
          returning ca.id::int, (select teacher_id::int from before) as replaced`,
      );
      await audit(tx, actor, {
        action: row!.replaced === null ? 'create' : 'update',
        entity: 'cover-assignment',
        ids: [row!.id],
        detail: { entry_id: lesson.id, date: input.date, teacher_id: input.teacher_id, replaced_teacher_id: row!.replaced, leave_request_id: away.requestId },
      });
      return { id: row!.id, replaced: row!.replaced !== null };
    });
  try {
    return await attempt();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Only a write that slipped past the lock lands here: the teacher took another lesson then.
    throw conflict('teacher_id', 'That teacher was given another lesson in this period a moment ago. Choose another teacher.');
  }
}

export async function removeCover(db: DbOrTx, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await readRows(
      tx,
      v.object({ entry_id: v.number(), date: v.string(), teacher_id: v.number() }),
      sql`delete from cover_assignments where id = ${id} and school_id = ${actor.schoolId}
        returning entry_id::int, to_char(cover_date, 'YYYY-MM-DD') as date, teacher_id::int`,
    );
    if (!row) throw notFound('Cover');
    await audit(tx, actor, { action: 'delete', entity: 'cover-assignment', ids: [id], detail: row });
  });
}
