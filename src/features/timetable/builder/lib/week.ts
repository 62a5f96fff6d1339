import type { Period, ProposedLesson, Section, TimetableEntry, Unavailability, Weekday } from '@contract';
import { inDayOrder, lessonPeriods, runsOn, schoolWeekdays } from '../../setup/lib/periods';
import { entryClashes, indexWeek, slotKey, type LiveClash, type WeekIndex } from './clashes';
import type { BuilderNames } from './names';

/** Everything the builder shows of one section's week, and what it checks placements against. */
export interface BuilderWeek {
  section: Section;
  /** "Grade 7 North". */
  sectionName: string;
  /** In the order of the day, breaks included. */
  periods: Period[];
  days: Weekday[];
  /** This section's lessons. */
  lessons: TimetableEntry[];
  index: WeekIndex;
  names: BuilderNames;
}

export const sectionLabel = (s: Pick<Section, 'class_name' | 'name'>) => `${s.class_name} ${s.name}`;

export function builderWeek(section: Section, periods: readonly Period[], entries: readonly TimetableEntry[], unavailable: readonly Unavailability[], names: BuilderNames): BuilderWeek {
  const ordered = inDayOrder(periods);
  return {
    section,
    sectionName: sectionLabel(section),
    periods: ordered,
    days: schoolWeekdays(ordered),
    lessons: entries.filter((e) => e.section_id === section.id),
    index: indexWeek(entries, unavailable, ordered),
    names,
  };
}

/** The section's lesson in a cell, if any. */
export const lessonAt = (week: BuilderWeek, day: Weekday, periodId: number) => week.index.section.get(slotKey(week.section.id, day, periodId));

/** The cells a lesson can go in: lesson periods on the days they run. */
export function lessonCells(week: Pick<BuilderWeek, 'periods' | 'days'>): { day: Weekday; period: Period }[] {
  return lessonPeriods(week.periods).flatMap((period) => week.days.filter((day) => runsOn(period, day)).map((day) => ({ day, period })));
}

/** Lessons of each subject in the section's week, by subject id. */
export function placedBySubject(lessons: readonly Pick<TimetableEntry, 'subject_id'>[]): Map<number, number> {
  const placed = new Map<number, number>();
  for (const l of lessons) placed.set(l.subject_id, (placed.get(l.subject_id) ?? 0) + 1);
  return placed;
}

/** Every clash the section's week holds, lesson by lesson. */
export function weekClashes(week: BuilderWeek): { entry: TimetableEntry; clashes: LiveClash[] }[] {
  return week.lessons.map((entry) => ({ entry, clashes: entryClashes(week.index, entry, week.names) })).filter((c) => c.clashes.length > 0);
}

/**
 * The week a proposal would make, as lessons the grid can show: the section's locked lessons
 * stay, the proposal's fill the rest. Ids are negative: nothing proposed exists yet.
 */
export function proposedWeek(week: BuilderWeek, proposal: readonly ProposedLesson[]): TimetableEntry[] {
  const locked = week.lessons.filter((l) => l.locked);
  const taken = new Set(locked.map((l) => slotKey(l.section_id, l.weekday, l.period_id)));
  const proposed = proposal
    .filter((p) => p.section_id === week.section.id && !taken.has(slotKey(p.section_id, p.weekday, p.period_id)))
    .map(
      (p, i): TimetableEntry => ({
        ...p,
        id: -(i + 1),
        version: 0,
        academic_year_id: week.section.academic_year_id,
        section_name: week.section.name,
        class_id: week.section.class_id,
        class_name: week.section.class_name,
        subject_name: week.names.subject(p.subject_id),
        teacher_name: p.teacher_id === null ? null : week.names.teacher(p.teacher_id),
        room_name: p.room_id === null ? null : week.names.room(p.room_id),
        locked: false,
      }),
    );
  return [...locked, ...proposed];
}
