import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, IDEMPOTENCY_HEADER, type Privilege, type Recovery, monthLabel } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { notify } from '@/lib/toast';
import { RecoveriesPage } from '../components/recoveries-page';
import { ADVANCE, LOAN } from '../lib/kinds';
import { monthAfter } from '../lib/months';
import { todayIn } from '@/lib/today';
import { ADVANCE_DETAIL, CASH, describedBy, EMPLOYEES, enter, page, pickEmployee, pressUntilSent, userWith, withClient } from './fixtures';

const http = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

const { schedule: _schedule, ...row } = ADVANCE_DETAIL;
const ROWS: Recovery[] = [row, { ...row, id: 8, employee_id: 15, employee_name: 'Peter Kamau', employee_number: 'EMP-0015', recovered: 500_000, remaining: 0, next_month: null, status: 'Repaid', amount: 500_000 }];

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  http.list.mockReset().mockImplementation((path: string, params: { search?: string }) => {
    if (path === API.employees) return Promise.resolve(page(EMPLOYEES.filter((e) => e.fullname.toLowerCase().includes((params.search ?? '').toLowerCase()))));
    if (path === API.financeAccounts) return Promise.resolve(page(CASH));
    return Promise.resolve(page(ROWS));
  });
  http.post.mockReset();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

function renderPage(info = ADVANCE, ...privileges: Privilege[]) {
  let n = 0;
  const onOpen = vi.fn();
  render(<RecoveriesPage info={info} user={userWith(info.list, ...privileges)} state={{ page: 1, limit: 100 }} onStateChange={vi.fn()} onOpen={onOpen} makeKey={() => `payout-${++n}`} />, {
    wrapper: withClient(),
  });
  return onOpen;
}

const today = todayIn('UTC');
const firstMonth = monthAfter(today);
const field = (label: string) => screen.getByLabelText(label);
const payOut = (name = 'Pay out advance') => within(screen.getByRole('dialog')).getByRole('button', { name }) as HTMLButtonElement;

async function openPayout(name = 'Pay out advance') {
  await screen.findByRole('row', { name: /Amina Odhiambo/ });
  screen.getByRole('button', { name }).click();
  await screen.findByRole('dialog', { name });
}

describe('Salary advances page', { timeout: 20_000 }, () => {
  it('lists each advance with what is recovered and left; Pay out is off without add-advanced', async () => {
    renderPage(ADVANCE);
    const amina = await screen.findByRole('row', { name: /Amina Odhiambo/ });
    expect(amina.textContent).toContain('USD 100,000.00');
    expect(amina.textContent).toContain('66,666.66');
    expect(amina.textContent).toContain('Jan 2027');
    expect(amina.textContent).toContain('Active');
    expect(screen.getByRole('row', { name: /Peter Kamau/ }).textContent).toContain('Repaid');
    expect(within(amina).getByRole('link', { name: /Amina Odhiambo/ }).getAttribute('href')).toBe('#/employees/advance/7');
    const button = screen.getByRole('button', { name: 'Pay out advance' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.title).toContain('add-advanced');
  });

  it('shows the plan as it is typed, sends the advance under one key, and opens its page', async () => {
    http.post.mockRejectedValueOnce(toHttpError(0, null)).mockResolvedValueOnce({ message: 'The advance has been paid out', id: 7, entry_id: 501 });
    const onOpen = renderPage(ADVANCE, 'add-advanced');
    await openPayout();
    // Without list-account there is no picker: the server pays from the user's own cash.
    expect(screen.queryByLabelText('Pay from')).toBeNull();
    expect(screen.getByText('Paid from your own cash account.')).toBeTruthy();
    expect((field('First recovery month') as HTMLInputElement).value).toBe(firstMonth);
    expect((field('Recover over (months)') as HTMLInputElement).value).toBe('1');

    await pickEmployee('Amina Odhiambo');
    enter(field('Amount (USD)'), '100,000');
    enter(field('Reason'), 'School fees for her daughter');
    expect(screen.getByText(`1 instalment of 100,000.00 in ${monthLabel(firstMonth)}.`)).toBeTruthy();
    enter(field('Recover over (months)'), '3');
    await screen.findByText(`3 instalments: 33,333.34, 33,333.34, 33,333.32 from ${monthLabel(firstMonth)} to ${monthLabel(monthAfter(`${monthAfter(`${firstMonth}-01`)}-01`))}.`);

    await pressUntilSent(() => payOut(), http.post);
    expect(http.post.mock.calls[0]![0]).toBe(API.advances);
    expect(http.post.mock.calls[0]![1]).toEqual({
      employee_id: 12,
      date: today,
      amount: 10_000_000,
      reason: 'School fees for her daughter',
      instalments: 3,
      first_month: firstMonth,
      account_id: null,
    });
    // The answer was lost: the retry carries the same key, so the server pays once.
    await pressUntilSent(() => payOut(), http.post);
    const keys = http.post.mock.calls.map((call) => (call[2] as { headers: Record<string, string> }).headers[IDEMPOTENCY_HEADER]);
    expect(keys).toEqual(['payout-1', 'payout-1']);
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith(7));
    expect(notify.success).toHaveBeenCalledWith('The advance has been paid out');
  });

  it("says what is wrong at the field: the form's own rules, then the server's refusals", async () => {
    renderPage(ADVANCE, 'add-advanced');
    await openPayout();
    enter(field('Amount (USD)'), 'twelve');
    enter(field('Recover over (months)'), 'three');
    enter(field('First recovery month'), '2020-01');
    await waitFor(() => expect(describedBy(field('Amount (USD)'))).toBe('Enter an amount such as 25000 or 25,000.50.'));
    expect(describedBy(field('Recover over (months)'))).toBe('Enter a number of months, such as 3.');
    await waitFor(() => expect(describedBy(field('First recovery month'))).toContain('Recovery cannot start before the advance is paid out'));
    expect(payOut().disabled).toBe(true);

    enter(field('Amount (USD)'), '500');
    enter(field('Recover over (months)'), '2');
    enter(field('First recovery month'), firstMonth);
    enter(field('Reason'), 'Rent');
    await pickEmployee('Peter Kamau');
    http.post.mockRejectedValueOnce(toHttpError(422, { message: 'This employee is inactive.', issues: [{ path: 'employee_id', message: 'This employee is inactive.' }] }));
    await pressUntilSent(() => payOut(), http.post);
    await waitFor(() => expect(describedBy(screen.getByRole('combobox', { name: 'Employee' }))).toBe('This employee is inactive.'));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('lets a holder of list-account choose the cash or bank account to pay from', async () => {
    http.post.mockResolvedValueOnce({ message: 'The advance has been paid out', id: 9, entry_id: 502 });
    const onOpen = renderPage(ADVANCE, 'add-advanced', 'list-account');
    await openPayout();
    const payFrom = await screen.findByLabelText('Pay from');
    expect(within(payFrom).getByRole('option', { name: '1010 · Bank (USD 9,000,000.00)' })).toBeTruthy();
    await pickEmployee('Amina Odhiambo');
    enter(field('Amount (USD)'), '250');
    enter(field('Reason'), 'Medical bill');
    enter(payFrom, '2');
    await pressUntilSent(() => payOut(), http.post);
    expect(http.post.mock.calls[0]![1]).toMatchObject({ amount: 25_000, instalments: 1, account_id: 2 });
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith(9));
  });

  it('warns when the advance takes the chosen account below zero, shows the balance after, and still pays it out', async () => {
    http.post.mockResolvedValueOnce({ message: 'The advance has been paid out', id: 9, entry_id: 502 });
    renderPage(ADVANCE, 'add-advanced', 'list-account');
    await openPayout();
    const payFrom = await screen.findByLabelText('Pay from');
    await pickEmployee('Amina Odhiambo');
    enter(field('Reason'), 'Medical bill');
    enter(payFrom, '1');
    enter(field('Amount (USD)'), '400,000');
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog.textContent).toContain('1000 · Cash after this payout: USD 100,000.00'));
    enter(field('Amount (USD)'), '600,000');
    await waitFor(() =>
      expect(dialog.textContent).toContain('This payout takes 1000 · Cash below zero: it holds USD 500,000.00 now and will hold USD -100,000.00 after it.'),
    );
    await pressUntilSent(() => payOut(), http.post);
    expect(http.post.mock.calls[0]![1]).toMatchObject({ amount: 60_000_000, account_id: 1 });
  });
});

describe('Staff loans page', { timeout: 20_000 }, () => {
  it('shows how many months the loan takes and the last one, and keeps the instalment within the principal', async () => {
    http.post.mockResolvedValueOnce({ message: 'The loan has been paid out', id: 11, entry_id: 600 });
    const onOpen = renderPage(LOAN, 'add-loan');
    await openPayout('Pay out loan');
    await pickEmployee('Peter Kamau');
    enter(field('Principal (USD)'), '1,000');
    enter(field('Monthly instalment (USD)'), '2,000');
    await waitFor(() => expect(describedBy(field('Monthly instalment (USD)'))).toBe('The monthly instalment cannot be more than the principal.'));
    enter(field('Monthly instalment (USD)'), '300');
    enter(field('First recovery month'), '2027-01');
    enter(field('Reason'), 'Bicycle');
    await screen.findByText('Recovered in 4 months: 3 × 300.00 and a last 100.00, from January 2027 to April 2027. The last instalment is in April 2027.');
    await pressUntilSent(() => payOut('Pay out loan'), http.post);
    expect(http.post.mock.calls[0]![0]).toBe(API.loans);
    expect(http.post.mock.calls[0]![1]).toEqual({ employee_id: 15, date: today, amount: 100_000, instalment: 30_000, reason: 'Bicycle', first_month: '2027-01', account_id: null });
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith(11));
  });
});
