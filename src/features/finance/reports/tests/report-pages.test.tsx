import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@contract';
import { HttpError } from '@/lib/http-error';
import { AccountSummaryPage } from '../components/account-summary-page';
import { ClassSummaryPage } from '../components/class-summary-page';
import { StudentSummaryPage } from '../components/student-summary-page';
import { accountLines, accountSummary, bursar, classSummary, range, studentSummary } from './fixtures';
import { answer, openReportFilter, renderWithQueries } from '@/lib/testing';

const http = vi.hoisted(() => ({ get: vi.fn(), list: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));
const download = vi.hoisted(() => vi.fn());
vi.mock('@/components/data-table/csv', async (original) => ({ ...(await original<object>()), downloadText: download }));

const base = API.financeReports;
afterEach(cleanup);
beforeEach(() => {
  http.get.mockReset();
  http.list.mockReset().mockResolvedValue({ data: [], total: 0, page: 1, limit: 500 });
  download.mockReset();
});

describe('Account summary', () => {
  it('shows each account with its figures and totals, the range in the header, and links every row to its lines', async () => {
    http.get.mockImplementation(answer({ '/accounts': accountSummary }));
    renderWithQueries(<AccountSummaryPage user={bursar} search={range} onSearch={vi.fn()} />);
    const table = await screen.findByRole('table', { name: /Account summary/ });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/1 Nov 2026 – 30 Nov 2026$/);
    expect(screen.getByText(/Amounts in USD/)).toBeTruthy();
    const cash = within(table).getByRole('row', { name: /Cash/ });
    expect(cash.textContent).toContain('100.00');
    expect(cash.textContent).toContain('145.00');
    expect(within(table).getByRole('link', { name: /Students receivable/ }).getAttribute('href')).toBe('#/finance/account-report?account=4&from=2026-11-01&to=2026-11-30');
    const total = within(table).getByRole('row', { name: /Total/ });
    expect(total.textContent).toContain('135.00');
    expect(http.get).toHaveBeenCalledWith(`${base}/accounts`, range, expect.anything());

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(download).toHaveBeenCalledWith('account-summary-2026-11-01-to-2026-11-30.csv', expect.stringContaining('1000,Cash,Asset,100.00,45.00,0.00,145.00'));

    // Print prints the page itself: every row is on it, and the paper heading names school and report.
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Hill School')).toBeTruthy();
    expect(screen.getByText(/^Printed /)).toBeTruthy();
  });

  it('says what to do when nothing was posted in the range', async () => {
    http.get.mockImplementation(answer({ '/accounts': { ...accountSummary, rows: accountSummary.rows.map((r) => ({ ...r, opening: 0, debits: 0, credits: 0, closing: 0 })) } }));
    renderWithQueries(<AccountSummaryPage user={bursar} search={range} onSearch={vi.fn()} />);
    expect(await screen.findByText('No postings in this range. Generate fees or receive a payment, or choose another range.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says a report needs a connection, and is never saved, when the server cannot be reached', async () => {
    http.get.mockRejectedValue(new HttpError(0, 'offline'));
    renderWithQueries(<AccountSummaryPage user={bursar} search={range} onSearch={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('This needs a connection'));
  });

  it('opens one account’s lines: opening, each line with its running balance, closing, and a way back', async () => {
    http.get.mockImplementation(answer({ '/accounts/1': accountLines }));
    renderWithQueries(<AccountSummaryPage user={bursar} search={{ ...range, account: 1 }} onSearch={vi.fn()} />);
    const table = await screen.findByRole('table', { name: /Lines of 1000 Cash/ });
    expect(within(table).getByRole('row', { name: /Opening balance/ }).textContent).toContain('100.00');
    const line = within(table).getByRole('row', { name: /5 Nov 2026/ });
    for (const text of ['#31', 'Payment', 'Fees, Ada', 'R-1', 'Ada Lovelace', '45.00', '145.00']) expect(line.textContent).toContain(text);
    expect(within(table).getByRole('row', { name: /Closing balance/ }).textContent).toContain('145.00');
    expect(screen.getByRole('link', { name: /Back to the account summary/ }).getAttribute('href')).toBe('#/finance/account-report?from=2026-11-01&to=2026-11-30');
  });
});

describe('Student summary', () => {
  it('lists defaulters as the server ordered them, links each to their statement, and marks money paid ahead', async () => {
    http.get.mockImplementation(answer({ '/students': studentSummary }));
    renderWithQueries(<StudentSummaryPage user={bursar} search={range} onSearch={vi.fn()} />);
    const table = await screen.findByRole('table', { name: /Student summary/ });
    const rows = within(table).getAllByRole('row').slice(1, 3);
    expect(rows.map((r) => within(r).getAllByRole('link')[0]?.textContent)).toEqual(['Ben Okoth: statement', 'Ada Lovelace: statement']);
    expect(within(table).getByRole('link', { name: /Ben Okoth/ }).getAttribute('href')).toBe('#/finance/student-transaction?student_id=11&from=2026-11-01&to=2026-11-30');
    expect(rows[1]!.textContent).toContain('-15.00paid ahead');
    expect(screen.getByText(/2 students · 1 owe USD 45.00/)).toBeTruthy();
    expect(within(table).getByRole('row', { name: /Total/ }).textContent).toContain('30.00');
    expect(screen.getByText(/All classes/)).toBeTruthy();
  });

  it('asks for the chosen class and section, and says so when none of its students has fees', async () => {
    http.get.mockImplementation(answer({ '/students': { ...studentSummary, rows: [] } }));
    renderWithQueries(<StudentSummaryPage user={bursar} search={{ ...range, class_id: 3, section_id: 8 }} onSearch={vi.fn()} />);
    expect(await screen.findByText(/No student of this class has fees or payments/)).toBeTruthy();
    expect(http.get).toHaveBeenCalledWith(`${base}/students`, { ...range, class_id: 3, section_id: 8 }, expect.anything());
  });

  it('tells a bursar with no class assigned why their report is empty, and who can fix it', async () => {
    http.get.mockImplementation(answer({ '/students': { ...studentSummary, rows: [] } }));
    renderWithQueries(<StudentSummaryPage user={{ ...bursar, classes: [] }} search={range} onSearch={vi.fn()} />);
    expect(await screen.findByText(/No class is assigned to you, so no student is in your reports. An Admin can assign classes/)).toBeTruthy();
  });

  it('filters through the dialog: a preset fills the dates, a backwards range is refused at its field', async () => {
    http.get.mockImplementation(answer({ '/students': studentSummary }));
    const onSearch = vi.fn();
    renderWithQueries(<StudentSummaryPage user={bursar} search={range} onSearch={onSearch} />);
    const { from, to, ...filter } = await openReportFilter('From', 'To');
    expect([from.value, to.value]).toEqual(['2026-11-01', '2026-11-30']);
    await filter.refuses('To', '2026-10-01', 'The end date must not be before the start date.');
    expect(onSearch).not.toHaveBeenCalled();

    await filter.preset('This year');
    expect(from.value).toMatch(/^\d{4}-01-01$/);
    await filter.press('Apply');
    expect(onSearch).toHaveBeenCalledWith({ from: from.value, to: to.value, class_id: undefined, section_id: undefined });
  });
});

describe('Class summary', () => {
  it('draws billed against collected with the figures written out, and the collection rate', async () => {
    http.get.mockImplementation(answer({ '/classes': classSummary }));
    renderWithQueries(<ClassSummaryPage user={bursar} search={range} onSearch={vi.fn()} />);
    const chart = await screen.findByRole('figure');
    expect(chart.textContent).toContain('Billed USD 90.00');
    expect(chart.textContent).toContain('Collected USD 60.00 (66.7%)');
    const table = screen.getByRole('table', { name: /Class summary/ });
    expect(within(table).getByRole('row', { name: /Grade 1/ }).textContent).toContain('66.7%');
    expect(within(table).getByRole('row', { name: /Grade 2/ }).textContent).toContain('—');
    await waitFor(() => expect(within(table).getByRole('row', { name: /Total/ }).textContent).toContain('30.00'));
  });
});
