import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { grade, type DashCharts } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { classInScope } from '../../../lib/scope';
import type { SessionRecord } from '../../../lib/session';
import { gradingScales } from './report-cards';

const examRow = v.object({ id: v.number(), name: v.string(), grading_system_id: v.number() });
const resultRow = v.object({ marks: v.number(), max_marks: v.number(), grading_system_id: v.number() });

/**
 * Marks by grade of the active year's latest exam (by end date) with a mark in the user's
 * classes (the dashboard's chart, issue 31). The results are those the Subject statistics
 * count as sat: marked, on a paper of the section's class, in the user's classes; each graded
 * by `grade()` with the paper's system, as the report cards grade it. Null when there is none.
 */
export async function latestExamGrades(db: DbOrTx, user: SessionRecord): Promise<DashCharts['marks']> {
  const marked = sql`from exam_results r
    join exam_subjects es on es.id = r.exam_subject_id and es.school_id = r.school_id
    join sections sec on sec.id = r.section_id and sec.school_id = r.school_id and sec.class_id = es.class_id
    where r.school_id = ${user.schoolId} and r.state = 'marked' and r.marks is not null and ${classInScope(user, sql`sec.class_id`) ?? sql`true`}`;
  const [exam] = await readRows(
    db,
    examRow,
    sql`select ex.id::int, ex.name, ex.grading_system_id::int from exams ex
      where ex.school_id = ${user.schoolId} and ex.academic_year_id = ${user.academicId ?? 0}
        and exists (select 1 ${marked} and es.exam_id = ex.id)
      order by ex.end_date desc, ex.id desc limit 1`,
  );
  if (!exam) return null;
  const results = await readRows(
    db,
    resultRow,
    sql`select r.marks::float8 as marks, es.max_marks::float8 as max_marks, coalesce(es.grading_system_id, ${exam.grading_system_id})::int as grading_system_id
      ${marked} and es.exam_id = ${exam.id}
      order by es.id`,
  );
  // The exam's own scale first, every grade of it even when nobody got it (an empty bar says
  // something); then any other scale a paper in scope uses, a grade of the same name merged.
  const used = [...new Set([exam.grading_system_id, ...results.map((r) => r.grading_system_id)])];
  const systems = await gradingScales(db, user.schoolId, used);
  const counts = new Map<string, number>();
  for (const id of used) for (const band of [...(systems.get(id)?.bands ?? [])].sort((a, b) => b.from - a.from)) if (!counts.has(band.grade)) counts.set(band.grade, 0);
  for (const r of results) {
    const band = grade(r.marks, r.max_marks, systems.get(r.grading_system_id)!).band;
    if (band) counts.set(band.grade, (counts.get(band.grade) ?? 0) + 1);
  }
  return { exam_id: exam.id, exam_name: exam.name, marked: results.length, grades: [...counts].map(([name, count]) => ({ grade: name, count })) };
}
