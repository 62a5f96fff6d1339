import { and, asc, eq } from 'drizzle-orm';
import { addMonths } from '@contract';
import type { Db } from '../../db/client';
import { accounts, employees, payrollRuns, recoveries } from '../../db/schema';
import { toActor, type Actor } from '../../lib/actor';
import { loadSession } from '../../lib/session';
import { createDeduction } from '../../domains/payroll/runs/deductions.service';
import { payOut, skipMonth } from '../../domains/payroll/runs/recoveries.service';
import { approveRun, payRun } from '../../domains/payroll/runs/run-posting';
import { generatePayroll } from '../../domains/payroll/runs/runs.service';
import { atSchool, monthEnd } from './calendar';
import { seeded } from './names';
import type { DemoContext } from './types';

const day = (month: string, d: number) => `${month}-${String(d).padStart(2, '0')}`;

/**
 * Eleven months of payroll for the 60 staff (the months of the finance area's year before this
 * one), each run generated on the 25th, approved and paid from the bank on the month's last
 * day, and this month's run generated today and waiting for approval. In the last six months:
 * salary advances paid in cash (one recovered at once, others over three months), staff loans
 * paid from the bank (two repaid within the six months), one skipped instalment and one cut by
 * the net-pay floor; a pension deduction for teachers all year, and one-off deductions.
 */
export async function seedPayroll(ctx: DemoContext): Promise<void> {
  const rnd = seeded(12);
  const { tx, schoolId } = ctx;
  const db = tx as unknown as Db;
  const actor = toActor((await loadSession(tx, ctx.adminId))!, 'demo', 'payroll');
  const thisMonth = ctx.today.slice(0, 7);
  const year = Array.from({ length: 11 }, (_, i) => addMonths(thisMonth, i - 11));
  const months = year.slice(-6);
  const [bank] = await tx.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.schoolId, schoolId), eq(accounts.code, '1010')));
  const staff = await tx
    .select({ id: employees.id, type: employees.type, salary: employees.baseSalary })
    .from(employees)
    .where(and(eq(employees.schoolId, schoolId), eq(employees.status, 'Active')))
    .orderBy(asc(employees.id));
  let key = 0;
  const claim = (request: unknown) => ({ key: `demo-payroll-${++key}`, request });

  // Loans early in the half-year; two small ones are repaid before it ends.
  for (const [i, e] of staff.slice(0, 8).entries()) {
    const amount = i < 2 ? 3 * 500_00 : rnd.int(10, 30) * 10_000_00 / 10;
    const input = { kind: 'loan' as const, employee_id: e.id, date: day(months[0]!, 4), amount, instalment: i < 2 ? 500_00 : Math.round(amount / 10), reason: i < 2 ? 'School fees for a child' : 'Housing deposit', first_month: months[0]!, account_id: bank!.id };
    await payOut(db, actor, claim(input), input);
  }
  // Advances through the months: most recovered over three months, some at once.
  for (const [m, month] of months.slice(0, 5).entries()) {
    for (const e of staff.slice(10 + m * 4, 14 + m * 4)) {
      const amount = rnd.int(5, 20) * 1_000_00;
      const instalments = rnd.pick([1, 3, 3]);
      const input = { kind: 'advance' as const, employee_id: e.id, date: day(month, rnd.int(10, 25)), amount, instalments, reason: rnd.pick(['Medical bill', 'Rent', 'Family emergency', 'Travel home']), first_month: addMonths(month, 1), account_id: null };
      await payOut(db, actor, claim(input), input);
    }
  }
  // The floor: an advance larger than a month's pay, recovered at once, is cut and carried.
  const lowPaid = [...staff].sort((a, b) => a.salary - b.salary)[0]!;
  const big = { kind: 'advance' as const, employee_id: lowPaid.id, date: day(months[2]!, 8), amount: lowPaid.salary + 5_000_00, instalments: 1, reason: 'Hospital deposit', first_month: months[3]!, account_id: null };
  await payOut(db, actor, claim(big), big);
  // A teacher asks to skip one month of their loan; it moves to the end.
  const skipped = staff[5]!;

  for (const e of staff.filter((s) => s.type === 'teacher')) {
    await createDeduction(db, actor, { employee_id: e.id, amount: Math.round(e.salary * 0.05), reason: 'Pension contribution', from_month: year[0]!, to_month: addMonths(thisMonth, 12) });
  }
  for (const e of staff.slice(30, 36)) {
    await createDeduction(db, actor, { employee_id: e.id, amount: rnd.int(5, 15) * 100_00, reason: rnd.pick(['Union dues', 'Lost library books', 'Uniform']), from_month: rnd.pick(months), to_month: null });
  }

  for (const month of year) {
    if (month === months[2]) await skipMonthOfLoan(db, actor, skipped.id, month);
    const run = await generatePayroll(db, actor, month);
    // Generated on the 25th at four in the afternoon, not on the day the demo was seeded.
    await tx.update(payrollRuns).set({ generatedAt: atSchool(day(month, 25), '16:00') }).where(eq(payrollRuns.id, run.id));
    await approveRun(db, actor, claim({ approve: month }), run.id, {});
    await payRun(db, actor, claim({ pay: month }), run.id, { date: monthEnd(month), account_id: bank!.id, employee_ids: [] });
  }
  await generatePayroll(db, actor, thisMonth);
}

/** The loan of `employeeId` skips `month`: its instalment goes to the end of the schedule. */
async function skipMonthOfLoan(db: Db, actor: Actor, employeeId: number, month: string) {
  const [loan] = await db.select({ id: recoveries.id }).from(recoveries).where(and(eq(recoveries.employeeId, employeeId), eq(recoveries.kind, 'loan')));
  if (loan) await skipMonth(db, actor, 'loan', loan.id, month);
}
