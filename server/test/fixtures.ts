import type { Privilege } from '@contract';
import { employees, roles, userClasses, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { type TestContext, unique } from './harness';

/** A user with a role holding exactly `privileges`, and optionally some assigned classes. */
export async function seedUser(
  ctx: TestContext,
  schoolId: number,
  privileges: Privilege[],
  opts: { password?: string; classIds?: number[] } = {},
) {
  const password = opts.password ?? 'Teach3r!';
  const [role] = await ctx.database.db
    .insert(roles)
    .values({ schoolId, name: unique('Role '), privileges })
    .returning({ id: roles.id });
  const username = unique('user');
  const [user] = await ctx.database.db
    .insert(users)
    .values({ schoolId, username, fullname: 'Test User', passwordHash: await hashPassword(password), roleId: role!.id })
    .returning({ id: users.id });
  if (opts.classIds?.length) {
    await ctx.database.db.insert(userClasses).values(opts.classIds.map((classId) => ({ schoolId, userId: user!.id, classId })));
  }
  return { id: user!.id, roleId: role!.id, username, password };
}

/** An employee row straight in the database, for tests of areas that only point at one. */
export async function seedEmployee(ctx: TestContext, schoolId: number, type: 'teacher' | 'staff' | 'driver' = 'teacher', status = 'Active') {
  const [row] = await ctx.database.db
    .insert(employees)
    .values({ schoolId, number: unique('E'), firstName: 'Ada', lastName: unique('T'), gender: 'Female', jobTitle: 'Teacher', type, hireDate: '2020-01-01', status })
    .returning({ id: employees.id, lastName: employees.lastName });
  return row!;
}
