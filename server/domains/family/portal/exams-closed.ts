import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { EXAM_STATES, type ReportCard } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import type { FamilyViewer } from '../../../lib/family-session';
import { sectionCards, type ExamRow, type ExamSectionRow } from '../../exams/public';

/**
 * The exams a family sees (issue 33): Closed ones only, where the child has a result. A Pending
 * or Active exam is the school's draft and never reaches a family, whatever marks it holds.
 */

const closedRow = v.object({
  id: v.number(),
  name: v.string(),
  status: v.picklist(EXAM_STATES),
  academic_year_id: v.number(),
  academic_year_name: v.string(),
  exam_type_id: v.number(),
  exam_type_name: v.string(),
  grading_system_id: v.number(),
  start_date: v.string(),
  end_date: v.string(),
  section_id: v.number(),
  section_name: v.string(),
  class_id: v.number(),
  class_name: v.string(),
});

export interface ClosedExam {
  exam: ExamRow;
  /** The section the child sat it in: where their results are. */
  section: ExamSectionRow;
}

/** The child's Closed exams, newest first (by last day); `marked`: only those with a mark, `limit`: the first few. */
export async function closedExams(db: DbOrTx, viewer: FamilyViewer, studentId: number, opts: { marked?: boolean; limit?: number } = {}): Promise<ClosedExam[]> {
  const marked = opts.marked ? sql`and r.state = 'marked' and r.marks is not null` : sql``;
  const rows = await readRows(
    db,
    closedRow,
    sql`select ex.id::int, ex.name, ex.status, ex.academic_year_id::int, ay.name as academic_year_name,
        ex.exam_type_id::int, et.name as exam_type_name, ex.grading_system_id::int,
        to_char(ex.start_date, 'YYYY-MM-DD') as start_date, to_char(ex.end_date, 'YYYY-MM-DD') as end_date,
        sec.id::int as section_id, sec.name as section_name, cls.id::int as class_id, cls.name as class_name
      from exams ex
      join academic_years ay on ay.id = ex.academic_year_id and ay.school_id = ex.school_id
      join exam_types et on et.id = ex.exam_type_id and et.school_id = ex.school_id
      cross join lateral (
        select r.section_id from exam_results r join exam_subjects es on es.id = r.exam_subject_id and es.school_id = r.school_id
        where r.school_id = ${viewer.schoolId} and r.student_id = ${studentId} and es.exam_id = ex.id ${marked}
        group by r.section_id order by count(*) desc, r.section_id limit 1) mine
      join sections sec on sec.id = mine.section_id and sec.school_id = ex.school_id
      join classes cls on cls.id = sec.class_id and cls.school_id = ex.school_id
      where ex.school_id = ${viewer.schoolId} and ex.status = 'Closed'
      order by ex.end_date desc, ex.id desc
      ${opts.limit ? sql`limit ${opts.limit}` : sql``}`,
  );
  return rows.map(({ section_id, section_name, class_id, class_name, ...exam }) => ({
    exam,
    section: { id: section_id, name: section_name, class_id, class_name },
  }));
}

/**
 * The child's card for a closed exam as the report cards compute it, and the section's cards
 * beside it for the aggregates only. The section's cards never leave this module but as sums.
 */
export async function childCard(db: DbOrTx, viewer: FamilyViewer, studentId: number, closed: ClosedExam): Promise<{ card: ReportCard | null; section: ReportCard[] }> {
  const { answer } = await sectionCards(db, viewer.schoolId, closed.exam, closed.section);
  return { card: answer.cards.find((c) => c.student.id === studentId) ?? null, section: answer.cards };
}
