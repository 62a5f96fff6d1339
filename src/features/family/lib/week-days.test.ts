// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { WeekEntry, WeekPeriod } from '@/api/timetable-week';
import { openingDay, pluralDay, weekDays } from './week-days';

type Weekday = WeekPeriod['weekdays'][number];

const period = (id: number, start: string, kind: 'lesson' | 'break' = 'lesson', weekdays: Weekday[] = [1, 2, 3, 4, 5]): WeekPeriod => ({
  id, name: kind === 'break' ? 'Break' : `P${id}`, start_time: start, end_time: start.replace(':00', ':40'), kind, sort_order: id, weekdays,
});
const entry = (weekday: Weekday, periodId: number, subject: string): WeekEntry => ({
  id: weekday * 10 + periodId, weekday, period_id: periodId, section_id: 1, section_name: 'North', class_id: 1, class_name: 'Grade 1',
  subject_name: subject, teacher_id: 3, teacher_name: 'T. Teacher', room_name: 'Room 1',
});

describe("the week's day-by-day list", () => {
  const week = {
    school_days: [5, 1, 2, 3, 4] as Weekday[],
    // Given out of order: the list follows the bell schedule.
    periods: [period(3, '10:00'), period(1, '08:00'), period(2, '09:00', 'break'), period(4, '11:00', 'lesson', [1, 2, 3, 4])],
    entries: [entry(1, 1, 'Maths'), entry(1, 4, 'Art'), entry(2, 3, 'English'), entry(5, 1, 'Music')],
  };

  it('gives each school day its periods in order, with breaks and free periods, up to the last lesson', () => {
    const days = weekDays(week);
    expect(days.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5]);
    const monday = days[0]!;
    expect(monday.name).toBe('Monday');
    expect(monday.slots.map((s) => [s.period.id, s.entry?.subject_name ?? null])).toEqual([[1, 'Maths'], [2, null], [3, null], [4, 'Art']]);
    expect(monday.lessons).toBe(2);
    // Tuesday ends with English: the free period after it is left off.
    expect(days[1]!.slots.map((s) => s.period.id)).toEqual([1, 2, 3]);
    // Friday has no period 4 at all, and ends after its first lesson.
    expect(days[4]!.slots.map((s) => s.period.id)).toEqual([1]);
    // A day with no lessons has no rows.
    expect(days[2]!.slots).toEqual([]);
    expect(days[2]!.lessons).toBe(0);
  });

  it('opens on the chosen day, else today, else the next school day', () => {
    const days = weekDays(week);
    expect(openingDay(days, 3, 5)).toBe(5);
    expect(openingDay(days, 3, 6)).toBe(3); // Saturday is no school day: not a choice
    expect(openingDay(days, 3)).toBe(3);
    expect(openingDay(days, 6)).toBe(1); // Saturday opens on Monday
    expect(openingDay(days, 7)).toBe(1);
    expect(openingDay([], 3)).toBeNull();
    expect(openingDay(weekDays({ ...week, school_days: [2, 4] as Weekday[] }), 5)).toBe(2);
  });

  it('names a day with no lessons', () => {
    expect(pluralDay(6)).toBe('Saturdays');
  });
});
