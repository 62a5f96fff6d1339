import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, IDEMPOTENCY_HEADER, type Account, type Profile } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { notify } from '@/lib/toast';
import { TransferPage } from './transfer-page';

const account = (id: number, code: string, name: string, balance: number): Account => ({
  id, version: 1, code, name, type: 'asset', parent_id: null, parent_name: null, is_cash: true, status: 'Active', default_for: null, balance, has_postings: true,
});

const http = vi.hoisted(() => ({ list: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  http.list.mockReset().mockResolvedValue({ data: [account(1, '1000', 'Cash', 5000), account(2, '1010', 'Bank', 900_000)], total: 2, page: 1, limit: 500 });
  http.post.mockReset();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

const user = { currency: 'USD', time_zone: 'UTC', privileges: [], role_id: 1 } as unknown as Profile;

function renderPage() {
  let n = 0;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  render(<TransferPage user={user} makeKey={() => `submission-${++n}`} />, { wrapper });
}

const post = () => screen.getByRole('button', { name: 'Post transfer' }) as HTMLButtonElement;
const change = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.input(input, { target: { value } });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
/** The Idempotency-Key of each POST sent so far. */
const sentKeys = () => http.post.mock.calls.map((call) => (call[2] as { headers: Record<string, string> }).headers[IDEMPOTENCY_HEADER]);

async function fillAndPost(amount: string) {
  await waitFor(() => expect(screen.getByLabelText('From account').querySelectorAll('option')).toHaveLength(3));
  change('From account', '2');
  change('To account', '1');
  change('Amount (USD)', amount);
  await submit();
}
async function submit() {
  await waitFor(() => expect(post().disabled).toBe(false));
  await act(async () => fireEvent.click(post()));
}

describe('TransferPage: the Idempotency-Key of a submission', () => {
  it('a retry of the unchanged form after a lost answer sends the same key; a changed form a new one', async () => {
    http.post.mockRejectedValue(toHttpError(0, null));
    renderPage();
    await fillAndPost('250');
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    expect(http.post.mock.calls[0]![0]).toBe(API.accountTransfer);
    expect(http.post.mock.calls[0]![1]).toMatchObject({ from_account_id: 2, to_account_id: 1, amount: 25000 });
    // The form kept what was typed; the user presses Post again.
    await submit();
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(2));
    expect(sentKeys()).toEqual(['submission-1', 'submission-1']);
    // They change the amount: a different transfer, under a new key.
    change('Amount (USD)', '260');
    await submit();
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(3));
    expect(sentKeys()[2]).toBe('submission-2');
  });

  it('after a success the form starts afresh, the balances are read again, and the same values are a new submission', async () => {
    http.post.mockResolvedValue({ message: 'The transfer has been posted', entry_id: 7 });
    renderPage();
    await fillAndPost('250');
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('The transfer has been posted'));
    await waitFor(() => expect((screen.getByLabelText('Amount (USD)') as HTMLInputElement).value).toBe(''));
    // The cash accounts were read once for the page and again after the transfer.
    expect(http.list.mock.calls.length).toBeGreaterThanOrEqual(2);
    await fillAndPost('250');
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(2));
    expect(sentKeys()).toEqual(['submission-1', 'submission-2']);
  });
});
