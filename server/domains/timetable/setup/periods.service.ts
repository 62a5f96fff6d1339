import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { periodRow, type Period, type PeriodInput, type Weekday } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { timetablePeriods, timetableUnavailability } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { conflict, HttpError, notFound } from '../../../lib/errors';
import { expectedVersion, lockSchool, uniqueFields } from '../../../lib/rows';
import { auditCreated, rowToEdit, saveUnique } from '../../../lib/saves';
import type { SessionRecord } from '../../../lib/session';
import { dayList, itOrThem, lessonsCount, liveYears, weekdayArray } from './shared';

const periodUnique = uniqueFields({ timetable_periods_school_name_uq: ['name', 'Another period already has this name.'] });

/** A period as stored: its weekdays (smallint[]) in the order saved. */
const storedPeriodRow = v.object({ ...v.omit(periodRow, ['weekdays']).entries, weekdays: v.array(v.number()) });
const overlapRow = v.object({ name: v.string(), start: v.string(), end: v.string(), shared: v.array(v.number()) });
const lessonsByDayRow = v.object({ weekday: v.number(), n: v.number() });
const periodLessonsRow = v.object({ name: v.string(), lessons: v.number() });

/** The bell schedule in the order of the day. */
export async function listPeriods(db: DbOrTx, user: SessionRecord): Promise<Period[]> {
  const rows = await readRows(
    db,
    storedPeriodRow,
    sql`select id::int, version::int, name, to_char(start_time, 'HH24:MI') as start_time, to_char(end_time, 'HH24:MI') as end_time,
        kind, sort_order::int, weekdays
      from timetable_periods where school_id = ${user.schoolId}
      order by sort_order, start_time, id`,
  );
  return rows.map((r) => ({ ...r, weekdays: r.weekdays.map(Number).sort((a, b) => a - b) as Weekday[] }));
}

/** Two periods that run on a same day never overlap: a bell cannot ring for both. */
async function checkOverlap(tx: DbOrTx, schoolId: number, input: PeriodInput, self?: number) {
  const days = weekdayArray(input.weekdays);
  const [other] = await readRows(
    tx,
    overlapRow,
    sql`select name, to_char(start_time, 'HH24:MI') as start, to_char(end_time, 'HH24:MI') as end,
        array(select d from unnest(weekdays) d where d = any(${days}) order by d) as shared
      from timetable_periods
      where school_id = ${schoolId} and id <> ${self ?? 0}
        and start_time < ${input.end_time}::time and end_time > ${input.start_time}::time
        and weekdays && ${days}
      order by start_time, sort_order limit 1`,
  );
  if (other) {
    throw conflict('start_time', `It overlaps ${other.name} (${other.start} to ${other.end}) on ${dayList(other.shared.map(Number))}.`);
  }
}

/**
 * A period may not become a break, or stop running on a day, while the live weeks hold lessons
 * there: they would be lessons in no lesson time.
 */
async function checkLessonsKept(tx: DbOrTx, actor: Actor, id: number, input: PeriodInput) {
  const rows = await readRows(
    tx,
    lessonsByDayRow,
    sql`select e.weekday::int, count(*)::int as n from timetable_entries e
      where e.school_id = ${actor.schoolId} and e.period_id = ${id} and e.academic_year_id in ${liveYears(actor.schoolId, actor.academicId)}
      group by e.weekday order by e.weekday`,
  );
  const total = rows.reduce((sum, r) => sum + r.n, 0);
  if (input.kind === 'break' && total > 0) {
    throw conflict('kind', `${lessonsCount(total)} timetabled in this period; move ${itOrThem(total)} before making it a break.`);
  }
  const dropped = rows.filter((r) => !input.weekdays.includes(r.weekday as Weekday));
  if (dropped.length) {
    const n = dropped.reduce((sum, r) => sum + r.n, 0);
    throw conflict('weekdays', `${lessonsCount(n)} timetabled in this period on ${dayList(dropped.map((r) => r.weekday))}; move ${itOrThem(n)} first.`);
  }
}

const values = (input: PeriodInput) => ({
  name: input.name,
  startTime: input.start_time,
  endTime: input.end_time,
  kind: input.kind,
  sortOrder: input.sort_order,
  weekdays: [...input.weekdays],
});
const detail = (input: PeriodInput) => ({ name: input.name, start_time: input.start_time, end_time: input.end_time, kind: input.kind, weekdays: input.weekdays });

export async function createPeriod(db: DbOrTx, actor: Actor, input: PeriodInput): Promise<number> {
  return saveUnique(db, periodUnique, async (tx) => {
    // Two periods saved at once must each see the other before checking for an overlap.
    await lockSchool(tx, actor.schoolId);
    await checkOverlap(tx, actor.schoolId, input);
    return auditCreated(tx, actor, 'timetable-period', detail(input), tx.insert(timetablePeriods).values({ schoolId: actor.schoolId, ...values(input) }).returning({ id: timetablePeriods.id }));
  });
}

export async function updatePeriod(db: DbOrTx, actor: Actor, id: number, input: PeriodInput): Promise<void> {
  await saveUnique(db, periodUnique, async (tx) => {
    await lockSchool(tx, actor.schoolId);
    await rowToEdit(tx, timetablePeriods, id, actor.schoolId, { id: timetablePeriods.id }, 'Period');
    await checkOverlap(tx, actor.schoolId, input, id);
    await checkLessonsKept(tx, actor, id, input);
    await tx
      .update(timetablePeriods)
      .set({ ...values(input), ...expectedVersion(input) })
      .where(and(eq(timetablePeriods.id, id), eq(timetablePeriods.schoolId, actor.schoolId)));
    await audit(tx, actor, { action: 'update', entity: 'timetable-period', ids: [id], detail: detail(input) });
  });
}

/**
 * A period with lessons in it, in any year, stays: those weeks would lose a row of their grid.
 * Its unavailable times go with it, as they name a time that no longer exists.
 */
export async function deletePeriod(db: DbOrTx, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSchool(tx, actor.schoolId);
    const [period] = await readRows(
      tx,
      periodLessonsRow,
      sql`select per.name, (select count(*)::int from timetable_entries e where e.school_id = per.school_id and e.period_id = per.id) as lessons
        from timetable_periods per where per.id = ${id} and per.school_id = ${actor.schoolId}`,
    );
    if (!period) throw notFound('Period');
    if (period.lessons > 0) throw new HttpError(409, `${lessonsCount(period.lessons)} timetabled in this period; move ${itOrThem(period.lessons)} first.`);
    await tx.delete(timetableUnavailability).where(and(eq(timetableUnavailability.schoolId, actor.schoolId), eq(timetableUnavailability.periodId, id)));
    await tx.delete(timetablePeriods).where(and(eq(timetablePeriods.id, id), eq(timetablePeriods.schoolId, actor.schoolId)));
    await audit(tx, actor, { action: 'delete', entity: 'timetable-period', ids: [id], detail: { name: period.name } });
  });
}
