import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { payslipItems, recoveryInstalments } from '../../../db/schema';

/**
 * A recovery's schedule (ADR 023). Its rows always add up to the amount paid out. Nothing here
 * doubles a month: what payroll cannot take this month goes after the last planned month.
 */

/** The month (first day) after the schedule's last instalment. */
const monthAfterLast = (recoveryId: number) =>
  sql`(select (max(${recoveryInstalments.month}) + interval '1 month')::date from ${recoveryInstalments} where ${recoveryInstalments.recoveryId} = ${recoveryId})`;

/** Adds `amount` as a new instalment in the month after the last one. */
export async function appendInstalment(tx: DbOrTx, schoolId: number, recoveryId: number, amount: number): Promise<void> {
  await tx.insert(recoveryInstalments).values({
    schoolId,
    recoveryId,
    seq: sql`(select coalesce(max(${recoveryInstalments.seq}), 0) + 1 from ${recoveryInstalments} where ${recoveryInstalments.recoveryId} = ${recoveryId})`,
    month: monthAfterLast(recoveryId),
    amount,
  });
}

/** Moves an instalment nobody has recovered to the month after the last one. */
export async function moveInstalmentToEnd(tx: DbOrTx, schoolId: number, recoveryId: number, instalmentId: number): Promise<void> {
  await tx
    .update(recoveryInstalments)
    .set({ month: monthAfterLast(recoveryId) })
    .where(and(eq(recoveryInstalments.id, instalmentId), eq(recoveryInstalments.schoolId, schoolId)));
}

/**
 * Instalments a live payslip line holds (pending or approved runs). A cancelled run's lines are
 * released, and a fully deferred line (amount 0) holds nothing.
 */
export const isClaimed = sql`exists (select 1 from ${payslipItems} where ${payslipItems.instalmentId} = ${recoveryInstalments.id} and not ${payslipItems.released} and ${payslipItems.amount} > 0)`;
