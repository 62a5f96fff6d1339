import { monthNameOf } from '@contract';
import { formatDate } from '@/lib/format-date';

/** A report's period: both ends included, YYYY-MM-DD. */
export interface DateRange {
  from: string;
  to: string;
}

export interface RangePreset extends DateRange {
  id: 'this-month' | 'last-month' | 'this-term' | 'this-year';
  label: string;
}

export interface DayPreset {
  id: 'today' | 'end-last-month' | 'end-last-term' | 'end-last-year';
  label: string;
  on: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
/** Month is 1-12; day 0 of the next month is this month's last day. */
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const partsOf = (day: string) => day.split('-').map(Number) as [number, number, number];

/**
 * Terms are taken as four-month thirds of the calendar year (Jan–Apr, May–Aug, Sep–Dec): close
 * to the three-term year most schools keep, and named with their months so nobody mistakes
 * them for the school's exact term dates.
 */
export function termOf(month: number): { start: number; end: number; label: string } {
  const start = month - ((month - 1) % 4);
  return { start, end: start + 3, label: `${monthNameOf(start, true)}–${monthNameOf(start + 3, true)}` };
}

/** The dialog's quick choices, counted from `today` (the school's today). */
export function rangePresets(today: string): RangePreset[] {
  const [year, month] = partsOf(today);
  const prevYear = month === 1 ? year - 1 : year;
  const prevMonth = month === 1 ? 12 : month - 1;
  const term = termOf(month);
  return [
    { id: 'this-month', label: 'This month', from: iso(year, month, 1), to: today },
    { id: 'last-month', label: 'Last month', from: iso(prevYear, prevMonth, 1), to: iso(prevYear, prevMonth, lastDay(prevYear, prevMonth)) },
    { id: 'this-term', label: `This term (${term.label})`, from: iso(year, term.start, 1), to: today },
    { id: 'this-year', label: 'This year', from: iso(year, 1, 1), to: today },
  ];
}

/** The balance sheet's quick dates. */
export function dayPresets(today: string): DayPreset[] {
  const [year, month] = partsOf(today);
  const prevYear = month === 1 ? year - 1 : year;
  const prevMonth = month === 1 ? 12 : month - 1;
  const term = termOf(month);
  const termEndYear = term.start === 1 ? year - 1 : year;
  const termEndMonth = term.start === 1 ? 12 : term.start - 1;
  return [
    { id: 'today', label: 'Today', on: today },
    { id: 'end-last-month', label: 'End of last month', on: iso(prevYear, prevMonth, lastDay(prevYear, prevMonth)) },
    { id: 'end-last-term', label: 'End of last term', on: iso(termEndYear, termEndMonth, lastDay(termEndYear, termEndMonth)) },
    { id: 'end-last-year', label: 'End of last year', on: iso(year - 1, 12, 31) },
  ];
}

/** What the server takes when the address names no range: this month to today. */
export function defaultRange(today: string): DateRange {
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** The range a page asks for: the address's ends, the missing ones from this month. */
export function effectiveRange(search: { from?: string; to?: string }, today: string): DateRange {
  const fallback = defaultRange(today);
  const from = search.from ?? (search.to && search.to < fallback.from ? `${search.to.slice(0, 8)}01` : fallback.from);
  const to = search.to ?? (from > today ? from : today);
  // Typed backwards in the address: read it the right way round rather than fail the page.
  return from <= to ? { from, to } : { from: to, to: from };
}

/** "1 Nov 2026 – 23 Nov 2026", or the preset's name before it when the range is one. */
export function rangeLabel(range: DateRange, today?: string): string {
  const days = range.from === range.to ? formatDate(range.from) : `${formatDate(range.from)} – ${formatDate(range.to)}`;
  const preset = today ? rangePresets(today).find((p) => p.from === range.from && p.to === range.to) : undefined;
  return preset ? `${preset.label}: ${days}` : days;
}
