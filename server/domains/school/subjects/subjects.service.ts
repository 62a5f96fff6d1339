import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SubjectInput } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { classes, subjectClasses, subjects } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { notFound, unprocessable } from '../../../lib/errors';
import { allOf, createdBetween, offsetOf, orderOf, searchOf, toPage, totalRows, type ListArgs } from '../../../lib/listing';
import { expectedVersion, guardUnique, uniqueFields } from '../../../lib/rows';
import type { SessionRecord } from '../../../lib/session';

const uniques = uniqueFields({
  subjects_school_code_uq: ['code', 'A subject with this code already exists.'],
  subjects_school_name_uq: ['name', 'A subject with this name already exists.'],
});

// Correlated subqueries name the outer table: in a one-table select Drizzle leaves columns
// unqualified, and an unqualified school_id would mean the subquery's own.
const columns = {
  id: subjects.id,
  version: subjects.version,
  name: subjects.name,
  code: subjects.code,
  status: subjects.status,
  class_ids: sql<number[]>`coalesce((select json_agg(sc.class_id order by sc.class_id) from ${subjectClasses} sc where sc.subject_id = "subjects"."id" and sc.school_id = "subjects"."school_id"), '[]'::json)`.mapWith(
    (ids: (number | string)[]) => ids.map(Number),
  ),
};

export async function listSubjects(db: DbOrTx, user: SessionRecord, args: ListArgs & { class_id?: number }) {
  const takenBy = args.class_id
    ? sql`exists (select 1 from ${subjectClasses} sc where sc.subject_id = "subjects"."id" and sc.class_id = ${args.class_id} and sc.school_id = ${user.schoolId})`
    : undefined;
  const rows = await db
    .select({ ...columns, total: totalRows })
    .from(subjects)
    .where(allOf(eq(subjects.schoolId, user.schoolId), takenBy, searchOf(args.search, [subjects.name, subjects.code])))
    .orderBy(...orderOf(args, { name: subjects.name, code: subjects.code }, subjects.name, subjects.id))
    .limit(args.limit)
    .offset(offsetOf(args));
  return toPage(rows, args);
}

export async function getSubject(db: DbOrTx, user: SessionRecord, id: number) {
  const [row] = await db.select(columns).from(subjects).where(and(eq(subjects.id, id), eq(subjects.schoolId, user.schoolId)));
  if (!row) throw notFound('Subject');
  return row;
}

export async function saveSubject(db: DbOrTx, actor: Actor, id: number | null, input: SubjectInput) {
  const classIds = [...new Set(input.class_ids)];
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        if (classIds.length) {
          const own = await tx.select({ id: classes.id }).from(classes).where(and(eq(classes.schoolId, actor.schoolId), inArray(classes.id, classIds)));
          if (own.length !== classIds.length) {
            throw unprocessable('class_ids', 'One of the classes does not exist.');
          }
        }
        const values = { name: input.name, code: input.code };
        const [row] = id
          ? await tx.update(subjects).set({ ...values, ...expectedVersion(input) }).where(and(eq(subjects.id, id), eq(subjects.schoolId, actor.schoolId))).returning({ id: subjects.id })
          : await tx.insert(subjects).values({ ...values, schoolId: actor.schoolId }).returning({ id: subjects.id });
        if (!row) throw notFound('Subject');
        await tx.delete(subjectClasses).where(and(eq(subjectClasses.subjectId, row.id), eq(subjectClasses.schoolId, actor.schoolId)));
        if (classIds.length) {
          await tx.insert(subjectClasses).values(classIds.map((classId) => ({ schoolId: actor.schoolId, subjectId: row.id, classId })));
        }
        await audit(tx, actor, { action: id ? 'update' : 'create', entity: 'subject', ids: [row.id] });
        return row;
      }),
    uniques,
  );
}

export function subjectsCreatedBetween(db: DbOrTx, user: SessionRecord, start: string, end: string) {
  return db.select(columns).from(subjects).where(and(eq(subjects.schoolId, user.schoolId), createdBetween(subjects.createdAt, start, end)));
}
