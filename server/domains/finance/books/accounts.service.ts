import { alias } from 'drizzle-orm/pg-core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CASH_ROLES, DEFAULT_ROLE_TYPES, DEFAULT_ROLES, type Account, type AccountInput, type AccountType, type DefaultAccountsInput } from '@contract';
import type { Db, DbOrTx } from '../../../db/client';
import { accounts, journalLines } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { notFound, unprocessable } from '../../../lib/errors';
import { allOf, offsetOf, orderOf, searchOf, toPage, totalRows, type ListArgs } from '../../../lib/listing';
import { expectedVersion, guardUnique, uniqueFields } from '../../../lib/rows';
import type { SessionRecord } from '../../../lib/session';

const uniques = uniqueFields({
  accounts_school_code_uq: ['code', 'An account with this code already exists.'],
  accounts_school_name_uq: ['name', 'An account with this name already exists.'],
});

const parent = alias(accounts, 'parent');

/** A balance in the account's normal direction: what a bursar reads (cash in hand, income earned). */
const balanceOf = (net: unknown, type: string) => {
  const n = Number(net ?? 0);
  return type === 'asset' || type === 'expense' ? n : -n;
};

interface AccountRow {
  id: number;
  version: number;
  code: string;
  name: string;
  type: string;
  parent_id: number | null;
  parent_name: string | null;
  is_cash: boolean;
  status: string;
  default_for: string | null;
  net: string | number | null;
  n: string | number | null;
}

const toAccount = ({ net, n, ...row }: AccountRow): Account => ({
  ...(row as Omit<Account, 'balance' | 'has_postings'>),
  balance: balanceOf(net, row.type),
  has_postings: Number(n ?? 0) > 0,
});

const accountColumns = {
  id: accounts.id,
  version: accounts.version,
  code: accounts.code,
  name: accounts.name,
  type: accounts.type,
  parent_id: accounts.parentId,
  parent_name: parent.name,
  is_cash: accounts.isCash,
  status: accounts.status,
  default_for: accounts.defaultFor,
};

export interface AccountListArgs extends ListArgs {
  type?: AccountType;
  status?: 'Active' | 'Inactive';
  cash?: '1';
}

export async function listAccounts(db: DbOrTx, user: SessionRecord, args: AccountListArgs) {
  const sums = db
    .select({ accountId: journalLines.accountId, net: sql`sum(${journalLines.debit} - ${journalLines.credit})`.as('net'), n: sql`count(*)`.as('n') })
    .from(journalLines)
    .where(eq(journalLines.schoolId, user.schoolId))
    .groupBy(journalLines.accountId)
    .as('sums');
  const rows = await db
    .select({ ...accountColumns, net: sums.net, n: sums.n, total: totalRows })
    .from(accounts)
    .leftJoin(parent, eq(parent.id, accounts.parentId))
    .leftJoin(sums, eq(sums.accountId, accounts.id))
    .where(
      allOf(
        eq(accounts.schoolId, user.schoolId),
        searchOf(args.search, [accounts.code, accounts.name]),
        args.type ? eq(accounts.type, args.type) : undefined,
        args.status ? eq(accounts.status, args.status) : undefined,
        args.cash ? eq(accounts.isCash, true) : undefined,
      ),
    )
    .orderBy(...orderOf(args, { code: accounts.code, name: accounts.name, type: accounts.type }, accounts.code, accounts.id))
    .limit(args.limit)
    .offset(offsetOf(args));
  const page = toPage(rows as (AccountRow & { total: number })[], args);
  return { ...page, data: page.data.map(toAccount) };
}

export async function getAccount(db: DbOrTx, user: SessionRecord, id: number): Promise<Account> {
  const [row] = await db
    .select({
      ...accountColumns,
      net: sql`(select sum(debit - credit) from ${journalLines} where school_id = ${user.schoolId} and account_id = ${accounts.id})`,
      n: sql`(select count(*) from ${journalLines} where school_id = ${user.schoolId} and account_id = ${accounts.id})`,
    })
    .from(accounts)
    .leftJoin(parent, eq(parent.id, accounts.parentId))
    .where(and(eq(accounts.id, id), eq(accounts.schoolId, user.schoolId)));
  if (!row) throw notFound('Account');
  return toAccount(row as AccountRow);
}

/** A parent is an account of the same school and type, and never the account itself or below it. */
async function checkParent(db: DbOrTx, schoolId: number, id: number | null, input: AccountInput) {
  if (input.parent_id === null) return;
  const chain = new Set<number>();
  let at: number | null = input.parent_id;
  while (at !== null) {
    if (at === id || chain.has(at)) throw unprocessable('parent_id', 'An account cannot sit under itself.');
    chain.add(at);
    const [row] = await db.select({ parentId: accounts.parentId, type: accounts.type }).from(accounts).where(and(eq(accounts.id, at), eq(accounts.schoolId, schoolId)));
    if (!row) throw unprocessable('parent_id', 'Choose a parent account of this school.');
    if (at === input.parent_id && row.type !== input.type) throw unprocessable('parent_id', 'A parent account must be of the same type.');
    at = row.parentId;
  }
}

export async function saveAccount(db: Db, actor: Actor, id: number | null, input: AccountInput) {
  await checkParent(db, actor.schoolId, id, input);
  const values = { code: input.code, name: input.name, type: input.type, parentId: input.parent_id, isCash: input.is_cash, status: input.status };
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        if (id) {
          const current = await getAccount(tx, actor, id);
          // Statements already read this account as its type: postings keep it.
          if (current.has_postings && current.type !== input.type) throw unprocessable('type', 'An account with postings keeps its type.');
          if (current.default_for && input.status === 'Inactive') {
            throw unprocessable('status', 'This is a default account: choose another default before deactivating it.');
          }
          if (current.is_cash && !input.is_cash && current.default_for) throw unprocessable('is_cash', 'A default cash or bank account stays cash or bank.');
        }
        const [row] = id
          ? await tx.update(accounts).set({ ...values, ...expectedVersion(input) }).where(and(eq(accounts.id, id), eq(accounts.schoolId, actor.schoolId))).returning({ id: accounts.id })
          : await tx.insert(accounts).values({ ...values, schoolId: actor.schoolId }).returning({ id: accounts.id });
        if (!row) throw notFound('Account');
        await audit(tx, actor, { action: id ? 'update' : 'create', entity: 'account', ids: [row.id] });
        return row;
      }),
    uniques,
  );
}


/** `defualt-account`: which account plays each role. A role left empty keeps its account. */
export async function setDefaultAccounts(db: Db, actor: Actor, input: DefaultAccountsInput) {
  const chosen = DEFAULT_ROLES.filter((role) => input[role] !== null).map((role) => [role, input[role]!] as const);
  const ids = chosen.map(([, id]) => id);
  const found = ids.length
    ? await db.select({ id: accounts.id, type: accounts.type, isCash: accounts.isCash, status: accounts.status }).from(accounts).where(and(eq(accounts.schoolId, actor.schoolId), inArray(accounts.id, ids)))
    : [];
  const byId = new Map(found.map((a) => [a.id, a]));
  for (const [role, id] of chosen) {
    const account = byId.get(id);
    if (!account || account.status !== 'Active') throw unprocessable(role, 'Choose an active account of this school.');
    if (account.type !== DEFAULT_ROLE_TYPES[role]) throw unprocessable(role, `This role needs ${/^[aeiou]/.test(DEFAULT_ROLE_TYPES[role]) ? 'an' : 'a'} ${DEFAULT_ROLE_TYPES[role]} account.`);
    if (CASH_ROLES.includes(role) && !account.isCash) throw unprocessable(role, 'This role needs a cash or bank account.');
  }
  await db.transaction(async (tx) => {
    for (const [role, id] of chosen) {
      await tx.update(accounts).set({ defaultFor: null }).where(and(eq(accounts.schoolId, actor.schoolId), eq(accounts.defaultFor, role)));
      await tx.update(accounts).set({ defaultFor: role }).where(and(eq(accounts.schoolId, actor.schoolId), eq(accounts.id, id)));
    }
    await audit(tx, actor, { action: 'set-defaults', entity: 'account', ids });
  });
}

