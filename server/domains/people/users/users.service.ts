import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { ADMIN_ROLE_ID, type ActiveState, type StaffOption, type UserAccount, type UserInput, type UserUpdateInput } from '@contract';
import type { DbOrTx, Tx } from '../../../db/client';
import { classes, employees, roles, userClasses, users } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { HttpError, notFound, unprocessable } from '../../../lib/errors';
import { assertCanGrant, assertCanGrantClasses, assertNotOwn } from '../roles/grants';
import { allOf, offsetOf, orderOf, searchOf, toPage, totalRows, type ListArgs } from '../../../lib/listing';
import { hashPassword } from '../../../lib/passwords';
import { receiptsAccount } from '../../finance/public';
import { expectedVersion, guardUnique, lockSchool, uniqueFields } from '../../../lib/rows';
import { isAdmin, type SessionRecord } from '../../../lib/session';

const uniques = uniqueFields({
  users_username_uq: ['username', 'This username is already taken.'],
  users_school_employee_uq: ['employee_id', 'Another user already has this staff record.'],
});

/** A staff member's name as the employee pages show it. */
const employeeName = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;
const roleName = sql<string>`case when ${users.roleId} = ${ADMIN_ROLE_ID} then 'Admin' else ${roles.name} end`;
const classIds = sql<number[]>`coalesce((select json_agg(uc.class_id order by uc.class_id) from ${userClasses} uc
  where uc.user_id = ${users.id} and uc.school_id = ${users.schoolId}), '[]'::json)`.mapWith((ids: (number | string)[]) => ids.map(Number));

/** Never the password hash or the token version. */
const userColumns = {
  id: users.id,
  version: users.version,
  username: users.username,
  fullname: users.fullname,
  role_id: users.roleId,
  role_name: roleName,
  status: users.status,
  bus_account_id: users.busAccountId,
  employee_id: users.employeeId,
  // Null without a staff record: the employee is left-joined.
  employee_name: sql<string | null>`${employeeName}`,
  class_ids: classIds,
  created_at: users.createdAt,
};

/** A user row as the wire carries it: the timestamp as an ISO string, the status as one of its two states. */
const toAccount = <R extends { status: string; created_at: Date }>(row: R): Omit<R, 'status' | 'created_at'> & Pick<UserAccount, 'status' | 'created_at'> => ({
  ...row,
  status: row.status as ActiveState,
  created_at: row.created_at.toISOString(),
});

function selectUsers(db: DbOrTx) {
  return db
    .select({ ...userColumns, total: totalRows })
    .from(users)
    .leftJoin(roles, and(eq(roles.id, users.roleId), eq(roles.schoolId, users.schoolId)))
    .leftJoin(employees, and(eq(employees.id, users.employeeId), eq(employees.schoolId, users.schoolId)));
}

/**
 * The school's Active staff for the user form's "Staff record" select: names, numbers and job
 * titles only, with the account already linked to each (one account per staff record).
 */
export async function listStaffOptions(db: DbOrTx, user: SessionRecord): Promise<StaffOption[]> {
  return db
    .select({
      id: employees.id,
      fullname: employeeName,
      number: employees.number,
      job_title: employees.jobTitle,
      user_id: users.id,
      username: users.username,
    })
    .from(employees)
    .leftJoin(users, and(eq(users.employeeId, employees.id), eq(users.schoolId, employees.schoolId)))
    .where(and(eq(employees.schoolId, user.schoolId), eq(employees.status, 'Active')))
    .orderBy(employees.firstName, employees.lastName, employees.id);
}

export async function listUsers(db: DbOrTx, user: SessionRecord, args: ListArgs & { status?: string; role_id?: number }) {
  const rows = await selectUsers(db)
    .where(
      allOf(
        eq(users.schoolId, user.schoolId),
        args.status ? eq(users.status, args.status) : undefined,
        args.role_id !== undefined ? eq(users.roleId, args.role_id) : undefined,
        searchOf(args.search, [users.username, users.fullname]),
      ),
    )
    .orderBy(...orderOf(args, { username: users.username, fullname: users.fullname, status: users.status, created_at: users.createdAt }, users.username, users.id))
    .limit(args.limit)
    .offset(offsetOf(args));
  return toPage(rows.map(toAccount), args);
}

export async function getUser(db: DbOrTx, user: SessionRecord, id: number) {
  const [row] = await selectUsers(db).where(and(eq(users.schoolId, user.schoolId), eq(users.id, id)));
  if (!row) throw notFound('User');
  const { total: _t, ...found } = row;
  return toAccount(found);
}

/**
 * -100 or one of the school's roles, with the privileges it carries (none listed for Admin,
 * which only an Admin may give). The share lock keeps the role from being deleted or
 * widened meanwhile, so the privileges checked are the ones granted.
 */
async function requireRole(tx: Tx, roleId: number, schoolId: number): Promise<string[]> {
  if (roleId === ADMIN_ROLE_ID) return [];
  const [found] = await tx
    .select({ privileges: roles.privileges })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.schoolId, schoolId)))
    .for('share');
  if (!found) throw unprocessable('role_id', 'The role does not exist.');
  return found.privileges;
}

/**
 * A staff record to link: the school's own and Active. The share lock keeps it from being
 * deactivated meanwhile. Another school's employee reads as missing, as a 404 would.
 */
async function requireEmployee(tx: Tx, employeeId: number, schoolId: number) {
  const [found] = await tx
    .select({ status: employees.status })
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.schoolId, schoolId)))
    .for('share');
  if (!found) throw unprocessable('employee_id', 'The staff record does not exist.');
  if (found.status !== 'Active') throw unprocessable('employee_id', 'The staff record is not active: choose an active employee.');
}

/** The school's classes by id, with their names for messages. */
async function requireClasses(tx: Tx, ids: number[], schoolId: number) {
  if (!ids.length) return [];
  const found = await tx
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), inArray(classes.id, ids)));
  if (found.length !== ids.length) throw unprocessable('class_ids', 'One or more of the classes do not exist.');
  return found;
}

/** The classes a user is assigned, with their names for messages. */
function classesOf(tx: Tx, userId: number, schoolId: number) {
  return tx
    .select({ id: classes.id, name: classes.name })
    .from(userClasses)
    .innerJoin(classes, eq(classes.id, userClasses.classId))
    .where(and(eq(userClasses.schoolId, schoolId), eq(userClasses.userId, userId)));
}

/** Only an Admin may make an Admin or touch an Admin's account: otherwise add-user would be a way up. */
function guardAdminAccount(actor: SessionRecord, ...roleIds: number[]) {
  if (!isAdmin(actor) && roleIds.includes(ADMIN_ROLE_ID)) {
    throw new HttpError(403, 'Only an Admin can grant the Admin role or change an Admin account.');
  }
}

async function lockTarget(tx: Tx, actor: SessionRecord, id: number) {
  const [target] = await tx
    .select({ id: users.id, roleId: users.roleId, status: users.status, employeeId: users.employeeId })
    .from(users)
    .where(and(eq(users.id, id), eq(users.schoolId, actor.schoolId)))
    .for('update');
  if (!target) throw notFound('User');
  return target;
}

export async function createUser(db: DbOrTx, actor: Actor, input: UserInput) {
  guardAdminAccount(actor, input.role_id);
  const passwordHash = await hashPassword(input.password);
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        assertCanGrant(actor, await requireRole(tx, input.role_id, actor.schoolId));
        assertCanGrantClasses(actor, await requireClasses(tx, input.class_ids, actor.schoolId));
        if (input.employee_id !== null) await requireEmployee(tx, input.employee_id, actor.schoolId);
        const [row] = await tx
          .insert(users)
          .values({
            schoolId: actor.schoolId,
            username: input.username,
            fullname: input.fullname,
            passwordHash,
            roleId: input.role_id,
            status: input.status,
            employeeId: input.employee_id,
            // Every user has a cash account for the receipts they take (issue 11): the school's own to start with.
            busAccountId: await receiptsAccount(tx, actor.schoolId),
          })
          .returning({ id: users.id });
        if (input.class_ids.length) {
          await tx.insert(userClasses).values(input.class_ids.map((classId) => ({ schoolId: actor.schoolId, userId: row!.id, classId })));
        }
        await audit(tx, actor, {
          action: 'create',
          entity: 'user',
          ids: [row!.id],
          detail: { role_id: input.role_id, class_ids: input.class_ids, employee_id: input.employee_id },
        });
        return row!;
      }),
    uniques,
  );
}

export async function updateUser(db: DbOrTx, actor: Actor, id: number, input: UserUpdateInput) {
  await guardUnique(
    () =>
      db.transaction(async (tx) => {
        // Two Admins demoting each other would otherwise lock their rows in opposite orders.
        await lockSchool(tx, actor.schoolId);
        const target = await lockTarget(tx, actor, id);
        guardAdminAccount(actor, target.roleId, input.role_id);
        const changingRole = input.role_id !== target.roleId;
        assertNotOwn(actor, target.id === actor.id && changingRole, 'role');
        const deactivating = target.status === 'Active' && input.status === 'Inactive';
        const demoting = target.roleId === ADMIN_ROLE_ID && input.role_id !== ADMIN_ROLE_ID;
        if (target.id === actor.id && input.status === 'Inactive') {
          throw unprocessable('status', 'You cannot deactivate your own account.');
        }
        if (target.id === actor.id && demoting) {
          throw unprocessable('role_id', 'You cannot remove the Admin role from your own account.');
        }
        if (target.roleId === ADMIN_ROLE_ID && target.status === 'Active' && (deactivating || demoting)) {
          // Lock the other active Admins so two such changes at once cannot both pass.
          const others = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.schoolId, actor.schoolId), eq(users.roleId, ADMIN_ROLE_ID), eq(users.status, 'Active'), ne(users.id, id)))
            .for('update');
          if (!others.length) {
            throw unprocessable(deactivating ? 'status' : 'role_id', 'The last active Admin of the school cannot be deactivated or demoted.');
          }
        }
        const privileges = await requireRole(tx, input.role_id, actor.schoolId);
        // Keeping a user's role grants nothing; moving them to another role grants all it carries.
        if (changingRole) assertCanGrant(actor, privileges);
        // Absent keeps the link; a kept link is not checked again, so a user whose staff record has
        // since left can still be renamed without first unlinking it.
        const employeeId = input.employee_id === undefined ? target.employeeId : input.employee_id;
        const changingEmployee = employeeId !== target.employeeId;
        if (changingEmployee && employeeId !== null) await requireEmployee(tx, employeeId, actor.schoolId);
        await tx
          .update(users)
          .set({
            fullname: input.fullname,
            roleId: input.role_id,
            status: input.status,
            employeeId,
            // A deactivated user's tokens stop working at once.
            ...(deactivating ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
            ...expectedVersion(input),
          })
          .where(and(eq(users.id, id), eq(users.schoolId, actor.schoolId)));
        await audit(tx, actor, {
          action: 'update',
          entity: 'user',
          ids: [id],
          detail: {
            role_id: [target.roleId, input.role_id],
            status: [target.status, input.status],
            ...(changingEmployee ? { employee_id: [target.employeeId, employeeId] } : {}),
          },
        });
      }),
    uniques,
  );
}

export async function setUserClasses(db: DbOrTx, actor: Actor, id: number, classIds: number[]) {
  await db.transaction(async (tx) => {
    const target = await lockTarget(tx, actor, id);
    assertNotOwn(actor, target.id === actor.id, 'classes');
    const wanted = await requireClasses(tx, classIds, actor.schoolId);
    // Classes the user keeps are not granted now; only the ones added must be the actor's.
    const current = await tx
      .select({ id: userClasses.classId })
      .from(userClasses)
      .where(and(eq(userClasses.schoolId, actor.schoolId), eq(userClasses.userId, id)));
    const kept = new Set(current.map((r) => r.id));
    assertCanGrantClasses(actor, wanted.filter((c) => !kept.has(c.id)));
    await tx.delete(userClasses).where(and(eq(userClasses.schoolId, actor.schoolId), eq(userClasses.userId, id)));
    if (classIds.length) {
      await tx.insert(userClasses).values(classIds.map((classId) => ({ schoolId: actor.schoolId, userId: id, classId })));
    }
    await audit(tx, actor, { action: 'set-classes', entity: 'user', ids: [id], detail: { class_ids: classIds } });
  });
}

/** A new password set by an administrator; every session of that user ends. */
export async function resetUserPassword(db: DbOrTx, actor: Actor, id: number, password: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const target = await lockTarget(tx, actor, id);
    guardAdminAccount(actor, target.roleId);
    // A reset hands the account over: only someone who could have granted all it holds may.
    assertCanGrant(actor, await requireRole(tx, target.roleId, actor.schoolId));
    assertCanGrantClasses(actor, await classesOf(tx, id, actor.schoolId));
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(and(eq(users.id, id), eq(users.schoolId, actor.schoolId)));
    await audit(tx, actor, { action: 'reset-password', entity: 'user', ids: [id] });
  });
}

/** Ends every session of the actor, on every device. */
export async function revokeUserSessions(db: DbOrTx, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const target = await lockTarget(tx, actor, id);
    guardAdminAccount(actor, target.roleId);
    await tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(and(eq(users.id, id), eq(users.schoolId, actor.schoolId)));
    await audit(tx, actor, { action: 'revoke', entity: 'user', ids: [id] });
  });
}
