import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CheckInput, VoidCheckInput } from '@contract';
import type { Db, DbOrTx } from '../../../db/client';
import { accounts, checks } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { constraintOf, HttpError, isUniqueViolation, unprocessable } from '../../../lib/errors';
import { postOnce, writeEntry } from '../ledger/ledger';
import { reverseEntry } from './entries.service';
import { requireCheck } from './check-register.service';
import type { IdempotencyClaim } from '../../../lib/idempotency';

const numberTaken = (number: string) => {
  const message = `Check ${number} is already written on this bank account. Use the next number in the book.`;
  return new HttpError(409, message, [{ path: 'number', message }]);
};

/** A check pays expenses, or settles what the school owes (a liability). */
const PAYABLE_TYPES = ['expense', 'liability'];

async function checkAccounts(tx: DbOrTx, actor: Actor, input: CheckInput) {
  const ids = [input.bank_account_id, ...input.lines.map((l) => l.account_id)];
  const found = await tx
    .select({ id: accounts.id, type: accounts.type, isCash: accounts.isCash })
    .from(accounts)
    .where(and(eq(accounts.schoolId, actor.schoolId), inArray(accounts.id, ids)));
  const byId = new Map(found.map((a) => [a.id, a]));
  if (!byId.get(input.bank_account_id)?.isCash) throw unprocessable('bank_account_id', 'Choose a bank account of this school to draw the check on.');
  input.lines.forEach((line, i) => {
    if (!PAYABLE_TYPES.includes(byId.get(line.account_id)?.type ?? '')) throw unprocessable(`lines.${i}.account_id`, 'Choose an expense or liability account of this school.');
  });
}

/**
 * Write check: Dr each line's expense, Cr the bank for the total, and the check in the
 * register, in one transaction. The number is the book's: unique per bank account.
 */
export async function writeCheck(db: Db, actor: Actor, claim: IdempotencyClaim, input: CheckInput) {
  const posted = await postOnce(db, actor, claim, async (tx) => {
    await checkAccounts(tx, actor, input);
    const [taken] = await tx
      .select({ id: checks.id })
      .from(checks)
      .where(and(eq(checks.schoolId, actor.schoolId), eq(checks.bankAccountId, input.bank_account_id), sql`lower(${checks.number}) = lower(${input.number})`));
    if (taken) throw numberTaken(input.number);
    const total = input.lines.reduce((sum, l) => sum + l.amount, 0);
    const entryId = await writeEntry(tx, actor, claim, {
      date: input.date,
      kind: 'check',
      memo: input.memo ?? `Check ${input.number} to ${input.payee}`,
      reference: `check:${input.number}`,
      lines: [
        ...input.lines.map((l, i) => ({ accountId: l.account_id, debit: l.amount, field: `lines.${i}.account_id` })),
        { accountId: input.bank_account_id, credit: total, field: 'bank_account_id' },
      ],
    });
    await tx.insert(checks).values({ schoolId: actor.schoolId, bankAccountId: input.bank_account_id, number: input.number, payee: input.payee, entryId });
    return entryId;
  }).catch((err: unknown) => {
    if (isUniqueViolation(err) && constraintOf(err) === 'checks_bank_number_uq') throw numberTaken(input.number);
    throw err;
  });
  const [row] = await db.select({ id: checks.id }).from(checks).where(eq(checks.entryId, posted.entryId));
  return { ...posted, checkId: row!.id };
}

/** The bank has paid the check. Only an issued check clears, and not before it was written. */
export async function clearCheck(db: Db, actor: Actor, id: number, date: string) {
  await db.transaction(async (tx) => {
    const check = await requireCheck(tx, actor, id, true);
    if (check.status === 'Voided') throw new HttpError(409, 'This check is void: it cannot clear.');
    if (check.status === 'Cleared') throw new HttpError(409, 'This check has already cleared.');
    if (date < check.date) throw unprocessable('date', 'A check cannot clear before the date it was written.');
    await tx.update(checks).set({ status: 'Cleared', clearedOn: date }).where(eq(checks.id, id));
    await audit(tx, actor, { action: 'clear', entity: 'check', ids: [id], detail: { date } });
  });
}

/**
 * Voids a check: posts the reversal of its entry on `date` (nothing is edited) and marks it
 * void. A check the bank has paid cannot be voided.
 */
export async function voidCheck(db: Db, actor: Actor, claim: IdempotencyClaim, id: number, input: VoidCheckInput) {
  const check = await requireCheck(db, actor, id);
  if (check.status === 'Cleared') throw new HttpError(409, 'This check has cleared: the bank has paid it, so it cannot be voided.');
  return reverseEntry(db, actor, claim, check.entryId, { date: input.date, reason: input.reason });
}
