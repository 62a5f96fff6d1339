import { addMonths, monthLabel } from '@contract';
import type { MonthRange } from '@/api/payroll-reports';

export type { MonthRange };

/** Every month from `from` to `to`, both included (at most ten years, so a typed range cannot hang the page). */
export function monthsBetween(range: MonthRange): string[] {
  const months: string[] = [];
  for (let m = range.from; m <= range.to && months.length < 120; m = addMonths(m, 1)) months.push(m);
  return months;
}

export interface MonthPreset extends MonthRange {
  id: 'this-year' | 'last-12' | 'last-year' | 'this-month' | 'last-month';
  label: string;
}

/** The filter's quick choices, counted from the school's today. */
export function monthPresets(today: string): MonthPreset[] {
  const month = today.slice(0, 7);
  const year = Number(today.slice(0, 4));
  const last = addMonths(month, -1);
  return [
    { id: 'this-year', label: 'This year', from: `${year}-01`, to: month },
    { id: 'last-12', label: 'Last 12 months', from: addMonths(month, -11), to: month },
    { id: 'last-year', label: 'Last year', from: `${year - 1}-01`, to: `${year - 1}-12` },
    { id: 'this-month', label: 'This month', from: month, to: month },
    { id: 'last-month', label: 'Last month', from: last, to: last },
  ];
}

/** What a report shows when the address names no range: January of this year to this month. */
export function defaultMonthRange(today: string): MonthRange {
  return { from: `${today.slice(0, 4)}-01`, to: today.slice(0, 7) };
}

/** The range a page asks for: the address's ends, a missing one from the default, typed backwards read the right way round. */
export function effectiveMonthRange(search: { from?: string; to?: string }, today: string): MonthRange {
  const fallback = defaultMonthRange(today);
  const from = search.from ?? (search.to && search.to < fallback.from ? `${search.to.slice(0, 4)}-01` : fallback.from);
  const to = search.to ?? (from > fallback.to ? from : fallback.to);
  return from <= to ? { from, to } : { from: to, to: from };
}

/** "Jan 2026 – Nov 2026", with the preset's name before it when the range is one. */
export function monthRangeLabel(range: MonthRange, today?: string): string {
  const months = range.from === range.to ? monthLabel(range.from, true) : `${monthLabel(range.from, true)} – ${monthLabel(range.to, true)}`;
  const preset = today ? monthPresets(today).find((p) => p.from === range.from && p.to === range.to) : undefined;
  return preset ? `${preset.label}: ${months}` : months;
}
