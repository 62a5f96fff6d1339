import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type Privilege, type Profile } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { page, userWith, withClient } from '@/lib/testing';
import { coverWeekQueryOptions, keepCoverWeek } from '@/api/cover';
import { keepWeek, schoolPeriodsQueryOptions, weekQueryOptions } from '@/api/timetable-week';
import { TimetableWeekPage } from '../components/week-page';
import type { WeekSearch } from '../lib/search';
import { CLASSES, COVER_WEEK, PERIODS, ROOMS, ROOM_WEEK, SECTIONS, SECTION_WEEK, TEACHERS, TEACHER_WEEK } from './fixtures';

const http = vi.hoisted(() => ({ get: vi.fn(), list: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
beforeEach(() => {
  // Wednesday 25 Nov 2026 at the school (UTC).
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T09:00:00Z') });
  http.get.mockReset().mockImplementation(async (path: string, params: Record<string, number>) => {
    if (path === API.employeeTeachers) return TEACHERS;
    if (path === `${API.cover}/week`) return { ...COVER_WEEK, covers: [] };
    if (path === API.timetableWeek) {
      if (params.teacher_id) return TEACHER_WEEK;
      if (params.room_id) return ROOM_WEEK;
      return SECTION_WEEK;
    }
    throw new Error(`unexpected get ${path}`);
  });
  http.list.mockReset().mockImplementation(async (path: string) => {
    if (path === API.classes) return page(CLASSES);
    if (path === API.sections) return page(SECTIONS);
    if (path === API.rooms) return page(ROOMS);
    throw new Error(`unexpected list ${path}`);
  });
});

const userOf = (employee_id: number | null = null, ...privileges: Privilege[]) => ({ ...userWith('list-timetable', ...privileges), fullname: 'Mr Otieno', employee_id }) as Profile;

function show(search: WeekSearch = {}, { user = userOf(), client, print }: { user?: Profile; client?: QueryClient; print?: () => void } = {}) {
  const onSearch = vi.fn();
  render(<TimetableWeekPage user={user} search={search} onSearch={onSearch} print={print} />, { wrapper: withClient(client) });
  return onSearch;
}

const weekCalls = () => http.get.mock.calls.filter(([path]) => path === API.timetableWeek).map(([, params]) => params as unknown);
const coverCalls = () => http.get.mock.calls.filter(([path]) => path === `${API.cover}/week`).map(([, params]) => params as unknown);
const cellOf = (table: HTMLElement, period: RegExp, day: number) => within(table).getByRole('row', { name: period }).querySelectorAll('td')[day]!;

describe('Timetables', { timeout: 20_000 }, () => {
  it("opens on the first class's first section: periods down the side, the school days across, today's column marked", async () => {
    const print = vi.fn();
    show({}, { print });
    const table = await screen.findByRole('table', { name: 'Timetable of Grade 7 North, 2026/2027' });
    expect(weekCalls()).toEqual([{ section_id: 9 }]);
    expect((screen.getByLabelText('Class') as HTMLSelectElement).value).toBe('4');
    expect((screen.getByLabelText('Section') as HTMLSelectElement).value).toBe('9');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Timetable · Grade 7 North');
    expect(screen.getByText('2026/2027 · 3 lessons a week')).toBeTruthy();

    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Period', 'MonMonday', 'TueTuesday', 'WedWednesdayToday', 'ThuThursday', 'FriFriday']);
    expect(headers.filter((h) => h.getAttribute('aria-current') === 'date').map((h) => h.textContent)).toEqual(['WedWednesdayToday']);

    // The bell schedule in its order, the break a row across the week.
    const rows = within(table).getAllByRole('rowheader').map((h) => h.textContent);
    expect(rows).toEqual(['Period 108:00–08:40', 'Break · 08:40–08:45', 'Period 208:45–09:25']);
    expect(within(table).getByRole('rowheader', { name: 'Break · 08:40–08:45' }).getAttribute('colspan')).toBe('6');

    const monday = cellOf(table, /^Period 1/, 0);
    expect(monday.textContent).toBe('MathematicsMr OtienoRoom 4');
    expect(within(monday).getByRole('link', { name: 'Mr Otieno' }).getAttribute('href')).toBe('#/timetable/list?by=teacher&teacher_id=21');
    expect(cellOf(table, /^Period 2/, 2).textContent).toBe('EnglishMs Wanjiku');
    expect(cellOf(table, /^Period 2/, 2).className).toContain('bg-brand-50');
    expect(cellOf(table, /^Period 1/, 4).textContent).toBe('ArtNo teacherStudio');
    expect(cellOf(table, /^Period 1/, 1).textContent).toBe('Free');
    expect(cellOf(table, /^Period 2/, 4).textContent).toBe('–No Period 2 on Friday');

    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.queryByText(/offline · saved/)).toBeNull();
  });

  it('switches between sections, teachers and rooms, each week naming the other side of its lessons', async () => {
    const onSearch = show({ class_id: 4, section_id: 9, room_id: 40 });
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Section'), { target: { value: '10' } });
    expect(onSearch).toHaveBeenLastCalledWith({ class_id: 4, section_id: 10, room_id: 40 });
    fireEvent.click(screen.getByRole('button', { name: 'By teacher' }));
    expect(onSearch).toHaveBeenLastCalledWith({ by: 'teacher', class_id: 4, section_id: 9, room_id: 40, teacher_id: undefined });
    expect(screen.queryByRole('button', { name: 'My week' })).toBeNull();
    cleanup();

    show({ by: 'teacher' });
    const teacher = await screen.findByRole('table', { name: 'Timetable of Mr Otieno, 2026/2027' });
    expect(weekCalls()).toContainEqual({ teacher_id: 21 });
    expect((screen.getByLabelText('Teacher') as HTMLSelectElement).value).toBe('21');
    expect(screen.getByRole('button', { name: 'By teacher' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('2026/2027 · Teaches 2 lessons a week')).toBeTruthy();
    const tuesday = cellOf(teacher, /^Period 2/, 1);
    expect(tuesday.textContent).toBe('MathematicsGrade 7 SouthRoom 4');
    expect(within(tuesday).getByRole('link', { name: 'Grade 7 South' }).getAttribute('href')).toBe('#/timetable/list?by=section&class_id=4&section_id=10');
    cleanup();

    const onRoom = show({ by: 'room' });
    const room = await screen.findByRole('table', { name: 'Timetable of Room 4, 2026/2027' });
    expect(weekCalls()).toContainEqual({ room_id: 40 });
    expect(cellOf(room, /^Period 1/, 0).textContent).toBe('MathematicsGrade 7 NorthMr Otieno');
    expect(screen.getByText('2026/2027 · In use for 1 lesson a week')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'By section' }));
    expect(onRoom).toHaveBeenLastCalledWith({ by: 'section', teacher_id: undefined });
  });

  it("opens a teacher's own week first, as My week", async () => {
    const onSearch = show({}, { user: userOf(21) });
    await screen.findByRole('table', { name: 'Timetable of Mr Otieno, 2026/2027' });
    expect(weekCalls()).toEqual([{ teacher_id: 21 }]);
    expect(screen.getByRole('button', { name: 'My week' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'By teacher' }).getAttribute('aria-pressed')).toBe('false');
    await screen.findByRole('option', { name: 'Ms Wanjiku (T-022)' });
    fireEvent.click(screen.getByRole('button', { name: 'By teacher' }));
    expect(onSearch).toHaveBeenLastCalledWith({ by: 'teacher', teacher_id: 22 });
    fireEvent.click(screen.getByRole('button', { name: 'My week' }));
    expect(onSearch).toHaveBeenLastCalledWith({ by: 'teacher', teacher_id: 21 });
  });

  it("shows in My week the lessons the teacher covers this week, marked Cover, each with its register", async () => {
    const answer = http.get.getMockImplementation()!;
    http.get.mockImplementation(async (path: string, params: unknown) => (path === `${API.cover}/week` ? COVER_WEEK : answer(path, params)));
    const onSearch = show({}, { user: userOf(21) });
    const table = await screen.findByRole('table', { name: 'Timetable of Mr Otieno, 2026/2027' });
    // The week holding today (Wednesday), asked for by its Monday.
    expect(coverCalls()).toEqual([{ teacher_id: 21, date: '2026-11-23' }]);
    const thursday = cellOf(table, /^Period 1/, 3);
    await waitFor(() => expect(thursday.textContent).toBe('CoverThu 26 NovEnglishGrade 7 SouthRoom 6Cover for Ms WanjikuTake register'));
    expect(within(thursday).getByText('Cover').className).toContain('bg-amber-700');
    expect(within(thursday).getByRole('link', { name: 'Take register: Grade 7 South, Thu 26 Nov' }).getAttribute('href')).toBe('#/attendance/generate?section=10&date=2026-11-26');
    // His own lessons are as they were.
    expect(cellOf(table, /^Period 1/, 0).textContent).toBe('MathematicsGrade 7 NorthRoom 4');
    expect(screen.getByText('Covers 1 lesson this week (23 Nov 2026 to 29 Nov 2026)')).toBeTruthy();

    // Someone else's week shows no cover of his.
    fireEvent.click(await screen.findByRole('button', { name: 'By teacher' }));
    cleanup();
    http.get.mockClear();
    show(onSearch.mock.lastCall![0] as WeekSearch, { user: userOf(21) });
    const other = await screen.findByRole('table', { name: 'Timetable of Mr Otieno, 2026/2027' });
    expect(weekCalls()).toEqual([{ teacher_id: 22 }]);
    expect(coverCalls()).toEqual([]);
    expect(within(other).queryByText('Cover')).toBeNull();
  });

  it('saves the cover lessons of a week on the device, under its Monday, with only what the week shows', async () => {
    const options = coverWeekQueryOptions(21, '2026-11-26');
    expect(options.queryKey).toEqual(['cover', 'week', 21, '2026-11-23']);
    expect(options.meta).toEqual({ persist: true });
    expect(coverWeekQueryOptions(21, '2026-11-29').queryKey).toEqual(options.queryKey);
    http.get.mockResolvedValue({ ...COVER_WEEK, covers: COVER_WEEK.covers.map((c) => ({ ...c, teacher_phone: '+254 700 000 000' })) });
    const saved = await new QueryClient().fetchQuery(options);
    expect(Object.keys(saved).sort()).toEqual(['covers', 'week_end', 'week_start']);
    expect(Object.keys(saved.covers[0]!).sort()).toEqual([
      'absent_teacher_name', 'class_name', 'date', 'id', 'period_id', 'room_name', 'section_id', 'section_name', 'subject_name', 'weekday',
    ]);
  });

  it('keeps My week when the role cannot read the teacher list', async () => {
    http.get.mockImplementation(async (path: string) => {
      if (path === API.employeeTeachers) throw toHttpError(403, { message: 'Forbidden' });
      return TEACHER_WEEK;
    });
    show({}, { user: userOf(21) });
    await screen.findByRole('table', { name: 'Timetable of Mr Otieno, 2026/2027' });
    await screen.findByRole('option', { name: 'Mr Otieno' });
    expect((screen.getByLabelText('Teacher') as HTMLSelectElement).value).toBe('21');
  });

  it('reads a saved week offline, with the time it was saved', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    http.get.mockRejectedValue(toHttpError(0, null));
    http.list.mockRejectedValue(toHttpError(0, null));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'offlineFirst', staleTime: Infinity } } });
    client.setQueryData(weekQueryOptions({ teacher_id: 21 }).queryKey, keepWeek(TEACHER_WEEK), { updatedAt: new Date(2026, 10, 24, 7, 5).getTime() });
    client.setQueryData(coverWeekQueryOptions(21, '2026-11-25').queryKey, keepCoverWeek(COVER_WEEK), { updatedAt: new Date(2026, 10, 24, 7, 5).getTime() });
    show({}, { user: userOf(21), client });
    await screen.findByText('offline · saved 07:05');
    expect(screen.getByRole('table', { name: 'Timetable of Mr Otieno, 2026/2027' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Grade 7 South' })).toBeTruthy();
    // The cover lessons saved with it read offline too.
    expect(screen.getByText('Cover for Ms Wanjiku')).toBeTruthy();
  });

  it('says it needs a connection offline with nothing saved, whether the week or the lists to choose from', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    http.get.mockRejectedValue(toHttpError(0, null));
    http.list.mockRejectedValue(toHttpError(0, null));
    show({ section_id: 9 });
    await screen.findByRole('heading', { name: 'This page needs a connection' });
    expect(screen.getByRole('alert').textContent).toContain('This week has not been saved on this device yet.');
    cleanup();
    show();
    await screen.findByRole('heading', { name: 'This page needs a connection' });
    expect(screen.getByRole('alert').textContent).toContain('The classes and sections to choose from have not been saved on this device yet.');
  });

  it('says why a week is empty, and offers the builder to those who place lessons', async () => {
    http.get.mockResolvedValue({ ...SECTION_WEEK, entries: [], lessons: 0 });
    show({ class_id: 4, section_id: 9 }, { user: userOf(null, 'add-timetable') });
    await screen.findByText('No lessons are timetabled for Grade 7 North in 2026/2027 yet.');
    expect(screen.getByRole('link', { name: 'Open the timetable builder' }).getAttribute('href')).toBe('#/timetable/add');
    expect((screen.getByRole('button', { name: 'Print' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    http.list.mockImplementation(async (path: string) => (path === API.classes ? page(CLASSES) : page([])));
    show({ class_id: 5 });
    await screen.findByText('This class has no sections in the active year.');
    expect(weekCalls()).toEqual([{ section_id: 9 }]);
  });

  it('saves a week on the device with only what it shows, and the periods whole', async () => {
    const options = weekQueryOptions({ section_id: 9 });
    expect(options.queryKey).toEqual(['timetable', 'week', { section_id: 9 }]);
    expect(options.meta).toEqual({ persist: true });
    http.get.mockResolvedValue({
      ...SECTION_WEEK,
      token: 'x',
      of: { ...SECTION_WEEK.of, teacher_phone: '+254 700 000 000' },
      entries: SECTION_WEEK.entries.map((e) => ({ ...e, teacher_phone: '+254 700 000 000' })),
    });
    const week = await new QueryClient().fetchQuery(options);
    expect(Object.keys(week).sort()).toEqual(['academic_year', 'entries', 'lessons', 'of', 'periods', 'school_days']);
    expect(week.of).toEqual(SECTION_WEEK.of);
    expect(Object.keys(week.entries[0]!).sort()).toEqual([
      'class_id', 'class_name', 'id', 'period_id', 'room_name', 'section_id', 'section_name', 'subject_name', 'teacher_id', 'teacher_name', 'weekday',
    ]);
    expect(Object.keys(week.periods[0]!).sort()).toEqual(['end_time', 'id', 'kind', 'name', 'sort_order', 'start_time', 'weekdays']);

    const periods = schoolPeriodsQueryOptions();
    expect(periods.queryKey).toEqual(['timetable', 'periods']);
    expect(periods.meta).toEqual({ persist: true });
    http.get.mockResolvedValue(PERIODS.map((p) => ({ ...p, created_by: 3 })));
    expect(await new QueryClient().fetchQuery(periods)).toEqual(PERIODS);
  });
});
