import { and, eq, sql } from 'drizzle-orm';
import { examTypeRow, type ExamType, type ExamTypeInput } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { examTypes } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { expectedVersion, uniqueFields } from '../../../lib/rows';
import { auditCreated, rowToEdit, saveUnique } from '../../../lib/saves';
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
  return saveUnique(db, typeUnique, (tx) =>
    auditCreated(tx, actor, 'exam-type', { name: input.name, weight: input.weight }, tx.insert(examTypes).values({ schoolId: actor.schoolId, name: input.name, weight: input.weight }).returning({ id: examTypes.id })),
  );
}

/** A new weight changes every final report of the years with exams of this type, as intended. */
export async function updateExamType(db: DbOrTx, actor: Actor, id: number, input: ExamTypeInput): Promise<void> {
  await saveUnique(db, typeUnique, async (tx) => {
    const saved = await rowToEdit(tx, examTypes, id, actor.schoolId, { weight: examTypes.weight }, 'Exam type', 'no key update');
    await tx
      .update(examTypes)
      .set({ name: input.name, weight: input.weight, ...expectedVersion(input) })
      .where(and(eq(examTypes.id, id), eq(examTypes.schoolId, actor.schoolId)));
    const weight = saved.weight !== input.weight ? { weight_was: saved.weight } : {};
    await audit(tx, actor, { action: 'update', entity: 'exam-type', ids: [id], detail: { name: input.name, weight: input.weight, ...weight } });
  });
}
