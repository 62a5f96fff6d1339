import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addMonths, API, type Employee, type PersonalReport, type Profile } from '@contract';
import { profileQueryOptions } from '@/api/profile';
import { EmployeeDetails } from './employee-details';

const http = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

const employee: Employee = {
  id: 21, number: 'E-021', first_name: 'Amina', last_name: 'Yusuf', fullname: 'Amina Yusuf', gender: 'Female', phone: null, email: null, job_title: 'Class teacher',
  type: 'teacher', hire_date: '2024-01-08', status: 'Active', created_at: '2024-01-08T08:00:00Z', address: null, national_id: null, base_salary: 100_000,
  bank_name: null, bank_account: null, version: 1,
  status_history: [{ action: 'deactivate', at: '2025-06-01T09:00:00Z', by: 1, reason: 'Maternity leave' }, { action: 'activate', at: '2025-09-01T09:00:00Z', by: 1, reason: null }],
};

// The user's school is on UTC.
const thisMonth = new Date().toISOString().slice(0, 7);
const personal: PersonalReport = {
  employee: { id: 21, number: 'E-021', name: 'Amina Yusuf', type: 'teacher', job_title: 'Class teacher', base_salary: 100_000, hire_date: '2024-01-08', left_on: null, status: 'Active' },
  months: [
    { month: '2026-09', run_id: 1, status: 'Paid', gross: 100_000, advances: 0, loans: 5_000, deductions: 0, net: 95_000, paid_on: '2026-09-30' },
    { month: '2026-10', run_id: 2, status: 'Approved', gross: 100_000, advances: 10_000, loans: 5_000, deductions: 2_500, net: 82_500, paid_on: null },
  ],
  total: { employees: 1, gross: 200_000, advances: 10_000, loans: 10_000, deductions: 2_500, net: 177_500, paid: 95_000 },
  recoveries: [
    {
      id: 3, version: 1, kind: 'loan', employee_id: 21, employee_name: 'Amina Yusuf', employee_number: 'E-021', paid_on: '2026-08-10', amount: 50_000, instalment: 5_000, reason: 'Rent deposit',
      account_id: 1, account_name: 'Cash', entry_id: 9, recovered: 10_000, remaining: 40_000, next_month: '2026-11', last_month: '2027-06', status: 'Active',
    },
    {
      id: 1, version: 1, kind: 'advance', employee_id: 21, employee_name: 'Amina Yusuf', employee_number: 'E-021', paid_on: '2026-01-10', amount: 10_000, instalment: 10_000, reason: 'Old advance',
      account_id: 1, account_name: 'Cash', entry_id: 4, recovered: 10_000, remaining: 0, next_month: null, last_month: '2026-02', status: 'Repaid',
    },
  ],
  deductions: [
    {
      id: 4, version: 1, employee_id: 21, employee_name: 'Amina Yusuf', employee_number: 'E-021', amount: 2_500, reason: 'Staff welfare fund', from_month: '2026-10', to_month: '2099-12',
      recurring: true, status: 'Active', applied_months: 1, applied_total: 2_500,
    },
    {
      id: 2, version: 1, employee_id: 21, employee_name: 'Amina Yusuf', employee_number: 'E-021', amount: 1_000, reason: 'Lost keys', from_month: '2025-01', to_month: '2025-01',
      recurring: false, status: 'Active', applied_months: 1, applied_total: 1_000,
    },
  ],
};

const user = (privileges: string[]) => ({ id: 2, role_id: 5, privileges, classes: [], currency: 'USD', time_zone: 'UTC' }) as unknown as Profile;

function show(profile: Profile) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(profileQueryOptions().queryKey, profile);
  render(
    <QueryClientProvider client={client}>
      <EmployeeDetails id={21} currency="USD" onClose={vi.fn()} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);
beforeEach(() => {
  http.get.mockReset().mockImplementation((path: string) => {
    if (path === `${API.employees}/21`) return Promise.resolve(structuredClone(employee));
    if (path === `${API.personalReport}/21`) return Promise.resolve(structuredClone(personal));
    return Promise.reject(new Error(`No reply for ${path}`));
  });
});

describe('the employee’s Payroll tab', () => {
  it('is not there without the Personal report privilege, and no pay is asked for', async () => {
    show(user(['view-employee']));
    expect(await screen.findByText('Status history')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(http.get).not.toHaveBeenCalledWith(expect.stringContaining(API.personalReport), expect.anything(), expect.anything());
  });

  it('shows the last twelve months, open recoveries and deductions that still apply, and leads to the full report', async () => {
    show(user(['view-employee', 'employee-report']));
    // The details come first, status history included.
    expect(await screen.findByText('Maternity leave')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Details' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Payroll' }));

    const months = await screen.findByRole('table', { name: /Pay of Amina Yusuf, last 12 months/ });
    const from = addMonths(thisMonth, -11);
    expect(http.get).toHaveBeenCalledWith(`${API.personalReport}/21`, { from, to: thisMonth }, expect.anything());
    const rows = within(months).getAllByRole('row').slice(1);
    // Latest first; a month not yet paid says where it stands.
    expect(rows[0]!.textContent).toMatch(/^Oct 2026Approved1,000.00100.0050.0025.00825.00not yet$/);
    expect(rows[1]!.textContent).toContain('30 Sep 2026');

    const open = screen.getByRole('table', { name: 'Open advances and loans of Amina Yusuf' });
    expect(within(open).getAllByRole('row')).toHaveLength(2);
    expect(within(open).getByRole('row', { name: /Loan/ }).textContent).toContain('400.00');
    expect(screen.queryByText('Old advance')).toBeNull();
    const deductions = screen.getByRole('table', { name: 'Active deductions of Amina Yusuf' });
    expect(within(deductions).getByRole('row', { name: /Staff welfare fund/ })).toBeTruthy();
    expect(screen.queryByText('Lost keys')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the personal report' }).getAttribute('href')).toBe(`#/employees/employee-report?employee_id=21&from=${from}&to=${thisMonth}`);
  });
});
