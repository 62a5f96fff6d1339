import { and, asc, eq, sql } from 'drizzle-orm';
import type { OpeningAdvanceInput, OpeningLoanInput, RecoveryKind, RecoveryReversalInput } from '@contract';
import type { Db } from '../../../db/client';
import { accounts, journalEntries, journalLines, payslipItems, recoveries, recoveryInstalments } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { HttpError, unprocessable } from '../../../lib/errors';
import type { IdempotencyClaim } from '../../../lib/idempotency';
import { openingEquityAccount, postOnce, writeEntry } from '../../finance/public';
import { activeEmployee, checkFirstMonth, instalmentOf, KINDS, lockRecovery, recoveryOfEntry, startRecovery } from './recoveries.service';

/**
 * Balances brought forward (issue 32): an advance or loan an employee still owed when the school
 * moved in. No cash moves: Dr Employee advances (or loans) for the employee, Cr Opening equity.
 * From then on it is recovered like one paid out here: same schedule, same payroll lines.
 */

export type OpeningInput = (OpeningAdvanceInput & { kind: 'advance' }) | (OpeningLoanInput & { kind: 'loan' });

/**
 * Brings an outstanding advance or loan forward, with its remaining schedule, in one
 * transaction; the same key again answers with the first. Dated in an open month (the ledger
 * refuses a closed one, naming `date`).
 */
export async function bringForward(db: Db, actor: Actor, claim: IdempotencyClaim, input: OpeningInput) {
  const kind = KINDS[input.kind];
  const posted = await postOnce(db, actor, claim, async (tx) => {
    const employee = await activeEmployee(tx, actor.schoolId, input.employee_id);
    checkFirstMonth(input.kind, 'brought forward', input.date, input.first_month);
    const equity = await openingEquityAccount(tx, actor, 'date');
    const started = await startRecovery(tx, actor, claim, {
      kind: input.kind,
      employee_id: input.employee_id,
      date: input.date,
      amount: input.amount,
      reason: input.reason,
      first_month: input.first_month,
      instalment: instalmentOf(input),
      creditAccountId: equity,
      creditField: 'date',
      memo: `${kind.memo} brought forward: ${input.reason}`,
      reference: `${input.kind}:${employee.number}`,
    });
    // Audited once, as the payout is: the entry's own row (kind loan or advance, memo "… brought forward").
    return started.entryId;
  });
  return { ...posted, id: await recoveryOfEntry(db, posted.entryId) };
}

/**
 * Reverses a brought-forward advance or loan: the opposite entry (kind `reversal`, naming the
 * one it undoes) and its schedule cancelled, in one transaction. Only while payroll has not
 * touched it: once a run recovered, holds or deferred an instalment, the balance is the run's too.
 * A payout is not reversed here (ADR 023): it moved cash.
 */
export async function reverseBroughtForward(db: Db, actor: Actor, claim: IdempotencyClaim, kind: RecoveryKind, id: number, input: RecoveryReversalInput) {
  const { noun } = KINDS[kind];
  return postOnce(db, actor, claim, async (tx) => {
    const current = await lockRecovery(tx, actor, kind, id);
    const [credit] = await tx.select({ type: accounts.type }).from(accounts).where(eq(accounts.id, current.accountId));
    if (credit?.type !== 'equity') throw new HttpError(422, `Only a brought-forward ${noun} is reversed; one paid out is recovered or corrected by a journal adjustment.`);
    const [reversed] = await tx
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(and(eq(journalEntries.schoolId, actor.schoolId), eq(journalEntries.reversesId, current.entryId)));
    if (reversed) throw new HttpError(409, `This ${noun} has already been reversed.`);
    const [touched] = await tx
      .select({ id: payslipItems.id })
      .from(payslipItems)
      .where(and(eq(payslipItems.schoolId, actor.schoolId), eq(payslipItems.recoveryId, id), eq(payslipItems.released, false)))
      .limit(1);
    if (touched) throw new HttpError(422, `Payroll has recovered from this ${noun} (or a run holds an instalment): it can no longer be reversed.`);
    if (input.date < current.paidOn) throw unprocessable('date', `A reversal cannot be dated before the ${noun} was brought forward (${current.paidOn}).`);
    const lines = await tx
      .select({ accountId: journalLines.accountId, debit: journalLines.debit, credit: journalLines.credit, employeeId: journalLines.employeeId })
      .from(journalLines)
      .where(and(eq(journalLines.schoolId, actor.schoolId), eq(journalLines.entryId, current.entryId)))
      .orderBy(asc(journalLines.lineNo));
    const [original] = await tx.select({ reference: journalEntries.reference }).from(journalEntries).where(eq(journalEntries.id, current.entryId));
    const reversalId = await writeEntry(tx, actor, claim, {
      date: input.date,
      kind: 'reversal',
      memo: input.reason,
      reference: original?.reference ?? null,
      reversesId: current.entryId,
      lines: lines.map((l) => ({ accountId: l.accountId, debit: l.credit, credit: l.debit, employeeId: l.employeeId, field: 'date' })),
    });
    // The schedule goes: no run may recover a balance that is no longer owed. Lines of cancelled
    // runs that named an instalment let go of it (set null, as after a re-plan).
    await tx.delete(recoveryInstalments).where(and(eq(recoveryInstalments.schoolId, actor.schoolId), eq(recoveryInstalments.recoveryId, id)));
    // A form holding the old version must reload.
    await tx.update(recoveries).set({ reason: sql`${recoveries.reason}` }).where(eq(recoveries.id, id));
    // Audited once: the reversing entry's row names it (kind reversal, reverses_id).
    return reversalId;
  });
}
