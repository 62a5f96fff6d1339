import { and, eq } from 'drizzle-orm';
import { weekdayOf } from '@contract';
import { holidays } from '../../db/schema';
import { addDays } from '../../lib/days';
import type { DemoContext } from './types';

/** The demo school is in Nairobi: its money is in Kenyan shillings and its days are Nairobi's. */
export const DEMO_TIME_ZONE = 'Africa/Nairobi';
export const DEMO_CURRENCY = 'KES';

/** Today in the school's time zone, YYYY-MM-DD. */
export function schoolToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DEMO_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The last day of a YYYY-MM month. */
export function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m!, 0)).toISOString().slice(0, 10);
}

/** A school day's wall-clock time in Nairobi, as an instant (Nairobi is UTC+3 all year). */
export function atSchool(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+03:00`);
}

/** The half-term break of a year starting `yearStart`: a week, eight weeks in (seeded by the attendance area). */
export function halfTermBreak(yearStart: string): { start: string; end: string } {
  const start = addDays(yearStart, 7 * 8);
  return { start, end: addDays(start, 4) };
}

/** Monday to Friday, outside the school's holidays (seeded by the attendance area). */
export async function schoolDayTest(ctx: DemoContext): Promise<(day: string) => boolean> {
  const breaks = await ctx.tx
    .select({ start: holidays.startDate, end: holidays.endDate })
    .from(holidays)
    .where(and(eq(holidays.schoolId, ctx.schoolId)));
  return (day: string) => weekdayOf(day) <= 5 && !breaks.some((b) => day >= b.start && day <= b.end);
}

/** The `count` school days before `day` (not `day` itself), oldest first. */
export function schoolDaysBefore(isSchoolDay: (day: string) => boolean, day: string, count: number): string[] {
  const out: string[] = [];
  for (let d = addDays(day, -1); out.length < count; d = addDays(d, -1)) if (isSchoolDay(d)) out.unshift(d);
  return out;
}
