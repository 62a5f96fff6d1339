import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type Deduction, type Privilege } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { notify } from '@/lib/toast';
import { monthAfter } from '../../recoveries/lib/months';
import { todayIn } from '@/lib/today';
import { describedBy, EMPLOYEES, enter, page, pickEmployee, pressUntilSent, userWith, withClient } from '../../recoveries/tests/fixtures';
import { DeductionsPage } from '../components/deductions-page';

const http = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

const WELFARE: Deduction = {
  id: 4,
  version: 2,
  employee_id: 12,
  employee_name: 'Amina Odhiambo',
  employee_number: 'EMP-0012',
  amount: 150_000,
  reason: 'Staff welfare fund',
  from_month: '2026-09',
  to_month: '2027-02',
  recurring: true,
  status: 'Active',
  applied_months: 2,
  applied_total: 300_000,
};
const BREAKAGE: Deduction = { ...WELFARE, id: 5, employee_id: 15, employee_name: 'Peter Kamau', employee_number: 'EMP-0015', amount: 80_000, reason: 'Broken projector', from_month: '2026-12', to_month: '2026-12', recurring: false, applied_months: 0, applied_total: 0 };

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  http.list.mockReset().mockImplementation((path: string, params: { search?: string }) =>
    Promise.resolve(path === API.employees ? page(EMPLOYEES.filter((e) => e.fullname.toLowerCase().includes((params.search ?? '').toLowerCase()))) : page([WELFARE, BREAKAGE])),
  );
  http.post.mockReset();
  http.put.mockReset();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

function renderPage(...privileges: Privilege[]) {
  render(<DeductionsPage user={userWith('deductions', ...privileges)} state={{ page: 1, limit: 100 }} onStateChange={vi.fn()} />, { wrapper: withClient() });
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);
const submit = (name: string) => () => within(dialog()).getByRole('button', { name }) as HTMLButtonElement;
const nextMonth = monthAfter(todayIn('UTC'));

describe('Deductions page', { timeout: 20_000 }, () => {
  it('lists each deduction with its months and what payroll has taken; Add and Edit are off without the privileges', async () => {
    renderPage();
    const welfare = await screen.findByRole('row', { name: /Amina Odhiambo/ });
    expect(welfare.textContent).toContain('Sep 2026 – Feb 2027');
    expect(welfare.textContent).toContain('Recurring');
    expect(welfare.textContent).toContain('3,000.00');
    expect(welfare.textContent).toContain('2 months');
    const breakage = screen.getByRole('row', { name: /Peter Kamau/ });
    expect(breakage.textContent).toContain('One-off');
    expect(breakage.textContent).toContain('None yet');
    expect((screen.getByRole('button', { name: 'Add deduction' }) as HTMLButtonElement).disabled).toBe(true);
    const edit = within(welfare).getByRole('button', { name: /Edit/ }) as HTMLButtonElement;
    expect(edit.disabled).toBe(true);
    expect(edit.title).toContain('update-deductions');
  });

  it('adds a one-month deduction, then a recurring one, and checks the last month', async () => {
    http.post.mockResolvedValue({ message: 'The deduction has been added', id: 9 });
    renderPage('add-deductions');
    await screen.findByRole('row', { name: /Amina Odhiambo/ });
    screen.getByRole('button', { name: 'Add deduction' }).click();
    await screen.findByRole('dialog', { name: 'Add deduction' });
    expect((field('Month') as HTMLInputElement).value).toBe(nextMonth);
    await pickEmployee('Peter Kamau');
    enter(field('Amount a month (USD)'), '800');
    enter(field('Reason'), 'Broken projector');
    await within(dialog()).findByText(/800.00 is taken from pay in .* only\./);
    await pressUntilSent(submit('Add deduction'), http.post);
    expect(http.post).toHaveBeenCalledWith(API.deductions, { employee_id: 15, amount: 80_000, reason: 'Broken projector', from_month: nextMonth, to_month: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    screen.getByRole('button', { name: 'Add deduction' }).click();
    await screen.findByRole('dialog', { name: 'Add deduction' });
    await pickEmployee('Amina Odhiambo');
    enter(field('Amount a month (USD)'), '1,500');
    enter(field('Reason'), 'Staff welfare fund');
    enter(field('How often'), 'monthly');
    enter(field('First month'), '2027-01');
    enter(field('Last month'), '2026-12');
    await waitFor(() => expect(describedBy(field('Last month'))).toBe('The last month cannot be before the first.'));
    expect(submit('Add deduction')().disabled).toBe(true);
    enter(field('Last month'), '2027-06');
    await within(dialog()).findByText('1,500.00 is taken from pay every month, January 2027 to June 2027 (6 months): 9,000.00 in all.');
    await pressUntilSent(submit('Add deduction'), http.post);
    expect(http.post).toHaveBeenLastCalledWith(API.deductions, { employee_id: 12, amount: 150_000, reason: 'Staff welfare fund', from_month: '2027-01', to_month: '2027-06' });
  });

  it('edits with the row version, may cancel, and shows refusals at the field', async () => {
    renderPage('update-deductions');
    const welfare = await screen.findByRole('row', { name: /Amina Odhiambo/ });
    within(welfare).getByRole('button', { name: /Edit/ }).click();
    await screen.findByRole('dialog', { name: 'Edit deduction' });
    expect(within(dialog()).getByText('Amina Odhiambo · EMP-0012')).toBeTruthy();
    expect((field('Amount a month (USD)') as HTMLInputElement).value).toBe('1500.00');
    expect((field('Last month') as HTMLInputElement).value).toBe('2027-02');
    enter(field('Status'), 'Cancelled');
    await within(dialog()).findByText('Cancelled: later payroll runs take nothing more. Approved payslips keep what they took.');
    http.put.mockRejectedValueOnce(toHttpError(422, { message: 'Approved payroll has taken it up to October 2026.', issues: [{ path: 'from_month', message: 'Approved payroll has taken it up to October 2026.' }] }));
    await pressUntilSent(submit('Save'), http.put);
    expect(http.put).toHaveBeenCalledWith(`${API.deductions}/4`, {
      version: 2,
      amount: 150_000,
      reason: 'Staff welfare fund',
      from_month: '2026-09',
      to_month: '2027-02',
      status: 'Cancelled',
    });
    await waitFor(() => expect(describedBy(field('First month'))).toBe('Approved payroll has taken it up to October 2026.'));
    expect(notify.error).not.toHaveBeenCalled();
  });
});
