import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { timetableEntryRow, type EntryInput, type TimetableEntry, type Weekday } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { HttpError, isStaleRow, isUniqueViolation, notFound, staleRow, unprocessable } from '../../../lib/errors';
import { lockSchool } from '../../../lib/rows';
import { classInScope } from '../../../lib/scope';
import type { SessionRecord } from '../../../lib/session';
import { clashesOf, refusal, teacherNameSql, type Placement } from './clashes';

/** A refused placement: 409 with every clash it would make (ADR 026). */
/** A clash refusal carries every clash beside the usual message and issues. */
export class ClashError extends HttpError {
  constructor(readonly body: ReturnType<typeof refusal>) {
    super(409, body.message, body.issues, { clashes: body.clashes });
  }
}

const scopeOf = (user: SessionRecord) => classInScope(user, sql`sec.class_id`) ?? sql`true`;

/** The lessons of a year with every name the week and the builder show. */
export const entryRowsSql = (where: ReturnType<typeof sql>) => sql`select e.id::int, e.version::int, e.academic_year_id::int,
    e.section_id::int, sec.name as section_name, sec.class_id::int, cls.name as class_name, e.weekday::int, e.period_id::int,
    e.subject_id::int, sub.name as subject_name, e.teacher_id::int, ${teacherNameSql('e.teacher_id')} as teacher_name,
    e.room_id::int, r.name as room_name, e.locked
  from timetable_entries e join sections sec on sec.id = e.section_id join classes cls on cls.id = sec.class_id
  join subjects sub on sub.id = e.subject_id left join rooms r on r.id = e.room_id
  where ${where}
  order by e.weekday, e.period_id, cls.sort_order, cls.name, sec.name`;

/** Every lesson of the active year in the user's scope: the builder's live clash view. */
export async function yearEntries(db: DbOrTx, user: SessionRecord): Promise<TimetableEntry[]> {
  if (!user.academicId) return [];
  return readRows(db, timetableEntryRow, entryRowsSql(sql`e.school_id = ${user.schoolId} and e.academic_year_id = ${user.academicId} and ${scopeOf(user)}`));
}

/** The section (the school's, in scope) and its year: a lesson is always in its section's year. */
async function sectionYear(db: DbOrTx, user: SessionRecord, sectionId: number): Promise<number> {
  const [row] = await readRows(
    db,
    v.object({ year: v.number() }),
    sql`select sec.academic_year_id::int as year from sections sec where sec.id = ${sectionId} and sec.school_id = ${user.schoolId} and ${scopeOf(user)}`,
  );
  if (!row) throw unprocessable('section_id', 'Choose one of your sections.');
  return row.year;
}

/** The subject, the teacher, the room and the period must be the school's. */
async function requireRefs(db: DbOrTx, schoolId: number, input: EntryInput): Promise<void> {
  const [row] = await readRows(
    db,
    v.object({ subject: v.boolean(), teacher: v.boolean(), room: v.boolean(), period: v.boolean() }),
    sql`select exists (select 1 from subjects where id = ${input.subject_id} and school_id = ${schoolId}) as subject,
      (${input.teacher_id}::bigint is null or exists (select 1 from employees where id = ${input.teacher_id} and school_id = ${schoolId} and status = 'Active')) as teacher,
      (${input.room_id}::bigint is null or exists (select 1 from rooms where id = ${input.room_id} and school_id = ${schoolId})) as room,
      exists (select 1 from timetable_periods where id = ${input.period_id} and school_id = ${schoolId}) as period`,
  );
  const missing = (['subject', 'teacher', 'room', 'period'] as const).find((k) => !row![k]);
  if (missing) {
    const field = missing === 'period' ? 'period_id' : `${missing}_id`;
    throw unprocessable(field, `Choose one of the school's ${missing === 'teacher' ? 'active teachers' : `${missing}s`}.`);
  }
}

/**
 * Checks every clash, then writes, in one transaction under the school's lock, so an
 * unavailability added at the same moment (timetable-setup takes the same lock) cannot slip
 * between the check and the write. The unique indexes stay the rule: a loser of a race is
 * answered with the clash it met.
 */
async function placeChecked<T>(db: DbOrTx, actor: Actor, placement: Placement, write: (tx: DbOrTx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await lockSchool(tx, actor.schoolId);
      const clashes = await clashesOf(tx, actor.schoolId, placement);
      if (clashes.length) throw new ClashError(refusal(clashes));
      return write(tx);
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const after = await clashesOf(db, actor.schoolId, placement);
    throw new ClashError(refusal(after.length ? after : [{ kind: 'section', weekday: placement.weekday, period_id: placement.periodId, message: 'Someone placed a lesson there a moment ago.', entry_id: null }]));
  }
}

const placementOf = (yearId: number, input: EntryInput, entryId?: number): Placement => ({
  yearId,
  sectionId: input.section_id,
  weekday: input.weekday as Weekday,
  periodId: input.period_id,
  teacherId: input.teacher_id,
  roomId: input.room_id,
  entryId,
});

export async function placeLesson(db: DbOrTx, actor: Actor, input: EntryInput): Promise<number> {
  const yearId = await sectionYear(db, actor, input.section_id);
  await requireRefs(db, actor.schoolId, input);
  return placeChecked(db, actor, placementOf(yearId, input), async (tx) => {
    const [row] = await readRows(
      tx,
      v.object({ id: v.number() }),
      sql`insert into timetable_entries (school_id, academic_year_id, section_id, weekday, period_id, subject_id, teacher_id, room_id, locked)
        values (${actor.schoolId}, ${yearId}, ${input.section_id}, ${input.weekday}, ${input.period_id}, ${input.subject_id}, ${input.teacher_id}, ${input.room_id}, ${input.locked})
        returning id::int`,
    );
    await audit(tx, actor, { action: 'create', entity: 'timetable-entry', ids: [row!.id], detail: { ...input } });
    return row!.id;
  });
}

/** A lesson moved or changed; its section may change only within the same year. */
export async function changeLesson(db: DbOrTx, actor: Actor, id: number, input: EntryInput): Promise<void> {
  await requireLesson(db, actor, id);
  const yearId = await sectionYear(db, actor, input.section_id);
  await requireRefs(db, actor.schoolId, input);
  try {
    await placeChecked(db, actor, placementOf(yearId, input, id), async (tx) => {
      const version = input.version === undefined ? sql`version` : sql`${input.version}`;
      await tx.execute(sql`update timetable_entries set academic_year_id = ${yearId}, section_id = ${input.section_id}, weekday = ${input.weekday},
          period_id = ${input.period_id}, subject_id = ${input.subject_id}, teacher_id = ${input.teacher_id}, room_id = ${input.room_id},
          locked = ${input.locked}, version = ${version}
        where id = ${id} and school_id = ${actor.schoolId}`);
      await audit(tx, actor, { action: 'update', entity: 'timetable-entry', ids: [id], detail: { ...input } });
    });
  } catch (err) {
    if (isStaleRow(err)) throw staleRow();
    throw err;
  }
}

export async function removeLesson(db: DbOrTx, actor: Actor, id: number): Promise<void> {
  await requireLesson(db, actor, id);
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from timetable_entries where id = ${id} and school_id = ${actor.schoolId}`);
    await audit(tx, actor, { action: 'delete', entity: 'timetable-entry', ids: [id] });
  });
}

/** The lesson must be the school's and its section in the user's scope; else 404. */
async function requireLesson(db: DbOrTx, user: SessionRecord, id: number): Promise<void> {
  const [row] = await readRows(
    db,
    v.object({ id: int8 }),
    sql`select e.id from timetable_entries e join sections sec on sec.id = e.section_id where e.id = ${id} and e.school_id = ${user.schoolId} and ${scopeOf(user)}`,
  );
  if (!row) throw notFound('Lesson');
}
