import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { ApiIssue, HolidayInput } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { academicYears, attendanceSheets, holidays } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { dayName } from '../../../lib/days';
import { conflict, notFound, unprocessable, unprocessableAll } from '../../../lib/errors';
import { expectedVersion, lockSchool } from '../../../lib/rows';

async function yearOf(tx: DbOrTx, schoolId: number, yearId: number) {
  const [year] = await tx
    .select({ name: academicYears.name, start: academicYears.startDate, end: academicYears.endDate })
    .from(academicYears)
    .where(and(eq(academicYears.id, yearId), eq(academicYears.schoolId, schoolId)));
  if (!year) throw unprocessable('academic_year_id', 'Choose an academic year of this school.');
  return year;
}

/**
 * A holiday closes days of one academic year, never one another holiday already closes, and
 * never a day a register was taken on: that register's marks would then count on a closed day.
 * `self` is the holiday being edited, which may overlap what it was.
 */
async function checkHoliday(tx: DbOrTx, schoolId: number, input: HolidayInput, self?: number) {
  const year = await yearOf(tx, schoolId, input.academic_year_id);
  const within = `A holiday of ${year.name} falls between ${dayName(year.start)} and ${dayName(year.end)}.`;
  const outside: ApiIssue[] = [];
  if (input.start_date < year.start || input.start_date > year.end) outside.push({ path: 'start_date', message: within });
  if (input.end_date > year.end || input.end_date < year.start) outside.push({ path: 'end_date', message: within });
  if (outside.length) throw unprocessableAll(outside);

  const [other] = await tx
    .select({ name: holidays.name, start: holidays.startDate, end: holidays.endDate })
    .from(holidays)
    .where(and(eq(holidays.schoolId, schoolId), lte(holidays.startDate, input.end_date), gte(holidays.endDate, input.start_date), self ? ne(holidays.id, self) : undefined))
    .orderBy(asc(holidays.startDate))
    .limit(1);
  if (other) throw conflict('start_date', `It overlaps ${other.name} (${dayName(other.start)} to ${dayName(other.end)}).`);

  const [taken] = await tx
    .select({
      first: sql<string | null>`to_char(min(${attendanceSheets.date}), 'YYYY-MM-DD')`,
      days: sql<number>`count(distinct ${attendanceSheets.date})`.mapWith(Number),
    })
    .from(attendanceSheets)
    .where(and(eq(attendanceSheets.schoolId, schoolId), gte(attendanceSheets.date, input.start_date), lte(attendanceSheets.date, input.end_date)));
  if (taken?.first) {
    const more = taken.days - 1;
    const others = more > 0 ? ` and ${more} other ${more === 1 ? 'day' : 'days'} in these dates` : '';
    throw unprocessable('start_date', `Registers have been taken on ${dayName(taken.first)}${others}; a holiday cannot close a day that has registers.`);
  }
}

const values = (input: HolidayInput) => ({ academicYearId: input.academic_year_id, name: input.name, startDate: input.start_date, endDate: input.end_date });
const detail = (input: HolidayInput) => ({ name: input.name, start_date: input.start_date, end_date: input.end_date });

export async function createHoliday(db: DbOrTx, actor: Actor, input: HolidayInput): Promise<number> {
  return db.transaction(async (tx) => {
    // Two holidays saved at once must each see the other before checking for an overlap.
    await lockSchool(tx, actor.schoolId);
    await checkHoliday(tx, actor.schoolId, input);
    const [row] = await tx
      .insert(holidays)
      .values({ schoolId: actor.schoolId, ...values(input) })
      .returning({ id: holidays.id });
    await audit(tx, actor, { action: 'create', entity: 'holiday', ids: [row!.id], detail: detail(input) });
    return row!.id;
  });
}

export async function updateHoliday(db: DbOrTx, actor: Actor, id: number, input: HolidayInput): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSchool(tx, actor.schoolId);
    const [saved] = await tx.select({ id: holidays.id }).from(holidays).where(and(eq(holidays.id, id), eq(holidays.schoolId, actor.schoolId)));
    if (!saved) throw notFound('Holiday');
    await checkHoliday(tx, actor.schoolId, input, id);
    await tx
      .update(holidays)
      .set({ ...values(input), ...expectedVersion(input) })
      .where(and(eq(holidays.id, id), eq(holidays.schoolId, actor.schoolId)));
    await audit(tx, actor, { action: 'update', entity: 'holiday', ids: [id], detail: detail(input) });
  });
}

/** The days it closed become school days again (on the school's weekdays). */
export async function deleteHoliday(db: DbOrTx, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(holidays)
      .where(and(eq(holidays.id, id), eq(holidays.schoolId, actor.schoolId)))
      .returning({ name: holidays.name, start: holidays.startDate, end: holidays.endDate });
    if (!gone) throw notFound('Holiday');
    await audit(tx, actor, { action: 'delete', entity: 'holiday', ids: [id], detail: { name: gone.name, start_date: gone.start, end_date: gone.end } });
  });
}
