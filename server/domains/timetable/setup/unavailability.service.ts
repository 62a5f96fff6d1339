import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { unavailabilityRow, WEEKDAY_NAMES, type Unavailability, type UnavailabilityInput, type Weekday } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { employees, rooms, timetableUnavailability } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { conflict, notFound, unprocessable } from '../../../lib/errors';
import { guardUnique, lockSchool, requireOwned, uniqueFields } from '../../../lib/rows';
import type { SessionRecord } from '../../../lib/session';
import { liveYears, sectionName, teacherName } from './shared';

const unavailabilityUnique = uniqueFields({
  timetable_unavailability_teacher_uq: ['period_id', 'The teacher is already marked not available then.'],
  timetable_unavailability_room_uq: ['period_id', 'The room is already marked not available then.'],
});

export interface UnavailabilityQuery {
  teacher_id?: number;
  room_id?: number;
}

/** A teacher's or a room's unavailable times, or the whole school's when neither is named. */
export async function listUnavailability(db: DbOrTx, user: SessionRecord, q: UnavailabilityQuery): Promise<Unavailability[]> {
  if (q.teacher_id !== undefined) await requireOwned(db, employees, q.teacher_id, user.schoolId, 'Teacher');
  if (q.room_id !== undefined) await requireOwned(db, rooms, q.room_id, user.schoolId, 'Room');
  return readRows(
    db,
    unavailabilityRow,
    sql`select u.id::int, u.teacher_id::int, u.room_id::int, u.weekday::int, u.period_id::int, u.reason
      from timetable_unavailability u join timetable_periods per on per.id = u.period_id
      where u.school_id = ${user.schoolId}
        and (${q.teacher_id ?? null}::bigint is null or u.teacher_id = ${q.teacher_id ?? null})
        and (${q.room_id ?? null}::bigint is null or u.room_id = ${q.room_id ?? null})
      order by u.weekday, per.sort_order, per.start_time, u.id`,
  );
}

/** Left-joined from one row, so every column is null when nothing matched. */
const refsRow = v.object({
  teacher: v.nullable(v.string()),
  room: v.nullable(v.string()),
  period: v.nullable(v.string()),
  kind: v.nullable(v.string()),
  runs: v.nullable(v.boolean()),
});
type Refs = v.InferOutput<typeof refsRow>;
const lessonRow = v.object({ section: v.string(), subject: v.string(), teacher: v.nullable(v.string()) });

/** The teacher or room and the period must be the school's, and the period a lesson time that day. */
async function checkRefs(tx: DbOrTx, schoolId: number, input: UnavailabilityInput): Promise<Refs> {
  const [refs] = await readRows(
    tx,
    refsRow,
    sql`select (select concat_ws(' ', first_name, last_name) from employees where id = ${input.teacher_id} and school_id = ${schoolId}) as teacher,
        (select name from rooms where id = ${input.room_id} and school_id = ${schoolId}) as room,
        per.name as period, per.kind, ${input.weekday}::smallint = any(per.weekdays) as runs
      from (select 1) one left join timetable_periods per on per.id = ${input.period_id} and per.school_id = ${schoolId}`,
  );
  if (input.teacher_id !== null && refs?.teacher == null) throw unprocessable('teacher_id', 'Choose a teacher of this school.');
  if (input.room_id !== null && refs?.room == null) throw unprocessable('room_id', 'Choose a room of this school.');
  if (!refs?.period) throw unprocessable('period_id', 'Choose a period of this school.');
  if (refs.kind !== 'lesson') throw unprocessable('period_id', `${refs.period} is a break; no lesson is placed in it.`);
  if (!refs.runs) throw unprocessable('weekday', `${refs.period} does not run on ${WEEKDAY_NAMES[input.weekday as Weekday]}.`);
  return refs;
}

/**
 * A time the teacher or the room already has a lesson in (this year or a planned one) cannot be
 * made unavailable: the week would hold a lesson nobody can give. The lesson is named, to move.
 */
async function checkNoLesson(tx: DbOrTx, actor: Actor, input: UnavailabilityInput, refs: Refs) {
  const who = input.teacher_id !== null ? sql`e.teacher_id = ${input.teacher_id}` : sql`e.room_id = ${input.room_id}`;
  const lessons = await readRows(
    tx,
    lessonRow,
    sql`select ${sectionName('e.section_id')} as section, sub.name as subject, ${teacherName('e.teacher_id')} as teacher
      from timetable_entries e join subjects sub on sub.id = e.subject_id
      where e.school_id = ${actor.schoolId} and ${who} and e.weekday = ${input.weekday} and e.period_id = ${input.period_id}
        and e.academic_year_id in ${liveYears(actor.schoolId, actor.academicId)}
      order by e.academic_year_id`,
  );
  if (!lessons.length) return;
  const sentences = lessons.map((l) =>
    input.teacher_id !== null ? `${refs.teacher} teaches ${l.section} ${l.subject} then` : `${refs.room} holds ${l.section} ${l.subject} then`,
  );
  throw conflict('period_id', `${sentences.join('; ')}; move ${lessons.length === 1 ? 'it' : 'them'} first.`);
}

export async function createUnavailability(db: DbOrTx, actor: Actor, input: UnavailabilityInput): Promise<number> {
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        // A copy or another marking of the same time waits here rather than slipping past the check.
        await lockSchool(tx, actor.schoolId);
        const refs = await checkRefs(tx, actor.schoolId, input);
        await checkNoLesson(tx, actor, input, refs);
        const [row] = await tx
          .insert(timetableUnavailability)
          .values({ schoolId: actor.schoolId, teacherId: input.teacher_id, roomId: input.room_id, weekday: input.weekday, periodId: input.period_id, reason: input.reason })
          .returning({ id: timetableUnavailability.id });
        await audit(tx, actor, { action: 'create', entity: 'timetable-unavailability', ids: [row!.id], detail: { ...input } });
        return row!.id;
      }),
    unavailabilityUnique,
  );
}

export async function deleteUnavailability(db: DbOrTx, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(timetableUnavailability)
      .where(and(eq(timetableUnavailability.id, id), eq(timetableUnavailability.schoolId, actor.schoolId)))
      .returning({ teacher_id: timetableUnavailability.teacherId, room_id: timetableUnavailability.roomId, weekday: timetableUnavailability.weekday, period_id: timetableUnavailability.periodId });
    if (!gone) throw notFound('Unavailable time');
    await audit(tx, actor, { action: 'delete', entity: 'timetable-unavailability', ids: [id], detail: gone });
  });
}
