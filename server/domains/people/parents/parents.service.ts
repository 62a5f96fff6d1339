import { and, asc, eq, sql } from 'drizzle-orm';
import type { ActiveState, ParentInput, ParentWithChildren, PortalStatus, StudentStatus } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { parents, portalAccounts, students } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { allOf, createdBetween, offsetOf, orderOf, searchOf, selectPage, totalRows, type ListArgs } from '../../../lib/listing';
import { officeSetPortalPassword } from '../../../lib/family-session';
import { hashPassword } from '../../../lib/passwords';
import { parentPhoneMatch } from './phone-search';
import { expectedVersion, guardUnique, uniqueFields } from '../../../lib/rows';
import type { SessionRecord } from '../../../lib/session';
import { studentFullname } from '../names';

const uniques = uniqueFields({ parents_school_phone_uq: ['phone', 'A parent with this phone number already exists.'] });

/**
 * The columns a parent answers with. The portal password hash is never selected; only
 * whether one is set. Children join here once students exist (next issue).
 */
const parentColumns = {
  id: parents.id,
  fullname: parents.fullname,
  phone: parents.phone,
  phone2: parents.phone2,
  email: parents.email,
  address: parents.address,
  occupation: parents.occupation,
  status: parents.status,
  has_portal_password: sql<boolean>`${parents.portalPasswordHash} is not null`,
  created_at: parents.createdAt,
  version: parents.version,
  /** How many students name this parent. */
  // Qualified by hand: drizzle leaves columns bare in a single-table select, and a bare "id"
  // inside the subquery would be the student's.
  children: sql<number>`(select count(*) from ${students} c where c.school_id = "parents"."school_id" and c.parent_id = "parents"."id")`.mapWith(Number),
  /** From the parent's portal account (left joined by `withPortal`). */
  portal_last_sign_in_at: portalAccounts.lastSignInAt,
};

/** The parent's portal account, when they have one: at most one row (the key is kind and person). */
const portalOfParent = and(eq(portalAccounts.schoolId, parents.schoolId), eq(portalAccounts.kind, 'parent'), eq(portalAccounts.personId, parents.id));

/** A row as the wire carries it: the timestamps as ISO strings, the status as its picklist. */
const toWire = <R extends { status: string; created_at: Date; portal_last_sign_in_at: Date | null }>(
  row: R,
): Omit<R, 'status' | 'created_at' | 'portal_last_sign_in_at'> & Pick<ParentWithChildren, 'status' | 'created_at' | 'portal_last_sign_in_at'> => ({
  ...row,
  status: row.status as ActiveState,
  created_at: row.created_at.toISOString(),
  portal_last_sign_in_at: row.portal_last_sign_in_at?.toISOString() ?? null,
});

const values = (input: ParentInput) => ({
  fullname: input.fullname,
  phone: input.phone,
  phone2: input.phone2,
  email: input.email,
  address: input.address,
  occupation: input.occupation,
  status: input.status,
});

export async function listParents(db: DbOrTx, user: SessionRecord, args: ListArgs & { status?: string }) {
  const page = await selectPage(db
    .select({ ...parentColumns, total: totalRows })
    .from(parents)
    .leftJoin(portalAccounts, portalOfParent)
    .where(
      allOf(
        eq(parents.schoolId, user.schoolId),
        args.status ? eq(parents.status, args.status) : undefined,
        // A phone number matches however either side spells it, through the phone-key index.
        parentPhoneMatch(args.search) ?? searchOf(args.search, [parents.fullname, parents.phone, parents.phone2, parents.email]),
      ),
    )
    .orderBy(
      ...orderOf(args, { fullname: parents.fullname, phone: parents.phone, created_at: parents.createdAt, status: parents.status }, parents.fullname, parents.id),
    )
    .limit(args.limit)
    .offset(offsetOf(args)), args);
  return { ...page, data: page.data.map(toWire) };
}

export async function getParent(db: DbOrTx, user: SessionRecord, id: number) {
  const [found] = await db
    .select({
      ...parentColumns,
      portal_off: parents.portalOff,
      portal_username: portalAccounts.username,
      portal_must_change: portalAccounts.mustChange,
    })
    .from(parents)
    .leftJoin(portalAccounts, portalOfParent)
    .where(and(eq(parents.schoolId, user.schoolId), eq(parents.id, id)));
  if (!found) throw notFound('Parent');
  const { portal_off, portal_username, portal_must_change, ...row } = found;
  const wire = toWire(row);
  const portal: PortalStatus = {
    has_password: wire.has_portal_password,
    enabled: !portal_off,
    username: portal_username,
    // No account yet: a password the office set counts as office-set, so it must be changed.
    must_change: portal_must_change ?? true,
    last_sign_in_at: wire.portal_last_sign_in_at,
  };
  return { ...wire, students: await childrenOf(db, user.schoolId, id), portal };
}

export async function parentsCreatedBetween(db: DbOrTx, user: SessionRecord, start: string, end: string) {
  const rows = await db
    .select(parentColumns)
    .from(parents)
    .leftJoin(portalAccounts, portalOfParent)
    .where(and(eq(parents.schoolId, user.schoolId), createdBetween(parents.createdAt, start, end)))
    .orderBy(parents.createdAt, parents.id);
  return rows.map(toWire);
}

export async function createParent(db: DbOrTx, actor: Actor, input: ParentInput) {
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(parents)
          .values({ schoolId: actor.schoolId, ...values(input) })
          .returning({ id: parents.id });
        await audit(tx, actor, { action: 'create', entity: 'parent', ids: [row!.id] });
        return row!;
      }),
    uniques,
  );
}

export async function updateParent(db: DbOrTx, actor: Actor, id: number, input: ParentInput) {
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        const updated = await tx
          .update(parents)
          .set({ ...values(input), ...expectedVersion(input) })
          .where(and(eq(parents.id, id), eq(parents.schoolId, actor.schoolId)))
          .returning({ id: parents.id });
        if (!updated.length) throw notFound('Parent');
        await audit(tx, actor, { action: 'update', entity: 'parent', ids: [id] });
        return { id };
      }),
    uniques,
  );
}

/** `parents/reset`: a new portal password, stored as an argon2id hash. */
export async function resetParentPassword(db: DbOrTx, actor: Actor, id: number, password: string) {
  const portalPasswordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(parents)
      .set({ portalPasswordHash })
      .where(and(eq(parents.id, id), eq(parents.schoolId, actor.schoolId)))
      .returning({ id: parents.id });
    if (!updated.length) throw notFound('Parent');
    await officeSetPortalPassword(tx, { kind: 'parent', id, schoolId: actor.schoolId });
    await audit(tx, actor, { action: 'reset-password', entity: 'parent', ids: [id] });
  });
}

/** A parent's children, oldest admission first, with their status. */
function childrenOf(db: DbOrTx, schoolId: number, parentId: number) {
  return db
    .select({ id: students.id, fullname: studentFullname, admission_no: students.admissionNo, status: sql<StudentStatus>`${students.status}` })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.parentId, parentId)))
    .orderBy(asc(students.admissionDate), asc(students.id));
}
