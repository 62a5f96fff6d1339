import type { Privilege } from '@contract';
import { roles, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { type TestContext, unique } from './harness';

/** A user with a role holding exactly `privileges`, in the given school. */
export async function seedUser(ctx: TestContext, schoolId: number, privileges: Privilege[], password = 'Teach3r!') {
  const [role] = await ctx.database.db
    .insert(roles)
    .values({ schoolId, name: unique('Role '), privileges })
    .returning({ id: roles.id });
  const username = unique('user');
  const [user] = await ctx.database.db
    .insert(users)
    .values({ schoolId, username, fullname: 'Test User', passwordHash: await hashPassword(password), roleId: role!.id })
    .returning({ id: users.id });
  return { id: user!.id, roleId: role!.id, username, password };
}
