import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountLine, StudentSummaryRow } from '@contract';
import { AccountSummaryPage } from '../components/account-summary-page';
import { StudentSummaryPage } from '../components/student-summary-page';
import { accountLines, bursar, range, studentSummary } from './fixtures';
import { answer, renderWithQueries } from '@/lib/testing';

const http = vi.hoisted(() => ({ get: vi.fn(), list: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));
const download = vi.hoisted(() => vi.fn());
vi.mock('@/components/data-table/csv', async (original) => ({ ...(await original<object>()), downloadText: download }));

afterEach(cleanup);
beforeEach(() => {
  http.get.mockReset();
  download.mockReset();
});

/** The rows of the table's body, without its header, opening/closing and total rows. */
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').filter((r) => r.querySelector('td') && !/Opening balance|Closing balance|Total/.test(r.textContent ?? ''));

describe('Long money pages open a page at a time, like the roster', () => {
  it('Student summary: 250 students show 100 at a time; totals and the CSV cover all 250', async () => {
    const rows: StudentSummaryRow[] = Array.from({ length: 250 }, (_, i) => ({
      student_id: i + 1, name: `Pupil ${String(i + 1).padStart(3, '0')}`, admission_no: `A-${i + 1}`, class_name: 'Grade 1', section_name: 'A', opening: 0, billed: 100, paid: 0, balance: 100,
    }));
    http.get.mockImplementation(answer({ '/students': { ...studentSummary, rows, totals: { opening: 0, billed: 25_000, paid: 0, balance: 25_000 } } }));
    renderWithQueries(<StudentSummaryPage user={bursar} search={range} onSearch={vi.fn()} />);
    const table = await screen.findByRole('table', { name: /Student summary/ });
    expect(within(table).getAllByRole('link', { name: /: statement$/ })).toHaveLength(100);
    expect(within(table).getByRole('row', { name: /Total/ }).textContent).toContain('250.00');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages.textContent).toContain('1–100 of 250');
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(within(table).getByRole('link', { name: 'Pupil 101: statement' })).toBeTruthy();
    expect(within(table).queryByRole('link', { name: 'Pupil 001: statement' })).toBeNull();
    expect(within(table).getByRole('row', { name: /Total/ }).textContent).toContain('250.00');

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const csv = download.mock.calls[0]![1] as string;
    expect(csv).toContain('Pupil 001');
    expect(csv).toContain('Pupil 250');
    expect(csv.trim().split('\n').length).toBeGreaterThanOrEqual(251);
  });

  it('Account lines: a month of 230 lines shows 100 at a time, opening on the first page, closing on the last, each entry linked', async () => {
    const lines: AccountLine[] = Array.from({ length: 230 }, (_, i) => ({
      entry_id: 1000 + i, line_no: 1, date: '2026-11-05', kind: 'payment', memo: `Fees ${i + 1}`, reference: null, student_name: null, debit: 100, credit: 0, balance: 10_000 + (i + 1) * 100,
    }));
    http.get.mockImplementation(answer({ '/accounts/1': { ...accountLines, lines, closing: 33_000 } }));
    renderWithQueries(<AccountSummaryPage user={bursar} search={{ ...range, account: 1 }} onSearch={vi.fn()} />);
    const table = await screen.findByRole('table', { name: /Lines of 1000 Cash/ });
    expect(bodyRows(table)).toHaveLength(100);
    expect(within(table).getByRole('row', { name: /Opening balance/ })).toBeTruthy();
    expect(within(table).queryByRole('row', { name: /Closing balance/ })).toBeNull();
    expect(within(table).getByRole('link', { name: 'Entry 1000' }).getAttribute('href')).toBe('#/finance/entry/1000');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(pages.textContent).toContain('201–230 of 230');
    expect(bodyRows(table)).toHaveLength(30);
    expect(within(table).getByRole('row', { name: /Closing balance/ }).textContent).toContain('330.00');
    expect(within(table).queryByRole('row', { name: /Opening balance/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const csv = download.mock.calls[0]![1] as string;
    expect(csv).toContain('Fees 1,');
    expect(csv).toContain('Fees 230');
  });
});
