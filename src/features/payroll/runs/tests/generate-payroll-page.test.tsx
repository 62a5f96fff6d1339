import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type PayrollRunRow, type Profile } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { notify } from '@/lib/toast';
import { GeneratePayrollPage } from '../components/generate-payroll-page';
import { bursar, reader } from './fixtures';
import { enter, renderWithClient } from './render';

const http = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

const totals = { employees: 60, unpaid_leave: 0, gross: 9000000, advances: 0, loans: 0, deductions: 0, net: 8800000, paid: 0 };
const row = (id: number, month: string, status: PayrollRunRow['status'], paid = 0): PayrollRunRow => ({ id, month, status, generated_at: `${month}-28T09:00:00Z`, ...totals, paid });
let runs: PayrollRunRow[];

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeEach(() => {
  vi.restoreAllMocks();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-02T10:00:00Z'));
  runs = [row(12, '2026-11', 'Approved'), row(11, '2026-10', 'Paid', 8800000), row(10, '2026-09', 'Cancelled')];
  http.list.mockReset().mockImplementation(() => Promise.resolve({ data: runs, total: runs.length, page: 1, limit: 24 }));
  http.post.mockReset();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

function renderPage(user: Profile = bursar) {
  const onOpenRun = vi.fn();
  renderWithClient(<GeneratePayrollPage user={user} onOpenRun={onOpenRun} />);
  return onOpenRun;
}
const month = () => screen.getByLabelText(/^Month/) as HTMLInputElement;
const recent = () => screen.findByRole('region', { name: 'Recent payroll runs' });

describe('GeneratePayrollPage', { timeout: 20_000 }, () => {
  it('starts on this month, lists the recent runs newest first, each linking to its run', async () => {
    renderPage();
    const table = await recent();
    expect(month().value).toBe('2026-12');
    expect(http.list).toHaveBeenCalledWith(API.monthlyPayroll, { page: 1, limit: 24, sort: 'month', order: 'desc' }, expect.anything());
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['November 2026', 'October 2026', 'September 2026']);
    expect(rows[1]!.textContent).toContain('Paid');
    expect(rows[1]!.textContent).toContain('USD 88,000.00');
    expect(within(rows[0]!).getByRole('link', { name: 'November 2026' }).getAttribute('href')).toBe('#/employees/payroll-run/12');
  });

  it('generates the chosen month and opens its run', async () => {
    http.post.mockResolvedValueOnce({ message: 'December 2026 payroll generated: 60 employees.', id: 13 });
    const onOpenRun = renderPage();
    await recent();
    const generate = screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement;
    await waitFor(() => expect(generate.disabled).toBe(false));
    await act(async () => fireEvent.click(generate));
    await waitFor(() => expect(onOpenRun).toHaveBeenCalledWith(13));
    expect(http.post).toHaveBeenCalledWith(API.monthlyPayroll, { month: '2026-12' });
    expect(notify.success).toHaveBeenCalledWith('December 2026 payroll generated: 60 employees.');
  });

  it('offers Regenerate for a month with a pending run, and refuses a month already approved', async () => {
    runs = [row(13, '2026-12', 'Pending'), ...runs];
    renderPage();
    await recent();
    expect(screen.getByRole('button', { name: 'Regenerate' })).toBeTruthy();
    expect(screen.getByText(/has a pending run/).textContent).toContain('Regenerating replaces it');
    enter(month(), '2026-11');
    const generate = (await screen.findByRole('button', { name: 'Generate' })) as HTMLButtonElement;
    expect(generate.disabled).toBe(true);
    expect(screen.getByText(/already approved/).textContent).toContain('cancel that run before generating the month again');
    expect(screen.getByRole('link', { name: 'Open the November 2026 run' }).getAttribute('href')).toBe('#/employees/payroll-run/12');
    // A cancelled run does not hold its month.
    enter(month(), '2026-09');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it("shows the server's refusal at the month, or on the page, never only in a toast", async () => {
    const message = 'December 2026 is a closed month.';
    http.post.mockRejectedValueOnce(toHttpError(422, { message, issues: [{ path: 'month', message }] })).mockRejectedValueOnce(toHttpError(409, { message: 'Someone approved this month meanwhile.' }));
    renderPage();
    await recent();
    const generate = screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement;
    await waitFor(() => expect(generate.disabled).toBe(false));
    await act(async () => fireEvent.click(generate));
    await waitFor(() => expect(month().getAttribute('aria-invalid')).toBe('true'));
    enter(month(), '2027-01');
    await waitFor(() => expect(generate.disabled).toBe(false));
    await act(async () => fireEvent.click(generate));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Someone approved this month meanwhile.'));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shows a payroll-report reader the runs without the Generate form', async () => {
    renderPage(reader);
    await recent();
    expect(screen.queryByLabelText(/^Month/)).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

describe('GeneratePayrollPage: a school with no employees yet', { timeout: 20_000 }, () => {
  const hr = { ...bursar, privileges: ['generate-payroll', 'list-employee'] } as unknown as Profile;
  const answer = (employees: number) =>
    http.list.mockImplementation((path: string) =>
      Promise.resolve(path === API.employees ? { data: [], total: employees, page: 1, limit: 1 } : { data: runs, total: runs.length, page: 1, limit: 24 }),
    );

  it('says there is nobody to pay and links to Employees', async () => {
    answer(0);
    renderPage(hr);
    expect(await screen.findByText('There are no active employees yet, so there is nobody to pay.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add an employee first' }).getAttribute('href')).toBe('#/employees/list');
  });

  it('says nothing once an employee exists, and never asks without list-employee', async () => {
    answer(4);
    renderPage(hr);
    await recent();
    expect(screen.queryByText(/nobody to pay/)).toBeNull();
    cleanup();
    http.list.mockClear();
    renderPage(bursar);
    await recent();
    expect(http.list.mock.calls.some(([path]) => path === API.employees)).toBe(false);
  });
});
