import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { notify } from '@/lib/toast';
import { ALREADY_CLOSED } from '../forms/close-month-form';
import { admin, bursar, enter, renderSettings } from './render';

const http = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), put: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

const CLOSED = [{ month: '2026-08-01', closed_at: '2026-09-03T10:15:00.000Z', closed_by: 'Ada Admin' }];

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  http.get.mockReset().mockResolvedValue(CLOSED);
  http.post.mockReset();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

async function openDialog(user = admin) {
  renderSettings(user);
  fireEvent.click(screen.getByRole('button', { name: 'Closed months' }));
  const dialog = await screen.findByRole('dialog', { name: 'Closed months' });
  await within(dialog).findByRole('row', { name: /August 2026/ }, { timeout: 5000 });
  return dialog;
}
const month = (dialog: HTMLElement) => within(dialog).getByLabelText('Month') as HTMLInputElement;
const button = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByRole('button', { name }) as HTMLButtonElement;
async function press(dialog: HTMLElement, name: string | RegExp) {
  await waitFor(() => expect(button(dialog, name).disabled).toBe(false));
  await act(async () => fireEvent.click(button(dialog, name)));
}

describe('Closed months dialog', { timeout: 20_000 }, () => {
  it('lists the closed months with who closed them and when; only an Admin gets the form', async () => {
    const dialog = await openDialog(bursar);
    expect(http.get).toHaveBeenCalledWith(API.financePeriods, undefined, expect.anything());
    const row = within(dialog).getByRole('row', { name: /August 2026/ });
    expect(row.textContent).toContain('Ada Admin');
    expect(row.textContent).toContain('3 Sep 2026, 10:15');
    expect(within(dialog).queryByLabelText('Month')).toBeNull();
    expect(dialog.textContent).toContain('Only an Admin can close a month.');
  });

  it('asks first, explaining what closing means, then closes the month and lists it', async () => {
    http.post.mockResolvedValue({ message: 'The month has been closed' });
    const dialog = await openDialog();
    enter(month(dialog), '2026-09');
    await press(dialog, 'Close month…');
    // Nothing is sent before the confirmation.
    expect(http.post).not.toHaveBeenCalled();
    expect(dialog.textContent).toContain('no entry can be dated in September 2026');
    expect(dialog.textContent).toContain('Entries already posted in September 2026 stay exactly as they are; nothing in the books changes.');
    expect(dialog.textContent).toContain('cannot be reopened');
    // Back leaves it open.
    fireEvent.click(button(dialog, 'Back'));
    expect(within(dialog).queryByRole('button', { name: 'Close September 2026' })).toBeNull();
    await press(dialog, 'Close month…');
    http.get.mockResolvedValue([...CLOSED, { month: '2026-09-01', closed_at: '2026-10-02T08:00:00.000Z', closed_by: 'Ada Admin' }]);
    await press(dialog, 'Close September 2026');
    await waitFor(() => expect(http.post).toHaveBeenCalledWith(API.financePeriods, { month: '2026-09' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('The month has been closed'));
    await within(dialog).findByRole('row', { name: /September 2026/ });
  });

  it('a month already in the list is refused at the field before anything is sent', async () => {
    const dialog = await openDialog();
    enter(month(dialog), '2026-08');
    await waitFor(() => expect(dialog.textContent).toContain(ALREADY_CLOSED));
    expect(month(dialog).getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's 409 (closed meanwhile) by the Month field, not as a toast", async () => {
    http.post.mockRejectedValue(toHttpError(409, { message: ALREADY_CLOSED, issues: [{ path: 'month', message: ALREADY_CLOSED }] }));
    const dialog = await openDialog();
    enter(month(dialog), '2026-10');
    await press(dialog, 'Close month…');
    await press(dialog, 'Close October 2026');
    await waitFor(() => expect(month(dialog).getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(month(dialog).getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(ALREADY_CLOSED);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('a month that is not a month is refused at the field', async () => {
    const dialog = await openDialog();
    enter(month(dialog), '');
    await waitFor(() => expect(dialog.textContent).toContain('Choose the month to close.'));
    expect(button(dialog, 'Close month…').disabled).toBe(true);
  });
});
