import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ADMIN_ROLE_ID, type Account, type Profile } from '@contract';
import { ChartSettings } from '../components/chart-settings';

export const account = (id: number, code: string, name: string, type: Account['type'], extra: Partial<Account> = {}): Account => ({
  id, version: 1, code, name, type, parent_id: null, parent_name: null, is_cash: false, status: 'Active', default_for: null, balance: 0, has_postings: false, ...extra,
});

/** The standard chart's accounts that play a role, plus one of each kind that could. */
export const CHART: Account[] = [
  account(1, '1000', 'Cash', 'asset', { is_cash: true, default_for: 'receipts' }),
  account(2, '1010', 'Bank', 'asset', { is_cash: true, default_for: 'checks' }),
  account(3, '1020', 'Savings bank', 'asset', { is_cash: true }),
  account(4, '1100', 'Students receivable', 'asset', { default_for: 'receivable' }),
  account(5, '1030', 'Old till', 'asset', { is_cash: true, status: 'Inactive' }),
  account(6, '4000', 'Tuition income', 'income', { default_for: 'tuition' }),
  account(7, '4100', 'Bus fee income', 'income'),
  account(8, '5000', 'Salaries', 'expense'),
];

export const bursar = { currency: 'USD', time_zone: 'UTC', privileges: ['list-account', 'defualt-account'], role_id: 5 } as unknown as Profile;
export const admin = { ...bursar, privileges: [], role_id: ADMIN_ROLE_ID } as unknown as Profile;

export function renderSettings(user: Profile) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return render(<ChartSettings user={user} />, { wrapper });
}

/** Types into a field the way a person does: focus, input, change, leave. */
export function enter(input: HTMLElement, value: string) {
  fireEvent.focus(input);
  fireEvent.input(input, { target: { value } });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}
