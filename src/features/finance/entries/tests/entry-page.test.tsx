import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, IDEMPOTENCY_HEADER, type JournalEntry, type Profile } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { notify } from '@/lib/toast';
import { EntryPage } from '../components/entry-page';
import { REVERSED_TOO_EARLY } from '../forms/reverse-entry-form';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

const entry = (extra: Partial<JournalEntry> = {}): JournalEntry => ({
  id: 41, date: '2026-11-20', kind: 'payment', memo: 'Term fee, cash', reference: 'R-0007', author: 'Bella Bursar', reverses_id: null, reversed_by_id: null,
  lines: [
    { account_id: 1, account_code: '1000', account_name: 'Cash', debit: 125050, credit: 0, student_id: null, employee_id: null, student_name: null, employee_name: null },
    { account_id: 4, account_code: '1100', account_name: 'Students receivable', debit: 0, credit: 125050, student_id: 12, employee_id: null, student_name: 'Amina Wanjiru', employee_name: null },
  ],
  ...extra,
});

const bursar = { currency: 'USD', time_zone: 'UTC', school_name: 'Hill School', privileges: ['view-account', 'update-account', 'fee-student-transaction'], role_id: 5 } as unknown as Profile;
const reader = { ...bursar, privileges: ['report-account'] } as unknown as Profile;

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T09:00:00Z') });
  http.get.mockReset().mockResolvedValue(entry());
  http.post.mockReset();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});
afterEach(() => vi.useRealTimers());

function renderPage(user = bursar) {
  let n = 0;
  const onOpenEntry = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  render(<EntryPage user={user} entryId={41} onOpenEntry={onOpenEntry} makeKey={() => `reversal-${++n}`} />, { wrapper });
  return { onOpenEntry };
}
const voucher = () => screen.findByRole('article', { name: 'Journal entry #41' }, { timeout: 5000 });
const sentKeys = () => http.post.mock.calls.map((call) => (call[2] as { headers: Record<string, string> }).headers[IDEMPOTENCY_HEADER]);
const enter = (input: HTMLElement, value: string) => {
  fireEvent.focus(input);
  fireEvent.input(input, { target: { value } });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
async function openReverse() {
  await voucher();
  fireEvent.click(screen.getByRole('button', { name: 'Reverse entry' }));
  return screen.findByRole('dialog', { name: 'Reverse entry #41' });
}
async function confirm(dialog: HTMLElement) {
  const button = within(dialog).getByRole('button', { name: 'Reverse entry' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  await act(async () => fireEvent.click(button));
}

describe('EntryPage', { timeout: 20_000 }, () => {
  it('shows the entry as a voucher: details, lines, equal totals, and the student a line is for', async () => {
    renderPage();
    const article = await voucher();
    expect(http.get).toHaveBeenCalledWith(`${API.financeEntries}/41`, undefined, expect.anything());
    for (const text of ['Hill School', 'Journal voucher', '20 Nov 2026', 'Payment', 'R-0007', 'Term fee, cash', 'Bella Bursar', '1000 · Cash', '1100 · Students receivable']) {
      expect(article.textContent).toContain(text);
    }
    const total = within(article).getByRole('row', { name: /^Total/ });
    expect(total.textContent?.match(/USD\s?1,250\.50/g)).toHaveLength(2);
    // The pupil by name, linked to the statement the bursar may open (not the student page: 403).
    expect(within(article).getByRole('link', { name: 'Amina Wanjiru' }).getAttribute('href')).toBe('#/finance/student-transaction?student_id=12');
    expect(article.textContent).not.toContain('Student #12');
  });

  it('shows a general journal entry (an adjustment) with its memo, every line and whom it is about, and offers its reversal', async () => {
    http.get.mockResolvedValue(
      entry({
        kind: 'adjustment', memo: 'Uniform sold on account; staff welfare', reference: null,
        lines: [
          { account_id: 4, account_code: '1100', account_name: 'Students receivable', debit: 4500, credit: 0, student_id: 12, employee_id: null, student_name: 'Amina Wanjiru', employee_name: null },
          { account_id: 12, account_code: '5100', account_name: 'General expense', debit: 2000, credit: 0, student_id: null, employee_id: 7, student_name: null, employee_name: 'Tom Mwangi' },
          { account_id: 9, account_code: '4900', account_name: 'Other income', debit: 0, credit: 4500, student_id: null, employee_id: null, student_name: null, employee_name: null },
          { account_id: 1, account_code: '1000', account_name: 'Cash', debit: 0, credit: 2000, student_id: null, employee_id: null, student_name: null, employee_name: null },
        ],
      }),
    );
    renderPage();
    const article = await voucher();
    for (const text of ['Adjustment', 'Uniform sold on account; staff welfare', '5100 · General expense', '4900 · Other income', 'Tom Mwangi', 'Amina Wanjiru']) expect(article.textContent).toContain(text);
    const total = within(article).getByRole('row', { name: /^Total/ });
    expect(total.textContent?.match(/USD\s?65\.00/g)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Reverse entry' })).toBeTruthy();
  });

  it('names the pupil without a link for a reader who may open neither the statement nor the student page', async () => {
    renderPage(reader);
    const article = await voucher();
    expect(article.textContent).toContain('Amina Wanjiru');
    expect(within(article).queryByRole('link', { name: 'Amina Wanjiru' })).toBeNull();
  });

  it('links both ways: a reversal names the entry it undoes, a reversed entry its reversal, and offers no second reversal', async () => {
    http.get.mockResolvedValue(entry({ reversed_by_id: 57 }));
    renderPage();
    const article = await voucher();
    expect(within(article).getByRole('link', { name: 'entry #57' }).getAttribute('href')).toBe('#/finance/entry/57');
    expect(screen.queryByRole('button', { name: 'Reverse entry' })).toBeNull();
    cleanup();
    http.get.mockResolvedValue(entry({ kind: 'reversal', memo: 'Posted twice', reverses_id: 40 }));
    renderPage();
    const reversal = await voucher();
    expect(within(reversal).getByRole('link', { name: 'entry #40' }).getAttribute('href')).toBe('#/finance/entry/40');
    expect(reversal.textContent).toContain('ReasonPosted twice');
  });

  it('offers Reverse entry only to those who may correct the books', async () => {
    renderPage(reader);
    await voucher();
    expect(screen.queryByRole('button', { name: 'Reverse entry' })).toBeNull();
  });

  it('reverses with a date and a reason under one Idempotency-Key kept on retry, then opens the reversal', async () => {
    http.post.mockRejectedValueOnce(toHttpError(0, null)).mockResolvedValueOnce({ message: 'The entry has been reversed', entry_id: 57 });
    const { onOpenEntry } = renderPage();
    const dialog = await openReverse();
    expect(dialog.textContent).toContain('Entry #41 stays in the books as it is');
    const date = within(dialog).getByLabelText('Date of the reversal') as HTMLInputElement;
    expect(date.value).toBe('2026-11-25');
    enter(date, '2026-11-19');
    await waitFor(() => expect(dialog.textContent).toContain(REVERSED_TOO_EARLY));
    enter(date, '2026-11-24');
    enter(within(dialog).getByLabelText('Reason'), 'Posted to the wrong student');
    await confirm(dialog);
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    expect(http.post.mock.calls[0]!.slice(0, 2)).toEqual([`${API.financeEntries}/41/reverse`, { date: '2026-11-24', reason: 'Posted to the wrong student' }]);
    // The answer was lost; the same submission again goes under the same key.
    await confirm(dialog);
    await waitFor(() => expect(onOpenEntry).toHaveBeenCalledWith(57));
    expect(sentKeys()).toEqual(['reversal-1', 'reversal-1']);
    expect(notify.success).toHaveBeenCalledWith('The entry has been reversed');
  });

  it("shows the server's 422 (a closed month) by the date field, not as a toast", async () => {
    http.post.mockRejectedValue(toHttpError(422, { message: 'Please correct: date', issues: [{ path: 'date', message: 'November 2026 is closed. Date the entry in an open month.' }] }));
    renderPage();
    const dialog = await openReverse();
    enter(within(dialog).getByLabelText('Reason'), 'Wrong account');
    await confirm(dialog);
    const date = within(dialog).getByLabelText('Date of the reversal');
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(date.getAttribute('aria-describedby')!)?.textContent).toBe('November 2026 is closed. Date the entry in an open month.');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('a 409 (reversed meanwhile) shows in the dialog with a link to the reversal, read afresh', async () => {
    http.post.mockRejectedValue(toHttpError(409, { message: 'This entry has already been reversed.' }));
    renderPage();
    const dialog = await openReverse();
    http.get.mockResolvedValue(entry({ reversed_by_id: 58 }));
    enter(within(dialog).getByLabelText('Reason'), 'Wrong account');
    await confirm(dialog);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('This entry has already been reversed.');
    await waitFor(() => expect(within(alert).getByRole('link', { name: /entry #58/ }).getAttribute('href')).toBe('#/finance/entry/58'));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('an unknown entry says so', async () => {
    http.get.mockRejectedValue(toHttpError(404, { message: 'Entry not found' }));
    renderPage();
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain('Entry not found');
  });
});
