import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER, type Account, type Profile } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { notify } from '@/lib/toast';
import { OpeningPage, openingAccounts } from '../components/opening-page';

const http = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

const account = (id: number, code: string, name: string, type: Account['type'], extra: Partial<Account> = {}): Account => ({
  id, version: 1, code, name, type, parent_id: null, parent_name: null, is_cash: false, status: 'Active', default_for: null, balance: 0, has_postings: false, ...extra,
});
const CHART = [
  account(1, '1000', 'Cash', 'asset', { is_cash: true, default_for: 'receipts' }),
  account(2, '1010', 'Bank', 'asset', { is_cash: true, default_for: 'checks' }),
  account(3, '1100', 'Students receivable', 'asset', { default_for: 'receivable' }),
  account(5, '1210', 'Employee loans', 'asset', { default_for: 'loans' }),
  account(7, '2100', 'Accounts payable', 'liability'),
  account(8, '3000', 'Opening equity', 'equity'),
  account(13, '5900', 'Old costs', 'expense', { status: 'Inactive' }),
];

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  http.list.mockReset().mockResolvedValue({ data: CHART, total: CHART.length, page: 1, limit: 500 });
  http.post.mockReset();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

const user = { currency: 'USD', time_zone: 'UTC', privileges: [], role_id: 1 } as unknown as Profile;

function renderPage() {
  let n = 0;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  render(<OpeningPage user={user} makeKey={() => `submission-${++n}`} />, { wrapper });
}

describe('openingAccounts', () => {
  it('offers active accounts that no other screen owns, without the balancing account', () => {
    expect(openingAccounts(CHART).map((a) => a.code)).toEqual(['1000', '1010', '2100']);
  });
});

describe('OpeningPage', { timeout: 20_000 }, () => {
  it('previews the balance sheet, then posts the entry under a key', async () => {
    renderPage();
    await waitFor(() => expect(screen.getAllByRole('option', { name: '1010 Bank' }).length).toBeGreaterThan(0));
    fireEvent.change(screen.getByLabelText('Account, row 1'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Balance, row 1'), { target: { value: '2,500' } });
    fireEvent.change(screen.getByLabelText('Account, row 2'), { target: { value: '7' } });
    expect((screen.getByLabelText('Side, row 2') as HTMLSelectElement).value).toBe('credit');
    fireEvent.change(screen.getByLabelText('Balance, row 2'), { target: { value: '900' } });
    expect(screen.getByText('USD 1,600.00')).toBeTruthy();
    const postButton = screen.getByRole('button', { name: 'Post opening balances' }) as HTMLButtonElement;
    expect(postButton.disabled).toBe(true);

    const sheet = { on: '2026-03-01', assets: [{ account_id: 2, code: '1010', name: 'Bank', amount: 250_000 }], liabilities: [{ account_id: 7, code: '2100', name: 'Accounts payable', amount: 90_000 }], equity: [{ account_id: 8, code: '3000', name: 'Opening equity', amount: 160_000 }], current_earnings: 0, total_assets: 250_000, total_liabilities: 90_000, total_equity: 160_000, balanced: true };
    http.post.mockResolvedValueOnce({ date: '2026-03-01', equity_account: { id: 8, code: '3000', name: 'Opening equity' }, lines: [], equity: { debit: 0, credit: 160_000 }, sheet });
    fireEvent.click(screen.getByRole('button', { name: 'Preview the balance sheet' }));
    const preview = await screen.findByRole('region', { name: 'Balance sheet preview' });
    expect(within(preview).getByText('Assets equal liabilities and equity.')).toBeTruthy();
    expect(String(http.post.mock.calls[0]![0])).toMatch(/opening\/preview$/);
    expect(http.post.mock.calls[0]![1]).toMatchObject({ lines: [{ account_id: 2, debit: 250_000, credit: 0 }, { account_id: 7, debit: 0, credit: 90_000 }] });

    http.post.mockResolvedValueOnce({ message: 'The opening balances have been posted', entry_id: 41 });
    await waitFor(() => expect(postButton.disabled).toBe(false));
    fireEvent.click(postButton);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', expect.stringContaining('entry #41'));
    expect((http.post.mock.calls[1]![2] as { headers: Record<string, string> }).headers[IDEMPOTENCY_HEADER]).toBe('submission-1');
  });

  it("names the lines to correct as they are typed, and the server's refusals at the lines they came from", async () => {
    renderPage();
    const box = screen.getByLabelText('Balances (admission number, amount)');
    fireEvent.change(box, { target: { value: 'Admission,Amount\nA1,10\nA1,5\nA2,ten' } });
    const list = screen.getByRole('list', { name: 'Lines to correct' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Line 3: Admission number A1 is also on line 2: give each student one line.',
      'Line 4: "ten" is not an amount: write it like 1500.00, or -1500.00 for money paid ahead.',
    ]);
    expect((screen.getByRole('button', { name: 'Check the rows' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(box, { target: { value: 'Admission,Amount\nA1,10\n\nNOPE,-5' } });
    http.post.mockRejectedValueOnce(
      toHttpError(422, { message: '1 row needs attention; nothing was posted.', issues: [{ path: 'rows.1.admission_no', message: 'Row 2: No student of this school has admission number NOPE.' }] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }));
    expect(await screen.findByText('Line 4: No student of this school has admission number NOPE.')).toBeTruthy();
    expect(http.post.mock.calls[0]![1]).toMatchObject({ rows: [{ admission_no: 'A1', amount: 1_000 }, { admission_no: 'NOPE', amount: -500 }] });
  });
});
