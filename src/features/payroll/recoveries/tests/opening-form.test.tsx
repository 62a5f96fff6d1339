import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, IDEMPOTENCY_HEADER, type Privilege, type RecoveryDetail, monthLabel } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { notify } from '@/lib/toast';
import { RecoveriesPage } from '../components/recoveries-page';
import { RecoveryPage } from '../components/recovery-page';
import { ADVANCE, LOAN } from '../lib/kinds';
import { monthAfter } from '../lib/months';
import { todayIn } from '@/lib/today';
import { ADVANCE_DETAIL, describedBy, EMPLOYEES, enter, page, pickEmployee, pressUntilSent, userWith, withClient } from './fixtures';

const http = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

const { schedule: _schedule, ...row } = ADVANCE_DETAIL;

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  http.list.mockReset().mockImplementation((path: string, params: { search?: string }) => {
    if (path === API.employees) return Promise.resolve(page(EMPLOYEES.filter((e) => e.fullname.toLowerCase().includes((params.search ?? '').toLowerCase()))));
    return Promise.resolve(page([row]));
  });
  http.get.mockReset();
  http.post.mockReset();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

function renderList(info = LOAN, ...privileges: Privilege[]) {
  let n = 0;
  const onOpen = vi.fn();
  render(<RecoveriesPage info={info} user={userWith(info.list, ...privileges)} state={{ page: 1, limit: 100 }} onStateChange={vi.fn()} onOpen={onOpen} makeKey={() => `opening-${++n}`} />, {
    wrapper: withClient(),
  });
  return onOpen;
}

const today = todayIn('UTC');
const firstMonth = monthAfter(today);
const field = (label: string) => screen.getByLabelText(label);
const submit = (name: string) => within(screen.getByRole('dialog')).getByRole('button', { name }) as HTMLButtonElement;

async function openForm(name: string) {
  await screen.findByRole('row', { name: /Amina Odhiambo/ });
  screen.getByRole('button', { name }).click();
  return screen.findByRole('dialog', { name });
}

describe('Bring forward a loan or an advance', { timeout: 20_000 }, () => {
  it('sits beside the payout, and is off without the add privilege', async () => {
    renderList(LOAN);
    await screen.findByRole('row', { name: /Amina Odhiambo/ });
    const button = screen.getByRole('button', { name: 'Bring forward a loan' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.title).toContain('add-loan');
    expect(screen.getByRole('button', { name: 'Pay out loan' })).toBeTruthy();
  });

  it('says no cash moves, shows the plan as it is typed, and sends the loan once under one key', async () => {
    http.post.mockRejectedValueOnce(toHttpError(0, null)).mockResolvedValueOnce({ message: 'The loan has been brought forward', id: 21, entry_id: 700 });
    const onOpen = renderList(LOAN, 'add-loan');
    const dialog = await openForm('Bring forward a loan');
    expect(dialog.textContent).toContain('No cash moves: the outstanding loan is posted to Employee loans against Opening equity');
    expect(within(dialog).queryByLabelText('Pay from')).toBeNull();
    expect((field('Brought forward on') as HTMLInputElement).value).toBe(today);
    expect((field('First recovery month') as HTMLInputElement).value).toBe(firstMonth);
    expect(dialog.textContent).toContain('Enter the outstanding principal and the monthly instalment to see the plan.');

    await pickEmployee('Peter Kamau');
    enter(field('Outstanding principal (USD)'), '1,000');
    enter(field('Monthly instalment (USD)'), '2,000');
    await waitFor(() => expect(describedBy(field('Monthly instalment (USD)'))).toBe('The monthly instalment cannot be more than the outstanding principal.'));
    expect(submit('Bring forward loan').disabled).toBe(true);
    enter(field('Monthly instalment (USD)'), '300');
    enter(field('First recovery month'), '2027-01');
    enter(field('Reason'), 'Loan from the old system');
    await screen.findByText('Recovered in 4 months: 3 × 300.00 and a last 100.00, from January 2027 to April 2027. The last instalment is in April 2027.');

    await pressUntilSent(() => submit('Bring forward loan'), http.post);
    expect(http.post.mock.calls[0]![0]).toBe(`${API.loans}/opening`);
    expect(http.post.mock.calls[0]![1]).toEqual({ employee_id: 15, date: today, amount: 100_000, instalment: 30_000, reason: 'Loan from the old system', first_month: '2027-01' });
    // The answer was lost: the retry carries the same key, so the server posts once.
    await pressUntilSent(() => submit('Bring forward loan'), http.post);
    const keys = http.post.mock.calls.map((call) => (call[2] as { headers: Record<string, string> }).headers[IDEMPOTENCY_HEADER]);
    expect(keys).toEqual(['opening-1', 'opening-1']);
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith(21));
    expect(notify.success).toHaveBeenCalledWith('The loan has been brought forward');
  });

  it('brings an advance forward in equal parts, and checks the first month against the date', async () => {
    http.post.mockResolvedValueOnce({ message: 'The advance has been brought forward', id: 22, entry_id: 701 });
    const onOpen = renderList(ADVANCE, 'add-advanced');
    const dialog = await openForm('Bring forward an advance');
    expect(dialog.textContent).toContain('posted to Employee advances against Opening equity');
    enter(field('First recovery month'), '2020-01');
    await waitFor(() => expect(describedBy(field('First recovery month'))).toContain('Recovery cannot start before the advance is brought forward'));
    enter(field('First recovery month'), firstMonth);
    await pickEmployee('Amina Odhiambo');
    enter(field('Outstanding amount (USD)'), '100,000');
    enter(field('Reason'), 'Advance from the old system');
    enter(field('Recover over (months)'), '2');
    await screen.findByText(`2 instalments of 50,000.00 from ${monthLabel(firstMonth)} to ${monthLabel(monthAfter(`${firstMonth}-01`))}.`);
    await pressUntilSent(() => submit('Bring forward advance'), http.post);
    expect(http.post.mock.calls[0]![0]).toBe(`${API.advances}/opening`);
    expect(http.post.mock.calls[0]![1]).toEqual({ employee_id: 12, date: today, amount: 10_000_000, reason: 'Advance from the old system', instalments: 2, first_month: firstMonth });
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith(22));
  });

  it("shows the server's refusal at its field", async () => {
    renderList(LOAN, 'add-loan');
    await openForm('Bring forward a loan');
    await pickEmployee('Peter Kamau');
    enter(field('Outstanding principal (USD)'), '500');
    enter(field('Monthly instalment (USD)'), '100');
    enter(field('Reason'), 'Loan from the old system');
    http.post.mockRejectedValueOnce(toHttpError(422, { message: 'October 2026 is closed.', issues: [{ path: 'date', message: 'October 2026 is closed. Date the entry in an open month.' }] }));
    await pressUntilSent(() => submit('Bring forward loan'), http.post);
    await waitFor(() => expect(describedBy(field('Brought forward on'))).toBe('October 2026 is closed. Date the entry in an open month.'));
  });
});

const BROUGHT: RecoveryDetail = { ...ADVANCE_DETAIL, kind: 'loan', origin: 'brought-forward', reversed_on: null, account_name: 'Opening equity', recovered: 0, remaining: 10_000_000, schedule: ADVANCE_DETAIL.schedule.map((i) => ({ ...i, status: 'Planned', run_id: null })) };

describe('A brought-forward loan’s page', { timeout: 20_000 }, () => {
  const renderDetail = (...privileges: Privilege[]) =>
    render(<RecoveryPage info={LOAN} user={userWith('loan', ...privileges)} id={7} makeKey={() => 'reverse-1'} />, { wrapper: withClient() });

  it('shows where it came from instead of a payout, and reverses it under a key', async () => {
    http.get.mockResolvedValue(BROUGHT);
    http.post.mockResolvedValueOnce({ message: 'The loan brought forward has been reversed', id: 7, entry_id: 800 });
    renderDetail('add-loan');
    await screen.findByRole('heading', { name: /Staff Loan to Amina Odhiambo/ });
    expect(screen.getByText('Origin').nextSibling?.textContent).toMatch(/^Brought forward on /);
    expect(screen.queryByText('Paid from')).toBeNull();
    expect(screen.getByText('Against').nextSibling?.textContent).toBe('Opening equity (no cash moved)');
    screen.getByRole('button', { name: 'Reverse' }).click();
    await screen.findByRole('dialog');
    enter(field('Reason'), 'Entered twice');
    await pressUntilSent(() => submit('Reverse loan'), http.post);
    expect(http.post.mock.calls[0]![0]).toBe(`${API.loans}/7/reverse`);
    expect(http.post.mock.calls[0]![1]).toEqual({ date: today, reason: 'Entered twice' });
    expect((http.post.mock.calls[0]![2] as { headers: Record<string, string> }).headers[IDEMPOTENCY_HEADER]).toBe('reverse-1');
  });

  it('offers no reversal once payroll recovered from it, nor for a payout', async () => {
    http.get.mockResolvedValue({ ...BROUGHT, schedule: ADVANCE_DETAIL.schedule });
    renderDetail('add-loan');
    const button = (await screen.findByRole('button', { name: 'Reverse' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.title).toContain('can no longer be reversed');
    cleanup();
    http.get.mockResolvedValue({ ...ADVANCE_DETAIL, kind: 'loan' });
    renderDetail('add-loan');
    await screen.findByRole('heading', { name: /Staff Loan to Amina Odhiambo/ });
    expect(screen.queryByRole('button', { name: 'Reverse' })).toBeNull();
    expect(screen.getByText('Paid from')).toBeTruthy();
  });

  it('reads as reversed once undone', async () => {
    http.get.mockResolvedValue({ ...BROUGHT, status: 'Reversed', reversed_on: '2026-11-20', remaining: 0, next_month: null, schedule: [] });
    renderDetail('add-loan', 'update-loan');
    await screen.findByRole('heading', { name: /Staff Loan to Amina Odhiambo/ });
    expect(screen.getAllByText('Reversed').length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: 'Reverse' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Change plan' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
