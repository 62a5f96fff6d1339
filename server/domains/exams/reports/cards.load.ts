import { inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { CARD_TREATMENT, cardRemarkRow, RESULT_STATES, type ReportCards } from '@contract';
import { day } from '../../../db/row-fields';
import { readRows, type DbOrTx } from '../../../db/client';
import { attendanceTotals, sectionKeptRegisters } from '../../attendance/public';
import { addDays } from '../../../lib/days';
import { type ExamRow, type ExamSectionRow, sittingStudents } from '../scope';
import { buildReportCards, gradingScales, gradingUsed, type CardPaper, type CardSheet } from './report-cards';

/**
 * A section's report cards for an exam, computed live from the marks (ADR 027): the rows are
 * read with a handful of queries, the cards computed by `buildReportCards`.
 */

/**
 * The term a card's attendance covers: from the day after the year's previous exam ended (or
 * the year's first day) to this exam's last day.
 */
const termRow = v.object({ year_start: day, previous_end: v.nullable(day), school_name: v.string() });

async function termOf(db: DbOrTx, schoolId: number, exam: ExamRow) {
  const [row] = await readRows(
    db,
    termRow,
    sql`select to_char(ay.start_date, 'YYYY-MM-DD') as year_start, sc.name as school_name,
        (select to_char(max(p.end_date), 'YYYY-MM-DD') from exams p
          where p.school_id = ${schoolId} and p.academic_year_id = ${exam.academic_year_id} and p.id <> ${exam.id}
            and p.end_date < ${exam.start_date}::date) as previous_end
      from academic_years ay join schools sc on sc.id = ay.school_id
      where ay.id = ${exam.academic_year_id} and ay.school_id = ${schoolId}`,
  );
  return { from: row!.previous_end ? addDays(row!.previous_end, 1) : row!.year_start, to: exam.end_date, schoolName: row!.school_name };
}

const cardPaperRow = v.object({ exam_subject_id: v.number(), subject_name: v.string(), max_marks: v.number(), pass_marks: v.number(), grading_system_id: v.number() });
const cardResultRow = v.object({
  exam_subject_id: v.number(),
  student_id: v.number(),
  state: v.picklist(RESULT_STATES),
  marks: v.nullable(v.number()),
  remark: v.nullable(v.string()),
});

/** The class's papers in the exam, by subject name, each with the system that grades it. */
async function papersOf(db: DbOrTx, schoolId: number, exam: ExamRow, classId: number): Promise<CardPaper[]> {
  return readRows(
    db,
    cardPaperRow,
    sql`select es.id::int as exam_subject_id, sub.name as subject_name, es.max_marks::float8 as max_marks, es.pass_marks::float8 as pass_marks,
        coalesce(es.grading_system_id, ${exam.grading_system_id})::int as grading_system_id
      from exam_subjects es join subjects sub on sub.id = es.subject_id
      where es.school_id = ${schoolId} and es.exam_id = ${exam.id} and es.class_id = ${classId}
      order by lower(sub.name), es.id`,
  );
}

export interface SectionCards {
  sheet: CardSheet;
  answer: ReportCards;
}

/**
 * One student's marks as their card grades them, without the section: no rank, attendance or
 * remark. For a glance at the marks (the family home page), where ranking the whole section
 * on every look would cost the section's every result.
 */
export async function studentMarks(db: DbOrTx, schoolId: number, exam: ExamRow, section: ExamSectionRow, studentId: number) {
  const papers = await papersOf(db, schoolId, exam, section.class_id);
  const paperIds = papers.map((p) => p.exam_subject_id);
  const [results, systems] = await Promise.all([
    paperIds.length
      ? readRows(
          db,
          cardResultRow,
          sql`select r.exam_subject_id::int, r.student_id::int, r.state, r.marks::float8 as marks, r.remark
            from exam_results r where r.school_id = ${schoolId} and ${inArray(sql`r.exam_subject_id`, paperIds)} and r.student_id = ${studentId}`,
        )
      : [],
    gradingScales(db, schoolId, [exam.grading_system_id, ...papers.map((p) => p.grading_system_id)]),
  ]);
  const [card] = buildReportCards({
    class_name: section.class_name,
    section_name: section.name,
    exam_system: systems.get(exam.grading_system_id)!,
    systems,
    papers,
    students: [{ student_id: studentId, admission_no: '', fullname: '', gender: '' }],
    results,
    attendance: null,
    remarks: new Map(),
  });
  return card!;
}

/** Every card of the section (everyone sitting the exam there), ranked among them. */
export async function sectionCards(db: DbOrTx, schoolId: number, exam: ExamRow, section: ExamSectionRow): Promise<SectionCards> {
  const students = await sittingStudents(db, schoolId, section.id, exam);
  const papers = await papersOf(db, schoolId, exam, section.class_id);
  const ids = students.map((s) => s.student_id);
  const paperIds = papers.map((p) => p.exam_subject_id);
  const results =
    ids.length && paperIds.length
      ? await readRows(
          db,
          cardResultRow,
          sql`select r.exam_subject_id::int, r.student_id::int, r.state, r.marks::float8 as marks, r.remark
            from exam_results r
            where r.school_id = ${schoolId} and ${inArray(sql`r.exam_subject_id`, paperIds)} and ${inArray(sql`r.student_id`, ids)}`,
        )
      : [];
  const remarks = ids.length
    ? await readRows(
        db,
        cardRemarkRow,
        sql`select student_id::int, remark from exam_card_remarks where school_id = ${schoolId} and exam_id = ${exam.id} and ${inArray(sql`student_id`, ids)}`,
      )
    : [];
  const systems = await gradingScales(db, schoolId, [exam.grading_system_id, ...papers.map((p) => p.grading_system_id)]);
  const term = await termOf(db, schoolId, exam);
  const kept = await sectionKeptRegisters(db, schoolId, section.id, term.from, term.to);

  const sheet: CardSheet = {
    class_name: section.class_name,
    section_name: section.name,
    exam_system: systems.get(exam.grading_system_id)!,
    systems,
    papers,
    students,
    results,
    attendance: kept ? { from: term.from, to: term.to, totals: await attendanceTotals(db, schoolId, ids, term.from, term.to) } : null,
    remarks: new Map(remarks.map((r) => [r.student_id, r.remark])),
  };
  const answer: ReportCards = {
    exam: {
      id: exam.id,
      name: exam.name,
      status: exam.status,
      academic_year_name: exam.academic_year_name,
      exam_type_name: exam.exam_type_name,
      start_date: exam.start_date,
      end_date: exam.end_date,
    },
    school_name: term.schoolName,
    section: { id: section.id, name: section.name, class_id: section.class_id, class_name: section.class_name },
    grading: gradingUsed(sheet),
    treatment: CARD_TREATMENT,
    cards: buildReportCards(sheet),
  };
  return { sheet, answer };
}
