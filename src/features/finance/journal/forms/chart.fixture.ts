import type { Account } from '@contract';

/** The chart the journal tests pick from: the standard roles, and an inactive account. */
const account = (id: number, code: string, name: string, type: Account['type'], extra: Partial<Account> = {}): Account => ({
  id, version: 1, code, name, type, parent_id: null, parent_name: null, is_cash: false, status: 'Active', default_for: null, balance: 0, has_postings: false, ...extra,
});
export const CHART = [
  account(1, '1000', 'Cash', 'asset', { is_cash: true, default_for: 'receipts' }),
  account(2, '1010', 'Bank', 'asset', { is_cash: true, default_for: 'checks' }),
  account(3, '1100', 'Students receivable', 'asset', { default_for: 'receivable' }),
  account(4, '1200', 'Employee advances', 'asset', { default_for: 'advances' }),
  account(5, '1210', 'Employee loans', 'asset', { default_for: 'loans' }),
  account(9, '4900', 'Other income', 'income'),
  account(12, '5100', 'General expense', 'expense'),
  account(13, '5900', 'Old costs', 'expense', { status: 'Inactive' }),
];
