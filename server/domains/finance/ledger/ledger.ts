import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { monthLabel, type EntryKind } from '@contract';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { accounts, closedPeriods, journalEntries, journalLines } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { constraintOf, HttpError, isUniqueViolation, unprocessable } from '../../../lib/errors';
import type { IdempotencyClaim } from '../../../lib/idempotency';

/** One side of an entry. `field` names the input field to blame when its account is refused. */
export interface LedgerLine {
  accountId: number;
  debit?: number;
  credit?: number;
  studentId?: number | null;
  employeeId?: number | null;
  field?: string;
}

export interface EntryDraft {
  date: string;
  kind: EntryKind;
  memo?: string | null;
  reference?: string | null;
  reversesId?: number | null;
  lines: LedgerLine[];
}

/** A client's key for one form submission, and what it asked (ADR 021). */

export const requestHashOf = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('hex');

/** The rules every entry keeps, checked before the database's own triggers would refuse it. */
function checkBalanced(lines: LedgerLine[]) {
  let debits = 0;
  let credits = 0;
  for (const line of lines) {
    const debit = line.debit ?? 0;
    const credit = line.credit ?? 0;
    if (!Number.isSafeInteger(debit) || !Number.isSafeInteger(credit) || debit < 0 || credit < 0 || (debit > 0) === (credit > 0)) {
      throw new HttpError(422, 'Each line of an entry is a debit or a credit of a positive whole amount.');
    }
    debits += debit;
    credits += credit;
  }
  if (lines.length < 2 || debits !== credits || debits <= 0) {
    throw new HttpError(422, `The entry does not balance: debits ${debits}, credits ${credits}.`);
  }
}

async function checkAccounts(tx: DbOrTx, schoolId: number, lines: LedgerLine[]) {
  const ids = [...new Set(lines.map((l) => l.accountId))];
  const found = await tx
    .select({ id: accounts.id, status: accounts.status })
    .from(accounts)
    .where(and(eq(accounts.schoolId, schoolId), inArray(accounts.id, ids)));
  const status = new Map(found.map((a) => [a.id, a.status]));
  for (const line of lines) {
    const field = line.field ?? 'account_id';
    const s = status.get(line.accountId);
    if (!s) throw unprocessable(field, 'Choose an account of this school.');
    if (s !== 'Active') throw unprocessable(field, 'This account is inactive: choose an active account.');
  }
}

export async function checkOpenPeriod(tx: DbOrTx, schoolId: number, date: string, field = 'date') {
  const [closed] = await tx
    .select({ month: closedPeriods.month })
    .from(closedPeriods)
    .where(and(eq(closedPeriods.schoolId, schoolId), eq(closedPeriods.month, `${date.slice(0, 7)}-01`)));
  if (closed) throw unprocessable(field, `${monthLabel(date)} is closed. Date the entry in an open month.`);
}

/** The rules every draft keeps: balanced, on active accounts of the school, dated in an open month. */
async function checkDrafts(tx: DbOrTx, schoolId: number, drafts: EntryDraft[]) {
  for (const draft of drafts) checkBalanced(draft.lines);
  await checkAccounts(tx, schoolId, drafts.flatMap((d) => d.lines));
  for (const date of new Set(drafts.map((d) => d.date))) await checkOpenPeriod(tx, schoolId, date);
}

/** Two INSERTs for any number of entries; each draft finds its entry by its own key. */
async function insertEntries(tx: Tx, actor: Actor, claim: IdempotencyClaim, keyed: { key: string; draft: EntryDraft }[]): Promise<number[]> {
  const requestHash = requestHashOf(claim.request);
  const entries = await tx
    .insert(journalEntries)
    .values(
      keyed.map(({ key, draft }) => ({
        schoolId: actor.schoolId,
        entryDate: draft.date,
        kind: draft.kind,
        memo: draft.memo ?? null,
        reference: draft.reference ?? null,
        idempotencyKey: key,
        requestHash,
        authorId: actor.id,
        reversesId: draft.reversesId ?? null,
      })),
    )
    .returning({ id: journalEntries.id, key: journalEntries.idempotencyKey });
  // RETURNING's order is not promised.
  const idOf = new Map(entries.map((e) => [e.key, e.id]));
  await tx.insert(journalLines).values(
    keyed.flatMap(({ key, draft }) =>
      draft.lines.map((line, i) => ({
        schoolId: actor.schoolId,
        entryId: idOf.get(key)!,
        entryDate: draft.date,
        lineNo: i + 1,
        accountId: line.accountId,
        debit: line.debit ?? 0,
        credit: line.credit ?? 0,
        studentId: line.studentId ?? null,
        employeeId: line.employeeId ?? null,
      })),
    ),
  );
  return keyed.map(({ key }) => idOf.get(key)!);
}

/** Writes one entry and its lines inside `tx`; the caller's transaction makes it whole or nothing. */
export async function writeEntry(tx: Tx, actor: Actor, claim: IdempotencyClaim, draft: EntryDraft): Promise<number> {
  await checkDrafts(tx, actor.schoolId, [draft]);
  const [id] = await insertEntries(tx, actor, claim, [{ key: claim.key, draft }]);
  await audit(tx, actor, { action: 'post', entity: 'journal-entry', ids: [id!], detail: { kind: draft.kind } });
  return id!;
}

/** One entry of a batch (a fee run): its own key is the run's key and `keySuffix`. */
export interface BatchDraft extends EntryDraft {
  keySuffix: string;
}

/**
 * Writes many entries at once, in the caller's transaction, with two INSERTs and one audit
 * row for the whole batch: 1,500 students' fees are one run, not 4,500 round trips.
 */
export async function writeEntries(tx: Tx, actor: Actor, claim: IdempotencyClaim, drafts: BatchDraft[], change: { action: string; entity: string }): Promise<number[]> {
  if (drafts.length === 0) return [];
  await checkDrafts(tx, actor.schoolId, drafts);
  const ids = await insertEntries(tx, actor, claim, drafts.map((draft) => ({ key: `${claim.key}:${draft.keySuffix}`, draft })));
  await audit(tx, actor, { ...change, ids, detail: { entries: ids.length } });
  return ids;
}

export const KEY_REUSED = 'This Idempotency-Key was already used for a different request. Make a new one for a new submission.';

/**
 * What a batch run (`writeEntries`) already wrote under this key, if it ran: how many entries
 * and their total. The same request replays it; another one under the key is a 409.
 */
export async function earlierBatch(tx: DbOrTx, schoolId: number, claim: IdempotencyClaim): Promise<{ entries: number; amount: number } | undefined> {
  const earlier = await tx
    .select({ hash: journalEntries.requestHash, id: journalEntries.id })
    .from(journalEntries)
    // starts_with, not LIKE: a key may hold `_`, which LIKE reads as any character.
    .where(and(eq(journalEntries.schoolId, schoolId), sql`starts_with(${journalEntries.idempotencyKey}, ${`${claim.key}:`})`));
  if (earlier.length === 0) return undefined;
  if (earlier[0]!.hash !== requestHashOf(claim.request)) throw new HttpError(409, KEY_REUSED, [{ path: 'Idempotency-Key', message: KEY_REUSED }]);
  const [sum] = await tx
    .select({ amount: sql<string>`coalesce(sum(${journalLines.debit}), 0)` })
    .from(journalLines)
    .where(and(eq(journalLines.schoolId, schoolId), inArray(journalLines.entryId, earlier.map((e) => e.id))));
  return { entries: earlier.length, amount: Number(sum?.amount ?? 0) };
}

/** A month's charge to one student: Dr Students receivable / Cr the income, both lines naming the student. */
export const studentCharge = (charge: { studentId: number; amount: number; receivable: number; income: number; date: string; reference: string; memo: string }): BatchDraft => ({
  keySuffix: `s${charge.studentId}`,
  date: charge.date,
  kind: 'fee',
  reference: charge.reference,
  memo: charge.memo,
  lines: [
    { accountId: charge.receivable, debit: charge.amount, studentId: charge.studentId },
    { accountId: charge.income, credit: charge.amount, studentId: charge.studentId },
  ],
});

/** The entry a key already wrote, if any: the same request gets its id, another one a 409. */
async function replayOf(db: DbOrTx, schoolId: number, claim: IdempotencyClaim): Promise<number | undefined> {
  const [first] = await db
    .select({ id: journalEntries.id, hash: journalEntries.requestHash })
    .from(journalEntries)
    .where(and(eq(journalEntries.schoolId, schoolId), eq(journalEntries.idempotencyKey, claim.key)));
  if (!first) return undefined;
  if (first.hash !== requestHashOf(claim.request)) throw new HttpError(409, KEY_REUSED, [{ path: 'Idempotency-Key', message: KEY_REUSED }]);
  return first.id;
}

/**
 * Runs a money mutation once per idempotency key: `post` writes its entry (and whatever goes
 * with it) in one transaction. A retry with the same key and request answers with the first
 * entry's id; so do the losers of concurrent duplicates, which wait on the key's unique index
 * and find the winner's entry once it commits.
 */
export async function postOnce(db: Db, actor: Actor, claim: IdempotencyClaim, post: (tx: Tx) => Promise<number>): Promise<{ entryId: number; replayed: boolean }> {
  const earlier = await replayOf(db, actor.schoolId, claim);
  if (earlier !== undefined) return { entryId: earlier, replayed: true };
  try {
    return { entryId: await db.transaction(post), replayed: false };
  } catch (err) {
    if (isUniqueViolation(err) && constraintOf(err) === 'journal_entries_school_key_uq') {
      const winner = await replayOf(db, actor.schoolId, claim);
      if (winner !== undefined) return { entryId: winner, replayed: true };
    }
    throw err;
  }
}
