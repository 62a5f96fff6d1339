import * as v from 'valibot';
import { isoDate, weekdayNameOf, weekdayOf, type CoverLesson } from '@contract';
import { formatDate } from '@/lib/format-date';

/** `#/timetable/cover?date=`: a malformed day falls back to none (today). */
export const coverSearch = v.object({ date: v.fallback(v.optional(isoDate), undefined) });
export type CoverSearch = v.InferOutput<typeof coverSearch>;


/** "Wednesday 25 Nov 2026": the day a cover list and its sheet are of. */
export const longDay = (day: string) => `${weekdayNameOf(weekdayOf(day), true)} ${formatDate(day)}`;

export const classLabel = (lesson: Pick<CoverLesson, 'class_name' | 'section_name'>) => `${lesson.class_name} ${lesson.section_name}`;

export const timeSpan = (lesson: Pick<CoverLesson, 'start_time' | 'end_time'>) => `${lesson.start_time}–${lesson.end_time}`;

/** A period of the day and the lessons in it that need cover. */
export interface PeriodGroup {
  period_id: number;
  period_name: string;
  start_time: string;
  end_time: string;
  lessons: CoverLesson[];
}

/** The day's lessons by period, in the order of the day, each period's classes by name. */
export function byPeriod(lessons: readonly CoverLesson[]): PeriodGroup[] {
  const groups = new Map<number, PeriodGroup>();
  for (const l of lessons) {
    const group = groups.get(l.period_id) ?? { period_id: l.period_id, period_name: l.period_name, start_time: l.start_time, end_time: l.end_time, lessons: [] };
    group.lessons.push(l);
    groups.set(l.period_id, group);
  }
  const sorted = [...groups.values()].sort((a, b) => a.start_time.localeCompare(b.start_time) || a.period_name.localeCompare(b.period_name));
  for (const g of sorted) g.lessons.sort((a, b) => classLabel(a).localeCompare(classLabel(b), undefined, { numeric: true }));
  return sorted;
}

/** "1 lesson", "3 lessons". */
export const lessonCount = (n: number) => `${n} lesson${n === 1 ? '' : 's'}`;

/** How much cover a teacher has given: "2 covers this year", "No covers yet this year". */
export const coversLine = (covers: number) => (covers === 0 ? 'No covers yet this year' : `${covers} cover${covers === 1 ? '' : 's'} this year`);
