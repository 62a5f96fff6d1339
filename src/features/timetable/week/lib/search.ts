import * as v from 'valibot';
import type { WeekOf } from '@/api/timetable-week';
import { idKeys, oneOfKey } from '@/lib/search-keys';

export const WEEK_VIEWS = ['section', 'teacher', 'room'] as const;
export type WeekView = (typeof WEEK_VIEWS)[number];

/**
 * Timetables' address: the point of view and each view's choice, so a week can be bookmarked
 * or sent, and switching views and back keeps what was picked. A bad value falls back to
 * "not chosen".
 */
export const weekSearch = v.object({ by: oneOfKey(WEEK_VIEWS), ...idKeys('class_id', 'section_id', 'teacher_id', 'room_id') });
export type WeekSearch = v.InferOutput<typeof weekSearch>;

/**
 * The view the page shows: the address's, else the one whose id the address names, else the
 * user's own week when they have a staff record, else a section's.
 */
export function viewOf(search: WeekSearch, ownTeacherId: number | null | undefined): WeekView {
  if (search.by) return search.by;
  if (search.section_id !== undefined) return 'section';
  if (search.teacher_id !== undefined) return 'teacher';
  if (search.room_id !== undefined) return 'room';
  return ownTeacherId ? 'teacher' : 'section';
}

/** The id the address names for a view, or the user's own for a teacher's week. */
export function chosenIn(search: WeekSearch, by: WeekView, ownTeacherId: number | null | undefined): number | undefined {
  if (by === 'section') return search.section_id;
  if (by === 'room') return search.room_id;
  return search.teacher_id ?? ownTeacherId ?? undefined;
}

/** The week query's argument for a view and its chosen id, or none while nothing is chosen. */
export function weekOf(by: WeekView, chosen: number | undefined): WeekOf | undefined {
  if (chosen === undefined) return undefined;
  if (by === 'section') return { section_id: chosen };
  if (by === 'teacher') return { teacher_id: chosen };
  return { room_id: chosen };
}

/** The address of another week, for the links in a week's cells. */
export function weekHref(search: WeekSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined) params.set(key, String(value));
  return `#/timetable/list?${params.toString()}`;
}
