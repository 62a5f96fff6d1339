import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type ClashReport, type Privilege, type Profile, type TeacherLoad } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { userWith, withClient } from '@/lib/testing';
import { PERIODS } from '../../week/tests/fixtures';
import { TimetableReportPage } from '../components/timetable-report-page';
import { groupClashes } from '../lib/clashes';
import { loadsCsv, nextSort, sortLoads, type LoadsSearch } from '../lib/loads';

const http = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));
const download = vi.hoisted(() => vi.fn());
vi.mock('@/components/data-table/csv', async (original) => ({ ...(await original<object>()), downloadText: download }));

const load = (teacher_id: number, teacher_name: string, lessons: number, sections: number, subjects: number): TeacherLoad => ({ teacher_id, teacher_name, lessons, sections, subjects });
const LOADS: TeacherLoad[] = [load(21, 'Mr Otieno', 24, 4, 1), load(22, 'Ms Wanjiku', 30, 6, 2), load(23, 'Mrs Achieng', 0, 0, 0), load(24, 'Mr Barasa', 24, 3, 2)];
const CLASHES: ClashReport = {
  entries: 120,
  clashes: [
    { kind: 'room', weekday: 2, period_id: 11, message: 'Room 4 already holds Grade 7 North Maths on Tuesday, Period 1.', entry_id: 5 },
    { kind: 'teacher', weekday: 3, period_id: 12, message: 'Mr Otieno already teaches Grade 7 South Maths on Wednesday, Period 2.', entry_id: 7 },
    { kind: 'teacher', weekday: 1, period_id: 12, message: 'Ms Wanjiku already teaches Grade 8 East English on Monday, Period 2.', entry_id: 8 },
    { kind: 'teacher', weekday: 1, period_id: 11, message: 'Mr Barasa already teaches Grade 6 West Science on Monday, Period 1.', entry_id: 9 },
  ],
};

let loads: TeacherLoad[];
let clashes: ClashReport | Error;
afterEach(cleanup);
beforeEach(() => {
  loads = LOADS;
  clashes = CLASHES;
  download.mockReset();
  http.get.mockReset().mockImplementation(async (path: string) => {
    if (path === API.timetableLoads) return loads;
    if (path === API.timetableClashes) {
      if (clashes instanceof Error) throw clashes;
      return clashes;
    }
    if (path === API.timetablePeriods) return PERIODS;
    throw new Error(`unexpected get ${path}`);
  });
});

const userOf = (...privileges: Privilege[]) => ({ ...userWith('report-timetable', ...privileges), academic_name: '2026/2027' }) as Profile;

function show(search: LoadsSearch = {}, user = userOf('list-timetable')) {
  const onSearch = vi.fn();
  render(<TimetableReportPage user={user} search={search} onSearch={onSearch} />, { wrapper: withClient() });
  return onSearch;
}

const names = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((h) => h.textContent);

describe('Timetable report', { timeout: 20_000 }, () => {
  it("lists each teacher's load, heaviest first, with the school's totals", async () => {
    show();
    const table = await screen.findByRole('table', { name: "Teachers' lessons a week, 2026/2027" });
    expect(screen.getByRole('heading', { level: 2, name: /Lessons a week, 2026\/2027/ })).toBeTruthy();
    expect(names(table)).toEqual(['Ms Wanjiku', 'Mr Barasa', 'Mr Otieno', 'Mrs Achieng', '4 teachers']);
    const wanjiku = within(table).getByRole('row', { name: /Ms Wanjiku/ });
    expect([...wanjiku.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['30', '6', '2']);
    expect(within(wanjiku).getByRole('link', { name: 'Ms Wanjiku' }).getAttribute('href')).toBe('#/timetable/list?by=teacher&teacher_id=22');
    expect(within(table).getByRole('row', { name: /4 teachers/ }).querySelector('td')!.textContent).toBe('78');
    expect(within(table).getByRole('columnheader', { name: 'Lessons a week' }).getAttribute('aria-sort')).toBe('descending');

    const card = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!.textContent;
    expect(card('Teachers timetabled')).toBe('Teachers timetabled3 of 4');
    expect(card('Lessons a week')).toBe('Lessons a week78');
    expect(card('Average load')).toBe('Average load26.0');
    expect(card('Heaviest load')).toBe('Heaviest load30');
  });

  it('sorts by any column, names A–Z and counts largest first, a second press the other way', async () => {
    const onSearch = show();
    const table = await screen.findByRole('table', { name: /Teachers' lessons/ });
    fireEvent.click(within(table).getByRole('button', { name: 'Teacher' }));
    expect(onSearch).toHaveBeenLastCalledWith({ sort: 'teacher', order: 'asc' });
    fireEvent.click(within(table).getByRole('button', { name: 'Lessons a week' }));
    expect(onSearch).toHaveBeenLastCalledWith({ sort: 'lessons', order: 'asc' });
    cleanup();

    show({ sort: 'teacher', order: 'asc' });
    const byName = await screen.findByRole('table', { name: /Teachers' lessons/ });
    expect(names(byName)).toEqual(['Mr Barasa', 'Mr Otieno', 'Mrs Achieng', 'Ms Wanjiku', '4 teachers']);
    expect(within(byName).getByRole('columnheader', { name: 'Teacher' }).getAttribute('aria-sort')).toBe('ascending');
    cleanup();

    show({ sort: 'sections' });
    const bySections = await screen.findByRole('table', { name: /Teachers' lessons/ });
    expect(names(bySections)).toEqual(['Ms Wanjiku', 'Mr Otieno', 'Mr Barasa', 'Mrs Achieng', '4 teachers']);
    expect(nextSort({ sort: 'sections', order: 'desc' }, 'sections')).toEqual({ sort: 'sections', order: 'asc' });
  });

  it('downloads the loads as CSV in the order shown', async () => {
    show({ sort: 'teacher', order: 'desc' }, userOf());
    await screen.findByRole('table', { name: /Teachers' lessons/ });
    expect(screen.queryByRole('link', { name: 'Ms Wanjiku' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(download).toHaveBeenCalledWith('teacher-loads-2026-2027.csv', loadsCsv(sortLoads(LOADS, { sort: 'teacher', order: 'desc' })));
    expect(loadsCsv(LOADS).split('\r\n').slice(0, 2)).toEqual(['Teacher,Lessons a week,Sections,Subjects', 'Mr Otieno,24,4,1']);
  });

  it('says when no lessons are timetabled yet, offering the builder to those who place them', async () => {
    loads = [load(23, 'Mrs Achieng', 0, 0, 0)];
    show({}, userOf('add-timetable'));
    await screen.findByText(/No lessons are timetabled in 2026\/2027 yet\./);
    expect(screen.getByRole('link', { name: 'Open the timetable builder' }).getAttribute('href')).toBe('#/timetable/add');
    expect(screen.queryByRole('table', { name: /Teachers' lessons/ })).toBeNull();
  });

  it('lists every clash by kind, then by day and period, each named with its cell', async () => {
    show({}, userOf('update-timetable'));
    const clashList = await screen.findByRole('region', { name: 'Clashes' });
    await within(clashList).findByText('4 clashes among 120 lessons.');
    expect(within(clashList).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Teacher double-booked (3)', 'Room double-booked (1)']);
    const teacher = within(clashList).getByRole('region', { name: 'Teacher double-booked' });
    await within(teacher).findByText('Monday, Period 1 (08:00–08:40)');
    expect(within(teacher).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Monday, Period 1 (08:00–08:40)Mr Barasa already teaches Grade 6 West Science on Monday, Period 1.',
      'Monday, Period 2 (08:45–09:25)Ms Wanjiku already teaches Grade 8 East English on Monday, Period 2.',
      'Wednesday, Period 2 (08:45–09:25)Mr Otieno already teaches Grade 7 South Maths on Wednesday, Period 2.',
    ]);
    expect(within(clashList).getByRole('link', { name: 'Fix them in the builder' }).getAttribute('href')).toBe('#/timetable/add');
    // Without the bell schedule a clash still names its day.
    expect(groupClashes(CLASHES.clashes, undefined)[1]!.clashes[0]!.weekday).toBe(2);
  });

  it('says when the week has no clashes, and when the check could not be read', async () => {
    clashes = { entries: 120, clashes: [] };
    show();
    await screen.findByText('No clashes in the 120 lessons of the week.');
    expect(screen.queryByRole('link', { name: 'Fix them in the builder' })).toBeNull();
    cleanup();
    clashes = toHttpError(0, null);
    show();
    const clashList = await screen.findByRole('region', { name: 'Clashes' });
    await within(clashList).findByRole('heading', { name: 'This needs a connection' });
  });
});
