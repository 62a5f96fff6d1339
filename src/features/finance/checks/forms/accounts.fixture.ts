import type { Account } from '@contract';

/** The accounts the check tests pick from: Bank is the default for checks. */
const account = (id: number, code: string, name: string, type: Account['type'], extra: Partial<Account> = {}): Account => ({
  id, version: 1, code, name, type, parent_id: null, parent_name: null, is_cash: type === 'asset', status: 'Active', default_for: null, balance: 0, has_postings: false, ...extra,
});
export const BANKS = [account(1, '1000', 'Cash', 'asset', { balance: 5000 }), account(2, '1010', 'Bank', 'asset', { balance: 1_250_000, default_for: 'checks' })];
export const PAYABLE = [account(14, '5400', 'Supplies', 'expense'), account(15, '5300', 'Utilities', 'expense'), account(6, '2100', 'Accounts payable', 'liability')];
