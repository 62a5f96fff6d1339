import type { CoverWeek, Period, TimetableEntry, TimetableWeek, Weekday } from '@contract';

/** What the timetable page tests share: a bell schedule and the weeks of one section, teacher and room. Imported by tests only. */
const period = (id: number, name: string, start_time: string, end_time: string, sort_order: number, kind: Period['kind'] = 'lesson', weekdays: Weekday[] = [1, 2, 3, 4, 5]): Period => ({
  id, version: 1, name, start_time, end_time, kind, sort_order, weekdays,
});

/** Period 2 does not run on Fridays; the break is in the middle of the morning. */
export const PERIODS: Period[] = [
  period(12, 'Period 2', '08:45', '09:25', 3, 'lesson', [1, 2, 3, 4]),
  period(11, 'Period 1', '08:00', '08:40', 1),
  period(13, 'Break', '08:40', '08:45', 2, 'break'),
];

const entry = (id: number, weekday: Weekday, period_id: number, subject_name: string, teacher: [number, string] | null, room_name: string | null, section: [number, string] = [9, 'North']): TimetableEntry => ({
  id, version: 3, academic_year_id: 1, section_id: section[0], section_name: section[1], class_id: 4, class_name: 'Grade 7',
  weekday, period_id, subject_id: 100 + id, subject_name, teacher_id: teacher?.[0] ?? null, teacher_name: teacher?.[1] ?? null,
  room_id: room_name ? 40 : null, room_name, locked: false,
});

const OTIENO: [number, string] = [21, 'Mr Otieno'];
const WANJIKU: [number, string] = [22, 'Ms Wanjiku'];

export const SECTION_WEEK: TimetableWeek = {
  of: { kind: 'section', id: 9, name: 'Grade 7 North' },
  academic_year: { id: 1, name: '2026/2027' },
  school_days: [5, 1, 2, 3, 4],
  periods: PERIODS,
  entries: [entry(1, 1, 11, 'Mathematics', OTIENO, 'Room 4'), entry(2, 3, 12, 'English', WANJIKU, null), entry(3, 5, 11, 'Art', null, 'Studio')],
  lessons: 3,
};

export const TEACHER_WEEK: TimetableWeek = {
  of: { kind: 'teacher', id: 21, name: 'Mr Otieno' },
  academic_year: { id: 1, name: '2026/2027' },
  school_days: [1, 2, 3, 4, 5],
  periods: PERIODS,
  entries: [entry(1, 1, 11, 'Mathematics', OTIENO, 'Room 4'), entry(4, 2, 12, 'Mathematics', OTIENO, 'Room 4', [10, 'South'])],
  lessons: 2,
};

export const ROOM_WEEK: TimetableWeek = {
  of: { kind: 'room', id: 40, name: 'Room 4' },
  academic_year: { id: 1, name: '2026/2027' },
  school_days: [1, 2, 3, 4, 5],
  periods: PERIODS,
  entries: [entry(1, 1, 11, 'Mathematics', OTIENO, 'Room 4')],
  lessons: 1,
};

export const CLASSES = [
  { id: 4, version: 1, name: 'Grade 7', sort_order: 7, next_class_id: null, next_class_name: null, monthly_fee: 0, status: 'Active', sections: 2 },
  { id: 5, version: 1, name: 'Grade 8', sort_order: 8, next_class_id: null, next_class_name: null, monthly_fee: 0, status: 'Active', sections: 0 },
];
const section = (id: number, name: string) => ({
  id, version: 1, class_id: 4, class_name: 'Grade 7', name, room_id: null, room_name: null, teacher_id: null, teacher_name: null, capacity: 40, enrolled: 30, academic_year_id: 1, status: 'Active',
});
export const SECTIONS = [section(9, 'North'), section(10, 'South')];
export const TEACHERS = [
  { id: 21, fullname: 'Mr Otieno', number: 'T-021' },
  { id: 22, fullname: 'Ms Wanjiku', number: 'T-022' },
];
export const ROOMS = [{ id: 40, version: 1, name: 'Room 4', capacity: 40, status: 'Active' }];

/** Mr Otieno's week of 23 Nov 2026: he covers Ms Wanjiku's English with Grade 7 South on Thursday, Period 1. */
export const COVER_WEEK: CoverWeek = {
  week_start: '2026-11-23',
  week_end: '2026-11-29',
  covers: [
    {
      id: 55, date: '2026-11-26', weekday: 4, period_id: 11, entry_id: 2, section_id: 10, section_name: 'South', class_name: 'Grade 7',
      subject_name: 'English', room_name: 'Room 6', absent_teacher_name: 'Ms Wanjiku',
    },
  ],
};
