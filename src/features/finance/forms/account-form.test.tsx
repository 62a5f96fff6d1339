import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Account, AccountType } from '@contract';
import { AccountForm, parentOptions } from './account-form';
import { pickIn } from '@/lib/testing';

afterEach(cleanup);

const account = (id: number, code: string, name: string, type: AccountType, parent_id: number | null = null, status: Account['status'] = 'Active'): Account => ({
  id, version: 1, code, name, type, parent_id, parent_name: null, is_cash: false, status, default_for: null, balance: 0, has_postings: false,
});

const CHART = [
  account(1, '1000', 'Cash', 'asset'),
  account(2, '1010', 'Bank', 'asset'),
  account(3, '1011', 'Bank: fees', 'asset', 2),
  account(4, '1012', 'Bank: fees, term 1', 'asset', 3),
  account(5, '1020', 'Old safe', 'asset', null, 'Inactive'),
  account(6, '4000', 'Tuition income', 'income'),
  account(7, '5000', 'Salary expense', 'expense'),
];

const labels = (options: { label: string }[]) => options.map((o) => o.label);

describe('parentOptions: the accounts an account may sit under', () => {
  it('lists only active accounts of the chosen type', () => {
    expect(labels(parentOptions(CHART, 'asset'))).toEqual(['1000 · Cash', '1010 · Bank', '1011 · Bank: fees', '1012 · Bank: fees, term 1']);
    expect(labels(parentOptions(CHART, 'income'))).toEqual(['4000 · Tuition income']);
    expect(parentOptions(CHART, 'liability')).toEqual([]);
    expect(parentOptions(CHART, '')).toEqual([]);
  });

  it('never the account itself nor its own sub-accounts, and keeps an inactive current parent', () => {
    expect(labels(parentOptions(CHART, 'asset', CHART[1]))).toEqual(['1000 · Cash']);
    const underOldSafe = { ...account(8, '1021', 'Safe box', 'asset', 5) };
    expect(labels(parentOptions([...CHART, underOldSafe], 'asset', underOldSafe))).toContain('1020 · Old safe');
  });
});

describe('AccountForm: the parent picker follows the type', () => {
  const options = () => Array.from(screen.getByLabelText('Parent account').querySelectorAll('option')).map((o) => o.textContent);

  it('is off until a type is chosen, then lists that type, and a parent of another type is cleared', async () => {
    render(<AccountForm accounts={CHART} pending={false} onSubmit={() => undefined} />);
    expect((screen.getByLabelText('Parent account') as HTMLSelectElement).disabled).toBe(true);
    pickIn('Type', 'income');
    await waitFor(() => expect(options()).toEqual(['None: a top-level account', '4000 · Tuition income']));
    pickIn('Parent account', '6');
    pickIn('Type', 'expense');
    await waitFor(() => expect(options()).toEqual(['None: a top-level account', '5000 · Salary expense']));
    await waitFor(() => expect((screen.getByLabelText('Parent account') as HTMLSelectElement).value).toBe(''));
  });

  it('an edit starts from the row, its parent chosen', () => {
    render(<AccountForm initial={{ ...CHART[2]!, parent_name: 'Bank' }} accounts={CHART} pending={false} onSubmit={() => undefined} />);
    expect((screen.getByLabelText('Parent account') as HTMLSelectElement).value).toBe('2');
    expect(options()).toEqual(['None: a top-level account', '1000 · Cash', '1010 · Bank']);
  });
});
