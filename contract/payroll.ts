import * as v from 'valibot';
import { idField, isoDate, moneyField, monthField, requiredText, versioned, wholeNumber } from './fields';
import { listQuery } from './lists';
import type { EmployeeType } from './people';

/**
 * Payroll (issue 12, ADR 023). Months travel as `YYYY-MM`; money as integer minor units.
 * Advances and loans share one recovery model: a schedule of planned monthly instalments,
 * each recovered once by a payslip line. A skipped or deferred instalment moves to the month
 * after the schedule's last, so no month is ever asked for two.
 */
export const RECOVERY_KINDS = ['advance', 'loan'] as const;
export type RecoveryKind = (typeof RECOVERY_KINDS)[number];

export const RECOVERY_STATES = ['Active', 'Repaid'] as const;
export type RecoveryState = (typeof RECOVERY_STATES)[number];

const positiveMoney = (label: string) => v.pipe(moneyField(label), v.minValue(1, `${label} must be more than zero.`));
const reason = requiredText('Reason', 200, 3);

/**
 * `POST /employees/advances` (`add-advanced`): pays the advance out (Dr Employee advances for
 * the employee, Cr the cash or bank account) and plans its recovery: `instalments` equal
 * monthly parts from `first_month`, the last one taking the remainder. An Idempotency-Key
 * makes a retry answer with the first payout.
 */
export const advanceInput = v.object({
  employee_id: idField,
  date: isoDate,
  amount: positiveMoney('Amount'),
  reason,
  instalments: v.optional(wholeNumber('Instalments', 1, 60), 1),
  first_month: monthField,
  account_id: v.optional(v.nullable(idField), null),
});
export type AdvanceInput = v.InferOutput<typeof advanceInput>;

/**
 * `POST /employees/loans` (`add-loan`): pays the principal out (Dr Employee loans, Cr cash or
 * bank) and plans `instalment` a month from `first_month` until it is repaid.
 */
export const loanInput = v.pipe(
  v.object({
    employee_id: idField,
    date: isoDate,
    amount: positiveMoney('Principal'),
    instalment: positiveMoney('Monthly instalment'),
    reason,
    first_month: monthField,
    account_id: v.optional(v.nullable(idField), null),
  }),
  v.forward(
    v.check((loan) => loan.instalment <= loan.amount, 'The monthly instalment cannot be more than the principal.'),
    ['instalment'],
  ),
);
export type LoanInput = v.InferOutput<typeof loanInput>;

/**
 * `PUT /employees/advances/{id}` (`update-advanced`) and `/employees/loans/{id}`
 * (`update-loan`): the reason, and a new plan for what is still to recover (a monthly
 * instalment from `first_month`). What payroll has recovered, or is recovering in a pending
 * run, stays as it is.
 */
export const recoveryUpdateInput = v.object({
  ...versioned,
  reason,
  instalment: positiveMoney('Monthly instalment'),
  first_month: monthField,
});
export type RecoveryUpdateInput = v.InferOutput<typeof recoveryUpdateInput>;

/** `POST /employees/{advances|loans}/{id}/skip`: the month's instalment moves to the end of the schedule. */
export const skipMonthInput = v.object({ month: monthField });

export const recoveryListQuery = listQuery(['paid_on', 'employee', 'amount', 'remaining'], {
  employee_id: v.optional(idField),
  status: v.optional(v.picklist(RECOVERY_STATES, 'Status is Active or Repaid.')),
});

export const INSTALMENT_STATES = ['Planned', 'Pending', 'Recovered'] as const;
export type InstalmentState = (typeof INSTALMENT_STATES)[number];

/** One planned instalment and what payroll did with it. */
export interface Instalment {
  id: number;
  seq: number;
  month: string;
  amount: number;
  /** Planned: no run has it; Pending: a pending run recovers it; Recovered: an approved run did. */
  status: InstalmentState;
  run_id: number | null;
}

export interface Recovery {
  id: number;
  version: number;
  kind: RecoveryKind;
  employee_id: number;
  employee_name: string;
  employee_number: string;
  paid_on: string;
  amount: number;
  instalment: number;
  reason: string;
  account_id: number;
  account_name: string;
  entry_id: number;
  /** Recovered by approved payroll. */
  recovered: number;
  remaining: number;
  /** The month of the next instalment still to recover, or null once repaid. */
  next_month: string | null;
  last_month: string | null;
  status: RecoveryState;
}

/** `GET /employees/{advances|loans}/{id}`: the recovery and its schedule. */
export interface RecoveryDetail extends Recovery {
  schedule: Instalment[];
}

/** The answer to a payout: the recovery and its entry. */
export interface RecoveryPosted {
  message: string;
  id: number;
  entry_id: number;
}

export const DEDUCTION_STATES = ['Active', 'Cancelled'] as const;
export type DeductionState = (typeof DEDUCTION_STATES)[number];

const deductionFields = {
  amount: positiveMoney('Amount'),
  reason,
  from_month: monthField,
  /** Null or absent: this month only. */
  to_month: v.optional(v.nullable(monthField), null),
};
const monthsInOrder = <T extends { from_month: string; to_month: string | null }>() =>
  v.forward<T, v.CheckIssue<T>, ['to_month']>(
    v.check((d: T) => d.to_month === null || d.to_month >= d.from_month, 'The last month cannot be before the first.'),
    ['to_month'] as never,
  );

/** `POST /employees/deductions` (`add-deductions`): one month, or every month from `from_month` to `to_month`. */
const newDeduction = v.object({ employee_id: idField, ...deductionFields });
export const deductionInput = v.pipe(newDeduction, monthsInOrder<v.InferOutput<typeof newDeduction>>());
export type DeductionInput = v.InferOutput<typeof deductionInput>;

/** `PUT /employees/deductions/{id}` (`update-deductions`): later runs use the new terms; approved slips keep theirs. */
const changedDeduction = v.object({ ...versioned, ...deductionFields, status: v.picklist(DEDUCTION_STATES, 'Status is Active or Cancelled.') });
export const deductionUpdateInput = v.pipe(changedDeduction, monthsInOrder<v.InferOutput<typeof changedDeduction>>());
export type DeductionUpdateInput = v.InferOutput<typeof deductionUpdateInput>;

export const deductionListQuery = listQuery(['from_month', 'employee', 'amount'], {
  employee_id: v.optional(idField),
  status: v.optional(v.picklist(DEDUCTION_STATES, 'Status is Active or Cancelled.')),
  /** Deductions that apply in this month. */
  month: v.optional(monthField),
});

export interface Deduction {
  id: number;
  version: number;
  employee_id: number;
  employee_name: string;
  employee_number: string;
  amount: number;
  reason: string;
  from_month: string;
  to_month: string;
  recurring: boolean;
  status: DeductionState;
  /** Approved payslips that took it, and how much in all. */
  applied_months: number;
  applied_total: number;
}

export const RUN_STATES = ['Pending', 'Approved', 'Paid', 'Cancelled'] as const;
export type RunState = (typeof RUN_STATES)[number];

/** `POST /monthly_payroll` (`generate-payroll`): the month's run, made or remade while Pending. */
export const generatePayrollInput = v.object({ month: monthField });

/** `POST /monthly_payroll/{id}/approve` (Idempotency-Key): posts the run, dated `date` (default: the month's last day). */
export const approvePayrollInput = v.object({ ...versioned, date: v.optional(isoDate) });

/**
 * `POST /monthly_payroll/{id}/pay` (Idempotency-Key): Dr Salaries payable, Cr the cash or
 * bank account, for the listed employees or, when none are listed, everyone still unpaid.
 */
export const payPayrollInput = v.object({
  date: isoDate,
  account_id: v.optional(v.nullable(idField), null),
  employee_ids: v.optional(v.pipe(v.array(idField, 'Employees must be a list.'), v.maxLength(5000, 'At most 5,000 employees at once.')), []),
});
export type PayPayrollInput = v.InferOutput<typeof payPayrollInput>;

/** `POST /monthly_payroll/{id}/cancel`: a pending run is dropped; an approved one is reversed on `date`. */
export const cancelPayrollInput = v.object({ ...versioned, date: v.optional(isoDate), reason });
export type CancelPayrollInput = v.InferOutput<typeof cancelPayrollInput>;

export const payrollRunListQuery = listQuery(['month', 'status'], {
  status: v.optional(v.picklist(RUN_STATES, `Status is one of: ${RUN_STATES.join(', ')}.`)),
});

export const PAYSLIP_ITEM_KINDS = ['advance', 'loan', 'deduction'] as const;
export type PayslipItemKind = (typeof PAYSLIP_ITEM_KINDS)[number];

/** A line of a payslip. `deferred` is what the net-pay floor held back. */
export interface PayslipItem {
  kind: PayslipItemKind;
  label: string;
  amount: number;
  /** For an instalment: moved to the end of its schedule; for a deduction: not taken. */
  deferred: number;
  recovery_id: number | null;
  deduction_id: number | null;
}

export interface Payslip {
  id: number;
  employee_id: number;
  employee_number: string;
  employee_name: string;
  employee_type: EmployeeType;
  job_title: string;
  base_salary: number;
  days_worked: number;
  days_in_month: number;
  gross: number;
  items: PayslipItem[];
  /** Σ items: gross − deductions = net on every slip. */
  deductions: number;
  net: number;
  paid_on: string | null;
}

/** An employee whose recoveries would take net pay below zero, and what the run does instead. */
export interface FloorWarning {
  employee_id: number;
  employee_name: string;
  message: string;
}

export interface PayrollTotals {
  employees: number;
  gross: number;
  advances: number;
  loans: number;
  deductions: number;
  net: number;
  paid: number;
}

export interface PayrollRunRow extends PayrollTotals {
  id: number;
  month: string;
  status: RunState;
  generated_at: string;
}

/** `GET /monthly_payroll/{id}`: the run, its slips and its floor warnings. */
export interface PayrollRun extends PayrollRunRow {
  version: number;
  generated_by: string | null;
  entry_id: number | null;
  /** The approval entry's date (null while Pending): nothing is paid or reversed before it. */
  approved_on: string | null;
  cancel_entry_id: number | null;
  cancel_reason: string | null;
  warnings: FloorWarning[];
  payslips: Payslip[];
}

/** The answer to generate: the run, with a message saying what happened. */
export interface PayrollGenerated {
  message: string;
  id: number;
}

export interface YearToDate {
  gross: number;
  deductions: number;
  net: number;
}

/** `GET /monthly_payroll/{id}/payslips?employee_id=`: printable slips with the year to date. */
export interface PrintedPayslip extends Payslip {
  month: string;
  status: RunState;
  ytd: YearToDate;
}

export interface PrintedPayslips {
  school: { name: string; address: string | null; phone: string | null; currency: string };
  month: string;
  status: RunState;
  payslips: PrintedPayslip[];
}

export const payslipPrintQuery = v.object({ employee_id: v.optional(idField) });

/** `GET /employees/payroll?from&to&type` (`payroll-report`): approved and paid runs by month. */
export const payrollReportQuery = v.pipe(
  v.object({
    from: monthField,
    to: monthField,
    type: v.optional(v.picklist(['teacher', 'staff', 'driver'] as const, 'Type is teacher, staff or driver.')),
  }),
  v.forward(v.check((q) => q.to >= q.from, 'The last month cannot be before the first.'), ['to']),
);
export type PayrollReportQuery = v.InferOutput<typeof payrollReportQuery>;

export interface PayrollReportRow extends PayrollTotals {
  month: string;
  employee_type: EmployeeType;
}

export interface PayrollReport {
  from: string;
  to: string;
  rows: PayrollReportRow[];
  by_type: (PayrollTotals & { employee_type: EmployeeType })[];
  total: PayrollTotals;
}

/** `GET /employees/loan-report` (`loan-report`): every advance and loan with what is left. */
export const loanReportQuery = v.object({
  kind: v.optional(v.picklist(RECOVERY_KINDS, 'Kind is advance or loan.')),
  status: v.optional(v.picklist(RECOVERY_STATES, 'Status is Active or Repaid.')),
  employee_id: v.optional(idField),
});

export interface LoanReport {
  rows: RecoveryDetail[];
  total: { amount: number; recovered: number; remaining: number };
}

/** `GET /employees/personal-report/{id}?from&to` (`employee-report`): one employee's pay over time. */
export const personalReportQuery = v.pipe(
  v.object({ from: monthField, to: monthField }),
  v.forward(v.check((q) => q.to >= q.from, 'The last month cannot be before the first.'), ['to']),
);

export interface PersonalReportMonth {
  month: string;
  run_id: number;
  status: RunState;
  gross: number;
  advances: number;
  loans: number;
  deductions: number;
  net: number;
  paid_on: string | null;
}

export interface PersonalReport {
  employee: { id: number; number: string; name: string; type: EmployeeType; job_title: string; base_salary: number; hire_date: string; left_on: string | null; status: string };
  months: PersonalReportMonth[];
  total: PayrollTotals;
  recoveries: Recovery[];
  deductions: Deduction[];
}

/** `YYYY-MM` plus `n` months. */
export function addMonths(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * A recovery's planned instalments: `instalment` a month from `firstMonth` until `amount` is
 * reached, the last one taking what is left, so the plan always adds up to the amount.
 */
export function planInstalments(amount: number, instalment: number, firstMonth: string): { month: string; amount: number }[] {
  const plan: { month: string; amount: number }[] = [];
  for (let left = amount, i = 0; left > 0; i++) {
    const part = Math.min(instalment, left);
    plan.push({ month: addMonths(firstMonth, i), amount: part });
    left -= part;
  }
  return plan;
}

/** The instalment that recovers `amount` in `count` months (the last one may be smaller). */
export const instalmentFor = (amount: number, count: number) => Math.ceil(amount / Math.max(1, count));
