import type { Account, EmployeeListRow, Instalment, RecoveryDetail } from '@contract';

import { pickFromSearch } from '@/lib/testing';

export { describedBy, enter, page, pressUntilSent, userWith, withClient } from '@/lib/testing';

export const EMPLOYEES = [
  { id: 12, fullname: 'Amina Odhiambo', number: 'EMP-0012', status: 'Active' },
  { id: 15, fullname: 'Peter Kamau', number: 'EMP-0015', status: 'Active' },
] as EmployeeListRow[];

export const CASH = [
  { id: 1, code: '1000', name: 'Cash', balance: 50_000_000, is_cash: true, status: 'Active', type: 'asset' },
  { id: 2, code: '1010', name: 'Bank', balance: 900_000_000, is_cash: true, status: 'Active', type: 'asset' },
] as Account[];

const instalment = (seq: number, month: string, amount: number, status: Instalment['status']): Instalment => ({ id: 100 + seq, seq, month, amount, status, run_id: status === 'Planned' ? null : 9 });

/** An advance of 100,000.00 over three months, the first recovered. */
export const ADVANCE_DETAIL: RecoveryDetail = {
  id: 7,
  version: 3,
  kind: 'advance',
  employee_id: 12,
  employee_name: 'Amina Odhiambo',
  employee_number: 'EMP-0012',
  paid_on: '2026-11-20',
  amount: 10_000_000,
  instalment: 3_333_334,
  reason: 'School fees for her daughter',
  account_id: 1,
  account_name: 'Cash',
  entry_id: 501,
  recovered: 3_333_334,
  remaining: 6_666_666,
  next_month: '2027-01',
  last_month: '2027-02',
  status: 'Active',
  schedule: [instalment(1, '2026-12', 3_333_334, 'Recovered'), instalment(2, '2027-01', 3_333_334, 'Planned'), instalment(3, '2027-02', 3_333_332, 'Planned')],
};

/** Picks an employee through the search-as-you-type picker labelled `label`. */
export const pickEmployee = (name: string, label = 'Employee') => pickFromSearch(label, name);
