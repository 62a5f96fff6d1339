import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { CLASH_KINDS, WEEKDAY_NAMES, WEEKDAYS, type ProposedLesson } from '@contract';
import { readRows, type Db, type DbOrTx } from '../../../db/client';
import { timetableEntries, timetableGenerations } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { HttpError, isUniqueViolation } from '../../../lib/errors';
import { generationOf } from './generations.service';

const REFUSED: Partial<Record<string, string>> = {
  queued: 'The generator has not finished this timetable yet.',
  running: 'The generator has not finished this timetable yet.',
  failed: 'This run failed, so there is nothing to accept. Generate again.',
  accepted: 'This timetable has already been accepted.',
  discarded: 'This timetable has been discarded. Generate again.',
};

/** Lesson arrays as literals, so both drivers send them alike (nulls included). */
const bigints = (xs: (number | null)[]) => sql`${`{${xs.map((x) => x ?? 'NULL').join(',')}}`}::bigint[]`;

/** `period` is null when the proposal's period has since been deleted. */
const clashRow = v.object({
  kind: v.picklist(CLASH_KINDS),
  weekday: v.picklist(WEEKDAYS),
  period: v.nullable(v.string()),
  who: v.nullable(v.string()),
  what: v.nullable(v.string()),
});

/**
 * What the proposal would now clash with, in one query: a lesson placed since in its section's,
 * teacher's or room's cell, an unavailability set since, or a period that is no longer a lesson
 * on that day. Read after the scope's unlocked lessons are gone, so those never count.
 */
async function clashesWith(tx: DbOrTx, schoolId: number, yearId: number, lessons: ProposedLesson[]): Promise<string[]> {
  if (!lessons.length) return [];
  const rows = await readRows(
    tx,
    clashRow,
    sql`with p as (select * from unnest(${bigints(lessons.map((l) => l.section_id))}, ${bigints(lessons.map((l) => l.weekday))},
          ${bigints(lessons.map((l) => l.period_id))}, ${bigints(lessons.map((l) => l.teacher_id))}, ${bigints(lessons.map((l) => l.room_id))})
          as p(section_id, weekday, period_id, teacher_id, room_id)),
        lesson as (select e.*, concat_ws(' ', cls.name, sec.name) || ' ' || sub.name as label, concat_ws(' ', emp.first_name, emp.last_name) as teacher, r.name as room
          from timetable_entries e join sections sec on sec.id = e.section_id join classes cls on cls.id = sec.class_id
          join subjects sub on sub.id = e.subject_id left join employees emp on emp.id = e.teacher_id left join rooms r on r.id = e.room_id
          where e.school_id = ${schoolId} and e.academic_year_id = ${yearId})
      select c.kind, c.weekday::int, per.name as period, c.who, c.what from (
        select 'section' as kind, p.weekday, p.period_id, e.label as who, null as what from p join lesson e on e.section_id = p.section_id and e.weekday = p.weekday and e.period_id = p.period_id
        union all
        select 'teacher', p.weekday, p.period_id, e.teacher, e.label from p join lesson e on e.teacher_id = p.teacher_id and e.weekday = p.weekday and e.period_id = p.period_id
        union all
        select 'room', p.weekday, p.period_id, e.room, e.label from p join lesson e on e.room_id = p.room_id and e.weekday = p.weekday and e.period_id = p.period_id
        union all
        select 'teacher-unavailable', p.weekday, p.period_id, concat_ws(' ', emp.first_name, emp.last_name), null from p
          join timetable_unavailability u on u.school_id = ${schoolId} and u.teacher_id = p.teacher_id and u.weekday = p.weekday and u.period_id = p.period_id
          join employees emp on emp.id = u.teacher_id
        union all
        select 'room-unavailable', p.weekday, p.period_id, r.name, null from p
          join timetable_unavailability u on u.school_id = ${schoolId} and u.room_id = p.room_id and u.weekday = p.weekday and u.period_id = p.period_id
          join rooms r on r.id = u.room_id
        union all
        select 'not-a-lesson', p.weekday, p.period_id, null, null from p
          left join timetable_periods tp on tp.id = p.period_id and tp.school_id = ${schoolId}
          where tp.id is null or tp.kind <> 'lesson' or not (p.weekday::smallint = any(tp.weekdays))
      ) c left join timetable_periods per on per.id = c.period_id
      order by c.weekday, per.sort_order, c.kind`,
  );
  return rows.map((r) => {
    const at = `${WEEKDAY_NAMES[r.weekday]}, ${r.period ?? 'a period that no longer exists'}`;
    switch (r.kind) {
      case 'section':
        return `${r.who} is now on ${at}.`;
      case 'teacher':
        return `${r.who} now teaches ${r.what} on ${at}.`;
      case 'room':
        return `${r.who} is now used by ${r.what} on ${at}.`;
      case 'teacher-unavailable':
      case 'room-unavailable':
        return `${r.who} is now not available on ${at}.`;
      default:
        return `No lesson can go on ${at} any more.`;
    }
  });
}

const changed = (clashes: string[]) => {
  const shown = clashes.slice(0, 5).join(' ');
  const more = clashes.length > 5 ? ` And ${clashes.length - 5} more.` : '';
  const message = `The week has changed since this timetable was generated: ${shown}${more} Generate again.`;
  return new HttpError(409, message, clashes.map((c) => ({ path: 'result', message: c })));
};

/**
 * Puts the proposal in place of the unlocked lessons of the sections it covers, in one
 * transaction (ADR 026). Anything placed or made unavailable since that the proposal would
 * clash with refuses the whole of it, named; a placement racing this one loses to the unique
 * indexes and is answered the same way.
 */
export async function acceptGeneration(db: Db, actor: Actor, id: number): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const row = await generationOf(tx, actor, id, true);
      const refused = REFUSED[row.status];
      if (refused || !row.result) throw new HttpError(409, refused ?? 'This run has no timetable to accept.');
      if (row.yearId !== actor.academicId) throw new HttpError(409, 'The active academic year has changed since this timetable was generated. Generate again.');
      const sections = row.scope.section_ids;
      const removed = sections.length
        ? await tx
            .delete(timetableEntries)
            .where(
              and(
                eq(timetableEntries.schoolId, actor.schoolId),
                eq(timetableEntries.academicYearId, row.yearId),
                inArray(timetableEntries.sectionId, sections),
                eq(timetableEntries.locked, false),
              ),
            )
            .returning({ id: timetableEntries.id })
        : [];
      const lessons = row.result.lessons;
      const clashes = await clashesWith(tx, actor.schoolId, row.yearId, lessons);
      if (clashes.length) throw changed(clashes);
      for (let i = 0; i < lessons.length; i += 500) {
        await tx.insert(timetableEntries).values(
          lessons.slice(i, i + 500).map((l) => ({
            schoolId: actor.schoolId,
            academicYearId: row.yearId,
            sectionId: l.section_id,
            weekday: l.weekday,
            periodId: l.period_id,
            subjectId: l.subject_id,
            teacherId: l.teacher_id,
            roomId: l.room_id,
          })),
        );
      }
      await tx.update(timetableGenerations).set({ status: 'accepted' }).where(eq(timetableGenerations.id, id));
      await audit(tx, actor, {
        action: 'accept',
        entity: 'timetable-generation',
        ids: [id],
        detail: { placed: lessons.length, removed: removed.length, unplaced: row.result.unplaced.reduce((n, u) => n + u.missing, 0) },
      });
      return lessons.length;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw changed(['A lesson was placed in one of its periods while it was being saved.']);
    throw err;
  }
}
