import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { formatMoney, journalTotals, MONEY_MAX, type OpeningInput, type OpeningPreview } from '@contract';
import { type Db, type DbOrTx, type Tx } from '../../../db/client';
import { accounts } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { HttpError, unprocessable } from '../../../lib/errors';
import type { IdempotencyClaim } from '../../../lib/idempotency';
import { lockSchool } from '../../../lib/rows';
import { checkOpenPeriod, postOnce, writeEntry, type LedgerLine } from '../ledger/ledger';
import { balanceSheet } from '../reports/statements';
import { equityAccount, findEquity, OPENING_ACCOUNTS_REF, standingOpenings } from './opening-equity';

// The accounts' opening balances (ADR 041): one entry against Opening balance equity, previewed as the balance sheet it makes.

const OWNED: Record<string, string> = {
  receivable: "Students' balances are brought forward per student, under Students' balances.",
  advances: 'Employee advances follow their recovery schedules: enter an advance under Employees.',
  loans: 'Employee loans follow their recovery schedules: enter a loan under Employees.',
};

/** The lines' accounts: the school's, active, and not one whose balance another screen owns. */
async function checkAccountLines(tx: DbOrTx, actor: Actor, input: OpeningInput, equityId: number | undefined) {
  const ids = input.lines.map((l) => l.account_id);
  const found = await tx
    .select({ id: accounts.id, code: accounts.code, name: accounts.name, status: accounts.status, defaultFor: accounts.defaultFor })
    .from(accounts)
    .where(and(eq(accounts.schoolId, actor.schoolId), inArray(accounts.id, ids)));
  const byId = new Map(found.map((a) => [a.id, a]));
  return input.lines.map((line, i) => {
    const field = `lines.${i}.account_id`;
    const account = byId.get(line.account_id);
    if (!account) throw unprocessable(field, 'Choose an account of this school.');
    if (account.status !== 'Active') throw unprocessable(field, 'This account is inactive: choose an active account.');
    const owned = account.defaultFor ? OWNED[account.defaultFor] : undefined;
    if (owned) throw unprocessable(field, owned);
    if (account.id === equityId) throw unprocessable(field, `${account.name} is the balancing line: it is computed, not entered.`);
    return { ...line, code: account.code, name: account.name };
  });
}

/** The opening entry: the lines and, on Opening balance equity, their difference. */
async function writeOpening(tx: Tx, actor: Actor, claim: IdempotencyClaim, input: OpeningInput) {
  await checkOpenPeriod(tx, actor.schoolId, input.date);
  const existing = await findEquity(tx, actor.schoolId);
  const lines = await checkAccountLines(tx, actor, input, existing?.id);
  const [standing] = await standingOpenings(tx, actor.schoolId, OPENING_ACCOUNTS_REF);
  if (standing) {
    const message = `The accounts' opening balances are already posted (entry ${standing.entryId}): reverse that entry to enter them again.`;
    throw new HttpError(409, message, [{ path: 'date', message }], { entry_id: standing.entryId });
  }
  const equityId = await equityAccount(tx, actor, 'lines');
  const { debits, credits } = journalTotals(lines);
  const equity = { debit: Math.max(credits - debits, 0), credit: Math.max(debits - credits, 0) };
  const ledgerLines: LedgerLine[] = lines.map((l, i) => ({ accountId: l.account_id, debit: l.debit, credit: l.credit, field: `lines.${i}.account_id` }));
  if (equity.debit > 0 || equity.credit > 0) ledgerLines.push({ accountId: equityId, ...equity, field: 'lines' });
  if (ledgerLines.length < 2) throw unprocessable('lines', 'Enter the balances of at least two accounts, or of one that Opening balance equity balances.');
  if (Math.max(debits, credits) > MONEY_MAX) throw unprocessable('lines', `The balances add up to more than ${formatMoney(MONEY_MAX)}.`);
  const entryId = await writeEntry(tx, actor, claim, {
    date: input.date,
    kind: 'adjustment',
    reference: OPENING_ACCOUNTS_REF,
    memo: `Opening balances as of ${input.date}`,
    lines: ledgerLines,
  });
  return { entryId, lines, equity, existing };
}

/** Thrown to roll a preview's transaction back with its answer. */
class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

/** Runs `work` in a transaction that is always rolled back: a preview that posts nothing. */
async function dryRun<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new Rollback(await work(tx));
    });
  } catch (err) {
    if (err instanceof Rollback) return err.value as T;
    throw err;
  }
  throw new Error('unreachable');
}

const previewClaim = (input: unknown): IdempotencyClaim => ({ key: `preview:${randomUUID()}`, request: input });

/**
 * What posting would do: the entry is written in a transaction that is rolled back, and the
 * balance sheet report read inside it, so the preview is the very sheet the post will produce.
 */
export async function previewOpening(db: Db, actor: Actor, input: OpeningInput): Promise<OpeningPreview> {
  return dryRun(db, async (tx) => {
    const { lines, equity, existing } = await writeOpening(tx, actor, previewClaim(input), input);
    const sheet = await balanceSheet(tx, actor, { on: input.date });
    return {
      date: input.date,
      equity_account: existing ? { id: existing.id, code: existing.code, name: existing.name } : null,
      lines: lines.map((l) => ({ account_id: l.account_id, code: l.code, name: l.name, debit: l.debit, credit: l.credit })),
      equity,
      sheet,
    };
  });
}

/** Posts the accounts' opening entry once per Idempotency-Key, and once per school until reversed. */
export async function postOpening(db: Db, actor: Actor, claim: IdempotencyClaim, input: OpeningInput) {
  return postOnce(db, actor, claim, async (tx) => {
    await lockSchool(tx, actor.schoolId);
    return (await writeOpening(tx, actor, claim, input)).entryId;
  });
}
