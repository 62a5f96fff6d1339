import type { vi } from 'vitest';
import { API, type Generation, type LessonRequirement, type Period, type Room, type SchoolClass, type Section, type Subject, type TeacherOption, type TimetableEntry, type Unavailability } from '@contract';

/**
 * A small school for the builder's page tests: a morning of three lessons and a break, Grade 7
 * with two sections, three teachers, two rooms. The tests answer the builder's reads from it.
 */
export const PERIODS: Period[] = [
  { id: 1, version: 1, name: 'Period 1', start_time: '08:00', end_time: '08:40', kind: 'lesson', sort_order: 1, weekdays: [1, 2, 3, 4, 5] },
  { id: 2, version: 1, name: 'Period 2', start_time: '08:40', end_time: '09:20', kind: 'lesson', sort_order: 2, weekdays: [1, 2, 3, 4, 5] },
  { id: 3, version: 1, name: 'Break', start_time: '09:20', end_time: '09:40', kind: 'break', sort_order: 3, weekdays: [1, 2, 3, 4, 5] },
  { id: 4, version: 1, name: 'Period 3', start_time: '09:40', end_time: '10:20', kind: 'lesson', sort_order: 4, weekdays: [1, 2, 3, 4] },
];

export const CLASSES = [{ id: 2, version: 1, name: 'Grade 7', sort_order: 7, next_class_id: null, next_class_name: null, monthly_fee: 0, status: 'Active', sections: 2 }] as unknown as SchoolClass[];

const section = (id: number, name: string, roomId: number | null): Section => ({
  id, class_id: 2, class_name: 'Grade 7', name, room_id: roomId, room_name: roomId ? 'Room 4' : null, teacher_id: null, teacher_name: null, capacity: 40, enrolled: 30, academic_year_id: 9, status: 'Active', version: 1,
});
export const SECTIONS: Section[] = [section(5, 'North', 11), section(6, 'South', null)];

export const SUBJECTS: Subject[] = [
  { id: 31, name: 'Maths', code: 'MAT', class_ids: [2], status: 'Active', version: 1 },
  { id: 32, name: 'English', code: 'ENG', class_ids: [2], status: 'Active', version: 1 },
  { id: 33, name: 'Science', code: 'SCI', class_ids: [2], status: 'Active', version: 1 },
];

export const TEACHERS: TeacherOption[] = [
  { id: 21, fullname: 'Mr Otieno', number: 'T-01' },
  { id: 22, fullname: 'Ms Wanjiru', number: 'T-02' },
  { id: 23, fullname: 'Mrs Achieng', number: 'T-03' },
];

export const ROOMS: Room[] = [
  { id: 11, name: 'Room 4', capacity: 40, status: 'Active', version: 1 },
  { id: 12, name: 'Lab', capacity: 30, status: 'Active', version: 1 },
] as unknown as Room[];

export const entry = (id: number, over: Partial<TimetableEntry>): TimetableEntry => ({
  id, version: 1, academic_year_id: 9, section_id: 5, section_name: 'North', class_id: 2, class_name: 'Grade 7', weekday: 1, period_id: 1,
  subject_id: 31, subject_name: 'Maths', teacher_id: 22, teacher_name: 'Ms Wanjiru', room_id: 11, room_name: 'Room 4', locked: false, ...over,
});

/** North has Maths on Monday morning (locked) and Science on Wednesday; South has English with Mr Otieno on Tuesday, period 1. */
export const ENTRIES: TimetableEntry[] = [
  entry(101, { weekday: 1, period_id: 1, locked: true }),
  entry(102, { weekday: 3, period_id: 2, subject_id: 33, subject_name: 'Science', teacher_id: 23, teacher_name: 'Mrs Achieng', room_id: 12, room_name: 'Lab' }),
  entry(201, { section_id: 6, section_name: 'South', weekday: 2, period_id: 1, subject_id: 32, subject_name: 'English', teacher_id: 21, teacher_name: 'Mr Otieno', room_id: null, room_name: null }),
];

/** The Lab is booked for assemblies on Tuesday, period 1. */
export const UNAVAILABLE: Unavailability[] = [{ id: 71, teacher_id: null, room_id: 12, weekday: 2, period_id: 1, reason: 'Assembly' }];

export const REQUIREMENTS: LessonRequirement[] = [
  { id: 41, version: 1, section_id: 5, subject_id: 31, subject_name: 'Maths', teacher_id: 22, teacher_name: 'Ms Wanjiru', lessons_per_week: 4, placed: 1 },
  { id: 42, version: 1, section_id: 5, subject_id: 32, subject_name: 'English', teacher_id: 21, teacher_name: 'Mr Otieno', lessons_per_week: 3, placed: 0 },
];

const page = <T>(data: T[]) => ({ data, total: data.length, page: 1, limit: 100 });

export interface School {
  entries: TimetableEntry[];
  requirements: LessonRequirement[];
  generation?: Generation;
}

/** The mocked `http`, answering the builder's reads from `school` (which a test may change between reads). */
export function answerReads(http: { get: ReturnType<typeof vi.fn>; list: ReturnType<typeof vi.fn> }, school: School) {
  http.list.mockImplementation(async (path: string) => {
    if (path === API.classes) return page(CLASSES);
    if (path === API.sections) return page(SECTIONS);
    if (path === API.subjects) return page(SUBJECTS);
    if (path === API.rooms) return page(ROOMS);
    throw new Error(`unexpected list ${path}`);
  });
  http.get.mockImplementation(async (path: string) => {
    if (path === API.timetablePeriods) return PERIODS;
    if (path === API.employeeTeachers) return TEACHERS;
    if (path === API.timetableEntries) return school.entries;
    if (path === API.timetableUnavailability) return UNAVAILABLE;
    if (path === `${API.timetableRequirements}/5`) return school.requirements;
    if (path.startsWith(`${API.timetableGenerations}/`) && school.generation) return school.generation;
    throw new Error(`unexpected get ${path}`);
  });
}
