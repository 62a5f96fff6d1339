import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type LeaveReport, type Privilege } from '@contract';
import { notify } from '@/lib/toast';
import { enter, pressUntilSent } from '@/lib/testing';
import { OfficeLeavePage } from '../components/office-leave-page';
import { ANNUAL, balance, page, staffWith, UNPAID, withClient, YEAR } from './fixtures';

const http = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

const REPORT: LeaveReport = {
  academic_year: YEAR,
  types: [
    { id: 1, name: 'Annual leave', paid: true },
    { id: 3, name: 'Unpaid leave', paid: false },
  ],
  employees: [
    {
      employee_id: 12,
      employee_name: 'Amina Odhiambo',
      employee_number: 'EMP-0012',
      by_type: [
        { leave_type_id: 1, taken: 5, left: 16 },
        { leave_type_id: 3, taken: 1.5, left: null },
      ],
      taken: 6.5,
    },
  ],
  months: [{ month: '2026-12', by_type: [{ leave_type_id: 1, days: 5 }], days: 5 }],
  cover: [{ teacher_id: 15, teacher_name: 'Peter Kamau', lessons: 7 }],
};

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  http.list.mockReset().mockResolvedValue(page([]));
  http.get.mockReset().mockImplementation((path: string) => {
    if (path === API.leaveBalances) return Promise.resolve({ academic_year: YEAR, balances: [balance(ANNUAL, { taken: 5, left: 16 }), balance(UNPAID, { opening: null })] });
    if (path === API.leaveReport) return Promise.resolve(REPORT);
    return Promise.resolve([]);
  });
  http.post.mockReset().mockResolvedValue({ message: 'The opening balance has been set', id: 3 });
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

const renderTab = (tab: 'balances' | 'report', ...privileges: Privilege[]) =>
  render(<OfficeLeavePage user={{ ...staffWith(...privileges), employee_id: 30 }} search={{ page: 1, limit: 25, tab }} onSearch={vi.fn()} />, { wrapper: withClient() });

describe('Employees › Leave, balances and report', { timeout: 20_000 }, () => {
  it("lists everyone's balances and sets an opening balance once, for a limited type only", async () => {
    renderTab('balances', 'list-employee', 'update-employee');
    const annual = await screen.findByRole('row', { name: /Annual leave/ });
    expect(annual.textContent).toContain('16 days');
    expect(within(screen.getByRole('row', { name: /Unpaid leave/ })).queryByRole('button')).toBeNull();
    fireEvent.click(within(annual).getByRole('button', { name: /Set opening balance/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Set opening balance' });
    enter(within(dialog).getByLabelText('Days left'), '12.5');
    await pressUntilSent(() => within(dialog).getByRole('button', { name: 'Set opening balance' }) as HTMLButtonElement, http.post);
    expect(http.post).toHaveBeenCalledWith(`${API.leaveBalances}/opening`, { employee_id: 12, leave_type_id: 1, academic_year_id: 5, days: 12.5 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the balances to a list-employee reader without Set opening balance', async () => {
    renderTab('balances', 'list-employee');
    await screen.findByRole('row', { name: /Annual leave/ });
    expect(screen.queryByRole('button', { name: /Set opening balance/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Opening balance' })).toBeNull();
  });

  it('reports leave by employee and type, by month, and the cover lessons', async () => {
    renderTab('report', 'employee-report');
    const amina = await screen.findByRole('row', { name: /Amina Odhiambo/ });
    expect(amina.textContent).toContain('5 days taken16 days left');
    expect(amina.textContent).toContain('1½ days takenno limit');
    expect(screen.getByRole('row', { name: /December 2026/ }).textContent).toContain('5 days');
    expect(screen.getByRole('row', { name: /Peter Kamau/ }).textContent).toContain('7');
    // The report alone: its reader neither decides nor keeps leave.
    expect(screen.queryByRole('tab', { name: 'Requests' })).toBeNull();
    expect(http.list).not.toHaveBeenCalledWith(API.leaveRequests, expect.anything(), expect.anything());
  });
});
