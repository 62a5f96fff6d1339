import { formatMoney, type PayslipItemKind } from '@contract';

/**
 * The arithmetic of a payslip, free of the database so it can be tested on its own: the days
 * an employee worked in the month, the gross they earned, and the net-pay floor. Money is in
 * integer minor units throughout; nothing passes through a float that could drift.
 */

/** Days in a `YYYY-MM` month. */
export function daysInMonth(month: string): number {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

/**
 * Days worked in `month`: from the later of the hire date and the 1st to the earlier of the
 * last working day and the month's end, both counted. 0 when the two do not meet.
 */
export function daysWorked(month: string, hireDate: string, leftOn: string | null): number {
  const first = `${month}-01`;
  const last = `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
  const from = hireDate > first ? hireDate : first;
  const to = leftOn !== null && leftOn < last ? leftOn : last;
  return Math.max(0, dayNumber(to) - dayNumber(from) + 1);
}

/** The base salary for the days worked, rounded half up to the minor unit (the whole base for a full month). */
export function proratedGross(baseSalary: number, worked: number, inMonth: number): number {
  if (worked >= inMonth) return baseSalary;
  if (worked <= 0) return 0;
  const scaled = BigInt(baseSalary) * BigInt(worked) * 2n + BigInt(inMonth);
  return Number(scaled / (BigInt(inMonth) * 2n));
}

/**
 * What approved unpaid leave takes from the pay (issue 35, ADR 046): base × days ÷ `perMonth`
 * (the month's school days, or 30), rounded half up to the minor unit, never more than the
 * prorated gross `earned`. Days come in halves, so the sum is done on half days in BigInt.
 */
export function unpaidLeaveAmount(baseSalary: number, days: number, perMonth: number, earned: number): number {
  if (days <= 0 || perMonth <= 0 || earned <= 0) return 0;
  const halves = BigInt(Math.round(days * 2));
  const over = BigInt(perMonth) * 2n;
  const amount = Number((BigInt(baseSalary) * halves * 2n + over) / (over * 2n));
  return Math.min(amount, earned);
}

/** A line the floor may cut: an instalment of a recovery, or a deduction. */
export interface FloorLine {
  kind: PayslipItemKind;
  /** What the line takes from pay. */
  amount: number;
  /** What the floor held back of it; starts at 0. */
  deferred: number;
  /** Instalments: the recovery's payout date and id (the newest is cut first). */
  paidOn?: string;
  recoveryId?: number | null;
  /** Deductions: the latest made is cut first. */
  deductionId?: number | null;
}

/** The order the floor cuts in: instalments of the newest recovery first, then the latest deductions. */
function cutOrder(a: FloorLine, b: FloorLine): number {
  const aDeduction = a.kind === 'deduction';
  const bDeduction = b.kind === 'deduction';
  if (aDeduction !== bDeduction) return aDeduction ? 1 : -1;
  if (aDeduction) return (b.deductionId ?? 0) - (a.deductionId ?? 0);
  return (b.paidOn ?? '').localeCompare(a.paidOn ?? '') || (b.recoveryId ?? 0) - (a.recoveryId ?? 0);
}

export interface FloorResult<T extends FloorLine> {
  /** The lines in the order given, each with what it still takes and what was held back. */
  lines: T[];
  net: number;
  /** How far below zero net pay would have gone (0 when nothing was cut). */
  shortfall: number;
}

/**
 * Net pay = gross − every line, never below zero. When it would be, lines are cut until it is
 * zero: recoveries before deductions, the newest recovery first (its remainder goes to the end
 * of its schedule, which the school can still collect), then the latest deduction.
 */
export function applyFloor<T extends FloorLine>(gross: number, lines: readonly T[]): FloorResult<T> {
  const out = lines.map((line) => ({ ...line }));
  const net = gross - out.reduce((sum, line) => sum + line.amount, 0);
  if (net >= 0) return { lines: out, net, shortfall: 0 };
  let short = -net;
  for (const line of [...out].sort(cutOrder)) {
    if (short === 0) break;
    const cut = Math.min(line.amount, short);
    line.amount -= cut;
    line.deferred += cut;
    short -= cut;
  }
  return { lines: out, net: gross - out.reduce((sum, line) => sum + line.amount, 0), shortfall: -net };
}

/** A line the floor cut, as the warning tells it. */
export interface CutLine {
  kind: PayslipItemKind;
  label: string;
  amount: number;
  deferred: number;
  /** Instalments: where the remainder goes ('May 2027'), when known. */
  movesTo: string | null;
}

const KIND_NAMES: Record<PayslipItemKind, string> = { advance: 'salary advance', loan: 'loan', deduction: 'deduction' };

function cutClause(line: CutLine, done: boolean): string {
  const planned = formatMoney(line.amount + line.deferred);
  const where = `the end of the schedule${line.movesTo ? ` (${line.movesTo})` : ''}`;
  const moves = done ? 'was moved' : 'moves';
  if (line.kind === 'deduction') {
    const what = `the deduction "${line.label}" of ${planned}`;
    return line.amount === 0 ? `${what} is not taken` : `${what} is cut to ${formatMoney(line.amount)}`;
  }
  const what = `the ${KIND_NAMES[line.kind]} instalment of ${planned}`;
  if (line.amount === 0) return `${what} ${moves} to ${where}`;
  return `${what} is cut to ${formatMoney(line.amount)} and ${formatMoney(line.deferred)} ${moves} to ${where}`;
}

/**
 * What the floor did to one employee's slip, in words: 'Net pay would be −1,200.00: the loan
 * instalment of 3,000.00 is cut to 1,800.00 and 1,200.00 moves to the end of the schedule
 * (May 2027).' `done`: the run is approved, so the schedule has already been changed.
 */
export function floorMessage(shortfall: number, cuts: readonly CutLine[], done = false): string {
  return `Net pay would be −${formatMoney(shortfall)}: ${cuts.map((c) => cutClause(c, done)).join('; ')}.`;
}
