import * as v from 'valibot';
import { createdAnswer, messageAnswer, pageOf, postedAnswer } from './answers';
import { endpoint } from './endpoint';
import { idField, idParams, isoDate, moneyField, monthField, requiredText, versioned, wholeNumber } from './fields';
import { listQuery } from './lists';
import { API } from './paths';
import { EMPLOYEE_TYPES } from './people';

/**
 * Payroll (issue 12, ADR 023). Months travel as `YYYY-MM`; money as integer minor units.
 * Advances and loans share one recovery model: a schedule of planned monthly instalments,
 * each recovered once by a payslip line. A skipped or deferred instalment moves to the month
 * after the schedule's last, so no month is ever asked for two.
 */
export const RECOVERY_KINDS = ['advance', 'loan'] as const;
export type RecoveryKind = (typeof RECOVERY_KINDS)[number];

/** The states a list or report filters by. A reversed brought-forward recovery reads 'Reversed' besides. */
export const RECOVERY_STATES = ['Active', 'Repaid'] as const;
export type RecoveryState = (typeof RECOVERY_STATES)[number];

/**
 * Where a recovery came from: paid out here (Cr cash or bank), or brought forward from before the
 * school used Schooldesk (Cr Opening equity, no cash moves).
 */
export const RECOVERY_ORIGINS = ['payout', 'brought-forward'] as const;
export type RecoveryOrigin = (typeof RECOVERY_ORIGINS)[number];

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
 * `POST /employees/advances/opening` (`add-advanced`): an advance an employee still owed when the
 * school moved in, brought forward without moving cash (Dr Employee advances for the employee,
 * Cr Opening equity), and recovered like one paid out here: `instalments` equal monthly parts
 * from `first_month`. `date` is the day the balance is brought forward (in an open month).
 */
export const openingAdvanceInput = v.object({
  employee_id: idField,
  date: isoDate,
  amount: positiveMoney('Outstanding amount'),
  reason,
  instalments: v.optional(wholeNumber('Instalments', 1, 60), 1),
  first_month: monthField,
});
export type OpeningAdvanceInput = v.InferOutput<typeof openingAdvanceInput>;

/**
 * `POST /employees/loans/opening` (`add-loan`): the principal a loan still has outstanding when
 * the school moved in (Dr Employee loans, Cr Opening equity; no cash moves), recovered at
 * `instalment` a month from `first_month` like a loan paid out here.
 */
export const openingLoanInput = v.pipe(
  v.object({
    employee_id: idField,
    date: isoDate,
    amount: positiveMoney('Outstanding principal'),
    instalment: positiveMoney('Monthly instalment'),
    reason,
    first_month: monthField,
  }),
  v.forward(
    v.check((loan) => loan.instalment <= loan.amount, 'The monthly instalment cannot be more than the outstanding principal.'),
    ['instalment'],
  ),
);
export type OpeningLoanInput = v.InferOutput<typeof openingLoanInput>;

/**
 * `POST /employees/{advances|loans}/{id}/reverse` (`add-advanced`, `add-loan`): undoes a brought-
 * forward balance by the opposite entry, dated `date`, and cancels its schedule. Refused once
 * payroll has recovered from it or a pending run holds an instalment.
 */
export const recoveryReversalInput = v.object({
  date: isoDate,
  reason,
});
export type RecoveryReversalInput = v.InferOutput<typeof recoveryReversalInput>;

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
export const instalmentRow = v.object({
  id: v.number(),
  seq: v.number(),
  month: v.string(),
  amount: v.number(),
  /** Planned: no run has it; Pending: a pending run recovers it; Recovered: an approved run did. */
  status: v.picklist(INSTALMENT_STATES),
  run_id: v.nullable(v.number()),
});
export type Instalment = v.InferOutput<typeof instalmentRow>;

const recoveryFields = {
  id: v.number(),
  version: v.number(),
  kind: v.picklist(RECOVERY_KINDS),
  employee_id: v.number(),
  employee_name: v.string(),
  employee_number: v.string(),
  paid_on: v.string(),
  amount: v.number(),
  instalment: v.number(),
  reason: v.string(),
  account_id: v.number(),
  account_name: v.string(),
  entry_id: v.number(),
  /** Recovered by approved payroll. */
  recovered: v.number(),
  remaining: v.number(),
  /** The month of the next instalment still to recover, or null once repaid. */
  next_month: v.nullable(v.string()),
  last_month: v.nullable(v.string()),
  /** 'Reversed' once a brought-forward recovery's entry is reversed: nothing is left to recover. */
  status: v.picklist([...RECOVERY_STATES, 'Reversed']),
  /** Paid out here, or brought forward (absent on older answers: paid out). */
  origin: v.optional(v.picklist(RECOVERY_ORIGINS)),
  /** The date of the reversing entry, when reversed. */
  reversed_on: v.optional(v.nullable(v.string())),
};
export const recoveryRow = v.object(recoveryFields);
export type Recovery = v.InferOutput<typeof recoveryRow>;

/** `GET /employees/{advances|loans}/{id}`: the recovery and its schedule. */
export const recoveryDetailRow = v.object({ ...recoveryFields, schedule: v.array(instalmentRow) });
export type RecoveryDetail = v.InferOutput<typeof recoveryDetailRow>;

/** The answer to a payout: the recovery and its entry. */
export const recoveryPostedAnswer = v.object({ message: v.string(), id: v.number(), entry_id: v.number() });
export type RecoveryPosted = v.InferOutput<typeof recoveryPostedAnswer>;

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

export const deductionRow = v.object({
  id: v.number(),
  version: v.number(),
  employee_id: v.number(),
  employee_name: v.string(),
  employee_number: v.string(),
  amount: v.number(),
  reason: v.string(),
  from_month: v.string(),
  to_month: v.string(),
  recurring: v.boolean(),
  status: v.picklist(DEDUCTION_STATES),
  /** Approved payslips that took it, and how much in all. */
  applied_months: v.number(),
  applied_total: v.number(),
});
export type Deduction = v.InferOutput<typeof deductionRow>;

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
export const payslipItemRow = v.object({
  kind: v.picklist(PAYSLIP_ITEM_KINDS),
  label: v.string(),
  amount: v.number(),
  /** For an instalment: moved to the end of its schedule; for a deduction: not taken. */
  deferred: v.number(),
  recovery_id: v.nullable(v.number()),
  deduction_id: v.nullable(v.number()),
});
export type PayslipItem = v.InferOutput<typeof payslipItemRow>;

const employeeType = v.picklist(EMPLOYEE_TYPES);
const runState = v.picklist(RUN_STATES);

const payslipFields = {
  id: v.number(),
  employee_id: v.number(),
  employee_number: v.string(),
  employee_name: v.string(),
  employee_type: employeeType,
  job_title: v.string(),
  base_salary: v.number(),
  days_worked: v.number(),
  days_in_month: v.number(),
  /** Approved unpaid leave in the month (halves as ½), and what it took from the prorated base. */
  unpaid_days: v.number(),
  unpaid_amount: v.number(),
  /** What the days worked earn, less unpaid leave: what is posted as salary expense. */
  gross: v.number(),
  items: v.array(payslipItemRow),
  /** Σ items: gross − deductions = net on every slip. */
  deductions: v.number(),
  net: v.number(),
  paid_on: v.nullable(v.string()),
};
export const payslipRow = v.object(payslipFields);
export type Payslip = v.InferOutput<typeof payslipRow>;

/** An employee whose recoveries would take net pay below zero, and what the run does instead. */
export const floorWarningRow = v.object({ employee_id: v.number(), employee_name: v.string(), message: v.string() });
export type FloorWarning = v.InferOutput<typeof floorWarningRow>;

const slipTotalsFields = {
  employees: v.number(),
  gross: v.number(),
  advances: v.number(),
  loans: v.number(),
  deductions: v.number(),
  net: v.number(),
  paid: v.number(),
};
/** A run's or a report row's sums; `unpaid_leave` is what approved unpaid leave took before gross. */
const totalsFields = { ...slipTotalsFields, unpaid_leave: v.number() };
export const payrollTotalsRow = v.object(totalsFields);
export type PayrollTotals = v.InferOutput<typeof payrollTotalsRow>;

const runRowFields = { ...totalsFields, id: v.number(), month: v.string(), status: runState, generated_at: v.string() };
export const payrollRunRow = v.object(runRowFields);
export type PayrollRunRow = v.InferOutput<typeof payrollRunRow>;

/** `GET /monthly_payroll/{id}`: the run, its slips and its floor warnings. */
export const payrollRunAnswer = v.object({
  ...runRowFields,
  version: v.number(),
  generated_by: v.nullable(v.string()),
  entry_id: v.nullable(v.number()),
  /** The approval entry's date (null while Pending): nothing is paid or reversed before it. */
  approved_on: v.nullable(v.string()),
  /** Set when unpaid leave of the month was approved after the run was generated: what to do about it. */
  out_of_date: v.nullable(v.string()),
  cancel_entry_id: v.nullable(v.number()),
  cancel_reason: v.nullable(v.string()),
  warnings: v.array(floorWarningRow),
  payslips: v.array(payslipRow),
});
export type PayrollRun = v.InferOutput<typeof payrollRunAnswer>;

/** The answer to generate: the run, with a message saying what happened. */
export const payrollGeneratedAnswer = v.object({ message: v.string(), id: v.number() });
export type PayrollGenerated = v.InferOutput<typeof payrollGeneratedAnswer>;

export const yearToDateRow = v.object({ gross: v.number(), deductions: v.number(), net: v.number() });
export type YearToDate = v.InferOutput<typeof yearToDateRow>;

/** `GET /monthly_payroll/{id}/payslips?employee_id=`: printable slips with the year to date. */
export const printedPayslipRow = v.object({ ...payslipFields, month: v.string(), status: runState, ytd: yearToDateRow });
export type PrintedPayslip = v.InferOutput<typeof printedPayslipRow>;

export const printedPayslipsAnswer = v.object({
  school: v.object({ name: v.string(), address: v.nullable(v.string()), phone: v.nullable(v.string()), currency: v.string() }),
  month: v.string(),
  status: runState,
  payslips: v.array(printedPayslipRow),
});
export type PrintedPayslips = v.InferOutput<typeof printedPayslipsAnswer>;

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

export const payrollReportRow = v.object({ ...totalsFields, month: v.string(), employee_type: employeeType });
export type PayrollReportRow = v.InferOutput<typeof payrollReportRow>;

export const payrollReportAnswer = v.object({
  from: v.string(),
  to: v.string(),
  rows: v.array(payrollReportRow),
  by_type: v.array(v.object({ ...totalsFields, employee_type: employeeType })),
  total: payrollTotalsRow,
});
export type PayrollReport = v.InferOutput<typeof payrollReportAnswer>;

/** `GET /employees/loan-report` (`loan-report`): every advance and loan with what is left. */
export const loanReportQuery = v.object({
  kind: v.optional(v.picklist(RECOVERY_KINDS, 'Kind is advance or loan.')),
  status: v.optional(v.picklist(RECOVERY_STATES, 'Status is Active or Repaid.')),
  employee_id: v.optional(idField),
});

export const loanReportAnswer = v.object({
  rows: v.array(recoveryDetailRow),
  total: v.object({ amount: v.number(), recovered: v.number(), remaining: v.number() }),
});
export type LoanReport = v.InferOutput<typeof loanReportAnswer>;

/** `GET /employees/personal-report/{id}?from&to` (`employee-report`): one employee's pay over time. */
export const personalReportQuery = v.pipe(
  v.object({ from: monthField, to: monthField }),
  v.forward(v.check((q) => q.to >= q.from, 'The last month cannot be before the first.'), ['to']),
);

export const personalReportMonthRow = v.object({
  month: v.string(),
  run_id: v.number(),
  status: runState,
  gross: v.number(),
  advances: v.number(),
  loans: v.number(),
  deductions: v.number(),
  net: v.number(),
  paid_on: v.nullable(v.string()),
});
export type PersonalReportMonth = v.InferOutput<typeof personalReportMonthRow>;

export const personalReportAnswer = v.object({
  employee: v.object({
    id: v.number(),
    number: v.string(),
    name: v.string(),
    type: employeeType,
    job_title: v.string(),
    base_salary: v.number(),
    hire_date: v.string(),
    left_on: v.nullable(v.string()),
    status: v.string(),
  }),
  months: v.array(personalReportMonthRow),
  total: v.object(slipTotalsFields),
  recoveries: v.array(recoveryRow),
  deductions: v.array(deductionRow),
});
export type PersonalReport = v.InferOutput<typeof personalReportAnswer>;

/** Payroll reports: by month and type, advances and loans, one employee. */
export const payrollReportEndpoints = {
  payroll: endpoint({ mount: API.payrollReport, method: 'GET', path: '/', query: payrollReportQuery, output: payrollReportAnswer }),
  loans: endpoint({ mount: API.loanReport, method: 'GET', path: '/', query: loanReportQuery, output: loanReportAnswer }),
  personal: endpoint({ mount: API.personalReport, method: 'GET', path: '/:id', params: idParams, query: personalReportQuery, output: personalReportAnswer }),
};

/** Deductions (`/employees/deductions`). */
export const deductionEndpoints = {
  list: endpoint({ mount: API.deductions, method: 'GET', path: '/', query: deductionListQuery, output: pageOf(deductionRow), paged: true }),
  get: endpoint({ mount: API.deductions, method: 'GET', path: '/:id', params: idParams, output: deductionRow }),
  create: endpoint({ mount: API.deductions, method: 'POST', path: '/', body: deductionInput, output: createdAnswer, status: 201 }),
  update: endpoint({ mount: API.deductions, method: 'PUT', path: '/:id', params: idParams, body: deductionUpdateInput, output: messageAnswer }),
};

/** Advances and loans answer alike: one group per kind, mounted at its own path. */
const recoveryEndpointsAt = <I extends v.GenericSchema, O extends v.GenericSchema>(mount: string, input: I, opening: O) => ({
  list: endpoint({ mount, method: 'GET', path: '/', query: recoveryListQuery, output: pageOf(recoveryRow), paged: true }),
  get: endpoint({ mount, method: 'GET', path: '/:id', params: idParams, output: recoveryDetailRow }),
  payOut: endpoint({ mount, method: 'POST', path: '/', body: input, output: recoveryPostedAnswer, status: 201 }),
  replan: endpoint({ mount, method: 'PUT', path: '/:id', params: idParams, body: recoveryUpdateInput, output: messageAnswer }),
  skip: endpoint({ mount, method: 'POST', path: '/:id/skip', params: idParams, body: skipMonthInput, output: messageAnswer }),
  /** Brings an outstanding balance forward (no cash moves); an Idempotency-Key makes a retry answer with the first. */
  open: endpoint({ mount, method: 'POST', path: '/opening', body: opening, output: recoveryPostedAnswer, status: 201 }),
  reverse: endpoint({ mount, method: 'POST', path: '/:id/reverse', params: idParams, body: recoveryReversalInput, output: recoveryPostedAnswer, status: 201 }),
});
export const advanceEndpoints = recoveryEndpointsAt(API.advances, advanceInput, openingAdvanceInput);
export const loanEndpoints = recoveryEndpointsAt(API.loans, loanInput, openingLoanInput);

/** Payroll runs (`/monthly_payroll`). Approve, pay and cancel carry an Idempotency-Key. */
export const payrollRunEndpoints = {
  list: endpoint({ mount: API.monthlyPayroll, method: 'GET', path: '/', query: payrollRunListQuery, output: pageOf(payrollRunRow), paged: true }),
  generate: endpoint({ mount: API.monthlyPayroll, method: 'POST', path: '/', body: generatePayrollInput, output: payrollGeneratedAnswer, status: 201 }),
  get: endpoint({ mount: API.monthlyPayroll, method: 'GET', path: '/:id', params: idParams, output: payrollRunAnswer }),
  payslips: endpoint({ mount: API.monthlyPayroll, method: 'GET', path: '/:id/payslips', params: idParams, query: payslipPrintQuery, output: printedPayslipsAnswer }),
  approve: endpoint({ mount: API.monthlyPayroll, method: 'POST', path: '/:id/approve', params: idParams, body: approvePayrollInput, output: postedAnswer, status: 201 }),
  pay: endpoint({ mount: API.monthlyPayroll, method: 'POST', path: '/:id/pay', params: idParams, body: payPayrollInput, output: postedAnswer, status: 201 }),
  /** A pending run answers 200 with its message; an approved one 201 with the reversal's entry. */
  cancel: endpoint({
    mount: API.monthlyPayroll,
    method: 'POST',
    path: '/:id/cancel',
    params: idParams,
    body: cancelPayrollInput,
    output: v.object({ message: v.string(), entry_id: v.optional(v.number()) }),
    status: 201,
  }),
};

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
