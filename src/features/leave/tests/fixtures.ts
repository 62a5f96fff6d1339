import type { LeaveBalance, LeaveRequest, LeaveType, Privilege, Profile } from '@contract';
import { userWith } from '@/lib/testing';

export { page, withClient } from '@/lib/testing';

export const ANNUAL: LeaveType = { id: 1, version: 1, name: 'Annual leave', days_per_year: 21, paid: true, carries_over: true, needs_approval: true, status: 'Active', requests: 4 };
export const SICK: LeaveType = { id: 2, version: 3, name: 'Sick leave', days_per_year: 10, paid: true, carries_over: false, needs_approval: false, status: 'Active', requests: 0 };
export const UNPAID: LeaveType = { id: 3, version: 1, name: 'Unpaid leave', days_per_year: null, paid: false, carries_over: false, needs_approval: true, status: 'Active', requests: 0 };
export const OLD: LeaveType = { ...SICK, id: 4, name: 'Study leave', status: 'Inactive' };

export const balance = (type: LeaveType, patch: Partial<LeaveBalance> = {}): LeaveBalance => ({
  employee_id: 12,
  employee_name: 'Amina Odhiambo',
  employee_number: 'EMP-0012',
  leave_type_id: type.id,
  leave_type: type.name,
  paid: type.paid,
  entitlement: type.days_per_year,
  carried: 0,
  opening: null,
  taken: 0,
  pending: 0,
  left: type.days_per_year,
  ...patch,
});

export const YEAR = { id: 5, name: '2026/27', start_date: '2026-09-01', end_date: '2027-07-31' };

/** Amina's three days of annual leave in December, waiting for a decision. */
export const WAITING: LeaveRequest = {
  id: 40,
  version: 2,
  employee_id: 12,
  employee_name: 'Amina Odhiambo',
  employee_number: 'EMP-0012',
  leave_type_id: 1,
  leave_type: 'Annual leave',
  paid: true,
  start_date: '2099-12-02',
  end_date: '2099-12-04',
  half_first_day: false,
  half_last_day: false,
  days: 3,
  reason: 'Family wedding',
  status: 'Requested',
  requested_by_name: 'Amina Odhiambo',
  requested_at: '2026-11-20T08:00:00Z',
  decided_by_name: null,
  decided_at: null,
  decision_note: null,
};

export const REFUSED: LeaveRequest = {
  ...WAITING,
  id: 41,
  employee_id: 15,
  employee_name: 'Peter Kamau',
  employee_number: 'EMP-0015',
  requested_by_name: 'Peter Kamau',
  status: 'Refused',
  decided_by_name: 'Mary Wanjiru',
  decided_at: '2026-11-21T09:00:00Z',
  decision_note: 'Exams week',
};

/** A member of staff (employee 12) holding `privileges`. */
export const staffWith = (...privileges: Privilege[]): Profile => ({ ...userWith(...privileges), employee_id: 12, role: 'User' }) as Profile;
