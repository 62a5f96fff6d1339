import type { Account, Payslip, PayrollRun, PrintedPayslips, Profile } from '@contract';

export const bursar = { currency: 'USD', time_zone: 'UTC', school_name: 'Hillside', privileges: ['generate-payroll', 'list-account'], role_id: 5 } as unknown as Profile;
export const payrollClerk = { ...bursar, privileges: ['generate-payroll'] } as unknown as Profile;
export const reader = { ...bursar, privileges: ['payroll-report'] } as unknown as Profile;

export const slip = (id: number, name: string, extra: Partial<Payslip> = {}): Payslip => ({
  id,
  employee_id: id * 10,
  employee_number: `E-${id}`,
  employee_name: name,
  employee_type: 'teacher',
  job_title: 'Teacher',
  base_salary: 300000,
  days_worked: 30,
  days_in_month: 30,
  unpaid_days: 0,
  unpaid_amount: 0,
  gross: 300000,
  items: [],
  deductions: 0,
  net: 300000,
  paid_on: null,
  ...extra,
});

/** Three slips: Ann full month with a loan cut by the floor, Ben prorated with an advance and a deduction, Cy plain. */
export const SLIPS: Payslip[] = [
  slip(1, 'Ann Achebe', {
    gross: 100000,
    items: [{ kind: 'loan', label: 'Loan (Jan 2026), 3 of 10', amount: 100000, deferred: 20000, recovery_id: 7, deduction_id: null }],
    deductions: 100000,
    net: 0,
  }),
  slip(2, 'Ben Bello', {
    days_worked: 18,
    gross: 180000,
    items: [
      { kind: 'advance', label: 'Salary advance (Oct 2026)', amount: 30000, deferred: 0, recovery_id: 8, deduction_id: null },
      { kind: 'deduction', label: 'Broken projector', amount: 5000, deferred: 0, recovery_id: null, deduction_id: 3 },
    ],
    deductions: 35000,
    net: 145000,
  }),
  slip(3, 'Cy Cole'),
];

export const run = (status: PayrollRun['status'], extra: Partial<PayrollRun> = {}): PayrollRun => ({
  id: 42,
  version: 3,
  month: '2026-11',
  status,
  generated_at: '2026-11-28T09:30:00Z',
  generated_by: 'Bursar',
  entry_id: status === 'Pending' ? null : 900,
  approved_on: status === 'Pending' ? null : '2026-11-20',
  cancel_entry_id: null,
  cancel_reason: null,
  out_of_date: null,
  employees: 3,
  unpaid_leave: 0,
  gross: 580000,
  advances: 30000,
  loans: 100000,
  deductions: 5000,
  net: 445000,
  paid: 0,
  warnings: [
    { employee_id: 10, employee_name: 'Ann Achebe', message: 'Loan instalment cut by 200.00, moved to the end of the schedule.' },
    { employee_id: 40, employee_name: 'Dee Dunn', message: 'Dee Dunn: deduction of 50.00 not taken.' },
  ],
  payslips: SLIPS,
  ...extra,
});

export const ACCOUNTS = [
  { id: 1, code: '1000', name: 'Cash', type: 'asset', cash: true, balance: 200000, default_for: 'receipts' },
  { id: 2, code: '1010', name: 'Bank', type: 'asset', cash: true, balance: 10000000, default_for: null },
] as unknown as Account[];

export const printed = (employeeId?: number): PrintedPayslips => ({
  school: { name: 'Hillside Primary', address: '1 Hill Road', phone: '555-0100', currency: 'USD' },
  month: '2026-11',
  status: 'Approved',
  payslips: SLIPS.filter((s) => !employeeId || s.employee_id === employeeId).map((s) => ({
    ...s,
    month: '2026-11',
    status: 'Approved' as const,
    paid_on: s.id === 3 ? '2026-11-30' : null,
    ytd: { gross: s.gross * 11, deductions: s.deductions * 11, net: s.net * 11 },
  })),
});
