import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { AccountType, DefaultRole } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { accounts, schools, users } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { unprocessable } from '../../../lib/errors';

interface ChartAccount {
  code: string;
  name: string;
  type: AccountType;
  isCash?: boolean;
  defaultFor?: DefaultRole;
}

/** The chart a new school starts with (domain.md, finance); a bursar adds to it. */
export const STANDARD_CHART: readonly ChartAccount[] = [
  { code: '1000', name: 'Cash', type: 'asset', isCash: true, defaultFor: 'receipts' },
  { code: '1010', name: 'Bank', type: 'asset', isCash: true, defaultFor: 'checks' },
  { code: '1100', name: 'Students receivable', type: 'asset', defaultFor: 'receivable' },
  { code: '1200', name: 'Employee advances', type: 'asset', defaultFor: 'advances' },
  { code: '1210', name: 'Employee loans', type: 'asset', defaultFor: 'loans' },
  { code: '2000', name: 'Salaries payable', type: 'liability', defaultFor: 'salaries-payable' },
  { code: '2100', name: 'Accounts payable', type: 'liability' },
  { code: '2200', name: 'Deductions payable', type: 'liability', defaultFor: 'deductions-payable' },
  { code: '3000', name: 'Opening equity', type: 'equity' },
  { code: '3100', name: 'Retained earnings', type: 'equity' },
  { code: '4000', name: 'Tuition income', type: 'income', defaultFor: 'tuition' },
  { code: '4100', name: 'Bus fee income', type: 'income', defaultFor: 'bus-fee' },
  { code: '4900', name: 'Other income', type: 'income' },
  { code: '5000', name: 'Salary expense', type: 'expense', defaultFor: 'salary-expense' },
  { code: '5100', name: 'General expense', type: 'expense' },
  { code: '5200', name: 'Bus running costs', type: 'expense' },
  { code: '5300', name: 'Utilities', type: 'expense' },
  { code: '5400', name: 'Supplies', type: 'expense' },
];

/**
 * Gives a school the standard chart, and its users without a cash account the school's cash
 * for receipts. Does nothing for a school that has accounts already.
 */
export async function seedChart(tx: DbOrTx, schoolId: number): Promise<void> {
  const [any] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.schoolId, schoolId)).limit(1);
  if (any) return;
  const rows = await tx
    .insert(accounts)
    .values(STANDARD_CHART.map((a) => ({ schoolId, code: a.code, name: a.name, type: a.type, isCash: a.isCash ?? false, defaultFor: a.defaultFor ?? null })))
    .returning({ id: accounts.id, defaultFor: accounts.defaultFor });
  const cash = rows.find((r) => r.defaultFor === 'receipts')!;
  await tx.update(users).set({ busAccountId: cash.id }).where(and(eq(users.schoolId, schoolId), isNull(users.busAccountId)));
}

/** The school's cash for receipts: where a new user's receipts land until they have their own. */
export async function receiptsAccount(tx: DbOrTx, schoolId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.schoolId, schoolId), eq(accounts.defaultFor, 'receipts')));
  return row?.id ?? null;
}

/** At start: every school made before the ledger existed gets its chart. */
export async function seedMissingCharts(db: DbOrTx): Promise<void> {
  const bare = await db
    .select({ id: schools.id })
    .from(schools)
    .where(notExists(db.select({ one: sql`1` }).from(accounts).where(eq(accounts.schoolId, schools.id))));
  for (const school of bare) await seedChart(db, school.id);
}

/** The account playing `role` for the school, or a 422 telling the user to choose one. */
export async function defaultAccount(db: DbOrTx, schoolId: number, role: DefaultRole, field: string): Promise<number> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.schoolId, schoolId), eq(accounts.defaultFor, role), eq(accounts.status, 'Active')));
  if (!row) throw unprocessable(field, 'The school has no default account for this: set one under Default accounts.');
  return row.id;
}

/**
 * The cash or bank account money moves through at a counter: the one chosen, else the user's
 * own (the session's `bus_account_id`), else the school's cash for receipts.
 */
export async function counterAccount(tx: DbOrTx, actor: Actor, chosen: number | null, field = 'account_id'): Promise<number> {
  const id = chosen ?? actor.busAccountId ?? (await defaultAccount(tx, actor.schoolId, 'receipts', field));
  const [row] = await tx
    .select({ isCash: accounts.isCash })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.schoolId, actor.schoolId)));
  if (!row) throw unprocessable(field, 'Choose an account of this school.');
  if (!row.isCash) throw unprocessable(field, 'Choose a cash or bank account.');
  return id;
}
