import { and, eq, sql } from 'drizzle-orm';
import { examTypeRow, type ExamType, type ExamTypeInput } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { examTypes } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { expectedVersion, guardUnique, uniqueFields } from '../../../lib/rows';
import type { SessionRecord } from '../../../lib/session';

const typeUnique = uniqueFields({ exam_types_school_name_uq: ['name', 'Another exam type already has this name.'] });

/** The school's exam types by name, each with how many exams (of any year) are of it. */
export async function listExamTypes(db: DbOrTx, user: SessionRecord): Promise<ExamType[]> {
  return readRows(
    db,
    examTypeRow,
    sql`select et.id::int, et.version::int, et.name, et.weight::int,
        (select count(*)::int from exams ex where ex.school_id = et.school_id and ex.exam_type_id = et.id) as exams
      from exam_types et where et.school_id = ${user.schoolId}
      order by lower(et.name), et.id`,
  );
}

export async function createExamType(db: DbOrTx, actor: Actor, input: ExamTypeInput): Promise<number> {
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(examTypes)
          .values({ schoolId: actor.schoolId, name: input.name, weight: input.weight })
          .returning({ id: examTypes.id });
        await audit(tx, actor, { action: 'create', entity: 'exam-type', ids: [row!.id], detail: { name: input.name, weight: input.weight } });
        return row!.id;
      }),
    typeUnique,
  );
}

/** A new weight changes every final report of the years with exams of this type, as intended. */
export async function updateExamType(db: DbOrTx, actor: Actor, id: number, input: ExamTypeInput): Promise<void> {
  await guardUnique(
    () =>
      db.transaction(async (tx) => {
        const [saved] = await tx
          .select({ weight: examTypes.weight })
          .from(examTypes)
          .where(and(eq(examTypes.id, id), eq(examTypes.schoolId, actor.schoolId)))
          .for('no key update');
        if (!saved) throw notFound('Exam type');
        await tx
          .update(examTypes)
          .set({ name: input.name, weight: input.weight, ...expectedVersion(input) })
          .where(and(eq(examTypes.id, id), eq(examTypes.schoolId, actor.schoolId)));
        const weight = saved.weight !== input.weight ? { weight_was: saved.weight } : {};
        await audit(tx, actor, { action: 'update', entity: 'exam-type', ids: [id], detail: { name: input.name, weight: input.weight, ...weight } });
      }),
    typeUnique,
  );
}
