import { WEEKDAY_NAMES, WEEKDAYS, weekdayNameOf, type Period, type Weekday } from '@contract';

/** The bell schedule as the day runs: by its order, then by the clock. */
export const inDayOrder = (periods: readonly Period[]): Period[] =>
  [...periods].sort((a, b) => a.sort_order - b.sort_order || a.start_time.localeCompare(b.start_time) || a.id - b.id);

export const lessonPeriods = (periods: readonly Period[]) => periods.filter((p) => p.kind === 'lesson');

/**
 * The weekdays the school teaches: every day some lesson period runs on, Monday first. A week
 * with only breaks set up yet still shows the days its breaks run on, so the grid is never empty.
 */
export function schoolWeekdays(periods: readonly Period[]): Weekday[] {
  const lessons = lessonPeriods(periods);
  const days = new Set((lessons.length ? lessons : periods).flatMap((p) => p.weekdays));
  return WEEKDAYS.filter((d) => days.has(d));
}

export const runsOn = (period: Period, day: Weekday) => period.weekdays.includes(day);

export const periodTimes = (period: Pick<Period, 'start_time' | 'end_time'>) => `${period.start_time}–${period.end_time}`;

/** "Period 3 · 09:40–10:20": how a period is named in pickers. */
export const periodLabel = (period: Period) => `${period.name} · ${periodTimes(period)}`;

/** "Tuesday, Period 3": one cell of the week, in words. */
export const cellName = (day: Weekday, period: Pick<Period, 'name'>) => `${WEEKDAY_NAMES[day]}, ${period.name}`;

/** "Mon–Fri", "Mon, Wed, Fri", "Mon–Thu, Sat": a period's weekdays, runs of three or more joined. */
export function weekdaysText(days: readonly Weekday[]): string {
  const sorted = WEEKDAYS.filter((d) => days.includes(d));
  const runs: Weekday[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1)! + 1 === day) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) => (run.length >= 3 ? [`${weekdayNameOf(run[0]!)}–${weekdayNameOf(run.at(-1)!)}`] : run.map((d) => weekdayNameOf(d))))
    .join(', ');
}

/** Minutes since midnight of an `HH:MM` time. */
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (total: number) => `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/**
 * What a new period starts from: after the last one of the day, as long as it, on its days.
 * Most bell schedules are typed top to bottom, so each period is mostly one click.
 */
export function nextPeriodDraft(periods: readonly Period[]) {
  const last = inDayOrder(periods).at(-1);
  if (!last) return { start_time: '08:00', end_time: '08:40', sort_order: 1, weekdays: [1, 2, 3, 4, 5] as Weekday[] };
  const length = Math.max(minutes(last.end_time) - minutes(last.start_time), 5);
  const start = minutes(last.end_time);
  return {
    start_time: last.end_time,
    end_time: start + length < 24 * 60 ? clock(start + length) : '',
    sort_order: Math.min(last.sort_order + 1, 99),
    weekdays: last.weekdays,
  };
}
