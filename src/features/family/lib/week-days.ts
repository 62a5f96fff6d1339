import { WEEKDAY_LONG_NAMES } from '@contract';
import type { SavedWeek, WeekEntry, WeekPeriod } from '@/api/timetable-week';

/** One row of a day: a period with its lesson, a break, or a free period (a lesson period with nothing in it). */
export interface DaySlot {
  period: WeekPeriod;
  entry: WeekEntry | null;
}

export interface WeekDay {
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
  name: string;
  slots: DaySlot[];
  lessons: number;
}

const byClock = (a: WeekPeriod, b: WeekPeriod) => a.sort_order - b.sort_order || a.start_time.localeCompare(b.start_time);

/**
 * A section's week as a phone shows it: one list per school day, in the bell schedule's order,
 * each period that runs that day with its lesson. Free periods at the day's end are left off
 * (the school day ends with the last lesson); breaks between lessons stay.
 */
export function weekDays(week: Pick<SavedWeek, 'school_days' | 'periods' | 'entries'>): WeekDay[] {
  const periods = [...week.periods].sort(byClock);
  return [...week.school_days]
    .sort((a, b) => a - b)
    .map((weekday) => {
      const slots = periods
        .filter((p) => p.weekdays.includes(weekday))
        .map((period) => ({ period, entry: week.entries.find((e) => e.weekday === weekday && e.period_id === period.id) ?? null }));
      const last = slots.findLastIndex((s) => s.entry);
      const kept = slots.slice(0, last + 1);
      return { weekday, name: WEEKDAY_LONG_NAMES[weekday - 1] ?? '', slots: kept, lessons: kept.filter((s) => s.entry).length };
    });
}

/**
 * The day the page opens on: the chosen one when it is a school day, else today when it is,
 * else the next school day after today (a Saturday opens on Monday).
 */
export function openingDay(days: readonly WeekDay[], today: number, chosen?: number): number | null {
  if (!days.length) return null;
  const has = (d: number | undefined) => d !== undefined && days.some((x) => x.weekday === d);
  if (has(chosen)) return chosen!;
  if (has(today)) return today;
  for (let step = 1; step <= 7; step++) {
    const next = ((today - 1 + step) % 7) + 1;
    if (has(next)) return next;
  }
  return days[0]!.weekday;
}

/** "Saturdays": what a closed day is called in "No lessons on Saturdays". */
export const pluralDay = (weekday: number) => `${WEEKDAY_LONG_NAMES[weekday - 1] ?? 'that day'}s`;
