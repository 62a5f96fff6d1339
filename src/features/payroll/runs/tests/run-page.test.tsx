import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type PayrollRun, type Profile } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { pressWhenEnabled, sentKey } from '@/lib/testing';
import { notify } from '@/lib/toast';
import { RunPage } from '../components/run-page';
import { ACCOUNTS, bursar, payrollClerk, reader, run, SLIPS } from './fixtures';
import { button, enter, renderWithClient } from './render';

const http = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

const RUN_PATH = `${API.monthlyPayroll}/42`;
let shown: PayrollRun;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeEach(() => {
  vi.restoreAllMocks();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-02T10:00:00Z'));
  shown = run('Pending');
  http.get.mockReset().mockImplementation(() => Promise.resolve(shown));
  http.list.mockReset().mockResolvedValue({ data: ACCOUNTS, total: 2, page: 1, limit: 500 });
  http.post.mockReset();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

function renderRun(user: Profile = bursar, onOpenRun = vi.fn()) {
  let n = 0;
  renderWithClient(<RunPage user={user} runId={42} onOpenRun={onOpenRun} makeKey={() => `key-${++n}`} />);
  return onOpenRun;
}
const loaded = () => screen.findByRole('heading', { name: 'Payroll for November 2026' });
const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent);
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('RunPage', { timeout: 20_000 }, () => {
  it('shows the totals, then the floor warnings, before the Approve button', async () => {
    renderRun();
    await loaded();
    expect(http.get).toHaveBeenCalledWith(RUN_PATH, undefined, expect.anything());
    const warnings = screen.getByRole('heading', { name: 'Net pay floor: 2 employees' });
    const panel = warnings.closest('section')!;
    expect(panel.textContent).toContain('Ann Achebe: Loan instalment cut by 200.00');
    // The message that names its employee is not prefixed twice.
    expect(panel.textContent).toContain('Dee Dunn: deduction of 50.00 not taken.');
    expect(panel.textContent).not.toContain('Dee Dunn: Dee Dunn');
    const approve = screen.getByRole('button', { name: 'Approve…' });
    expect(warnings.compareDocumentPosition(approve) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const totals = screen.getByText('Gross', { selector: 'dt' }).closest('dl')!;
    expect(totals.textContent).toContain('USD 5,800.00');
    expect(totals.textContent).toContain('USD 4,450.00');
    // Ben worked part of the month; his row says how much, the full-month rows say nothing.
    expect(row('Ben Bello').textContent).toContain('Worked 18 of 30 days');
    expect(row('Cy Cole').textContent).not.toContain('Worked');
    // What the floor held back shows under the loan column.
    expect(row('Ann Achebe').textContent).toContain('200.00 deferred');
  });

  it('offers Approve, Regenerate and Cancel on a pending run; Pay only once approved', async () => {
    renderRun();
    await loaded();
    expect(buttonNames()).toEqual(['Approve…', 'Regenerate…', 'Cancel run…']);
    expect(screen.getByRole('link', { name: 'Payslips' }).getAttribute('href')).toBe('#/employees/payslips/42');
    expect(within(row('Ben Bello')).getByRole('link', { name: 'Payslip of Ben Bello' }).getAttribute('href')).toBe('#/employees/payslips/42?employee_id=20');
  });

  it('approves with the version and the date under an Idempotency-Key, and retries under the same key', async () => {
    http.post.mockRejectedValueOnce(toHttpError(0, null)).mockResolvedValueOnce({ message: 'November 2026 payroll approved' });
    renderRun();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Approve…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the November 2026 payroll' });
    // The entry it posts, line by line, and the floor's count again.
    const lines = within(dialog).getAllByRole('row').map((r) => r.textContent);
    expect(lines).toEqual([
      'AccountDebitCredit',
      'Dr Salary expenseUSD 5,800.00',
      'Cr Employee advancesUSD 300.00',
      'Cr Employee loansUSD 1,000.00',
      'Cr Deductions payableUSD 50.00',
      'Cr Salaries payableUSD 4,450.00',
    ]);
    expect(dialog.textContent).toContain('Net pay floor: 2 employees will have instalments deferred');
    expect((within(dialog).getByLabelText(/Post on/) as HTMLInputElement).value).toBe('2026-11-30');
    const confirm = button(dialog, 'Approve and post');
    await pressWhenEnabled(confirm);
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    // The answer was lost: the same approval goes again under the same key.
    await pressWhenEnabled(confirm);
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(2));
    for (const call of http.post.mock.calls) {
      expect(call[0]).toBe(`${RUN_PATH}/approve`);
      expect(call[1]).toEqual({ version: 3, date: '2026-11-30' });
      expect(sentKey(call)).toBe('key-1');
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify.success).toHaveBeenCalledWith('November 2026 payroll approved');
    // The run is read again: the page shows what the server now holds.
    expect(http.get.mock.calls.filter((c) => c[0] === RUN_PATH).length).toBeGreaterThan(1);
  });

  it("keeps the server's refusal of an approval in the dialog, not in a toast", async () => {
    const message = 'November 2026 is closed: date the approval in an open month.';
    http.post.mockRejectedValueOnce(toHttpError(422, { message, issues: [{ path: 'date', message }] })).mockRejectedValueOnce(toHttpError(409, { message: 'The run is no longer pending.' }));
    renderRun();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Approve…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the November 2026 payroll' });
    await pressWhenEnabled(button(dialog, 'Approve and post'));
    // At the field it names…
    await waitFor(() => expect(within(dialog).getByLabelText(/Post on/).getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.textContent).toContain(message);
    enter(within(dialog).getByLabelText(/Post on/), '2026-12-01');
    const confirm = button(dialog, 'Approve and post');
    await pressWhenEnabled(confirm);
    // …or, naming none, in the dialog itself.
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('The run is no longer pending.'));
    expect(notify.error).not.toHaveBeenCalled();
    // A new date is a new submission: a new key.
    expect(http.post.mock.calls.map(sentKey)).toEqual(['key-1', 'key-2']);
  });

  it('regenerates the month and opens the run that replaced this one', async () => {
    http.post.mockResolvedValueOnce({ message: 'November 2026 payroll regenerated', id: 43 });
    const onOpenRun = renderRun();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate the November 2026 payroll' });
    await act(async () => fireEvent.click(button(dialog, 'Regenerate')));
    await waitFor(() => expect(onOpenRun).toHaveBeenCalledWith(43));
    expect(http.post).toHaveBeenCalledWith(API.monthlyPayroll, { month: '2026-11' });
  });

  it('cancels a pending run with a reason only, and sends no key: nothing was posted', async () => {
    http.post.mockResolvedValueOnce({ message: 'November 2026 payroll cancelled' });
    renderRun();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel run…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the November 2026 payroll' });
    expect(dialog.textContent).toContain('Nothing was posted');
    expect(within(dialog).queryByLabelText(/Date of the reversal/)).toBeNull();
    const confirm = button(dialog, 'Cancel run');
    expect(confirm.disabled).toBe(true);
    enter(within(dialog).getByLabelText(/Reason/), 'Salaries changed');
    await pressWhenEnabled(confirm);
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    expect(http.post.mock.calls[0]!.slice(0, 2)).toEqual([`${RUN_PATH}/cancel`, { version: 3, reason: 'Salaries changed' }]);
    expect(sentKey(http.post.mock.calls[0]!)).toBeUndefined();
  });

  it('on an approved run offers Pay all and Pay on each unpaid row, and pays one employee by id', async () => {
    shown = run('Approved', { payslips: SLIPS.map((s) => (s.id === 3 ? { ...s, paid_on: '2026-11-30' } : s)), paid: 300000 });
    http.post.mockResolvedValueOnce({ message: 'Paid Ben Bello' });
    renderRun();
    await loaded();
    // Someone is paid: the server no longer reverses the run, so Cancel is gone. Ann's net is
    // nil: nothing to pay her.
    expect(buttonNames()).toEqual(['Pay all…', 'Pay']);
    expect(screen.getByText(/paid in part, so it can no longer be cancelled/)).toBeTruthy();
    expect(row('Ann Achebe').textContent).toContain('Nothing to pay');
    expect(within(row('Ann Achebe')).queryByRole('button')).toBeNull();
    expect(within(row('Cy Cole')).queryByRole('button')).toBeNull();
    expect(row('Cy Cole').textContent).toContain('30 Nov 2026');
    fireEvent.click(button(row('Ben Bello'), 'Pay Ben Bello'));
    const dialog = await screen.findByRole('dialog', { name: 'Pay Ben Bello' });
    expect(dialog.textContent).toContain("Ben Bello's net pay of USD 1,450.00");
    // A user who lists accounts picks the one to pay from.
    const from = within(dialog).getByLabelText('Pay from') as HTMLSelectElement;
    await waitFor(() => expect(from.options.length).toBe(3));
    fireEvent.change(from, { target: { value: '2' } });
    const confirm = button(dialog, 'Pay USD 1,450.00');
    await pressWhenEnabled(confirm);
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    const call = http.post.mock.calls[0]!;
    expect(call.slice(0, 2)).toEqual([`${RUN_PATH}/pay`, { date: '2026-12-02', account_id: 2, employee_ids: [20] }]);
    expect(sentKey(call)).toBe('key-1');
  });

  it('pays everyone unpaid from the default account when the user cannot list accounts, dated today', async () => {
    // Mid-month, on a run approved earlier: the payment is dated today, not the month's last day.
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    shown = run('Approved');
    http.post.mockResolvedValueOnce({ message: 'Paid 3 employees' });
    renderRun(payrollClerk);
    await loaded();
    expect(buttonNames()).toEqual(['Pay all…', 'Cancel run…', 'Pay', 'Pay']);
    fireEvent.click(screen.getByRole('button', { name: 'Pay all…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay the November 2026 payroll' });
    expect(dialog.textContent).toContain('2 employees still unpaid, USD 4,450.00 in all');
    expect(within(dialog).queryByLabelText('Pay from')).toBeNull();
    expect(http.list).not.toHaveBeenCalled();
    expect((within(dialog).getByLabelText(/Paid on/) as HTMLInputElement).value).toBe('2026-11-23');
    expect(dialog.textContent).not.toContain('cannot be paid before');
    const confirm = button(dialog, 'Pay USD 4,450.00');
    await pressWhenEnabled(confirm);
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    expect(http.post.mock.calls[0]!.slice(0, 2)).toEqual([`${RUN_PATH}/pay`, { date: '2026-11-23' }]);
  });

  it('dates a payment on the approval day when the run was approved for a later day, and says why', async () => {
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    shown = run('Approved', { approved_on: '2026-11-30' });
    renderRun(payrollClerk);
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Pay all…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay the November 2026 payroll' });
    expect((within(dialog).getByLabelText(/Paid on/) as HTMLInputElement).value).toBe('2026-11-30');
    expect(dialog.textContent).toContain('approved as of 30 Nov 2026, so it cannot be paid before that day');
  });

  it('approves a month still running as of today', async () => {
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    renderRun();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Approve…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the November 2026 payroll' });
    expect((within(dialog).getByLabelText(/Post on/) as HTMLInputElement).value).toBe('2026-11-23');
  });

  it('warns before a payout takes the account below zero, shows the balance after, and still pays', async () => {
    shown = run('Approved');
    http.post.mockResolvedValueOnce({ message: 'Paid 2 employees' });
    renderRun();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Pay all…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay the November 2026 payroll' });
    // The default account is the school's cash (2,000.00): paying 4,450.00 overdraws it.
    const warning = await within(dialog).findByRole('alert');
    expect(warning.textContent).toContain('This payout takes 1000 · Cash below zero: it holds USD 2,000.00 now and will hold USD -2,450.00 after it.');
    const from = within(dialog).getByLabelText('Pay from') as HTMLSelectElement;
    fireEvent.change(from, { target: { value: '1' } });
    expect(within(dialog).getByRole('alert').textContent).toContain('USD -2,450.00');
    fireEvent.change(from, { target: { value: '2' } });
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(dialog.textContent).toContain('1010 · Bank after this payout: USD 95,550.00');
    fireEvent.change(from, { target: { value: '1' } });
    const confirm = button(dialog, 'Pay USD 4,450.00');
    await pressWhenEnabled(confirm);
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    expect(http.post.mock.calls[0]![1]).toEqual({ date: '2026-12-02', account_id: 1 });
  });

  it('cancels an approved run only with a reason, saying it posts a reversal, under a key', async () => {
    shown = run('Approved');
    http.post.mockResolvedValueOnce({ message: 'November 2026 payroll reversed' });
    renderRun();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel run…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the November 2026 payroll' });
    expect(dialog.textContent).toContain('posts a reversal');
    const confirm = button(dialog, 'Cancel run and post reversal');
    expect(confirm.disabled).toBe(true);
    enter(within(dialog).getByLabelText(/Reason/), 'x');
    await waitFor(() => expect(dialog.textContent).toMatch(/at least 3/));
    expect(confirm.disabled).toBe(true);
    enter(within(dialog).getByLabelText(/Reason/), 'Wrong salaries');
    await pressWhenEnabled(confirm);
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    const call = http.post.mock.calls[0]!;
    expect(call.slice(0, 2)).toEqual([`${RUN_PATH}/cancel`, { version: 3, date: '2026-12-02', reason: 'Wrong salaries' }]);
    expect(sentKey(call)).toBe('key-1');
  });

  it('leaves a paid run, and any run for a payroll-report reader, read-only', async () => {
    shown = run('Paid', { paid: 445000, payslips: SLIPS.map((s) => ({ ...s, paid_on: '2026-11-30' })) });
    renderRun();
    await loaded();
    expect(buttonNames()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Payslips' })).toBeTruthy();
    cleanup();
    shown = run('Approved');
    renderRun(reader);
    await loaded();
    expect(buttonNames()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Payslip of Ann Achebe' })).toBeTruthy();
  });
});
