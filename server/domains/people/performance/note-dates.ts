import { and, asc, eq, sql } from 'drizzle-orm';
import type { NoteDatePeriod } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { academicYears, enrolments } from '../../../db/schema';
import { unprocessable } from '../../../lib/errors';

/**
 * The days a performance note about a student may carry: the days the student was enrolled.
 * A note dated outside every enrolment belongs to no class, so the list (by class) and the
 * report could only disagree about it; refusing it at the door keeps them one.
 *
 * An enrolment runs from `enrolled_on` to `ended_on` (a transfer or a section move), or to the
 * end of its academic year while it is open or decided for the year's end (ADR 018).
 */

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Periods sorted by start, joined where they overlap or touch (a move's next day, next year's first). */
export function mergePeriods(periods: NoteDatePeriod[]): NoteDatePeriod[] {
  const merged: NoteDatePeriod[] = [];
  for (const p of [...periods].sort((a, b) => a.start.localeCompare(b.start))) {
    const last = merged.at(-1);
    if (last && p.start <= nextDay(last.end)) last.end = p.end > last.end ? p.end : last.end;
    else merged.push({ ...p });
  }
  return merged;
}

/** The student's enrolments as merged date periods, earliest first. */
export async function enrolmentPeriods(db: DbOrTx, schoolId: number, studentId: number): Promise<NoteDatePeriod[]> {
  const rows = await db
    .select({ start: enrolments.enrolledOn, end: sql<string>`to_char(coalesce(${enrolments.endedOn}, ${academicYears.endDate}), 'YYYY-MM-DD')` })
    .from(enrolments)
    .innerJoin(academicYears, eq(academicYears.id, enrolments.academicYearId))
    .where(and(eq(enrolments.schoolId, schoolId), eq(enrolments.studentId, studentId)))
    .orderBy(asc(enrolments.enrolledOn));
  return mergePeriods(rows.filter((r) => r.start <= r.end));
}

export const periodsText = (periods: NoteDatePeriod[]) => periods.map((p) => `${p.start} to ${p.end}`).join(' or ');

/** 422 unless `date` falls within one of the student's enrolments. */
export async function requireDateInEnrolment(db: DbOrTx, schoolId: number, studentId: number, date: string) {
  const periods = await enrolmentPeriods(db, schoolId, studentId);
  if (!periods.length) throw unprocessable('student_id', 'The student has no enrolment, so a note about them cannot be dated.');
  if (!periods.some((p) => p.start <= date && date <= p.end)) {
    throw unprocessable('date', `The date must fall within the student's enrolment (${periodsText(periods)}).`);
  }
}
