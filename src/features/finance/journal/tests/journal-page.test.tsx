import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, IDEMPOTENCY_HEADER, type Profile } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { notify } from '@/lib/toast';
import { CHART } from '../forms/chart.fixture';
import { JournalPage } from '../components/journal-page';

const http = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

const page = <T,>(data: T[]) => ({ data, total: data.length, page: 1, limit: 500 });

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  http.list.mockReset().mockImplementation(() => Promise.resolve(page(CHART)));
  http.post.mockReset();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

const user = { currency: 'USD', time_zone: 'UTC', privileges: [], role_id: 1 } as unknown as Profile;

function renderPage() {
  let n = 0;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  render(<JournalPage user={user} makeKey={() => `submission-${++n}`} />, { wrapper });
}

const line = (n: number) => screen.getByRole('group', { name: `Line ${n}` });
const enter = (input: HTMLElement, value: string) => {
  fireEvent.focus(input);
  fireEvent.input(input, { target: { value } });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const sentKeys = () => http.post.mock.calls.map((call) => (call[2] as { headers: Record<string, string> }).headers[IDEMPOTENCY_HEADER]);
const postButton = () => screen.getByRole('button', { name: 'Post entry' }) as HTMLButtonElement;

/** Dr General expense 25.00 / Cr Bank 25.00. */
async function fillEntry() {
  await waitFor(() => expect(line(1)).toBeTruthy(), { timeout: 5000 });
  enter(screen.getByLabelText('Memo'), 'Bank charges');
  enter(within(line(1)).getByLabelText('Account'), '12');
  enter(within(line(1)).getByLabelText('Debit (USD)'), '25');
  enter(within(line(2)).getByLabelText('Account'), '2');
  enter(within(line(2)).getByLabelText('Credit (USD)'), '25');
}

/** Presses Post entry until the page sends (a click can land on a button a re-render is replacing). */
async function submit() {
  const before = http.post.mock.calls.length;
  await waitFor(async () => {
    expect(postButton().disabled).toBe(false);
    if (http.post.mock.calls.length === before) await act(async () => fireEvent.click(postButton()));
    expect(http.post.mock.calls.length).toBeGreaterThan(before);
  });
}

// Each test renders a whole page and types into it; on a busy CI machine that takes seconds.
describe('JournalPage', { timeout: 20_000 }, () => {
  it("shows the server's refusals at their fields: a line's account, and a closed month at the date", async () => {
    const owned = 'Employee loans follow their recovery schedules: pay out or recover a loan under Employees.';
    http.post.mockRejectedValueOnce(toHttpError(422, { message: owned, issues: [{ path: 'lines.1.account_id', message: owned }] }));
    renderPage();
    await fillEntry();
    await submit();
    await waitFor(() => expect(describedBy(within(line(2)).getByLabelText('Account'))).toBe(owned));
    expect(describedBy(within(line(1)).getByLabelText('Account'))).toBe('');
    expect(notify.error).not.toHaveBeenCalled();

    enter(within(line(2)).getByLabelText('Account'), '1');
    await waitFor(() => expect(describedBy(within(line(2)).getByLabelText('Account'))).toBe(''));
    const closed = 'October 2026 is closed. Date the entry in an open month.';
    http.post.mockRejectedValueOnce(toHttpError(422, { message: closed, issues: [{ path: 'date', message: closed }] }));
    await submit();
    await waitFor(() => expect(describedBy(screen.getByLabelText('Date'))).toContain(closed));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('a retry after a lost answer sends the same key and body; after success the form starts afresh and names the entry', async () => {
    http.post.mockRejectedValueOnce(toHttpError(0, null)).mockResolvedValueOnce({ message: 'The journal entry has been posted', entry_id: 40 });
    renderPage();
    await fillEntry();
    await submit();
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    expect(http.post.mock.calls[0]![0]).toBe(`${API.finance}/journal`);
    expect(http.post.mock.calls[0]![1]).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      memo: 'Bank charges',
      lines: [
        { account_id: 12, debit: 2500, credit: 0, student_id: null, employee_id: null },
        { account_id: 2, debit: 0, credit: 2500, student_id: null, employee_id: null },
      ],
    });
    await submit();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('entry #40'));
    expect(sentKeys()).toEqual(['submission-1', 'submission-1']);
    expect(notify.success).toHaveBeenCalledWith('The journal entry has been posted');
    await waitFor(() => expect((screen.getByLabelText('Memo') as HTMLInputElement).value).toBe(''));
    expect(postButton().disabled).toBe(true);
  });
});
