import { and, count, eq, sql } from 'drizzle-orm';
import { ADMIN_ROLE_ID, PRIVILEGE_MODULES, type PrivilegeModule, type RoleInput, type RoleModule, type RoleRow } from '@contract';
import type { DbOrTx, Tx } from '../../../db/client';
import { roles, users } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { HttpError, notFound, unprocessable } from '../../../lib/errors';
import { assertCanGrant, assertNotOwn } from './grants';
import { allOf, offsetOf, orderOf, searchOf, type ListArgs } from '../../../lib/listing';
import { expectedVersion, uniqueFields } from '../../../lib/rows';
import { rowToEdit, saveUnique } from '../../../lib/saves';
import type { SessionRecord } from '../../../lib/session';

const uniques = uniqueFields({ roles_school_name_uq: ['name', 'A role with this name already exists.'] });
const ADMIN_NAME = 'Admin';
const adminUnchangeable = (field = 'id') => unprocessable(field, 'The Admin role cannot be changed.');

// Spelled out: in a one-table select Drizzle leaves columns unqualified, and "id" would bind to u.
const usersOfRole = sql<number>`(select count(*) from users u where u.role_id = roles.id and u.school_id = roles.school_id)`.mapWith(Number);

const roleColumns = {
  id: roles.id,
  name: roles.name,
  privileges: roles.privileges,
  builtin: sql<boolean>`false`,
  users: usersOfRole,
  version: roles.version,
};

async function adminRow(db: DbOrTx, schoolId: number): Promise<RoleRow> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.roleId, ADMIN_ROLE_ID)));
  return { id: ADMIN_ROLE_ID, name: ADMIN_NAME, privileges: [], builtin: true, users: Number(row?.n ?? 0), version: 0 };
}

/** The built-in Admin comes first, then the school's roles; paging counts it as a row. */
export async function listRoles(db: DbOrTx, user: SessionRecord, args: ListArgs) {
  const where = allOf(eq(roles.schoolId, user.schoolId), searchOf(args.search, [roles.name]));
  const withAdmin = !args.search || ADMIN_NAME.toLowerCase().includes(args.search.toLowerCase());
  const skip = withAdmin ? 1 : 0;
  const offset = offsetOf(args);
  const [counted] = await db.select({ n: count() }).from(roles).where(where);
  const admin = withAdmin && offset === 0 ? [await adminRow(db, user.schoolId)] : [];
  const take = args.limit - admin.length;
  const rows = take > 0
    ? ((await db
        .select(roleColumns)
        .from(roles)
        .where(where)
        .orderBy(...orderOf(args, { name: sql`lower(${roles.name})`, created_at: roles.createdAt }, sql`lower(${roles.name})`, roles.id))
        .limit(take)
        .offset(Math.max(0, offset - skip))) as RoleRow[])
    : [];
  return { data: [...admin, ...rows], total: Number(counted?.n ?? 0) + skip, page: args.page, limit: args.limit };
}

export async function getRole(db: DbOrTx, user: SessionRecord, id: number): Promise<RoleRow> {
  if (id === ADMIN_ROLE_ID) return adminRow(db, user.schoolId);
  const [row] = await db
    .select(roleColumns)
    .from(roles)
    .where(and(eq(roles.schoolId, user.schoolId), eq(roles.id, id)));
  if (!row) throw notFound('Role');
  return row as RoleRow;
}

export async function createRole(db: DbOrTx, actor: Actor, input: RoleInput) {
  assertCanGrant(actor, input.privileges);
  return saveUnique(db, uniques, async (tx) => {
    const [row] = await tx
      .insert(roles)
      .values({ schoolId: actor.schoolId, name: input.name, privileges: input.privileges })
      .returning({ id: roles.id });
    await audit(tx, actor, { action: 'create', entity: 'role', ids: [row!.id], detail: { privileges: input.privileges } });
    return row!;
  });
}

/** Privileges a role would carry that it does not carry now: what an edit grants. */
const added = (before: readonly string[], after: readonly string[]) => after.filter((p) => !before.includes(p));

export async function updateRole(db: DbOrTx, actor: Actor, id: number, input: RoleInput) {
  if (id === ADMIN_ROLE_ID) throw adminUnchangeable();
  return saveUnique(db, uniques, async (tx) => {
    const role = await rowToEdit(tx, roles, id, actor.schoolId, { privileges: roles.privileges }, 'Role', 'update');
    assertNotOwn(actor, actor.roleId === id, 'role you hold');
    // Privileges the role keeps are not granted now; only the added ones must be the actor's.
    assertCanGrant(actor, added(role.privileges, input.privileges));
    await tx
      .update(roles)
      .set({ name: input.name, privileges: input.privileges, ...expectedVersion(input) })
      .where(and(eq(roles.id, id), eq(roles.schoolId, actor.schoolId)));
    await audit(tx, actor, { action: 'update', entity: 'role', ids: [id], detail: { privileges: input.privileges } });
    return { id };
  });
}

/** A role nobody holds may go; one in use must be emptied first. */
export async function deleteRole(db: DbOrTx, actor: Actor, id: number) {
  if (id === ADMIN_ROLE_ID) throw adminUnchangeable();
  await db.transaction(async (tx) => {
    // The lock waits for any user being given this role right now (they hold a share lock).
    const [role] = await tx
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(and(eq(roles.id, id), eq(roles.schoolId, actor.schoolId)))
      .for('update');
    if (!role) throw notFound('Role');
    const [held] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.schoolId, actor.schoolId), eq(users.roleId, id)));
    const n = Number(held?.n ?? 0);
    if (n > 0) {
      throw new HttpError(409, `This role is assigned to ${n} ${n === 1 ? 'user' : 'users'}; move them to another role first.`);
    }
    await tx.delete(roles).where(and(eq(roles.id, id), eq(roles.schoolId, actor.schoolId)));
    await audit(tx, actor, { action: 'delete', entity: 'role', ids: [id], detail: { name: role.name } });
  });
}

export function listModules(): RoleModule[] {
  return (Object.entries(PRIVILEGE_MODULES) as [PrivilegeModule, readonly string[]][]).map(([module, privileges]) => ({ module, privileges: [...privileges] }));
}

async function lockRoleRef(tx: Tx, schoolId: number, roleId: number) {
  if (roleId === ADMIN_ROLE_ID) throw adminUnchangeable('role_id');
  const [role] = await tx
    .select({ privileges: roles.privileges })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.schoolId, schoolId)))
    .for('update');
  if (!role) throw unprocessable('role_id', 'The role does not exist.');
  return role;
}

/** Grants (or revokes) every privilege of one catalogue module on a role. */
export async function setModule(
  db: DbOrTx,
  actor: Actor,
  input: { role_id: number; module: PrivilegeModule },
  grant: boolean
) {
  return db.transaction(async (tx) => {
    const role = await lockRoleRef(tx, actor.schoolId, input.role_id);
    assertNotOwn(actor, actor.roleId === input.role_id, 'role you hold');
    if (grant) assertCanGrant(actor, added(role.privileges, PRIVILEGE_MODULES[input.module]));
    const moduleSet = new Set<string>(PRIVILEGE_MODULES[input.module]);
    const privileges = grant ? [...new Set([...role.privileges, ...moduleSet])] : role.privileges.filter((p) => !moduleSet.has(p));
    await tx.update(roles).set({ privileges }).where(and(eq(roles.id, input.role_id), eq(roles.schoolId, actor.schoolId)));
    await audit(tx, actor, {
      action: grant ? 'grant-module' : 'revoke-module',
      entity: 'role',
      ids: [input.role_id],
      detail: { module: input.module },
    });
    return { id: input.role_id, privileges };
  });
}
