import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { readRows, type DbOrTx } from '../../../db/client';
import { day } from '../../../db/row-fields';
import { enrolments } from '../../../db/schema';

/**
 * Which enrolment holds a student's seat on a given day (ADR 018), written once for every
 * count, capacity check, roster and transfer.
 *
 * A promotion decides each student's outcome for the END of the year: the enrolment keeps that
 * outcome and `ended_on` = the last day of its year, and stays in force until then. A transfer
 * or a section move ends the enrolment when it is recorded, as it always did.
 */
export const YEAR_END_OUTCOMES = ['promoted', 'repeated', 'graduated'] as const;

/** Today in the school's time zone, as an SQL date ("today" is the school's, never the server's). */
export const schoolTodaySql = (user: { timeZone: string }): SQL => sql`(timezone(${user.timeZone}, now()))::date`;

/** The same for SQL that has the school's id in a column but no session at hand (a shared column list). */
export const schoolTodayOf = (schoolId: AnyColumn | SQL): SQL =>
  sql`(timezone((select sch.time_zone from schools sch where sch.id = ${schoolId}), now()))::date`;

/** Today in the school's time zone, YYYY-MM-DD, read from the database so it agrees with `schoolTodaySql`. */
export async function schoolToday(db: DbOrTx, user: { timeZone: string }): Promise<string> {
  const [row] = await readRows(db, v.object({ day }), sql`select to_char(${schoolTodaySql(user)}, 'YYYY-MM-DD') as day`);
  return row!.day;
}

interface EnrolmentColumns {
  outcome: AnyColumn | SQL;
  endedOn: AnyColumn | SQL;
}

const decidedAhead = sql.raw(YEAR_END_OUTCOMES.map((o) => `'${o}'`).join(', '));

/**
 * The enrolment is in force on `day`: still open, or decided for the year end and not yet past
 * that end. `columns` defaults to the `enrolments` table; raw SQL passes its alias with `enrolmentAlias`.
 */
export function enrolmentInForce(day: SQL | string, columns: EnrolmentColumns = enrolments): SQL {
  return sql`(${columns.outcome} is null or (${columns.outcome} in (${decidedAhead}) and ${columns.endedOn} >= ${day}::date))`;
}

/** The columns of an enrolments alias in hand-written SQL (`from enrolments e` → `enrolmentAlias('e')`). */
export function enrolmentAlias(alias: string): EnrolmentColumns {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`enrolmentAlias: bad alias ${alias}`);
  return { outcome: sql.raw(`${alias}.outcome`), endedOn: sql.raw(`${alias}.ended_on`) };
}

/**
 * The enrolment seated its student in its section on `day` (a past day, unlike `enrolmentInForce`):
 * begun by then, and not ended before it. A transfer or a move ends an enrolment on the day it
 * takes effect, so that day belongs to the new section; a year-end outcome keeps its last day.
 */
export function enrolledOnDay(alias: string, day: SQL): SQL {
  const e = enrolmentAlias(alias);
  const started = sql.raw(`${alias}.enrolled_on`);
  return sql`(${started} <= ${day} and (${e.endedOn} is null or ${e.endedOn} > ${day}
    or (${e.outcome} in (${decidedAhead}) and ${e.endedOn} >= ${day})))`;
}
