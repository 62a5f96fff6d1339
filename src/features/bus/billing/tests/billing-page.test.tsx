import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, IDEMPOTENCY_HEADER, type BusFeePreview, type BusFeeRow, type Profile } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { notify } from '@/lib/toast';
import { BillingPage } from '../components/billing-page';
import { billState, prorationLine } from '../lib/billing';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

const user = { currency: 'USD', time_zone: 'UTC', privileges: ['generate', 'view-account'], role_id: 7 } as unknown as Profile;

const row = (id: number, state: BusFeeRow['state'], amount = 250_000, billed: number | null = null, days = 30): BusFeeRow => ({
  student_id: id, student_name: `Student ${id}`, admission_no: `ADM-${id}`, class_name: 'Grade 4', bus_id: 7, bus_number: 'Bus 7',
  zone_name: 'Hilltop', category_name: 'Both ways', rate: 250_000, days, amount, billed, state, billed_entry_id: billed === null ? null : 900 + id,
});
function preview(rows: BusFeeRow[], month = '2026-11', proration: BusFeePreview['proration'] = 'days'): BusFeePreview {
  const totals = { new: { students: 0, amount: 0 }, billed: { students: 0, amount: 0 }, changed: { students: 0, amount: 0 } };
  for (const r of rows) {
    totals[r.state].students += 1;
    totals[r.state].amount += r.state === 'new' ? r.amount : (r.billed ?? 0);
  }
  return { month, proration, days_in_month: 30, rows, totals };
}

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  http.get.mockReset();
  http.post.mockReset();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

/** The page with its month in state, as the route keeps it in the address. */
function renderPage(first = '2026-11') {
  let n = 0;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Harness() {
    const [month, setMonth] = useState(first);
    return <BillingPage user={user} month={month} onMonth={setMonth} makeKey={() => `submission-${++n}`} />;
  }
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
}

const billButton = () => screen.getByRole('button', { name: /^Bill \d+ students?$/ }) as HTMLButtonElement;
const generateCalls = () => http.post.mock.calls.filter((c) => c[0] === `${API.busFees}/generate`);
const sentKeys = () => generateCalls().map((c) => (c[2] as { headers: Record<string, string> }).headers[IDEMPOTENCY_HEADER]);

describe('bus billing: the rule line and what Bill does', () => {
  it('states the part-month rule as this month applies it', () => {
    expect(prorationLine(preview([]))).toBe('Part months: By days ridden (30 days in November)');
    expect(prorationLine(preview([], '2026-11', 'month'))).toBe('Part months: Full month for any day ridden');
    expect(prorationLine(preview([], '2026-11', 'none'))).toBe('Part months: Not charged for a part month');
  });

  it('has nothing to bill when no rider is new, and says why', () => {
    expect(billState(preview([row(1, 'new'), row(2, 'billed')]))).toEqual({ count: 1, reason: '' });
    expect(billState(preview([row(1, 'billed')])).reason).toMatch(/^Nothing new to bill/);
    expect(billState(preview([])).reason).toMatch(/^Nobody rides/);
  });
});

describe('BillingPage', { timeout: 20_000 }, () => {
  it('previews the month: the rule, totals per state, days ridden and the changed row with what was billed', async () => {
    http.get.mockResolvedValue(preview([row(1, 'new', 125_000, null, 15), row(2, 'billed', 250_000, 250_000), row(3, 'changed', 250_000, 150_000)]));
    renderPage();
    await screen.findByText('Part months: By days ridden (30 days in November)');
    expect(http.get).toHaveBeenCalledWith(`${API.busFees}/preview`, { month: '2026-11' }, expect.anything());
    const table = screen.getByRole('table', { name: 'Bus fees for November 2026' });
    const fresh = within(table).getByRole('row', { name: /Student 1/ });
    expect(fresh.textContent).toContain('15 of 30');
    expect(fresh.textContent).toContain('1,250.00');
    expect(fresh.textContent).toContain('New');
    expect(within(table).getByRole('row', { name: /Student 2/ }).textContent).toContain('Billed');
    expect(within(table).getByRole('row', { name: /Student 3/ }).textContent).toContain('Billed at USD 1,500.00; the assignment or rate has changed since.');
    expect(within(table).getByRole('link', { name: 'Open the old charge (entry #903)' }).getAttribute('href')).toBe('#/finance/entry/903');
    const totals = (term: string) => screen.getAllByText(term).find((el) => el.tagName === 'DT')!.parentElement!.textContent;
    expect(totals('New')).toBe('New1 student · USD 1,250.00');
    expect(totals('Changed')).toBe('Changed1 student · USD 1,500.00');
    expect((screen.getByLabelText('Posting date') as HTMLInputElement).value).toBe('2026-11-01');
    expect(billButton().textContent).toBe('Bill 1 student');
    expect(billButton().disabled).toBe(false);
  });

  it('reads another month and refuses a posting date outside it', async () => {
    http.get.mockImplementation((_path: string, params: { month: string }) => Promise.resolve(preview([row(1, 'billed', 250_000, 250_000)], params.month)));
    renderPage();
    await screen.findByText('Preview: November 2026');
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-12' } });
    await screen.findByText('Preview: December 2026');
    expect(http.get).toHaveBeenLastCalledWith(`${API.busFees}/preview`, { month: '2026-12' }, expect.anything());
    expect((screen.getByLabelText('Posting date') as HTMLInputElement).value).toBe('2026-12-01');
    expect(billButton().disabled).toBe(true);
    expect(screen.getByText(/^Nothing new to bill/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Posting date'), { target: { value: '2027-01-04' } });
    expect(screen.getByText('Date the charges within the month they are for.')).toBeTruthy();
  });

  it('confirms the entry, sends one key per submission (a retry reuses it), then says what was billed', async () => {
    let fail = true;
    http.get.mockResolvedValueOnce(preview([row(1, 'new'), row(2, 'new')])).mockResolvedValue(preview([row(1, 'billed', 250_000, 250_000), row(2, 'billed', 250_000, 250_000)]));
    http.post.mockImplementation(() =>
      fail ? Promise.reject(toHttpError(0, null)) : Promise.resolve({ message: 'Billed 2 students for November 2026: USD 5,000.00 in all.', billed: 2, amount: 500_000 }),
    );
    renderPage();
    await screen.findByText('Part months: By days ridden (30 days in November)');
    fireEvent.change(screen.getByLabelText('Posting date'), { target: { value: '2026-11-05' } });
    fireEvent.click(billButton());
    const confirm = await screen.findByRole('dialog', { name: 'Bill November 2026' });
    expect(confirm.textContent).toContain('one entry for each of the 2 students not billed yet for November 2026, dated 5 Nov 2026');
    const entry = within(confirm).getByRole('table', { name: 'The entries, in all' });
    expect(within(entry).getByRole('row', { name: /Dr Students receivable/ }).textContent).toContain('USD 5,000.00');
    expect(within(entry).getByRole('row', { name: /Cr Bus fee income/ }).textContent).toContain('USD 5,000.00');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Bill 2 students' })));
    await waitFor(() => expect(generateCalls()).toHaveLength(1));
    expect(generateCalls()[0]![1]).toEqual({ month: '2026-11', date: '2026-11-05' });
    fail = false;
    await waitFor(() => expect((within(confirm).getByRole('button', { name: 'Bill 2 students' }) as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Bill 2 students' })));
    await waitFor(() => expect(generateCalls()).toHaveLength(2));
    expect(sentKeys()).toEqual(['submission-1', 'submission-1']);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Billed 2 students for November 2026: USD 5,000.00 in all.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(billButton().disabled).toBe(true));
  });
});
