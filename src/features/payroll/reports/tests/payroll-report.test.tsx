import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@contract';
import { HttpError } from '@/lib/http-error';
import { PayrollReportPage } from '../components/payroll-report-page';
import { payrollReportSearch } from '../lib/search';
import { bursar, payroll } from './fixtures';
import { answer, downloadCsv, openReportFilter, renderWithQueries } from '@/lib/testing';

const http = vi.hoisted(() => ({ get: vi.fn(), list: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));
const download = vi.hoisted(() => vi.fn());
vi.mock('@/components/data-table/csv', async (original) => ({ ...(await original<object>()), downloadText: download }));

const range = { from: '2026-08', to: '2026-11' };
afterEach(cleanup);
beforeEach(() => {
  http.get.mockReset();
  download.mockReset();
});

describe('Payroll report', () => {
  it('shows each month by type with its subtotal, a month without payroll, and the totals by type and overall', async () => {
    http.get.mockImplementation(answer({ [API.payrollReport]: payroll }));
    renderWithQueries(<PayrollReportPage user={bursar} search={range} onSearch={vi.fn()} />);
    const table = await screen.findByRole('table', { name: /Payroll report/ });
    expect(http.get).toHaveBeenCalledWith(API.payrollReport, range, expect.anything());
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/Aug 2026 – Nov 2026$/);
    expect(screen.getByText(/All employee types/)).toBeTruthy();

    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}(?!,)`) });
    expect(row('Aug 2026').textContent).toContain('No approved payroll');
    // September: its figures across types, then each type under it, teachers first whatever order the server sent.
    const sep = within(table).getAllByRole('row', { name: /^Sep 2026/ });
    expect(sep.map((r) => r.querySelector('th')!.textContent)).toEqual(['Sep 2026', 'Sep 2026, Teachers', 'Sep 2026, Staff']);
    expect(sep[0]!.textContent).toContain('4,000.00'); // gross 3,000 + 1,000
    expect(sep[0]!.textContent).toContain('3,840.00'); // net 2,900 + 940
    expect(sep[1]!.textContent).toContain('3,000.00');
    expect(sep[2]!.textContent).toContain('940.00');
    // A month paid to one type: its row and that type's.
    expect(row('Nov 2026').textContent).toContain('3,075.00');
    expect(row('Nov 2026, Teachers').textContent).toContain('3,075.00');

    const foot = table.querySelector('tfoot')!;
    const [teachers, staff, grand] = within(foot).getAllByRole('row');
    expect(teachers!.textContent).toMatch(/^All teachers3/);
    expect(staff!.textContent).toContain('2,000.00');
    expect(grand!.textContent).toMatch(/^Total5/);
    expect(grand!.textContent).toContain('11,100.00');
    expect(grand!.textContent).toContain('10,765.00');
    expect(screen.getByText(/3 of 4 months have approved payroll. Net pay USD 10,765.00, paid USD 7,690.00, still to pay USD 3,075.00/)).toBeTruthy();
  });

  it('shows what unpaid leave took before gross as a column, in the month, its type and the totals', async () => {
    http.get.mockImplementation(answer({ [API.payrollReport]: payroll }));
    renderWithQueries(<PayrollReportPage user={bursar} search={range} onSearch={vi.fn()} />);
    const table = await screen.findByRole('table', { name: /Payroll report/ });
    const heads = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(heads.slice(0, 4)).toEqual(['Month, type', 'Employees', 'Unpaid leave', 'Gross']);
    const column = heads.indexOf('Unpaid leave');
    const cellOf = (r: HTMLElement) => r.children[column]!.textContent;
    const oct = within(table).getAllByRole('row', { name: /^Oct 2026/ });
    expect(oct.map((r) => [r.querySelector('th')!.textContent, cellOf(r)])).toEqual([
      ['Oct 2026', '45.00'],
      ['Oct 2026, Teachers', '0.00'],
      ['Oct 2026, Staff', '45.00'],
    ]);
    const [teachers, staff, grand] = within(table.querySelector('tfoot')!).getAllByRole('row');
    expect([cellOf(teachers!), cellOf(staff!), cellOf(grand!)]).toEqual(['0.00', '45.00', '45.00']);
  });

  it('downloads the CSV: every month and type, subtotals, totals by type and the grand total, in plain numbers', async () => {
    http.get.mockImplementation(answer({ [API.payrollReport]: payroll }));
    renderWithQueries(<PayrollReportPage user={bursar} search={range} onSearch={vi.fn()} />);
    const csv = await downloadCsv(download);
    expect(csv.name).toBe('payroll-report-2026-08-to-2026-11.csv');
    expect(csv.lines).toEqual([
      'Month,Type,Employees,Unpaid leave,Gross,Advances,Loans,Deductions,Net,Paid',
      '2026-09,Teacher,3,0.00,3000.00,100.00,0.00,0.00,2900.00,2900.00',
      '2026-09,Staff,2,0.00,1000.00,0.00,50.00,10.00,940.00,940.00',
      '2026-09,All types,5,0.00,4000.00,100.00,50.00,10.00,3840.00,3840.00',
      '2026-10,Teacher,3,0.00,3000.00,100.00,0.00,0.00,2900.00,2900.00',
      '2026-10,Staff,2,45.00,1000.00,0.00,50.00,0.00,950.00,950.00',
      '2026-10,All types,5,45.00,4000.00,100.00,50.00,0.00,3850.00,3850.00',
      '2026-11,Teacher,3,0.00,3100.00,0.00,0.00,25.00,3075.00,0.00',
      'Total,Teacher,3,0.00,9100.00,200.00,0.00,25.00,8875.00,5800.00',
      'Total,Staff,2,45.00,2000.00,0.00,100.00,10.00,1890.00,1890.00',
      'Total,All types,5,45.00,11100.00,200.00,100.00,35.00,10765.00,7690.00',
      '',
    ]);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Hill School')).toBeTruthy();
  });

  it('filters through the dialog: months and type go to the address, a backwards range is refused at its field', async () => {
    http.get.mockImplementation(answer({ [API.payrollReport]: payroll }));
    const onSearch = vi.fn();
    renderWithQueries(<PayrollReportPage user={bursar} search={range} onSearch={onSearch} />);
    const { from, to, ...filter } = await openReportFilter('From month', 'To month');
    expect([from.value, to.value]).toEqual(['2026-08', '2026-11']);
    await filter.refuses('To month', '2026-07', 'The last month cannot be before the first.');
    expect(onSearch).not.toHaveBeenCalled();

    await filter.preset('Last 12 months');
    fireEvent.change(filter.field('Employee type'), { target: { value: 'driver' } });
    await filter.press('Apply');
    expect(onSearch).toHaveBeenCalledWith({ from: from.value, to: to.value, type: 'driver' });
    expect(to.value).toMatch(/^\d{4}-\d{2}$/);
  });

  it('asks for the type in the address, and says what to do when no payroll was approved', async () => {
    http.get.mockImplementation(answer({ [API.payrollReport]: { ...payroll, rows: [], by_type: [] } }));
    renderWithQueries(<PayrollReportPage user={bursar} search={{ ...range, type: 'driver' }} onSearch={vi.fn()} />);
    expect(await screen.findByText(/No approved payroll in these months/)).toBeTruthy();
    expect(http.get).toHaveBeenCalledWith(API.payrollReport, { ...range, type: 'driver' }, expect.anything());
    expect(screen.getByText(/Drivers only/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows one row a month, without type rows, when the report keeps to one type', async () => {
    const teachers = { ...payroll, rows: payroll.rows.filter((r) => r.employee_type === 'teacher'), by_type: payroll.by_type.slice(0, 1) };
    http.get.mockImplementation(answer({ [API.payrollReport]: teachers }));
    renderWithQueries(<PayrollReportPage user={bursar} search={{ ...range, type: 'teacher' }} onSearch={vi.fn()} />);
    const table = await screen.findByRole('table', { name: /Payroll report/ });
    expect(within(table).getAllByRole('row', { name: /Sep 2026/ })).toHaveLength(1);
    expect(within(table).queryByRole('row', { name: /Teachers/ })).toBeNull();
  });

  it('shows the server’s refusal beside a way to change the filter, and says a report needs a connection', async () => {
    http.get.mockRejectedValue(new HttpError(422, 'The last month cannot be before the first.'));
    renderWithQueries(<PayrollReportPage user={bursar} search={range} onSearch={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('This report cannot be made for that choice');
    expect(screen.getByRole('button', { name: 'Change the filter' })).toBeTruthy();
    cleanup();
    http.get.mockRejectedValue(new HttpError(0, 'offline'));
    renderWithQueries(<PayrollReportPage user={bursar} search={range} onSearch={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('none is saved on this device');
  });
});

describe('the payroll report’s address', () => {
  it('keeps good months and type, and drops what was mistyped rather than failing the page', () => {
    expect(v.parse(payrollReportSearch, { from: '2026-01', to: '2026-11', type: 'staff' })).toEqual({ from: '2026-01', to: '2026-11', type: 'staff' });
    expect(v.parse(payrollReportSearch, { from: '2026-13', to: 'soon', type: 'cook' })).toEqual({ from: undefined, to: undefined, type: undefined });
  });
});
