import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MONEY_PROBLEM_MESSAGES, type Account } from '@contract';
import { describedBy, pickIn, typeInto } from '@/lib/testing';
import { AMOUNT_MESSAGE, SAME_ACCOUNT_MESSAGE, TransferForm } from './transfer-form';

afterEach(cleanup);

const account = (id: number, code: string, name: string, balance: number): Account => ({
  id, version: 1, code, name, type: 'asset', parent_id: null, parent_name: null, is_cash: true, status: 'Active', default_for: null, balance, has_postings: balance !== 0,
});
export const CASH_ACCOUNTS = [account(1, '1000', 'Cash', 5000), account(2, '1010', 'Bank', 1_250_000)];

const post = () => screen.getByRole('button', { name: 'Post transfer' }) as HTMLButtonElement;

function renderForm(onSubmit = vi.fn()) {
  render(<TransferForm accounts={CASH_ACCOUNTS} currency="USD" today="2026-11-23" pending={false} onSubmit={onSubmit} />);
  return onSubmit;
}

describe('TransferForm', () => {
  it('lists the cash and bank accounts with their balances, and starts on today', () => {
    renderForm();
    const from = screen.getByLabelText('From account');
    expect(Array.from(from.querySelectorAll('option')).map((o) => o.textContent)).toEqual([
      'Choose an account',
      '1000 · Cash (USD 50.00)',
      '1010 · Bank (USD 12,500.00)',
    ]);
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2026-11-23');
  });

  it('reads the amount typed in major units, with thousands commas, as minor units', async () => {
    const onSubmit = renderForm();
    pickIn('From account', '2');
    pickIn('To account', '1');
    typeInto('Amount (USD)', '1,250.50');
    typeInto('Memo', '  Float for the week ');
    await waitFor(() => expect(post().disabled).toBe(false));
    await act(async () => fireEvent.click(post()));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ from_account_id: 2, to_account_id: 1, amount: 125050, date: '2026-11-23', memo: 'Float for the week' }),
    );
  });

  it.each([
    ['0', 'Amount must be more than zero.'],
    ['0.00', 'Amount must be more than zero.'],
    ['twelve', AMOUNT_MESSAGE],
    ['-5', AMOUNT_MESSAGE],
    ['12.345', 'An amount has at most two decimals, such as 12.50.'],
    ['12,50', MONEY_PROBLEM_MESSAGES.comma],
    ['1,2,3', MONEY_PROBLEM_MESSAGES.comma],
    ['1250,5', MONEY_PROBLEM_MESSAGES.comma],
    ['20000000000', 'The amount is too large (at most 10,000,000,000.00).'],
    ['', 'Enter the amount.'],
  ])('refuses the amount %j at the field', async (text, message) => {
    const onSubmit = renderForm();
    pickIn('From account', '2');
    pickIn('To account', '1');
    typeInto('Amount (USD)', text);
    await waitFor(() => expect(describedBy(screen.getByLabelText('Amount (USD)'))).toBe(message));
    expect(post().disabled).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses the same account on both sides, at To account', async () => {
    renderForm();
    pickIn('From account', '1');
    pickIn('To account', '1');
    typeInto('Amount (USD)', '10');
    await waitFor(() => expect(describedBy(screen.getByLabelText('To account'))).toBe(SAME_ACCOUNT_MESSAGE));
    expect(post().disabled).toBe(true);
  });
});

describe('TransferForm: the two accounts', () => {
  it('says so when From is changed to the chosen To account', async () => {
    renderForm();
    pickIn('To account', '1');
    pickIn('From account', '2');
    await waitFor(() => expect(describedBy(screen.getByLabelText('To account'))).toBe(''));
    pickIn('From account', '1');
    await waitFor(() => expect(describedBy(screen.getByLabelText('To account'))).toBe(SAME_ACCOUNT_MESSAGE));
  });
});
