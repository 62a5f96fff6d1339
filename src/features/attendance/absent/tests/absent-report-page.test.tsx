import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type AbsentReport } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { downloadCsv, page, userWith, withClient } from '@/lib/testing';
import { todayIn } from '@/lib/today';
import { CLASSES, CONFIG } from '../../view/tests/fixtures';
import { AbsentReportPage } from '../components/absent-report-page';
import type { AbsentSearch } from '../lib/search';

const http = vi.hoisted(() => ({ get: vi.fn(), list: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));
const download = vi.hoisted(() => vi.fn());
vi.mock('@/components/data-table/csv', async (original) => ({ ...(await original<object>()), downloadText: download }));

const REPORT: AbsentReport = {
  from: '2026-11-18',
  to: '2026-11-24',
  days_taken: 5,
  students: [
    {
      student_id: 33, admission_no: 'A-033', fullname: 'Chege Kariuki', class_name: 'Grade 4', section_name: 'A', parent_name: 'Grace Kariuki', parent_phone: '+254 711 000 111',
      unexcused: 2, excused: 1,
      days: [
        { date: '2026-11-24', code: 'A', note: null },
        { date: '2026-11-20', code: 'E', note: 'Clinic, letter seen' },
        { date: '2026-11-18', code: 'A', note: null },
      ],
    },
    { student_id: 34, admission_no: 'A-034', fullname: 'Dalia Were', class_name: 'Grade 5', section_name: 'B', parent_name: null, parent_phone: null, unexcused: 0, excused: 1, days: [{ date: '2026-11-19', code: 'E', note: null }] },
  ],
};

let report: AbsentReport | Error;
afterEach(cleanup);
beforeEach(() => {
  report = REPORT;
  download.mockReset();
  http.get.mockReset();
  http.list.mockReset();
  http.list.mockResolvedValue(page(CLASSES));
  http.get.mockImplementation(async (path: string) => {
    if (path === API.attendanceConfig) return CONFIG;
    if (path === API.attendanceAbsent) {
      if (report instanceof Error) throw report;
      return report;
    }
    throw new Error(`unexpected get ${path}`);
  });
});

function show(search: AbsentSearch = {}) {
  const onSearch = vi.fn();
  render(<AbsentReportPage user={userWith('report-absent-attendance')} search={search} onSearch={onSearch} />, { wrapper: withClient() });
  return onSearch;
}

const asked = () => http.get.mock.calls.filter(([path]) => path === API.attendanceAbsent).map(([, query]) => query as unknown);

describe('Absent Report', () => {
  it('lists the last week’s absentees with their parent to call, excused and unexcused apart', async () => {
    show();
    const table = await screen.findByRole('table', { name: /^Students absent, Last 7 days: 18 Nov 2026 – 24 Nov 2026/ });
    expect(asked()).toEqual([{ lastDay: 7, times: 1, class_id: undefined }]);
    expect(screen.getByText(/All classes · absent at least 1 time · 5 days with registers/)).toBeTruthy();
    const chege = within(table).getByRole('row', { name: /^Chege Kariuki/ });
    const cells = [...chege.querySelectorAll('td')];
    expect(cells[0]!.textContent).toBe('Grade 4 A');
    expect(cells[1]!.textContent).toMatch(/^Grace Kariuki\+254 711 000 111/);
    expect(within(chege).getByRole('link', { name: /^\+254 711 000 111 ?\(call Grace Kariuki about Chege Kariuki\)$/ }).getAttribute('href')).toBe('tel:+254711000111');
    expect(cells[2]!.textContent).toBe('2');
    expect(cells[3]!.textContent).toBe('1');
    const days = within(chege).getAllByRole('listitem');
    expect(days.map((d) => d.textContent)).toEqual(['AAbsentTue 24 Nov', 'EExcusedFri 20 Nov· Clinic, letter seen', 'AAbsentWed 18 Nov']);
    expect(days[1]!.getAttribute('title')).toBe('Excused · 20 Nov 2026 · Clinic, letter seen');
    const dalia = within(table).getByRole('row', { name: /^Dalia Were/ });
    expect(dalia.textContent).toContain('None recordedNo phone');
    expect(within(dalia).queryByRole('link')).toBeNull();
    expect(table.querySelector('tfoot')!.textContent).toBe('2 students22');
  });

  it('asks for the day and class the address names', async () => {
    show({ date: '2026-11-24', class_id: 4 });
    await screen.findByRole('table');
    expect(asked()).toEqual([{ date: '2026-11-24', class_id: 4 }]);
    expect(screen.getByRole('heading', { level: 2, name: /Absent on 24 Nov 2026/ })).toBeTruthy();
    await screen.findByText(/^Grade 4 · 5 days with registers$/);
  });

  it('filters by a day and a class from the dialog, and checks the numbers first', async () => {
    const onSearch = show();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter the report' });
    fireEvent.change(within(dialog).getByLabelText('Last days'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('Times absent'), { target: { value: '6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByText('A student cannot be absent more times than there are days.')).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: '3+ times in 30 days' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' })));
    expect(onSearch).toHaveBeenLastCalledWith({ lastDay: 30, times: 3, class_id: undefined });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Filter' })));
    const again = await screen.findByRole('dialog', { name: 'Filter the report' });
    fireEvent.click(within(again).getByLabelText('On a day'));
    expect((within(again).getByLabelText('Date') as HTMLInputElement).value).toBe(todayIn('UTC'));
    fireEvent.change(within(again).getByLabelText('Date'), { target: { value: '2026-11-20' } });
    fireEvent.change(await within(again).findByLabelText('Class'), { target: { value: '5' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Apply' }));
    expect(onSearch).toHaveBeenLastCalledWith({ date: '2026-11-20', class_id: 5 });
  });

  it('says why nobody is listed: no register taken, or nobody absent that often', async () => {
    report = { ...REPORT, students: [], days_taken: 0 };
    show({ date: '2026-11-24' });
    await screen.findByText('No register was taken on 24 Nov 2026, so nobody is marked absent. Registers are taken on Take Attendance.');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveProperty('disabled', true);
    cleanup();
    report = { ...REPORT, students: [], days_taken: 20 };
    show({ lastDay: 30, times: 3 });
    await screen.findByText('Nobody was absent 3 times or more in the last 30 days.');
  });

  it('shows the server’s words for a refused filter, with the filter to fix it', async () => {
    report = toHttpError(422, { message: 'Choose either the last days or a date.' });
    show();
    await screen.findByText('This report cannot be made for that choice');
    expect(screen.getByText('Choose either the last days or a date.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change the filter' })).toBeTruthy();
  });

  it('downloads the list as CSV with the phones kept as text and every day', async () => {
    show();
    const csv = await downloadCsv(download);
    expect(csv.name).toBe('absent-report-2026-11-18-to-2026-11-24.csv');
    expect(csv.lines).toEqual([
      'Admission no,Student,Class,Section,Parent,Phone,Unexcused,Excused,Days absent',
      'A-033,Chege Kariuki,Grade 4,A,Grace Kariuki,+254 711 000 111,2,1,"2026-11-24 A; 2026-11-20 E (Clinic, letter seen); 2026-11-18 A"',
      'A-034,Dalia Were,Grade 5,B,,,0,1,2026-11-19 E',
      '',
    ]);
  });
});
