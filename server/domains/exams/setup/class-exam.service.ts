import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { examClassRow, examClassSectionRow, type ExamClass } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { examOf, sittingRoll, type ExamRow } from '../scope';
import type { SessionRecord } from '../../../lib/session';
import { classScope } from './shared';

/** How many sit the exam in section `sec`, counted for every section in one query. */
const sitting = (exam: ExamRow) => sql`(select count(*)::int from (${sittingRoll(sql`sec.school_id`, sql`sec.id`, exam)}) roll)`;

const classRow = v.omit(examClassRow, ['sections']);
const sectionRow = v.object({ ...v.omit(examClassSectionRow, ['own']).entries, class_id: v.number() });

/**
 * The classes sitting an exam (with at least one paper), in the classes' order, each with its
 * sections of the exam's year and how far their marks are; only the user's classes for a
 * non-Admin.
 */
export async function examClasses(db: DbOrTx, user: SessionRecord, examId: number): Promise<ExamClass[]> {
  const exam = await examOf(db, user, examId);
  const classes = await readRows(
    db,
    classRow,
    sql`select cls.id::int as class_id, cls.name as class_name, count(*)::int as subjects
      from exam_subjects es join classes cls on cls.id = es.class_id
      where es.school_id = ${user.schoolId} and es.exam_id = ${exam.id} and ${classScope(user, sql`es.class_id`)}
      group by cls.id, cls.name, cls.sort_order
      order by cls.sort_order, cls.name, cls.id`,
  );
  if (!classes.length) return [];
  const sections = await readRows(
    db,
    sectionRow,
    sql`select sec.id::int, sec.name, sec.class_id::int, ${sitting(exam)} as students,
        (select count(*)::int from exam_mark_sheets ms join exam_subjects es on es.id = ms.exam_subject_id
          where ms.school_id = sec.school_id and ms.section_id = sec.id and ms.complete
            and es.exam_id = ${exam.id} and es.class_id = sec.class_id) as complete
      from sections sec
      where sec.school_id = ${user.schoolId} and sec.academic_year_id = ${exam.academic_year_id}
        and sec.class_id in ${classes.map((c) => c.class_id)}
      order by lower(sec.name), sec.id`,
  );
  const own = new Set(user.classes);
  return classes.map((c) => ({
    ...c,
    sections: sections.filter((s) => s.class_id === c.class_id).map(({ class_id: _class, ...s }) => ({ ...s, own: own.has(c.class_id) })),
  }));
}
