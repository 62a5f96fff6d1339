import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClassInput } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { classes, sections } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { notFound, unprocessable } from '../../../lib/errors';
import { allOf, createdBetween, offsetOf, orderOf, searchOf, toPage, totalRows, type ListArgs } from '../../../lib/listing';
import { expectedVersion, guardUnique, requireRef, uniqueFields } from '../../../lib/rows';
import { classInScope } from '../../../lib/scope';
import type { SessionRecord } from '../../../lib/session';

const next = alias(classes, 'next_class');
const uniques = uniqueFields({ classes_school_name_uq: ['name', 'A class with this name already exists.'] });

/** A class's sections are counted in the active year: last year's are not this year's. */
function selectClasses(db: DbOrTx, user: SessionRecord) {
  return db
    .select({
      id: classes.id,
      version: classes.version,
      name: classes.name,
      sort_order: classes.sortOrder,
      next_class_id: classes.nextClassId,
      next_class_name: next.name,
      monthly_fee: classes.monthlyFee,
      status: classes.status,
      sections: sql<number>`(select count(*) from ${sections} s where s.class_id = ${classes.id} and s.school_id = ${classes.schoolId}
        and s.academic_year_id = ${user.academicId ?? 0})`.mapWith(Number),
      total: totalRows,
    })
    .from(classes)
    .leftJoin(next, eq(next.id, classes.nextClassId));
}

export async function listClasses(db: DbOrTx, user: SessionRecord, args: ListArgs & { status?: string }) {
  const rows = await selectClasses(db, user)
    .where(
      allOf(
        eq(classes.schoolId, user.schoolId),
        classInScope(user, classes.id),
        args.status ? eq(classes.status, args.status) : undefined,
        searchOf(args.search, [classes.name]),
      ),
    )
    .orderBy(...orderOf(args, { name: classes.name, sort_order: classes.sortOrder, monthly_fee: classes.monthlyFee }, classes.sortOrder, classes.id))
    .limit(args.limit)
    .offset(offsetOf(args));
  return toPage(rows, args);
}

export async function getClass(db: DbOrTx, user: SessionRecord, id: number) {
  const [row] = await selectClasses(db, user).where(allOf(eq(classes.schoolId, user.schoolId), eq(classes.id, id), classInScope(user, classes.id)));
  if (!row) throw notFound('Class');
  const { total: _t, ...found } = row;
  return found;
}

export async function createClass(db: DbOrTx, actor: Actor, input: ClassInput) {
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        await requireRef(tx, classes, input.next_class_id, actor.schoolId, 'next_class_id', 'The next class');
        const [row] = await tx
          .insert(classes)
          .values({ schoolId: actor.schoolId, name: input.name, sortOrder: input.sort_order, nextClassId: input.next_class_id, monthlyFee: input.monthly_fee })
          .returning({ id: classes.id });
        await audit(tx, actor, { action: 'create', entity: 'class', ids: [row!.id] });
        return row!;
      }),
    uniques,
  );
}

/** A non-admin edits only a class in their scope; others are a 404, as when reading them. */
export async function updateClass(db: DbOrTx, actor: Actor, id: number, input: ClassInput) {
  if (input.next_class_id === id) throw unprocessable('next_class_id', 'A class cannot be its own next class.');
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        await requireRef(tx, classes, input.next_class_id, actor.schoolId, 'next_class_id', 'The next class');
        const updated = await tx
          .update(classes)
          .set({ name: input.name, sortOrder: input.sort_order, nextClassId: input.next_class_id, monthlyFee: input.monthly_fee, ...expectedVersion(input) })
          .where(allOf(eq(classes.id, id), eq(classes.schoolId, actor.schoolId), classInScope(actor, classes.id)))
          .returning({ id: classes.id });
        if (!updated.length) throw notFound('Class');
        await audit(tx, actor, { action: 'update', entity: 'class', ids: [id] });
        return { id };
      }),
    uniques,
  );
}

/** For promotion: each asked class with the class its students move up to. */
export async function nextClasses(db: DbOrTx, user: SessionRecord, classIds: number[]) {
  return db
    .select({ class_id: classes.id, class_name: classes.name, next_class_id: classes.nextClassId, next_class_name: next.name })
    .from(classes)
    .leftJoin(next, eq(next.id, classes.nextClassId))
    .where(allOf(eq(classes.schoolId, user.schoolId), inArray(classes.id, classIds), classInScope(user, classes.id)));
}

export async function classesCreatedBetween(db: DbOrTx, user: SessionRecord, start: string, end: string) {
  const rows = await selectClasses(db, user).where(
    allOf(eq(classes.schoolId, user.schoolId), classInScope(user, classes.id), createdBetween(classes.createdAt, start, end)),
  );
  return rows.map(({ total: _t, ...r }) => r);
}
