import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { notify } from '@/lib/toast';
import { KEEP_MESSAGE } from '../forms/default-accounts-form';
import { bursar, CHART, enter, renderSettings } from './render';

const http = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), put: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  http.list.mockReset().mockResolvedValue({ data: CHART, total: CHART.length, page: 1, limit: 500 });
  http.put.mockReset();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

async function openDialog() {
  renderSettings(bursar);
  fireEvent.click(screen.getByRole('button', { name: 'Default accounts' }));
  const dialog = await screen.findByRole('dialog', { name: 'Default accounts' });
  await within(dialog).findByLabelText('Cash for receipts', {}, { timeout: 5000 });
  return dialog;
}
const select = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLSelectElement;
const optionLabels = (el: HTMLSelectElement) => Array.from(el.options).map((o) => o.textContent);
const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save defaults' }) as HTMLButtonElement;

describe('Default accounts dialog', { timeout: 20_000 }, () => {
  it('shows each role with its account now, offering only the active accounts that can play it', async () => {
    const dialog = await openDialog();
    expect(select(dialog, 'Cash for receipts').value).toBe('1');
    expect(select(dialog, 'Bank for checks').value).toBe('2');
    expect(select(dialog, 'Tuition income').value).toBe('6');
    expect(select(dialog, 'Students receivable').value).toBe('4');
    expect(select(dialog, 'Bus fee income').value).toBe('');
    // Cash roles: active cash or bank accounts only (no inactive till, no receivable, no income).
    expect(optionLabels(select(dialog, 'Bank for checks'))).toEqual(['Not set', '1000 · Cash', '1010 · Bank', '1020 · Savings bank']);
    expect(optionLabels(select(dialog, 'Bus fee income'))).toEqual(['Not set', '4000 · Tuition income', '4100 · Bus fee income']);
    expect(optionLabels(select(dialog, 'Students receivable'))).toEqual(['Not set', '1000 · Cash', '1010 · Bank', '1020 · Savings bank', '1100 · Students receivable']);
  });

  it('saves every role with PUT /account/defaults and closes', async () => {
    http.put.mockResolvedValue({ message: 'The default accounts have been saved' });
    const dialog = await openDialog();
    enter(select(dialog, 'Bank for checks'), '3');
    enter(select(dialog, 'Bus fee income'), '7');
    await waitFor(() => expect(save(dialog).disabled).toBe(false));
    await act(async () => fireEvent.click(save(dialog)));
    await waitFor(() => expect(http.put).toHaveBeenCalledTimes(1));
    // The payroll roles have no account in this chart: they are sent empty, which keeps them as they are.
    expect(http.put).toHaveBeenCalledWith(API.accountDefaults, {
      receipts: 1, checks: 3, tuition: 6, 'bus-fee': 7, receivable: 4,
      advances: null, loans: null, 'salaries-payable': null, 'deductions-payable': null, 'salary-expense': null,
    });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('The default accounts have been saved'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a role that has an account cannot be emptied (the server would silently keep it)', async () => {
    const dialog = await openDialog();
    enter(select(dialog, 'Cash for receipts'), '');
    await waitFor(() => expect(dialog.textContent).toContain(KEEP_MESSAGE));
    expect(select(dialog, 'Cash for receipts').getAttribute('aria-invalid')).toBe('true');
    expect(save(dialog).disabled).toBe(true);
  });

  it("shows the server's refusal by the field it names, not as a toast, and stays open", async () => {
    http.put.mockRejectedValue(toHttpError(422, { message: 'Please correct: checks', issues: [{ path: 'checks', message: 'This role needs a cash or bank account.' }] }));
    const dialog = await openDialog();
    enter(select(dialog, 'Bank for checks'), '3');
    await waitFor(() => expect(save(dialog).disabled).toBe(false));
    await act(async () => fireEvent.click(save(dialog)));
    const field = select(dialog, 'Bank for checks');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(field.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('This role needs a cash or bank account.');
    expect(notify.error).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Default accounts' })).toBeTruthy();
  });

  it('is disabled, saying why, for a user without the defualt-account privilege', () => {
    renderSettings({ ...bursar, privileges: ['list-account'] });
    const button = screen.getByRole('button', { name: 'Default accounts' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.title).toContain('defualt-account');
  });
});
