import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckForm, type NumberSuggestion } from './check-form';
import { BANKS, PAYABLE } from './accounts.fixture';
import { AMOUNT_MESSAGE } from './check-form-schema';

afterEach(cleanup);

const submitButton = () => screen.getByRole('button', { name: 'Write check' }) as HTMLButtonElement;
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

type Props = Parameters<typeof CheckForm>[0];

function renderForm(props: { suggestion?: NumberSuggestion } = {}) {
  const onSubmit = vi.fn<Props['onSubmit']>();
  const onBankChange = vi.fn<Props['onBankChange']>();
  const form = (suggestion?: NumberSuggestion) => (
    <CheckForm banks={BANKS} payable={PAYABLE} currency="USD" today="2026-11-23" suggestion={suggestion} onBankChange={onBankChange} pending={false} onSubmit={onSubmit} />
  );
  const view = render(form(props.suggestion));
  return { onSubmit, onBankChange, rerender: (suggestion?: NumberSuggestion) => view.rerender(form(suggestion)) };
}

async function fillHeader() {
  enter(screen.getByLabelText('Check number'), '100245');
  enter(screen.getByLabelText('Payee'), 'Sunrise Stationers');
}

// Each test renders a whole page and types into it; on a busy CI machine that takes seconds.
describe('CheckForm', { timeout: 20_000 }, () => {
  it('starts on the default bank for checks, today and one line; a line offers expenses and liabilities', () => {
    const { onBankChange } = renderForm();
    expect((screen.getByLabelText('Bank account') as HTMLSelectElement).value).toBe('2');
    expect(onBankChange).toHaveBeenCalledWith(2);
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2026-11-23');
    expect(screen.getAllByRole('group', { name: /^Line \d+$/ })).toHaveLength(1);
    const options = Array.from(within(line(1)).getByLabelText('Account').querySelectorAll('option')).map((o) => o.textContent);
    expect(options).toEqual(['Choose an account', '5400 · Supplies', '5300 · Utilities', '2100 · Accounts payable (liability)']);
    expect((within(line(1)).getByRole('button', { name: 'Remove line 1' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds and removes lines and keeps a running total in the currency', async () => {
    renderForm();
    expect(screen.getByText('USD 0.00')).toBeTruthy();
    enter(within(line(1)).getByLabelText('Amount (USD)'), '1,000');
    await waitFor(() => expect(screen.getByText('USD 1,000.00')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Line \d+$/ })).toHaveLength(2));
    enter(within(line(2)).getByLabelText('Amount (USD)'), '250.50');
    await waitFor(() => expect(screen.getByText('USD 1,250.50')).toBeTruthy());
    // An amount that does not read as money is left out of the total, and the total says so.
    enter(within(line(2)).getByLabelText('Amount (USD)'), '250.505');
    await waitFor(() => expect(screen.getByText('USD 1,000.00')).toBeTruthy());
    expect(screen.getByText(/One amount is not read yet/)).toBeTruthy();
    fireEvent.click(within(line(1)).getByRole('button', { name: 'Remove line 1' }));
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Line \d+$/ })).toHaveLength(1));
    expect(screen.getByText('USD 0.00')).toBeTruthy();
    expect((within(line(1)).getByLabelText('Amount (USD)') as HTMLInputElement).value).toBe('250.505');
  });

  it('sends the contract body: ids, the lines in minor units, a blank memo as null', async () => {
    const { onSubmit } = renderForm();
    await fillHeader();
    enter(within(line(1)).getByLabelText('Account'), '14');
    enter(within(line(1)).getByLabelText('Amount (USD)'), '1,000');
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    await waitFor(() => expect(line(2)).toBeTruthy());
    enter(within(line(2)).getByLabelText('Account'), '6');
    enter(within(line(2)).getByLabelText('Amount (USD)'), '250.5');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await act(async () => fireEvent.click(submitButton()));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        bank_account_id: 2,
        number: '100245',
        payee: 'Sunrise Stationers',
        date: '2026-11-23',
        memo: null,
        lines: [
          { account_id: 14, amount: 100000 },
          { account_id: 6, amount: 25050 },
        ],
      }),
    );
  });

  it.each([
    ['twelve', AMOUNT_MESSAGE],
    ['-5', AMOUNT_MESSAGE],
    ['0', 'Amount must be more than zero.'],
    ['', 'Enter the amount.'],
  ])('refuses the amount %j at its own line', async (text, message) => {
    const { onSubmit } = renderForm();
    await fillHeader();
    enter(within(line(1)).getByLabelText('Account'), '14');
    enter(within(line(1)).getByLabelText('Amount (USD)'), '10');
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    await waitFor(() => expect(line(2)).toBeTruthy());
    enter(within(line(2)).getByLabelText('Account'), '15');
    enter(within(line(2)).getByLabelText('Amount (USD)'), text);
    await waitFor(() => expect(describedBy(within(line(2)).getByLabelText('Amount (USD)'))).toBe(message));
    expect(describedBy(within(line(1)).getByLabelText('Amount (USD)'))).toBe('');
    expect(submitButton().disabled).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names what is missing or wrong at each field', async () => {
    renderForm();
    enter(screen.getByLabelText('Payee'), '  ');
    enter(screen.getByLabelText('Check number'), '100 245');
    enter(within(line(1)).getByLabelText('Account'), '');
    await waitFor(() => expect(describedBy(screen.getByLabelText('Payee'))).toBe('Enter who the check is paid to.'));
    expect(describedBy(screen.getByLabelText('Check number'))).toBe('Check number may hold letters, digits and dashes only.');
    expect(describedBy(within(line(1)).getByLabelText('Account'))).toBe('Choose the account this line pays.');
  });

  it('fills in the suggested number, but never over one the bursar typed', async () => {
    const { rerender } = renderForm({ suggestion: { next: '100246', highest: '100245' } });
    const number = screen.getByLabelText('Check number') as HTMLInputElement;
    await waitFor(() => expect(number.value).toBe('100246'));
    expect(describedBy(number)).toBe('The highest used on this account is 100245.');
    // Another bank's suggestion replaces a suggestion...
    rerender({ next: '5001', highest: '5000' });
    await waitFor(() => expect(number.value).toBe('5001'));
    // ...but not a number typed by hand.
    enter(number, '777');
    rerender({ next: '9001', highest: '9000' });
    await waitFor(() => expect(describedBy(number)).toBe('The highest used on this account is 9000.'));
    expect(number.value).toBe('777');
  });
});
