import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, IDEMPOTENCY_HEADER, type Account, type Payer, type PayerAccount, type Profile, type Receipt } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { notify } from '@/lib/toast';
import { NO_STUDENT_MESSAGE, ReceivePaymentPage } from '../components/receive-payment-page';
import { COUNTER_MODE_KEY } from '../lib/counter-mode';

const http = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

const account = (id: number, code: string, name: string): Account => ({
  id, version: 1, code, name, type: 'asset', parent_id: null, parent_name: null, is_cash: true, status: 'Active', default_for: null, balance: 0, has_postings: true,
});
const payer = (id: number, name: string, balance: number): Payer => ({
  id, name, admission_no: `A-${id}`, class_name: 'Grade 4', section_name: 'A', parent_phone: '+254700000001', balance,
});
const ADA = payer(1, 'Ada Lovelace', 4500);
const ADAM = payer(2, 'Adam Smith', 0);
const adaAccount = (balance = 4500): PayerAccount => ({
  ...ADA, balance, unallocated: 0, charges: [{ entry_id: 11, date: '2026-11-01', memo: 'Tuition November 2026', amount: 4500, paid: 4500 - balance }],
});
const receipt = (number: number): Receipt => ({
  number, entry_id: 99, date: '2026-11-23', amount: 2000, method: 'Cash', payer: null, memo: null, account_name: 'Cash', received_by: 'Bursar',
  student: { id: 1, name: 'Ada Lovelace', admission_no: 'A-1', class_name: 'Grade 4', section_name: 'A' },
  allocations: [{ charge_entry_id: 11, date: '2026-11-01', memo: 'Tuition November 2026', amount: 2000 }], unallocated: 0, balance_after: 2500, voided: false, reversal: null, balance_now: 2500,
  school: { name: 'Hill School', address: '1 Hill Road', phone: '+254 700 000000', logo: null, currency: 'USD' },
});

const user = { currency: 'USD', time_zone: 'UTC', bus_account_id: 2, privileges: [], role_id: 1 } as unknown as Profile;

/** The server: the payers search answers Ada and Adam; Ada owes until she pays. */
function server(post: () => Promise<unknown>) {
  let balance = 4500;
  http.list.mockResolvedValue({ data: [account(1, '1000', 'Cash'), account(2, '1001', 'Counter cash')], total: 2, page: 1, limit: 500 });
  http.get.mockImplementation((path: string) => {
    if (path === API.payers) return Promise.resolve([ADA, ADAM]);
    if (path === `${API.payers}/1`) return Promise.resolve(adaAccount(balance));
    if (path.startsWith(`${API.receipts}/`)) return Promise.resolve(receipt(Number(path.split('/').pop())));
    return Promise.reject(toHttpError(404, { message: 'Not found' }));
  });
  http.post.mockImplementation(async () => {
    const answer = await post();
    balance = 2500;
    return answer;
  });
}

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  for (const f of Object.values(http)) f.mockReset();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

function renderPage(print = vi.fn()) {
  let n = 0;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  render(<ReceivePaymentPage user={user} makeKey={() => `submission-${++n}`} print={print} />, { wrapper });
  return print;
}

const search = () => screen.getByRole('combobox', { name: 'Find the student' }) as HTMLInputElement;
/** The matches on show (the selects' options are options too). */
const matches = () => Array.from(document.querySelectorAll('[role=listbox]:not([hidden]) [role=option]'));
const amount = () => screen.getByLabelText('Amount (USD)') as HTMLInputElement;
const key = (el: Element, k: string) => fireEvent.keyDown(el, { key: k });
const typeIn = (el: HTMLInputElement, value: string) => {
  fireEvent.input(el, { target: { value } });
  fireEvent.change(el, { target: { value } });
};
/** Enter in a box: the form's own check first, then (jsdom has no implicit submission) the submit. */
async function enter(el: HTMLInputElement) {
  const e = key(el, 'Enter');
  if (e) await act(async () => fireEvent.submit(el.form!));
}
const sentKeys = () => http.post.mock.calls.map((c) => (c[2] as { headers: Record<string, string> }).headers[IDEMPOTENCY_HEADER]);

describe('Receive payment in fee counter mode: the keyboard alone runs the queue', () => {
  beforeEach(() => localStorage.setItem(COUNTER_MODE_KEY, '1'));

  it('focus starts in the search; Enter takes the first match even before it arrives; Amount; Enter posts and prints; back to the search', async () => {
    server(() => Promise.resolve({ message: 'Receipt 12 has been issued', entry_id: 99, receipt_no: 12 }));
    const print = renderPage();
    expect(document.activeElement).toBe(search());
    expect(screen.getByText(/picks the first/)).toBeTruthy();

    typeIn(search(), 'ada');
    key(search(), 'Enter');
    await waitFor(() => expect(document.activeElement).toBe(amount()));
    expect(http.get).toHaveBeenCalledWith(API.payers, { q: 'ada' }, expect.anything());
    await waitFor(() => expect(screen.getByText('Owes USD 45.00')).toBeTruthy());
    expect(screen.getByRole('region', { name: 'Charges of Ada Lovelace' }).textContent).toContain('Tuition November 2026');
    expect(search().value).toBe('');

    typeIn(amount(), '20');
    await waitFor(() => expect(screen.getByText('After this payment: owes USD 25.00')).toBeTruthy());
    await waitFor(() => expect((screen.getByRole('button', { name: 'Post and print' }) as HTMLButtonElement).disabled).toBe(false));
    await enter(amount());

    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    expect(http.post.mock.calls[0]![0]).toBe(API.payments);
    expect(http.post.mock.calls[0]![1]).toEqual({ student_id: 1, amount: 2000, account_id: 2, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), method: 'Cash', payer: null, memo: null });
    expect(sentKeys()).toEqual(['submission-1']);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { name: 'Last receipt: no 12' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Receipt 12' }).textContent).toContain('Balance to date: owes USD 25.00');
    // Ready for the next parent: nobody picked, the amount empty, the search focused and empty.
    await waitFor(() => expect(document.activeElement).toBe(search()));
    expect(search().value).toBe('');
    expect(amount().value).toBe('');
    expect(screen.queryByText('Owes USD 45.00')).toBeNull();
  });

  it('arrow keys choose among the matches and Escape clears the box', async () => {
    server(() => Promise.resolve({ message: 'ok', entry_id: 1, receipt_no: 1 }));
    renderPage();
    typeIn(search(), 'ad');
    await waitFor(() => expect(matches()).toHaveLength(2));
    key(search(), 'ArrowDown');
    key(search(), 'ArrowDown');
    expect(search().getAttribute('aria-activedescendant')).toBe(matches()[1]!.id);
    key(search(), 'Escape');
    expect(search().value).toBe('');
    expect(matches()).toHaveLength(0);
    typeIn(search(), 'ad');
    await waitFor(() => expect(matches()).toHaveLength(2));
    key(search(), 'ArrowUp');
    key(search(), 'Enter');
    await waitFor(() => expect(http.get).toHaveBeenCalledWith(`${API.payers}/2`, undefined, expect.anything()));
    expect(document.activeElement).toBe(amount());
  });

  it('Enter with no amount says so at Amount and keeps the focus there; posting with nobody picked sends the focus to the search', async () => {
    server(() => Promise.resolve({ message: 'ok', entry_id: 1, receipt_no: 1 }));
    renderPage();
    amount().focus();
    await enter(amount());
    await waitFor(() => expect(screen.getByText('Enter the amount.')).toBeTruthy());
    expect(document.activeElement).toBe(amount());
    typeIn(amount(), '12.345');
    await waitFor(() => expect(screen.getByText('An amount has at most two decimals, such as 12.50.')).toBeTruthy());
    typeIn(amount(), '20');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Post and print' }) as HTMLButtonElement).disabled).toBe(false));
    await enter(amount());
    await waitFor(() => expect(screen.getByText(NO_STUDENT_MESSAGE)).toBeTruthy());
    expect(document.activeElement).toBe(search());
    expect(http.post).not.toHaveBeenCalled();
  });
});

describe('Receive payment at a desk (counter mode off)', () => {
  it('after a post the student stays with the new balance, nothing prints by itself, and Print receipt takes the focus', async () => {
    server(() => Promise.resolve({ message: 'Receipt 7 has been issued', entry_id: 99, receipt_no: 7 }));
    const print = renderPage();
    expect(document.activeElement).not.toBe(search());
    fireEvent.click(screen.getByRole('switch', { name: 'Fee counter mode' }));
    expect(localStorage.getItem(COUNTER_MODE_KEY)).toBe('1');
    expect(document.activeElement).toBe(search());
    fireEvent.click(screen.getByRole('switch', { name: 'Fee counter mode' }));
    expect(localStorage.getItem(COUNTER_MODE_KEY)).toBe('0');

    typeIn(search(), 'ada');
    await waitFor(() => expect(matches()).toHaveLength(2));
    fireEvent.click(matches()[0]!);
    await waitFor(() => expect(screen.getByText('Owes USD 45.00')).toBeTruthy());
    typeIn(amount(), '20');
    const post = screen.getByRole('button', { name: 'Post payment' }) as HTMLButtonElement;
    await waitFor(() => expect(post.disabled).toBe(false));
    await act(async () => fireEvent.click(post));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Last receipt: no 7' })).toBeTruthy());
    await waitFor(() => expect(screen.getByText('Owes USD 25.00')).toBeTruthy());
    const printButton = screen.getByRole('button', { name: 'Print receipt' });
    await waitFor(() => expect(document.activeElement).toBe(printButton));
    expect(print).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('article', { name: 'Receipt 7' })).toBeTruthy());
    fireEvent.click(printButton);
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('Receive payment: a failed post loses nothing', () => {
  it('a lost answer keeps what was typed, and the retry goes under the same key', async () => {
    server(() => Promise.reject(toHttpError(0, null)));
    const print = renderPage();
    typeIn(search(), 'ada');
    key(search(), 'Enter');
    await waitFor(() => expect(screen.getByText('Owes USD 45.00')).toBeTruthy());
    typeIn(amount(), '20');
    typeIn(screen.getByLabelText('Paid by') as HTMLInputElement, 'Mary Lovelace');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Post payment' }) as HTMLButtonElement).disabled).toBe(false));
    await enter(amount());
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(notify.error).toHaveBeenCalled());
    expect(amount().value).toBe('20');
    expect((screen.getByLabelText('Paid by') as HTMLInputElement).value).toBe('Mary Lovelace');
    expect(screen.getByText('Owes USD 45.00')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Post payment' }) as HTMLButtonElement).disabled).toBe(false));
    await enter(amount());
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(2));
    expect(sentKeys()).toEqual(['submission-1', 'submission-1']);
    expect(print).not.toHaveBeenCalled();
  });

  it("the server's refusal shows at the field it names, which takes the focus", async () => {
    server(() => Promise.reject(toHttpError(422, { message: 'Please correct: date', issues: [{ path: 'date', message: 'November 2026 is closed: date the payment in an open month.' }] })));
    renderPage();
    typeIn(search(), 'ada');
    key(search(), 'Enter');
    await waitFor(() => expect(screen.getByText('Owes USD 45.00')).toBeTruthy());
    typeIn(amount(), '20');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Post payment' }) as HTMLButtonElement).disabled).toBe(false));
    await enter(amount());
    await waitFor(() => expect(screen.getByText('November 2026 is closed: date the payment in an open month.')).toBeTruthy());
    expect(document.activeElement).toBe(screen.getByLabelText('Date'));
    expect(amount().value).toBe('20');
  });

  it('offline, the page says posting needs a connection', () => {
    server(() => Promise.resolve({}));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPage();
    expect(screen.getByRole('alert').textContent).toContain('This needs a connection');
  });
});
