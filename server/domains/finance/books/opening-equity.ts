import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { readRows, type DbOrTx } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { accounts } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { unprocessable } from '../../../lib/errors';


/**
 * Opening balances (ADR 041). The accounts' balances are one entry (reference
 * `opening:accounts`), each student's balance one entry of their own (reference
 * `opening:student`), all against Opening balance equity. A school holds one standing opening
 * of each: another is refused until the first is reversed.
 */
export const OPENING_ACCOUNTS_REF = 'opening:accounts';
export const STUDENT_OPENING_REF = 'opening:student';

/** The account the chart seeds as `3000 Opening equity`; added under this name when missing. */
export const OPENING_EQUITY = { code: '3000', name: 'Opening balance equity' } as const;
const OPENING_EQUITY_NAMES = ['opening equity', 'opening balance equity', 'opening balances equity'];

interface EquityAccount {
  id: number;
  code: string;
  name: string;
  status: string;
}

/** Opening balance equity: the equity account coded 3000, else one named like it. */
export async function findEquity(tx: DbOrTx, schoolId: number): Promise<EquityAccount | undefined> {
  const [row] = await tx
    .select({ id: accounts.id, code: accounts.code, name: accounts.name, status: accounts.status })
    .from(accounts)
    .where(
      and(
        eq(accounts.schoolId, schoolId),
        eq(accounts.type, 'equity'),
        sql`(${accounts.code} = ${OPENING_EQUITY.code} or lower(${accounts.name}) in (${sql.join(OPENING_EQUITY_NAMES.map((n) => sql`${n}`), sql`, `)}))`,
      ),
    )
    .orderBy(sql`${accounts.code} = ${OPENING_EQUITY.code} desc`, accounts.id)
    .limit(1);
  return row;
}

/**
 * Opening balance equity, added to the chart when the school has none: the account every
 * brought-forward balance is credited to (accounts, students here; staff loans in payroll).
 */
export async function equityAccount(tx: DbOrTx, actor: Actor, field: string): Promise<number> {
  const found = await findEquity(tx, actor.schoolId);
  if (found) {
    if (found.status !== 'Active') throw unprocessable(field, `${found.code} ${found.name} is inactive: make it active in the chart of accounts first.`);
    return found.id;
  }
  const taken = await tx
    .select({ code: accounts.code, name: sql<string>`lower(${accounts.name})` })
    .from(accounts)
    .where(eq(accounts.schoolId, actor.schoolId));
  if (taken.some((a) => a.name === OPENING_EQUITY.name.toLowerCase())) {
    throw unprocessable(field, `The account named ${OPENING_EQUITY.name} is not an equity account: make it equity in the chart of accounts.`);
  }
  const codes = new Set(taken.map((a) => a.code.toLowerCase()));
  let n = Number(OPENING_EQUITY.code);
  while (codes.has(String(n)) && n < 3999) n += 1;
  const [row] = await tx
    .insert(accounts)
    .values({ schoolId: actor.schoolId, code: String(n), name: OPENING_EQUITY.name, type: 'equity', isCash: false, defaultFor: null })
    .returning({ id: accounts.id });
  // Not audited apart: the request's one audit row is the entry's, and the account is its balancing line.
  return row!.id;
}

/** The standing (not reversed, not a reversal) entries carrying `reference`, with the students on their lines. */
export async function standingOpenings(tx: DbOrTx, schoolId: number, reference: string, studentIds?: readonly number[]) {
  const rows = await readRows(
    tx,
    v.object({ entry_id: int8, student_id: v.nullable(int8) }),
    sql`select distinct je.id as entry_id, l.student_id
        from journal_entries je join journal_lines l on l.entry_id = je.id and l.school_id = je.school_id
        where je.school_id = ${schoolId} and je.reference = ${reference} and je.kind <> 'reversal'
          and not exists (select 1 from journal_entries r where r.school_id = je.school_id and r.reverses_id = je.id)
          ${studentIds ? sql`and l.student_id in (${sql.join(studentIds.map((id) => sql`${id}`), sql`, `)})` : sql``}`,
  );
  return rows.map((r) => ({ entryId: Number(r.entry_id), studentId: r.student_id === null ? null : Number(r.student_id) }));
}
