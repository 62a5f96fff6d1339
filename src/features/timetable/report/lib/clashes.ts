import { WEEKDAY_NAMES, type Clash, type ClashKind, type Period, type Weekday } from '@contract';

/** Each kind of clash as a heading, in the order a head teacher fixes them. */
export const CLASH_KIND_LABELS: Record<ClashKind, string> = {
  section: 'Section double-booked',
  teacher: 'Teacher double-booked',
  room: 'Room double-booked',
  'teacher-unavailable': 'Teacher not available',
  'room-unavailable': 'Room not available',
  'not-a-lesson': 'Not in a lesson period',
};
const KIND_ORDER = Object.keys(CLASH_KIND_LABELS) as ClashKind[];

export interface ClashGroup {
  kind: ClashKind;
  label: string;
  clashes: Clash[];
}

/**
 * The clashes by kind, and within a kind by cell: day, then the period's place in the bell
 * schedule (a period the schedule no longer has goes last).
 */
export function groupClashes(clashes: readonly Clash[], periods: readonly Pick<Period, 'id' | 'sort_order' | 'start_time'>[] | undefined): ClashGroup[] {
  const place = new Map([...(periods ?? [])].sort((a, b) => a.sort_order - b.sort_order || a.start_time.localeCompare(b.start_time)).map((p, i) => [p.id, i]));
  const rank = (c: Clash) => place.get(c.period_id) ?? Number.MAX_SAFE_INTEGER;
  return KIND_ORDER.map((kind) => ({
    kind,
    label: CLASH_KIND_LABELS[kind],
    clashes: clashes.filter((c) => c.kind === kind).sort((a, b) => a.weekday - b.weekday || rank(a) - rank(b) || a.period_id - b.period_id),
  })).filter((g) => g.clashes.length > 0);
}

/** "Tuesday, Period 3 (09:20–10:00)", or the day alone when the period is not known here. */
export function cellName(weekday: Weekday, periodId: number, periods: readonly Pick<Period, 'id' | 'name' | 'start_time' | 'end_time'>[] | undefined): string {
  const period = periods?.find((p) => p.id === periodId);
  return period ? `${WEEKDAY_NAMES[weekday]}, ${period.name} (${period.start_time}–${period.end_time})` : WEEKDAY_NAMES[weekday];
}
