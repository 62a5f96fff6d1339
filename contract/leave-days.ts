import { weekdayOf } from './attendance';
import { addDays } from './calendar';

/**
 * How many days of leave a span is (issue 35, ADR 046), one rule for the server's balances,
 * payroll's unpaid days and cover, and the request form's count: each school day of the span
 * counts 1, weekends and holidays 0, and a half first or last day ½. Pure, so it is tested alone.
 */

export interface SchoolCalendar {
  /** ISO weekdays the school is open (1 Monday … 7 Sunday). */
  weekdays: readonly number[];
  /** Holidays, each day from `start` to `end` closed. */
  holidays: readonly { start: string; end: string }[];
}

export interface LeaveSpan {
  start_date: string;
  end_date: string;
  half_first_day: boolean;
  half_last_day: boolean;
}

/** A day of leave: whole, or the morning or afternoon of it. */
export interface LeaveDay {
  date: string;
  part: 1 | 0.5;
  /** For half a day, which half is off. */
  half: 'morning' | 'afternoon' | null;
}

const nextDay = (day: string) => addDays(day, 1);

export function isOpen(day: string, calendar: SchoolCalendar): boolean {
  return calendar.weekdays.includes(weekdayOf(day)) && !calendar.holidays.some((h) => day >= h.start && day <= h.end);
}

/**
 * The school days of a span, each with its share. A one-day span with either half flag is half
 * a day: the afternoon off with `half_first_day`, else the morning.
 */
export function leaveDays(span: LeaveSpan, calendar: SchoolCalendar): LeaveDay[] {
  const days: LeaveDay[] = [];
  for (let day = span.start_date; day <= span.end_date; day = nextDay(day)) {
    if (!isOpen(day, calendar)) continue;
    const first = day === span.start_date;
    const last = day === span.end_date;
    if (first && span.half_first_day) days.push({ date: day, part: 0.5, half: 'afternoon' });
    else if (last && span.half_last_day) days.push({ date: day, part: 0.5, half: 'morning' });
    else days.push({ date: day, part: 1, half: null });
  }
  return days;
}

/** The days of `days` from `from` to `to` (both counted; either open), added up. */
export function countDays(days: readonly LeaveDay[], from = '0000-01-01', to = '9999-12-31'): number {
  return days.filter((d) => d.date >= from && d.date <= to).reduce((sum, d) => sum + d.part, 0);
}

/** School days from `from` to `to`: a month's working days, which price a day of unpaid leave. */
export function schoolDaysBetween(from: string, to: string, calendar: SchoolCalendar): number {
  let count = 0;
  for (let day = from; day <= to; day = nextDay(day)) if (isOpen(day, calendar)) count += 1;
  return count;
}

/** "2 days", "1 day", "½ day", "2½ days". */
export function daysLabel(days: number): string {
  const whole = Math.floor(days);
  const half = days - whole >= 0.5 ? '½' : '';
  const figure = whole === 0 && half ? '½' : `${whole}${half}`;
  return `${figure} ${days === 1 || (whole === 0 && half) ? 'day' : 'days'}`;
}
