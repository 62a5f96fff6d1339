import type { LoanReport, PayrollReport, PersonalReport, Profile, RecoveryDetail } from '@contract';

/** A bursar with the three payroll reports and the staff list, in a school on UTC counting in USD. */
export const bursar = {
  id: 7, username: 'bursar', fullname: 'Bea Bursar', role_id: 5, role: 'Bursar', currency: 'USD', time_zone: 'UTC', school_name: 'Hill School',
  privileges: ['payroll-report', 'loan-report', 'employee-report', 'list-employee', 'advanced', 'loan'],
  classes: [],
} as unknown as Profile;

export const only = (...privileges: string[]) => ({ ...bursar, privileges }) as unknown as Profile;

const totals = (employees: number, gross: number, advances: number, loans: number, deductions: number, paid: number, unpaidLeave = 0) => ({
  employees, unpaid_leave: unpaidLeave, gross, advances, loans, deductions, net: gross - advances - loans - deductions, paid,
});

/** September and October paid for teachers and staff (a staff member on unpaid leave in October), November approved for teachers only, nothing in August. */
export const payroll: PayrollReport = {
  from: '2026-08',
  to: '2026-11',
  rows: [
    { month: '2026-09', employee_type: 'staff', ...totals(2, 100_000, 0, 5_000, 1_000, 94_000) },
    { month: '2026-09', employee_type: 'teacher', ...totals(3, 300_000, 10_000, 0, 0, 290_000) },
    { month: '2026-10', employee_type: 'teacher', ...totals(3, 300_000, 10_000, 0, 0, 290_000) },
    { month: '2026-10', employee_type: 'staff', ...totals(2, 100_000, 0, 5_000, 0, 95_000, 4_500) },
    { month: '2026-11', employee_type: 'teacher', ...totals(3, 310_000, 0, 0, 2_500, 0) },
  ],
  by_type: [
    { employee_type: 'teacher', ...totals(3, 910_000, 20_000, 0, 2_500, 580_000) },
    { employee_type: 'staff', ...totals(2, 200_000, 0, 10_000, 1_000, 189_000, 4_500) },
  ],
  total: totals(5, 1_110_000, 20_000, 10_000, 3_500, 769_000, 4_500),
};

const recovery = (over: Partial<RecoveryDetail>): RecoveryDetail => ({
  id: 1, version: 1, kind: 'advance', employee_id: 21, employee_name: 'Amina Yusuf', employee_number: 'E-021', paid_on: '2026-09-03', amount: 30_000,
  instalment: 10_000, reason: 'School fees for her son', account_id: 1, account_name: 'Cash', entry_id: 90, recovered: 20_000, remaining: 10_000,
  next_month: '2026-12', last_month: '2026-12', status: 'Active',
  schedule: [
    { id: 1, seq: 1, month: '2026-10', amount: 10_000, status: 'Recovered', run_id: 2 },
    { id: 2, seq: 2, month: '2026-11', amount: 10_000, status: 'Recovered', run_id: 3 },
    { id: 3, seq: 3, month: '2026-12', amount: 10_000, status: 'Planned', run_id: null },
  ],
  ...over,
});

export const loans: LoanReport = {
  rows: [
    recovery({}),
    recovery({
      id: 1, kind: 'loan', employee_id: 22, employee_name: 'Peter Kamau', employee_number: 'E-022', paid_on: '2026-06-15', amount: 15_000, instalment: 5_000,
      reason: 'Motorbike repair', recovered: 15_000, remaining: 0, next_month: null, last_month: '2026-09', status: 'Repaid',
      schedule: [
        { id: 7, seq: 1, month: '2026-07', amount: 5_000, status: 'Recovered', run_id: 1 },
        { id: 8, seq: 2, month: '2026-08', amount: 5_000, status: 'Recovered', run_id: 1 },
        { id: 9, seq: 3, month: '2026-09', amount: 5_000, status: 'Recovered', run_id: 1 },
      ],
    }),
  ],
  total: { amount: 45_000, recovered: 35_000, remaining: 10_000 },
};

export const personal: PersonalReport = {
  employee: { id: 21, number: 'E-021', name: 'Amina Yusuf', type: 'teacher', job_title: 'Class teacher', base_salary: 100_000, hire_date: '2024-01-08', left_on: null, status: 'Active' },
  months: [
    { month: '2026-10', run_id: 2, status: 'Paid', gross: 100_000, advances: 10_000, loans: 0, deductions: 0, net: 90_000, paid_on: '2026-10-31' },
    { month: '2026-11', run_id: 3, status: 'Approved', gross: 100_000, advances: 10_000, loans: 0, deductions: 2_500, net: 87_500, paid_on: null },
  ],
  total: { employees: 1, gross: 200_000, advances: 20_000, loans: 0, deductions: 2_500, net: 177_500, paid: 90_000 },
  recoveries: [recovery({})].map(({ schedule: _schedule, ...r }) => r),
  deductions: [
    {
      id: 4, version: 1, employee_id: 21, employee_name: 'Amina Yusuf', employee_number: 'E-021', amount: 2_500, reason: 'Staff welfare fund', from_month: '2026-11', to_month: '2027-10',
      recurring: true, status: 'Active', applied_months: 1, applied_total: 2_500,
    },
    {
      id: 3, version: 2, employee_id: 21, employee_name: 'Amina Yusuf', employee_number: 'E-021', amount: 1_000, reason: 'Broken window', from_month: '2026-05', to_month: '2026-05',
      recurring: false, status: 'Cancelled', applied_months: 0, applied_total: 0,
    },
  ],
};
