import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { weekdayOf, type TimetableWeek } from '@contract';
import { withClient } from '@/lib/testing';
import { todayIn } from '@/lib/today';
import { LessonsToday } from './lessons-today';

const http = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), http: (await import('@/lib/testing')).callsByPath(http) }));

const today = weekdayOf(todayIn('UTC'));
const other = today === 1 ? 2 : 1;
const period = (id: number, name: string, start: string, end: string) => ({ id, version: 1, name, start_time: start, end_time: end, kind: 'lesson' as const, sort_order: id, weekdays: [1, 2, 3, 4, 5, 6, 7] as TimetableWeek['school_days'] });
const lesson = (id: number, weekday: number, periodId: number, subject: string) => ({
  id, version: 1, academic_year_id: 1, section_id: 5, section_name: 'North', class_id: 2, class_name: 'Grade 7', weekday, period_id: periodId,
  subject_id: id, subject_name: subject, teacher_id: 9, teacher_name: 'Peter Otieno', room_id: 3, room_name: 'Lab 1', locked: false,
}) as TimetableWeek['entries'][number];

afterEach(cleanup);

describe('Dashboard › My lessons today', () => {
  it("lists today's lessons in period order, and none of another day", async () => {
    http.get.mockResolvedValue({
      of: { kind: 'teacher', id: 9, name: 'Peter Otieno' },
      academic_year: { id: 1, name: '2026/2027' },
      school_days: [1, 2, 3, 4, 5],
      periods: [period(1, 'Period 1', '08:00', '08:40'), period(2, 'Period 2', '08:40', '09:20')],
      entries: [lesson(11, today, 2, 'Science'), lesson(12, today, 1, 'Maths'), lesson(13, other, 1, 'English')],
      lessons: 3,
    } satisfies TimetableWeek);
    render(<LessonsToday teacherId={9} timeZone="UTC" />, { wrapper: withClient() });
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '08:00–08:40Grade 7 North · MathsLab 1',
      '08:40–09:20Grade 7 North · ScienceLab 1',
    ]);
    expect(http.get).toHaveBeenCalledWith('timetable/week', { teacher_id: 9 }, expect.anything());
    expect(screen.getByRole('link', { name: 'My week' }).getAttribute('href')).toBe('#/timetable/list?teacher_id=9');
  });
});
