import { MONTH_SHORT_NAMES, WEEKDAY_SHORT_NAMES, type FamilyAttendance } from '@contract';

export type CalendarDay = FamilyAttendance['days'][number];
export type DayMark = NonNullable<CalendarDay['mark']>;

/** How a mark reads: each tone has a colour AND the code's own letters, never colour alone. */
export type MarkTone = 'present' | 'late' | 'absent' | 'excused';

/** A mark's tone: absent and excused by how the code counts; late by the server's list of late days, or the built-in L. */
export function toneOf(mark: DayMark, late = false): MarkTone {
  if (mark.counts === 'absent') return 'absent';
  if (mark.counts === 'excused') return 'excused';
  return late || mark.code.toUpperCase() === 'L' ? 'late' : 'present';
}

export interface CalendarCell {
  date: string;
  /** Day of the month. */
  day: number;
  open: boolean;
  reason: string | null;
  mark: DayMark | null;
  tone: MarkTone | null;
  today: boolean;
  /** After today: no mark is expected yet. */
  future: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const parts = (month: string) => month.split('-').map(Number) as [number, number];

/** "2026-11" moved by `delta` months: shiftMonth('2026-01', -1) is '2025-12'. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = parts(month);
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** ISO weekday (1 Monday … 7 Sunday) of a YYYY-MM-DD day. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const sunday0 = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return sunday0 === 0 ? 7 : sunday0;
}

/** "Tue 3 Nov": a day as a list and a screen reader name it. */
export function shortDay(date: string): string {
  const [, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAY_SHORT_NAMES[weekdayOf(date) - 1]} ${d} ${MONTH_SHORT_NAMES[m - 1]}`;
}

/**
 * A month as calendar rows, Monday first: each row seven cells, null before the 1st and after
 * the last day. A day the answer does not name reads as closed with no reason.
 */
export function monthWeeks(month: string, days: readonly CalendarDay[], today: string, lateDays: readonly string[] = []): (CalendarCell | null)[][] {
  const [y, m] = parts(month);
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const byDate = new Map(days.map((d) => [d.date, d]));
  const late = new Set(lateDays);
  const cells: (CalendarCell | null)[] = Array.from({ length: weekdayOf(`${month}-01`) - 1 }, () => null);
  for (let day = 1; day <= count; day++) {
    const date = `${month}-${pad(day)}`;
    const known = byDate.get(date);
    const mark = known?.mark ?? null;
    cells.push({
      date,
      day,
      open: known?.open ?? false,
      reason: known?.reason ?? null,
      mark,
      tone: mark ? toneOf(mark, late.has(date)) : null,
      today: date === today,
      future: date > today,
    });
  }
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** What a day says in words (for the cell's accessible name and the legend): "Tue 3 Nov: Absent, sick". */
export function cellText(cell: CalendarCell): string {
  const what = cell.mark
    ? [cell.mark.name, cell.mark.note].filter(Boolean).join(', ')
    : !cell.open
      ? `No school${cell.reason ? ` (${cell.reason})` : ''}`
      : cell.future
        ? 'School day'
        : 'Register not taken';
  return `${shortDay(cell.date)}: ${what}`;
}
