import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type CheckRow, type Profile } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { button, enter, page, pressWhenEnabled, sentKey, withClient } from '@/lib/testing';
import { notify } from '@/lib/toast';
import { BANKS } from '../forms/accounts.fixture';
import { CheckRegisterPage } from './check-register-page';

const http = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

const check = (id: number, number: string, status: CheckRow['status'], extra: Partial<CheckRow> = {}): CheckRow => ({
  id, version: 1, number, payee: `Payee ${number}`, date: '2026-11-20', bank_account_id: 2, bank_account_name: 'Bank', amount: 125050, status,
  cleared_on: status === 'Cleared' ? '2026-11-22' : null, voided_on: status === 'Voided' ? '2026-11-21' : null, entry_id: id * 10, void_entry_id: null, written_by: 'Bursar', ...extra,
});
const ROWS = [check(1, '1001', 'Issued'), check(2, '1002', 'Cleared'), check(3, '1003', 'Voided')];

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  http.list.mockReset().mockImplementation((path: string) => Promise.resolve(path === API.checks ? page(ROWS) : page(BANKS)));
  http.post.mockReset();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

const user = { currency: 'USD', time_zone: 'UTC', privileges: [], role_id: 1 } as unknown as Profile;

function renderRegister(reader: Profile = user) {
  let n = 0;
  render(<CheckRegisterPage user={reader} state={{ page: 1, limit: 100 }} onStateChange={vi.fn()} onOpenVoucher={vi.fn()} makeKey={() => `void-${++n}`} />, { wrapper: withClient() });
}

const row = (number: string) => screen.getByRole('row', { name: new RegExp(number) });

// Each test renders a whole page and types into it; on a busy CI machine that takes seconds.
describe('CheckRegisterPage', { timeout: 20_000 }, () => {
  it('shows each status, offers Mark cleared and Void on an issued check only, and links each voucher', async () => {
    renderRegister();
    await screen.findByRole('row', { name: /1001/ }, { timeout: 5000 });
    expect(row('1001').textContent).toContain('Issued');
    expect(row('1002').textContent).toContain('Cleared');
    expect(row('1003').textContent).toContain('Voided');
    expect(button(row('1001'), 'Void check 1001').disabled).toBe(false);
    expect(button(row('1001'), 'Mark cleared check 1001').disabled).toBe(false);
    // The bank paid it: a cleared check cannot be voided; a void one cannot clear.
    expect(within(row('1002')).queryAllByRole('button')).toEqual([]);
    expect(within(row('1003')).queryAllByRole('button')).toEqual([]);
    // Each number opens its voucher.
    expect(within(row('1002')).getByRole('link', { name: 'Voucher of check 1002' }).getAttribute('href')).toBe('#/finance/check/2');
  });

  it("names each check's entry, and a voided check's reversal too, linked for a reader who may open entries", async () => {
    const ROWS_WITH_VOID = [check(1, '1001', 'Issued'), check(3, '1003', 'Voided', { void_entry_id: 31 })];
    http.list.mockImplementation((path: string) => Promise.resolve(path === API.checks ? page(ROWS_WITH_VOID) : page(BANKS)));
    renderRegister({ ...user, role_id: 5, privileges: ['view-account'] } as Profile);
    await screen.findByRole('row', { name: /1001/ }, { timeout: 5000 });
    expect(within(row('1001')).getByRole('link', { name: 'Entry 10' }).getAttribute('href')).toBe('#/finance/entry/10');
    expect(within(row('1003')).getByRole('link', { name: 'Entry 30' })).toBeTruthy();
    expect(within(row('1003')).getByRole('link', { name: 'Entry 31' }).getAttribute('href')).toBe('#/finance/entry/31');
    expect(row('1003').textContent).toContain('entry #30');
    expect(row('1003').textContent).toContain('21 Nov 2026reversal #31');
  });

  it('shows the entry numbers without links to a reader who may not open entries', async () => {
    renderRegister({ ...user, role_id: 5, privileges: ['write-check'] } as Profile);
    await screen.findByRole('row', { name: /1001/ }, { timeout: 5000 });
    expect(row('1001').textContent).toContain('#10');
    expect(within(row('1001')).queryByRole('link', { name: 'Entry 10' })).toBeNull();
  });

  it('voids with a date and a reason under an Idempotency-Key, explaining that a reversal is posted', async () => {
    http.post.mockRejectedValueOnce(toHttpError(0, null)).mockResolvedValueOnce({ message: 'The check has been voided', entry_id: 77 });
    renderRegister();
    await screen.findByRole('row', { name: /1001/ }, { timeout: 5000 });
    fireEvent.click(button(row('1001'), 'Void check 1001'));
    const dialog = await screen.findByRole('dialog', { name: 'Void check 1001' });
    expect(dialog.textContent).toMatch(/posts a reversal/);
    expect(dialog.textContent).toMatch(/nothing is edited or deleted/);
    enter(within(dialog).getByLabelText('Date of the reversal'), '2026-11-19');
    enter(within(dialog).getByLabelText('Reason'), 'Lost');
    await waitFor(() => expect(dialog.textContent).toContain('The reversal cannot be dated before the check.'));
    enter(within(dialog).getByLabelText('Date of the reversal'), '2026-11-23');
    const confirm = button(dialog, 'Void check');
    await pressWhenEnabled(confirm);
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    // The answer was lost: the same void again goes under the same key.
    await pressWhenEnabled(confirm);
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(2));
    for (const call of http.post.mock.calls) {
      expect(call[0]).toBe(`${API.checks}/1/void`);
      expect(call[1]).toEqual({ date: '2026-11-23', reason: 'Lost' });
      expect(sentKey(call)).toBe('void-1');
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify.success).toHaveBeenCalledWith('The check has been voided');
  });

  it("shows the server's refusal of the clearing date in the dialog", async () => {
    const message = 'A check cannot clear before the date it was written.';
    http.post.mockRejectedValueOnce(toHttpError(422, { message, issues: [{ path: 'date', message }] }));
    renderRegister();
    await screen.findByRole('row', { name: /1001/ }, { timeout: 5000 });
    fireEvent.click(button(row('1001'), 'Mark cleared check 1001'));
    const dialog = await screen.findByRole('dialog', { name: 'Mark check 1001 cleared' });
    const confirm = button(dialog, 'Mark cleared');
    await pressWhenEnabled(confirm);
    await waitFor(() => expect(dialog.textContent).toContain(message));
    expect(http.post.mock.calls[0]![0]).toBe(`${API.checks}/1/clear`);
    expect(notify.error).not.toHaveBeenCalled();
  });
});
