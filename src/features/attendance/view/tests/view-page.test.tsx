import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type AttendanceGrid, type Privilege } from '@contract';
import { page, userWith, withClient } from '@/lib/testing';
import { todayIn } from '@/lib/today';
import { AttendanceViewPage } from '../components/view-page';
import { addDays } from '../lib/days';
import { gridCsv } from '../lib/grid-csv';
import { codesById } from '../lib/codes';
import type { ViewSearch } from '../lib/search';
import { CLASSES, CONFIG, GRID, sectionsOf } from './fixtures';

const http = vi.hoisted(() => ({ get: vi.fn(), list: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

afterEach(cleanup);

let grid: AttendanceGrid;
beforeEach(() => {
  grid = GRID;
  http.get.mockReset();
  http.list.mockReset();
  http.list.mockImplementation(async (path: string, params: { class_id?: number }) => {
    if (path === API.classes) return page(CLASSES);
    if (path === API.sections) return page(sectionsOf(params.class_id!));
    throw new Error(`unexpected list ${path}`);
  });
  http.get.mockImplementation(async (path: string) => {
    if (path === API.attendanceConfig) return CONFIG;
    if (path === API.attendanceView) return grid;
    throw new Error(`unexpected get ${path}`);
  });
});

function show(search: ViewSearch = {}, privileges: Privilege[] = ['view-attendance']) {
  const onSearch = vi.fn();
  render(<AttendanceViewPage user={userWith(...privileges)} search={search} onSearch={onSearch} />, { wrapper: withClient() });
  return onSearch;
}

const gridCalls = () => http.get.mock.calls.filter(([path]) => path === API.attendanceView).map(([, params]) => params as unknown);
const table = () => screen.getByRole('table', { name: /^Attendance of Grade 4 A/ });

describe('View Attendance', () => {
  it("opens on the first class's first section over the last four weeks, as a grid with totals and rates", async () => {
    show();
    await screen.findByRole('table', { name: /^Attendance of Grade 4 A/ });
    const today = todayIn('UTC');
    expect(gridCalls()).toContainEqual({ section_id: 9, start: addDays(today, -27), end: today });
    expect((screen.getByLabelText('Class') as HTMLSelectElement).value).toBe('4');
    expect((screen.getByLabelText('Section') as HTMLSelectElement).value).toBe('9');
    expect(screen.getByText(/Grade 4 A · Class teacher Theo Teacher/)).toBeTruthy();

    const headings = within(table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headings).toEqual(['Student', 'Nov 2026', 'Present', 'Absent', 'Excused', 'Rate', 'Mon 2', 'Tue 3, not taken', 'Wed 4']);
    const amina = within(table()).getByRole('row', { name: /Amina Otieno/ });
    expect([...amina.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['PPresent', '–not taken', 'AAbsent', '1', '1', '0', '50.0%']);
    expect(within(amina).getByText('Absent').closest('td')!.getAttribute('title')).toBe('Absent · 4 Nov 2026');
    expect(within(amina).getByText('50.0%').className).toContain('text-red-700');
    const brian = within(table()).getByRole('row', { name: /Brian Kamau/ });
    expect(within(brian).getByText('L', { selector: '[aria-hidden]' }).className).toContain('sky');
    expect(within(brian).getByText('E', { selector: '[aria-hidden]' }).className).toContain('amber');

    const rate = within(table()).getByRole('row', { name: /^Rate/ });
    expect([...rate.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['100%', '–not taken', '0%', '', '', '', '50.0%']);
    const present = within(table()).getByRole('row', { name: /^Present/ });
    expect([...present.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['2', '–not taken', '0', '2', '', '', '']);

    const card = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!.textContent;
    expect(card('Attendance rate')).toBe('Attendance rate50.0%');
    expect(card('Registers taken')).toBe('Registers taken2 of 3 days');
    expect(within(screen.getByRole('list', { name: 'Codes' })).getAllByRole('listitem').map((li) => li.textContent)).toContain('LLate');
  });

  it('asks for the chosen section and days, and passes a new choice up', async () => {
    const onSearch = show({ class_id: 4, section_id: 10, start: '2026-11-02', end: '2026-11-04' });
    await screen.findByRole('table');
    expect(gridCalls()).toEqual([{ section_id: 10, start: '2026-11-02', end: '2026-11-04' }]);
    fireEvent.change(screen.getByLabelText('Section'), { target: { value: '9' } });
    expect(onSearch).toHaveBeenLastCalledWith({ class_id: 4, section_id: 9, start: '2026-11-02', end: '2026-11-04' });
    fireEvent.change(await screen.findByLabelText('Class'), { target: { value: '5' } });
    expect(onSearch).toHaveBeenLastCalledWith({ class_id: 5, section_id: undefined, start: '2026-11-02', end: '2026-11-04' });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-20' } });
    expect(onSearch).toHaveBeenLastCalledWith({ class_id: 4, section_id: 10, start: '2026-11-02', end: '2026-11-20' });
    fireEvent.click(screen.getByRole('button', { name: 'Last 4 weeks' }));
    const today = todayIn('UTC');
    expect(onSearch).toHaveBeenLastCalledWith({ class_id: 4, section_id: 10, start: addDays(today, -27), end: today });
  });

  it('finds the class of a section named without it', async () => {
    show({ section_id: 9, start: '2026-11-02', end: '2026-11-04' });
    await screen.findByRole('table');
    await screen.findByRole('option', { name: 'B' });
    expect((screen.getByLabelText('Class') as HTMLSelectElement).value).toBe('4');
  });

  it('asks nothing for days the server would refuse, and says why', async () => {
    show({ class_id: 4, section_id: 9, start: '2026-11-10', end: '2026-11-02' });
    expect((await screen.findAllByText('The end date cannot be before the start date.')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(gridCalls()).toEqual([]);
  });

  it('says when no register was taken, and offers the register to those who take it', async () => {
    grid = { ...GRID, days: GRID.days.map((d) => ({ ...d, taken: false })) };
    show({ class_id: 4, section_id: 9, start: '2026-11-02', end: '2026-11-04' }, ['view-attendance', 'generate-attendance']);
    await screen.findByText(/No register has been taken for Grade 4 A between 2 Nov 2026 and 4 Nov 2026/);
    expect(screen.getByRole('link', { name: 'Take attendance' }).getAttribute('href')).toBe('#/attendance/generate');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the section had no students, or the class has no sections', async () => {
    grid = { ...GRID, students: [] };
    show({ class_id: 4, section_id: 9, start: '2026-11-02', end: '2026-11-04' });
    await screen.findByText('No students were enrolled in Grade 4 A between 2 Nov 2026 and 4 Nov 2026.');
    expect(screen.queryByRole('link', { name: 'Take attendance' })).toBeNull();
    cleanup();
    http.get.mockClear();
    http.list.mockImplementation(async (path: string) => (path === API.classes ? page(CLASSES) : page([])));
    show({ class_id: 5 });
    await screen.findByText('This class has no sections in the active year.');
    expect(gridCalls()).toEqual([]);
  });

  it('writes the grid as CSV with each day and its counts', () => {
    const csv = gridCsv(GRID, codesById(CONFIG)).split('\r\n');
    expect(csv[0]).toBe('Admission no,Student,2026-11-02,2026-11-03,2026-11-04,Present,Absent,Excused,Rate');
    expect(csv[1]).toBe('A-031,Amina Otieno,P,,A,1,1,0,50.0%');
    expect(csv[2]).toBe('A-032,Brian Kamau,L,,E,1,0,1,50.0%');
    expect(csv[3]).toBe(',Present,2,,0,2,,,');
    expect(csv[6]).toBe(',Rate,100.0%,not taken,0.0%,,,,50.0%');
  });
});
