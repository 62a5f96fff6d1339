import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@contract';
import { LoanReportPage } from '../components/loan-report-page';
import { loanReportSearch } from '../lib/search';
import { bursar, loans, only } from './fixtures';
import { answer, downloadCsv, renderWithQueries } from '@/lib/testing';

const http = vi.hoisted(() => ({ get: vi.fn(), list: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));
const download = vi.hoisted(() => vi.fn());
vi.mock('@/components/data-table/csv', async (original) => ({ ...(await original<object>()), downloadText: download }));

// Headless UI measures the combobox once a choice closes it; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(cleanup);
beforeEach(() => {
  http.get.mockReset();
  http.list.mockReset();
  download.mockReset();
});

describe('Loan report', () => {
  it('lists every advance and loan with what was recovered and what remains, and the totals', async () => {
    http.get.mockImplementation(answer({ [API.loanReport]: loans }));
    renderWithQueries(<LoanReportPage user={bursar} search={{}} onSearch={vi.fn()} />);
    const table = await screen.findByRole('table', { name: /Loan report/ });
    expect(http.get).toHaveBeenCalledWith(API.loanReport, {}, expect.anything());
    const amina = within(table).getByRole('row', { name: /Amina Yusuf/ });
    for (const text of ['E-021', 'Advance', '3 Sep 2026', '300.00', '100.00', '200.00', 'Dec 2026', 'Active']) expect(amina.textContent).toContain(text);
    const peter = within(table).getByRole('row', { name: /Peter Kamau/ });
    for (const text of ['Loan', '150.00', '0.00', '—', 'Repaid']) expect(peter.textContent).toContain(text);
    const total = within(table.querySelector('tfoot')!).getByRole('row');
    expect(total.textContent).toContain('450.00');
    expect(total.textContent).toContain('350.00');
    expect(total.textContent).toContain('100.00');
    expect(screen.getByText(/1 advance and 1 loan; 1 still recovering, USD 100.00 to recover/)).toBeTruthy();
    // Each name leads to that employee's personal report.
    expect(within(amina).getByRole('link', { name: 'Amina Yusuf' }).getAttribute('href')).toBe('#/employees/employee-report?employee_id=21');
  });

  it('opens a row’s schedule below it, with each instalment’s month and state, and a link to the advance itself', async () => {
    http.get.mockImplementation(answer({ [API.loanReport]: loans }));
    renderWithQueries(<LoanReportPage user={bursar} search={{}} onSearch={vi.fn()} />);
    await screen.findByRole('table', { name: /Loan report/ });
    expect(screen.queryByRole('table', { name: /Schedule of/ })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Schedule of the advance to Amina Yusuf' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const schedule = screen.getByRole('table', { name: 'Schedule of the advance to Amina Yusuf' });
    expect(within(schedule).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['Oct 2026100.00Recovered', 'Nov 2026100.00Recovered', 'Dec 2026100.00Planned']);
    expect(screen.getByRole('link', { name: 'Open this advance' }).getAttribute('href')).toBe('#/employees/advance/1');
    // The loan numbered 1 too is a different row: its schedule stays closed.
    expect(screen.getByRole('button', { name: 'Schedule of the loan to Peter Kamau' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table', { name: /Schedule of/ })).toBeNull();
  });

  it('links neither names nor recoveries for a user who may not open them', async () => {
    http.get.mockImplementation(answer({ [API.loanReport]: loans }));
    renderWithQueries(<LoanReportPage user={only('loan-report')} search={{}} onSearch={vi.fn()} />);
    const table = await screen.findByRole('table', { name: /Loan report/ });
    expect(within(table).queryAllByRole('link')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Schedule of the loan to Peter Kamau' }));
    expect(screen.queryByRole('link', { name: 'Open this loan' })).toBeNull();
  });

  it('downloads every row with its schedule in one cell, and the totals', async () => {
    http.get.mockImplementation(answer({ [API.loanReport]: loans }));
    renderWithQueries(<LoanReportPage user={bursar} search={{}} onSearch={vi.fn()} />);
    const csv = await downloadCsv(download, /Loan report/);
    expect(csv.name).toBe('loan-report.csv');
    expect(csv.lines).toEqual([
      'Employee no,Employee,Kind,Paid on,Reason,Principal,Instalment,Recovered,Remaining,Next month,Status,Schedule',
      'E-021,Amina Yusuf,Advance,2026-09-03,School fees for her son,300.00,100.00,200.00,100.00,2026-12,Active,2026-10 100.00 Recovered; 2026-11 100.00 Recovered; 2026-12 100.00 Planned',
      'E-022,Peter Kamau,Loan,2026-06-15,Motorbike repair,150.00,50.00,150.00,0.00,,Repaid,2026-07 50.00 Recovered; 2026-08 50.00 Recovered; 2026-09 50.00 Recovered',
      ',Total,,,,450.00,,350.00,100.00,,,',
      '',
    ]);
  });

  it('filters by kind, status and employee through the dialog, and names the filter in the header', async () => {
    http.get.mockImplementation(answer({ [API.loanReport]: loans }));
    http.list.mockResolvedValue({ data: [{ id: 22, fullname: 'Peter Kamau', number: 'E-022', job_title: 'Driver' }], total: 1, page: 1, limit: 20 });
    const onSearch = vi.fn();
    renderWithQueries(<LoanReportPage user={bursar} search={{}} onSearch={onSearch} />);
    await screen.findByRole('table', { name: /Loan report/ });
    expect(screen.getByRole('heading', { level: 2 }).parentElement!.textContent).toContain('Advances and loans · active and repaid · all employees');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter the report' });
    fireEvent.change(within(dialog).getByLabelText('Kind'), { target: { value: 'loan' } });
    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'Active' } });
    const box = within(dialog).getByRole('combobox', { name: 'Employee' });
    fireEvent.input(box, { target: { value: 'pet' } });
    fireEvent.change(box, { target: { value: 'pet' } });
    const option = await within(dialog).findByRole('option', { name: /Peter Kamau/ }, { timeout: 2000 });
    expect(option.textContent).toBe('Peter Kamau · E-022 · Driver');
    expect(http.list).toHaveBeenCalledWith(API.employees, { page: 1, limit: 20, search: 'pet' }, expect.anything());
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' })));
    expect(onSearch).toHaveBeenCalledWith({ kind: 'loan', status: 'Active', employee_id: 22 });
  });

  it('asks the server for the filter in the address, and says when nothing matches it', async () => {
    http.get.mockImplementation(answer({ [API.loanReport]: { rows: [], total: { amount: 0, recovered: 0, remaining: 0 } } }));
    renderWithQueries(<LoanReportPage user={bursar} search={{ kind: 'advance', status: 'Repaid', employee_id: 21 }} onSearch={vi.fn()} />);
    expect(await screen.findByText('No advance or loan matches this filter. Change the filter to see others.')).toBeTruthy();
    expect(http.get).toHaveBeenCalledWith(API.loanReport, { kind: 'advance', status: 'Repaid', employee_id: 21 }, expect.anything());
    expect(screen.getByRole('heading', { level: 2 }).parentElement!.textContent).toContain('Advances · repaid · Employee #21');
  });

  it('reads its address forgivingly', () => {
    expect(v.parse(loanReportSearch, { kind: 'loan', status: 'Repaid', employee_id: '5' })).toEqual({ kind: 'loan', status: 'Repaid', employee_id: 5 });
    expect(v.parse(loanReportSearch, { kind: 'gift', status: 'x', employee_id: '-1' })).toEqual({ kind: undefined, status: undefined, employee_id: undefined });
  });
});
