import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@contract';
import { PersonalReportPage } from '../components/personal-report-page';
import { personalReportSearch } from '../lib/search';
import { bursar, only, personal } from './fixtures';
import { answer, downloadCsv, renderWithQueries } from '@/lib/testing';

const http = vi.hoisted(() => ({ get: vi.fn(), list: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));
const download = vi.hoisted(() => vi.fn());
vi.mock('@/components/data-table/csv', async (original) => ({ ...(await original<object>()), downloadText: download }));

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const range = { from: '2026-01', to: '2026-11' };
const path = `${API.personalReport}/21`;
afterEach(cleanup);
beforeEach(() => {
  http.get.mockReset();
  http.list.mockReset();
  download.mockReset();
});

describe('Personal report', () => {
  it('asks for an employee first, searches the staff list, and puts the pick in the address', async () => {
    http.list.mockResolvedValue({ data: [{ id: 21, fullname: 'Amina Yusuf', number: 'E-021', job_title: 'Class teacher' }], total: 1, page: 1, limit: 20 });
    const onSearch = vi.fn();
    renderWithQueries(<PersonalReportPage user={bursar} search={range} onSearch={onSearch} />);
    expect(screen.getByText('Choose an employee to see their pay.')).toBeTruthy();
    expect(http.get).not.toHaveBeenCalled();
    const box = screen.getByRole('combobox', { name: 'Employee' });
    fireEvent.input(box, { target: { value: 'ami' } });
    fireEvent.change(box, { target: { value: 'ami' } });
    const option = await screen.findByRole('option', { name: /Amina Yusuf/ }, { timeout: 2000 });
    expect(option.textContent).toBe('Amina Yusuf · E-021 · Class teacher');
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    expect(onSearch).toHaveBeenCalledWith({ ...range, employee_id: 21 });
  });

  it('sends someone without the staff list to the Loan report to open one', () => {
    renderWithQueries(<PersonalReportPage user={only('employee-report')} search={range} onSearch={vi.fn()} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText(/Open one from the Loan report/)).toBeTruthy();
  });

  it('shows the months with their totals, the advances and loans, and the deductions', async () => {
    http.get.mockImplementation(answer({ [path]: personal }));
    renderWithQueries(<PersonalReportPage user={bursar} search={{ ...range, employee_id: 21 }} onSearch={vi.fn()} />);
    const months = await screen.findByRole('table', { name: /Pay of Amina Yusuf by month/ });
    expect(http.get).toHaveBeenCalledWith(path, range, expect.anything());
    expect(screen.getByText('Teacher · Class teacher')).toBeTruthy();
    expect(screen.getByText(/Base salary USD 1,000.00 a month/)).toBeTruthy();
    const oct = within(months).getByRole('row', { name: /Oct 2026/ });
    for (const text of ['1,000.00', '100.00', '900.00', '31 Oct 2026']) expect(oct.textContent).toContain(text);
    const nov = within(months).getByRole('row', { name: /Nov 2026/ });
    for (const text of ['25.00', '875.00', 'Approved']) expect(nov.textContent).toContain(text);
    const total = within(months).getByRole('row', { name: /Total/ });
    expect(total.textContent).toContain('2,000.00');
    expect(total.textContent).toContain('1,775.00');

    const recoveries = screen.getByRole('table', { name: 'Advances and loans of Amina Yusuf' });
    const advance = within(recoveries).getByRole('row', { name: /Advance/ });
    for (const text of ['3 Sep 2026', '300.00', '200.00', 'Dec 2026', 'Active']) expect(advance.textContent).toContain(text);
    expect(within(advance).getByRole('link').getAttribute('href')).toBe('#/employees/advance/1');
    const deductions = screen.getByRole('table', { name: 'Deductions of Amina Yusuf' });
    expect(within(deductions).getByRole('row', { name: /Staff welfare fund/ }).textContent).toContain('Nov 2026 – Oct 2027');
    expect(within(deductions).getByRole('row', { name: /Broken window/ }).textContent).toContain('Cancelled');
    expect((screen.getByRole('combobox', { name: 'Employee' }) as HTMLInputElement).value).toBe('Amina Yusuf · E-021');
  });

  it('downloads the months, the recoveries and the deductions as three blocks of one CSV', async () => {
    http.get.mockImplementation(answer({ [path]: personal }));
    renderWithQueries(<PersonalReportPage user={bursar} search={{ ...range, employee_id: 21 }} onSearch={vi.fn()} />);
    const csv = await downloadCsv(download, /Pay of Amina Yusuf/);
    expect(csv.name).toBe('personal-report-e-021-2026-01-to-2026-11.csv');
    expect(csv.lines).toEqual([
      'Month,Gross,Advances,Loans,Deductions,Net,Paid on,Status',
      '2026-10,1000.00,100.00,0.00,0.00,900.00,2026-10-31,Paid',
      '2026-11,1000.00,100.00,0.00,25.00,875.00,,Approved',
      'Total,2000.00,200.00,0.00,25.00,1775.00,,',
      '',
      'Kind,Paid on,Reason,Principal,Instalment,Recovered,Remaining,Next month,Status',
      'Advance,2026-09-03,School fees for her son,300.00,100.00,200.00,100.00,2026-12,Active',
      '',
      'Reason,From,To,Amount,Months taken,Taken in all,Status',
      'Staff welfare fund,2026-11,2027-10,25.00,1,25.00,Active',
      'Broken window,2026-05,2026-05,10.00,0,0.00,Cancelled',
      '',
    ]);
  });

  it('says so when the employee had no payroll, advance or deduction in the range', async () => {
    http.get.mockImplementation(answer({ [path]: { ...personal, months: [], recoveries: [], deductions: [] } }));
    renderWithQueries(<PersonalReportPage user={only('employee-report')} search={{ ...range, employee_id: 21 }} onSearch={vi.fn()} />);
    expect(await screen.findByText(/No payroll for Amina Yusuf in these months/)).toBeTruthy();
    expect(screen.getByText('No advance or loan.')).toBeTruthy();
    expect(screen.getByText('No deduction.')).toBeTruthy();
  });

  it('says which months the total leaves out while their run is pending', async () => {
    const pending = { ...personal, months: personal.months.map((m) => (m.month === '2026-11' ? { ...m, status: 'Pending' as const } : m)) };
    http.get.mockImplementation(answer({ [path]: pending }));
    renderWithQueries(<PersonalReportPage user={bursar} search={{ ...range, employee_id: 21 }} onSearch={vi.fn()} />);
    expect(await screen.findByText('The total counts approved and paid months; Nov 2026 is still pending and not in it.')).toBeTruthy();
  });

  it('changes the months through the dialog and keeps the employee', async () => {
    http.get.mockImplementation(answer({ [path]: personal }));
    const onSearch = vi.fn();
    renderWithQueries(<PersonalReportPage user={bursar} search={{ ...range, employee_id: 21 }} onSearch={onSearch} />);
    await screen.findByRole('table', { name: /Pay of Amina Yusuf/ });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter the report' });
    expect(within(dialog).queryByLabelText('Employee type')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('From month'), { target: { value: '2025-12' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' })));
    expect(onSearch).toHaveBeenCalledWith({ employee_id: 21, from: '2025-12', to: '2026-11' });
  });

  it('reads its address forgivingly', () => {
    expect(v.parse(personalReportSearch, { employee_id: 21, from: '2026-01', to: '2026-06' })).toEqual({ employee_id: 21, from: '2026-01', to: '2026-06' });
    expect(v.parse(personalReportSearch, { employee_id: 'x', from: '2026-1', to: '' })).toEqual({ employee_id: undefined, from: undefined, to: undefined });
  });
});
