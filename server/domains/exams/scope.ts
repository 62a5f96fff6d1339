import { sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { examRow as examAnswer, sectionRef } from '@contract';
import { readRows, type DbOrTx } from '../../db/client';
import { YEAR_END_OUTCOMES } from '../people/public';
import { notFound } from '../../lib/errors';
import { classInScope } from '../../lib/scope';
import type { SessionRecord } from '../../lib/session';

/**
 * What every exam read and write starts from (issue 16): the exam (the school's, or 404), the
 * section (the school's, in the user's class scope and of the exam's year, or 404, so the
 * answer never tells which), and who sat the exam in that section.
 */
const decidedAhead = sql.raw(YEAR_END_OUTCOMES.map((o) => `'${o}'`).join(', '));

const examRow = v.pick(examAnswer, [
  'id',
  'name',
  'status',
  'academic_year_id',
  'academic_year_name',
  'exam_type_id',
  'exam_type_name',
  'grading_system_id',
  'start_date',
  'end_date',
]);
export type ExamRow = v.InferOutput<typeof examRow>;

export async function examOf(db: DbOrTx, user: SessionRecord, examId: number): Promise<ExamRow> {
  const [row] = await readRows(
    db,
    examRow,
    sql`select ex.id::int, ex.name, ex.status, ex.academic_year_id::int, ay.name as academic_year_name,
        ex.exam_type_id::int, et.name as exam_type_name, ex.grading_system_id::int,
        to_char(ex.start_date, 'YYYY-MM-DD') as start_date, to_char(ex.end_date, 'YYYY-MM-DD') as end_date
      from exams ex join academic_years ay on ay.id = ex.academic_year_id join exam_types et on et.id = ex.exam_type_id
      where ex.id = ${examId} and ex.school_id = ${user.schoolId}`,
  );
  if (!row) throw notFound('Exam');
  return row;
}

export type ExamSectionRow = v.InferOutput<typeof sectionRef>;

/** The section, if it is the school's, in the user's class scope and of the exam's academic year. */
export async function sectionForExam(db: DbOrTx, user: SessionRecord, sectionId: number, exam: Pick<ExamRow, 'academic_year_id'>): Promise<ExamSectionRow> {
  const [row] = await readRows(
    db,
    sectionRef,
    sql`select sec.id::int, sec.name, sec.class_id::int, cls.name as class_name
      from sections sec join classes cls on cls.id = sec.class_id
      where sec.id = ${sectionId} and sec.school_id = ${user.schoolId} and sec.academic_year_id = ${exam.academic_year_id}
        and ${classInScope(user, sql`sec.class_id`) ?? sql`true`}`,
  );
  if (!row) throw notFound('Section');
  return row;
}

const sittingStudentRow = v.object({ student_id: v.number(), admission_no: v.string(), fullname: v.string(), gender: v.string() });
export type SittingStudent = v.InferOutput<typeof sittingStudentRow>;

/**
 * Who sits the exam in a section (a column or a number): seated there on any day of the exam,
 * or holding a result on one of its papers there (a student moved away since keeps the marks
 * they had). One SELECT of `student_id`, for the roll below and for counts of many sections.
 */
export function sittingRoll(schoolId: SQL | number, sectionId: SQL | number, exam: Pick<ExamRow, 'id' | 'start_date' | 'end_date'>): SQL {
  return sql`select e.student_id from enrolments e
      where e.school_id = ${schoolId} and e.section_id = ${sectionId}
        and e.enrolled_on <= ${exam.end_date}::date
        and (e.ended_on is null or e.ended_on > ${exam.start_date}::date
          or (e.outcome in (${decidedAhead}) and e.ended_on >= ${exam.start_date}::date))
      union
      select r.student_id from exam_results r join exam_subjects rp on rp.id = r.exam_subject_id
      where r.school_id = ${schoolId} and r.section_id = ${sectionId} and rp.exam_id = ${exam.id}`;
}

/** The students who sit the exam in the section (`sittingRoll`), in name order. */
export async function sittingStudents(
  db: DbOrTx,
  schoolId: number,
  sectionId: number,
  exam: Pick<ExamRow, 'id' | 'start_date' | 'end_date'>,
): Promise<SittingStudent[]> {
  return readRows(
    db,
    sittingStudentRow,
    sql`with roll as (${sittingRoll(schoolId, sectionId, exam)})
      select s.id::int as student_id, s.admission_no, concat_ws(' ', s.first_name, s.middle_name, s.last_name) as fullname, s.gender
      from roll join students s on s.id = roll.student_id and s.school_id = ${schoolId}
      order by s.first_name, s.last_name, s.id`,
  );
}
