import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { academicYears } from '../../../db/schema';
import { notFound, unprocessable } from '../../../lib/errors';
import { dayName } from '../../../lib/days';

/** A year of leave: the school's academic year (there are no terms in the schema). */
export interface LeaveYear {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
}

const yearColumns = { id: academicYears.id, name: academicYears.name, start_date: academicYears.startDate, end_date: academicYears.endDate };

/** The year a balance or report asks for: the one named (404 for another school's), else the active one. */
export async function leaveYear(db: DbOrTx, schoolId: number, id: number | undefined): Promise<LeaveYear> {
  const [year] = await db
    .select(yearColumns)
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, schoolId), id ? eq(academicYears.id, id) : eq(academicYears.active, true)));
  if (!year) throw notFound('Academic year');
  return year;
}

/** The school's years up to and including `year`, oldest first: what carries over into it. */
export function yearsUpTo(db: DbOrTx, schoolId: number, year: LeaveYear): Promise<LeaveYear[]> {
  return db
    .select(yearColumns)
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, schoolId), lte(academicYears.startDate, year.start_date)))
    .orderBy(asc(academicYears.startDate), asc(academicYears.id));
}

/**
 * The academic year that holds the whole of `start`..`end`: a request belongs to one year, so its
 * days count against one year's balance. 422 at start_date otherwise, saying the year's dates.
 */
export async function yearHolding(db: DbOrTx, schoolId: number, start: string, end: string): Promise<LeaveYear> {
  const years = await db
    .select(yearColumns)
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, schoolId), lte(academicYears.startDate, end), gte(academicYears.endDate, start)))
    .orderBy(asc(academicYears.startDate));
  const holding = years.find((y) => y.start_date <= start && y.end_date >= end);
  if (holding) return holding;
  const first = years[0];
  if (!first) throw unprocessable('start_date', `No academic year of the school holds ${dayName(start)}: leave is taken within an academic year.`);
  throw unprocessable(
    'start_date',
    `Leave must fall within one academic year: ${first.name} runs from ${dayName(first.start_date)} to ${dayName(first.end_date)}. Ask for the days in each year separately.`,
  );
}
