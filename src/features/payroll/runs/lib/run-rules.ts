import { formatCount, type Payslip, type PayrollRun, type PayrollTotals, type PrivilegeHolder } from '@contract';
import { can } from '@/lib/can';

/** What the signed-in user may do with a run in its state; Paid and Cancelled runs are read-only. */
export interface RunActions {
  approve: boolean;
  regenerate: boolean;
  cancel: boolean;
  /** Pay all, and Pay on each unpaid row. */
  pay: boolean;
}

/** Once anyone has been paid from an approved run, the server refuses to reverse it: Cancel is not offered. */
export function runActions(run: Pick<PayrollRun, 'status' | 'payslips'>, user: PrivilegeHolder | null | undefined): RunActions {
  const acts = can(user, 'generate-payroll');
  const pending = acts && run.status === 'Pending';
  const approved = acts && run.status === 'Approved';
  const nobodyPaid = run.payslips.every((s) => !s.paid_on);
  return { approve: pending, regenerate: pending, cancel: pending || (approved && nobodyPaid), pay: approved };
}

/** A slip with no net pay (the floor took it all, or nothing was earned) has nothing to pay, and the server refuses to. */
export const payable = (slip: Pick<Payslip, 'net' | 'paid_on'>) => !slip.paid_on && slip.net > 0;

/** One line of the entry approval posts. */
export interface EntryLine {
  account: string;
  side: 'Dr' | 'Cr';
  amount: number;
}

/**
 * The entry Approve posts (issue 12): Dr Salary expense for the gross; Cr Employee advances,
 * Employee loans and Deductions payable for what the slips recover, and Cr Salaries payable for
 * the net still owed to staff. Nothing-lines are left out, as the ledger refuses zero lines.
 */
export function approvalLines(totals: PayrollTotals): EntryLine[] {
  const lines: EntryLine[] = [
    { account: 'Salary expense', side: 'Dr', amount: totals.gross },
    { account: 'Employee advances', side: 'Cr', amount: totals.advances },
    { account: 'Employee loans', side: 'Cr', amount: totals.loans },
    { account: 'Deductions payable', side: 'Cr', amount: totals.deductions },
    { account: 'Salaries payable', side: 'Cr', amount: totals.net },
  ];
  return lines.filter((l) => l.amount > 0);
}

/** The slips still to pay, and their net in all. */
export function unpaid(slips: readonly Payslip[]): { count: number; net: number } {
  const open = slips.filter(payable);
  return { count: open.length, net: open.reduce((sum, s) => sum + s.net, 0) };
}

/** Worked part of the month only (hired or left within it): "18 of 30 days"; null for a full month. */
export function prorated(slip: Pick<Payslip, 'days_worked' | 'days_in_month'>): string | null {
  return slip.days_worked < slip.days_in_month ? `${slip.days_worked} of ${slip.days_in_month} days` : null;
}

/** A slip's items of one kind, summed: the table's Advances, Loans and Deductions columns. */
export function itemTotal(slip: Payslip, kind: Payslip['items'][number]['kind']): { amount: number; deferred: number } {
  return slip.items
    .filter((i) => i.kind === kind)
    .reduce((sum, i) => ({ amount: sum.amount + i.amount, deferred: sum.deferred + i.deferred }), { amount: 0, deferred: 0 });
}

export const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;
