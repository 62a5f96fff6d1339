import { roles, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { receiptsAccount } from '../../domains/finance/ledger/chart';
import { DEMO_ROLES, DEMO_STAFF } from '../users';
import type { DemoContext } from './types';

/** The demo roles and the staff who hold them; their ids go into the context for later areas. */
export async function seedPeople(ctx: DemoContext) {
  // Every user has a cash account for the receipts they take, as the Users page gives one (issue 11).
  const cash = await receiptsAccount(ctx.tx, ctx.schoolId);
  for (const [name, privileges] of Object.entries(DEMO_ROLES)) {
    const [row] = await ctx.tx
      .insert(roles)
      .values({ schoolId: ctx.schoolId, name, privileges: [...privileges] })
      .returning({ id: roles.id });
    ctx.roleIds[name] = row!.id;
  }
  for (const u of DEMO_STAFF) {
    const roleId = ctx.roleIds[u.role];
    if (roleId === undefined) throw new Error(`demo user ${u.username} has an unknown role ${u.role}`);
    const [row] = await ctx.tx
      .insert(users)
      .values({
        schoolId: ctx.schoolId,
        username: u.username,
        fullname: u.fullname,
        passwordHash: await hashPassword(u.password),
        roleId,
        busAccountId: cash,
      })
      .returning({ id: users.id });
    ctx.userIds[u.username] = row!.id;
  }
}
