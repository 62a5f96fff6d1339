import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type Profile } from '@contract';
import { BalanceSheetPage } from '../components/balance-sheet-page';
import { BursarCard } from '../components/bursar-card';
import { IncomeStatementPage } from '../components/income-statement-page';
import { sourceFor, StatementPage } from '../components/statement-page';
import { StudentFees } from '../components/student-fees';
import { balanceSheet, bursar, incomeStatement, overview, range, statement } from './fixtures';
import { answer, renderWithQueries } from '@/lib/testing';

const http = vi.hoisted(() => ({ get: vi.fn(), list: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

// Headless UI measures the combobox once a choice closes it; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const base = API.financeReports;
const only = (...privileges: string[]) => ({ ...bursar, privileges }) as unknown as Profile;
afterEach(cleanup);
beforeEach(() => {
  http.get.mockReset();
  http.list.mockReset();
});

describe('Student transaction', () => {
  it('asks for a student first, and searches the students list for one', async () => {
    http.list.mockResolvedValue({ data: [{ id: 11, fullname: 'Ben Okoth', admission_no: 'A-2', class_name: 'Grade 1', section_name: 'A' }], total: 1, page: 1, limit: 20 });
    const onSearch = vi.fn();
    renderWithQueries(<StatementPage user={bursar} search={range} onSearch={onSearch} />);
    expect(screen.getByText('Choose a student to see their statement.')).toBeTruthy();
    expect(http.get).not.toHaveBeenCalled();
    const box = screen.getByRole('combobox', { name: 'Student' });
    // Headless UI opens the list on the input event; React's onChange reads the change.
    fireEvent.input(box, { target: { value: 'ben' } });
    fireEvent.change(box, { target: { value: 'ben' } });
    const option = (await screen.findByText('Ben Okoth', {}, { timeout: 2000 })).closest('[role=option]')!;
    expect(option.textContent).toBe('Ben Okoth · A-2 · Grade 1 A');
    expect(http.list).toHaveBeenCalledWith(API.students, { page: 1, limit: 20, search: 'ben' }, expect.anything());
    // The first match is the active one: Enter picks it.
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    expect(onSearch).toHaveBeenCalledWith({ ...range, student_id: 11 });
  });

  it('searches payers for a cashier without the students list, and sends anyone else to the Student summary', () => {
    expect(sourceFor(bursar)).toBe('students');
    expect(sourceFor(only('fee-student-transaction', 'receive-payment'))).toBe('payers');
    expect(sourceFor(only('fee-student-transaction'))).toBeNull();
    renderWithQueries(<StatementPage user={only('fee-student-transaction')} search={range} onSearch={vi.fn()} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText(/Open one from the Student summary/)).toBeTruthy();
  });

  it('shows the statement: opening, charges and payments with the running balance and receipt, closing', async () => {
    http.get.mockImplementation(answer({ '/students/11': statement }));
    renderWithQueries(<StatementPage user={bursar} search={{ ...range, student_id: 11 }} onSearch={vi.fn()} />);
    const table = await screen.findByRole('table', { name: /Statement of Ben Okoth/ });
    expect(http.get).toHaveBeenCalledWith(`${base}/students/11`, range, expect.anything());
    expect(within(table).getByRole('row', { name: /Opening balance/ }).textContent).toContain('10.00');
    const payment = within(table).getByRole('row', { name: /9 Nov 2026/ });
    expect(payment.textContent).toContain('Cash at the counter');
    expect(within(payment).getByRole('link', { name: /17/ }).getAttribute('href')).toBe('#/finance/receipt/17');
    expect(within(table).getByRole('row', { name: /Closing balance \(owed\)/ }).textContent).toContain('45.00');
    expect(screen.getByText(/owes USD 45.00 at the end of the range/)).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Student' }) as HTMLInputElement).value).toBe('Ben Okoth · A-2');
  });

  it('on the student page’s Fees tab, reads this year’s statement of that student', async () => {
    http.get.mockImplementation(answer({ '/students/11': statement }));
    renderWithQueries(<StudentFees user={bursar} studentId={11} />);
    await screen.findByRole('table', { name: /Statement of Ben Okoth/ });
    const [, params] = http.get.mock.calls[0] as [string, { from: string; to: string }];
    expect(params.from).toMatch(/^\d{4}-01-01$/);
    expect(screen.getByRole('link', { name: 'Open in Student transaction' }).getAttribute('href')).toContain('student_id=11');
  });
});

describe('Income statement', () => {
  it('lists income and expenses with their totals and the net income', async () => {
    http.get.mockImplementation(answer({ '/income-statement': incomeStatement }));
    renderWithQueries(<IncomeStatementPage user={bursar} search={range} onSearch={vi.fn()} />);
    const table = await screen.findByRole('table', { name: /Income statement/ });
    expect(within(table).getByRole('row', { name: /Total income/ }).textContent).toContain('90.00');
    expect(within(table).getByRole('row', { name: /Total expenses/ }).textContent).toContain('25.00');
    expect(within(table).getByRole('row', { name: /Net income/ }).textContent).toContain('65.00');
  });

  it('calls a negative result a net loss', async () => {
    http.get.mockImplementation(answer({ '/income-statement': { ...incomeStatement, total_expenses: 12000, net: -3000 } }));
    renderWithQueries(<IncomeStatementPage user={bursar} search={range} onSearch={vi.fn()} />);
    expect((await screen.findByRole('row', { name: /Net loss/ })).textContent).toContain('-30.00');
  });
});

describe('Balance sheet', () => {
  it('shows assets, liabilities, equity with current earnings, and that the equation holds', async () => {
    http.get.mockImplementation(answer({ '/balance-sheet': balanceSheet }));
    renderWithQueries(<BalanceSheetPage user={bursar} search={{ on: '2026-11-30' }} onSearch={vi.fn()} />);
    const table = await screen.findByRole('table', { name: /Balance sheet at 30 Nov 2026/ });
    expect(http.get).toHaveBeenCalledWith(`${base}/balance-sheet`, { on: '2026-11-30' }, expect.anything());
    expect(within(table).getByRole('row', { name: /Current earnings/ }).textContent).toContain('65.00');
    expect(within(table).getByRole('row', { name: /Total equity/ }).textContent).toContain('165.00');
    expect(within(table).getByRole('row', { name: /Total liabilities and equity/ }).textContent).toContain('165.00');
    expect(within(table).getByText('No liability account has a balance.')).toBeTruthy();
    expect(screen.getByText('USD 165.00 = USD 0.00 + USD 100.00 + USD 65.00')).toBeTruthy();
    expect(screen.getByText('It holds at 30 Nov 2026.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns, with the gap, when the server says it does not balance', async () => {
    http.get.mockImplementation(answer({ '/balance-sheet': { ...balanceSheet, total_assets: 17000, balanced: false } }));
    renderWithQueries(<BalanceSheetPage user={bursar} search={{ on: '2026-11-30' }} onSearch={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('does not balance: assets differ from liabilities, equity and current earnings by USD 5.00');
  });
});

describe('Bursar card', () => {
  it('shows this month billed against collected and what is outstanding; who owes most waits on the dashboard', async () => {
    http.get.mockImplementation(answer({ '/overview': overview }));
    renderWithQueries(<BursarCard user={bursar} />);
    const card = screen.getByRole('region', { name: 'Fees this month' });
    await waitFor(() => expect(card.textContent).toContain('USD 90.00'));
    expect(card.textContent).toContain('USD 60.00(66.7%)');
    expect(card.textContent).toContain('USD 30.00');
    // The Student summary's holder sees the same five under "Waiting for you": not twice.
    expect(within(card).queryByRole('heading', { name: 'Owe the most' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Student summary' })).toBeTruthy();
  });

  it('lists who owes most for a class summary reader, whom the waiting list does not tell', async () => {
    http.get.mockImplementation(answer({ '/overview': overview }));
    renderWithQueries(<BursarCard user={only('class-summary', 'fee-student-transaction')} />);
    const card = screen.getByRole('region', { name: 'Fees this month' });
    await waitFor(() => expect(card.textContent).toContain('USD 90.00'));
    expect(within(card).getByRole('heading', { name: 'Owe the most' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Ben Okoth' }).getAttribute('href')).toBe('#/finance/student-transaction?student_id=11');
  });
});
