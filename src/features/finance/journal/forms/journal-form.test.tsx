import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHART } from './chart.fixture';
import { JournalForm } from './journal-form';
import { AMOUNT_MESSAGE, journalBalance, ONE_SIDE_MESSAGE } from './journal-form-schema';

vi.mock('@/lib/http', () => ({ http: { call: vi.fn(() => new Promise(() => undefined)) } }));

afterEach(cleanup);


const postButton = () => screen.getByRole('button', { name: 'Post entry' }) as HTMLButtonElement;
const line = (n: number) => screen.getByRole('group', { name: `Line ${n}` });
const totals = () => screen.getByLabelText('Totals');
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

type Props = Parameters<typeof JournalForm>[0];

function renderForm(extra: Partial<Props> = {}) {
  const onSubmit = vi.fn<Props['onSubmit']>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  render(<JournalForm accounts={CHART} currency="USD" today="2026-11-23" studentSource={null} employees={false} pending={false} onSubmit={onSubmit} {...extra} />, { wrapper });
  return onSubmit;
}

async function fillMemo() {
  enter(screen.getByLabelText('Memo'), 'Bank charges for November');
}

describe('journalBalance', () => {
  it('adds the amounts that read as money and counts the others', () => {
    expect(journalBalance([{ debit: '1,000', credit: '' }, { debit: '', credit: '999.99' }, { debit: 'ten', credit: '' }])).toEqual({
      debits: 100_000, credits: 99_999, difference: 1, unread: 1, balanced: false,
    });
    expect(journalBalance([{ debit: '12.50' }, { credit: '12.5' }]).balanced).toBe(true);
    expect(journalBalance([{ debit: '' }, { credit: '' }]).balanced).toBe(false);
  });
});

// Each test renders a whole form and types into it; on a busy CI machine that takes seconds.
describe('JournalForm', { timeout: 20_000 }, () => {
  it('starts on today with two lines, and offers the active accounts the journal may touch', () => {
    renderForm();
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2026-11-23');
    expect(screen.getAllByRole('group', { name: /^Line \d+$/ })).toHaveLength(2);
    const options = Array.from(within(line(1)).getByLabelText('Account').querySelectorAll('option')).map((o) => o.textContent);
    expect(options).toEqual([
      'Choose an account',
      '1000 · Cash (asset)',
      '1010 · Bank (asset)',
      '1100 · Students receivable (asset)',
      '4900 · Other income (income)',
      '5100 · General expense (expense)',
    ]);
    expect((within(line(1)).getByRole('button', { name: 'Remove line 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect(postButton().disabled).toBe(true);
  });

  it('shows the debits, the credits and the difference as they are typed, and posts only once they balance', async () => {
    const onSubmit = renderForm();
    await fillMemo();
    enter(within(line(1)).getByLabelText('Account'), '12');
    enter(within(line(2)).getByLabelText('Account'), '2');
    expect(within(totals()).getByText('Enter the amounts')).toBeTruthy();
    enter(within(line(1)).getByLabelText('Debit (USD)'), '1,000');
    await waitFor(() => expect(within(totals()).getByText('Out by USD 1,000.00 (more debits)')).toBeTruthy());
    expect(within(totals()).getByText('USD 1,000.00')).toBeTruthy();
    enter(within(line(2)).getByLabelText('Credit (USD)'), '999.50');
    await waitFor(() => expect(within(totals()).getByText('Out by USD 0.50 (more debits)')).toBeTruthy());
    expect(within(totals()).getByText('USD 999.50')).toBeTruthy();
    // Unbalanced: Post entry stays disabled, and pressing it sends nothing.
    expect(postButton().disabled).toBe(true);
    await act(async () => fireEvent.click(postButton()));
    expect(onSubmit).not.toHaveBeenCalled();

    enter(within(line(2)).getByLabelText('Credit (USD)'), '1000');
    await waitFor(() => expect(within(totals()).getByText('Balanced')).toBeTruthy());
    await waitFor(() => expect(postButton().disabled).toBe(false));
    await act(async () => fireEvent.click(postButton()));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        date: '2026-11-23',
        memo: 'Bank charges for November',
        lines: [
          { account_id: 12, debit: 100_000, credit: 0, student_id: null, employee_id: null },
          { account_id: 2, debit: 0, credit: 100_000, student_id: null, employee_id: null },
        ],
      }),
    );
  });

  it('adds a third line, keeps the difference across it, and removes it again', async () => {
    renderForm();
    enter(within(line(1)).getByLabelText('Debit (USD)'), '300');
    enter(within(line(2)).getByLabelText('Credit (USD)'), '100');
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Line \d+$/ })).toHaveLength(3));
    enter(within(line(3)).getByLabelText('Credit (USD)'), '200');
    await waitFor(() => expect(within(totals()).getByText('Balanced')).toBeTruthy());
    fireEvent.click(within(line(3)).getByRole('button', { name: 'Remove line 3' }));
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Line \d+$/ })).toHaveLength(2));
    expect(within(totals()).getByText('Out by USD 200.00 (more debits)')).toBeTruthy();
  });

  it.each([
    ['twelve', '', AMOUNT_MESSAGE],
    ['10', '10', ONE_SIDE_MESSAGE],
    ['0', '', ONE_SIDE_MESSAGE],
  ])('refuses debit %j with credit %j at its own line', async (debit, credit, message) => {
    const onSubmit = renderForm();
    await fillMemo();
    enter(within(line(2)).getByLabelText('Account'), '9');
    enter(within(line(2)).getByLabelText('Debit (USD)'), debit);
    enter(within(line(2)).getByLabelText('Credit (USD)'), credit);
    await waitFor(() => expect(describedBy(within(line(2)).getByLabelText('Debit (USD)'))).toBe(message));
    expect(describedBy(within(line(1)).getByLabelText('Debit (USD)'))).toBe('');
    expect(postButton().disabled).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the student on a Students receivable line, and an employee only where allowed', async () => {
    renderForm({ studentSource: 'students', employees: true });
    expect(within(line(1)).getByLabelText('Employee')).toBeTruthy();
    enter(within(line(1)).getByLabelText('Account'), '3');
    await waitFor(() => expect(within(line(1)).getByLabelText(/^Student/)).toBeTruthy());
    expect(within(line(1)).queryByLabelText('Employee')).toBeNull();
    enter(within(line(1)).getByLabelText('Debit (USD)'), '45');
    enter(within(line(2)).getByLabelText('Account'), '9');
    enter(within(line(2)).getByLabelText('Credit (USD)'), '45');
    await fillMemo();
    await waitFor(() => expect(within(totals()).getByText('Balanced')).toBeTruthy());
    // No student picked yet: the line is incomplete.
    expect(postButton().disabled).toBe(true);
  });
});
