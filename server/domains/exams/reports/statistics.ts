import { inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { sectionRef, grade, RESULT_STATES, roundTo, STATISTICS_TREATMENT, type ExamStatistics, type GradingScale, type ResultState, type SubjectStatistics } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { examOf, sectionForExam, type ExamRow, type ExamSectionRow } from '../scope';
import { gradingScales } from './report-cards';
import { classInScope } from '../../../lib/scope';
import type { SessionRecord } from '../../../lib/session';

/**
 * Subject statistics (`exam-subject-report`): per paper and section, the mean, median, highest,
 * lowest and pass rate of those who sat, and how many got each grade of the paper's system,
 * graded by `grade()` as the report card grades them. Absent and Exempt are counted apart.
 */

const paperRow = v.object({ id: v.number(), class_id: v.number(), subject_name: v.string(), max_marks: v.number(), pass_marks: v.number(), grading_system_id: v.number() });
type Paper = v.InferOutput<typeof paperRow>;
const sheetResultRow = v.object({ exam_subject_id: v.number(), section_id: v.number(), state: v.picklist(RESULT_STATES), marks: v.nullable(v.number()) });

/** The sections sitting the exam: the one asked for, or every one of its year in the user's classes whose class has a paper. */
async function sectionsOf(db: DbOrTx, user: SessionRecord, exam: ExamRow, sectionId?: number): Promise<ExamSectionRow[]> {
  if (sectionId) return [await sectionForExam(db, user, sectionId, exam)];
  return readRows(
    db,
    sectionRef,
    sql`select sec.id::int, sec.name, sec.class_id::int, cls.name as class_name
      from sections sec join classes cls on cls.id = sec.class_id
      where sec.school_id = ${user.schoolId} and sec.academic_year_id = ${exam.academic_year_id}
        and sec.class_id in (select es.class_id from exam_subjects es where es.school_id = ${user.schoolId} and es.exam_id = ${exam.id})
        and ${classInScope(user, sql`sec.class_id`) ?? sql`true`}
      order by cls.sort_order, cls.name, sec.name, sec.id`,
  );
}

/** The middle mark, or the mean of the two middle ones. */
const median = (sorted: readonly number[]) => {
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export function paperStatistics(paper: Paper, section: ExamSectionRow, results: readonly { state: ResultState; marks: number | null }[], system: GradingScale): SubjectStatistics {
  const marks = results.flatMap((r) => (r.state === 'marked' && r.marks != null ? [r.marks] : [])).sort((a, b) => a - b);
  const counts = new Map<string, number>();
  for (const m of marks) {
    const band = grade(m, paper.max_marks, system).band;
    if (band) counts.set(band.grade, (counts.get(band.grade) ?? 0) + 1);
  }
  const sat = marks.length;
  const sum = marks.reduce((s, m) => s + Math.round(m * 100), 0) / 100;
  return {
    exam_subject_id: paper.id,
    subject_name: paper.subject_name,
    section_id: section.id,
    section_name: section.name,
    class_name: section.class_name,
    max_marks: paper.max_marks,
    sat,
    absent: results.filter((r) => r.state === 'absent').length,
    exempt: results.filter((r) => r.state === 'exempt').length,
    mean: sat ? roundTo(sum / sat, 2) : null,
    median: sat ? roundTo(median(marks), 2) : null,
    highest: sat ? marks[sat - 1]! : null,
    lowest: sat ? marks[0]! : null,
    pass_rate: sat ? roundTo((marks.filter((m) => m >= paper.pass_marks).length * 100) / sat, 1) : null,
    distribution: [...system.bands].sort((a, b) => b.from - a.from).map((b) => ({ grade: b.grade, count: counts.get(b.grade) ?? 0 })),
  };
}

export async function examStatistics(db: DbOrTx, user: SessionRecord, q: { examId: number; sectionId?: number }): Promise<ExamStatistics> {
  const exam = await examOf(db, user, q.examId);
  const sections = await sectionsOf(db, user, exam, q.sectionId);
  const base = { exam: { id: exam.id, name: exam.name, status: exam.status }, treatment: STATISTICS_TREATMENT };
  const classIds = [...new Set(sections.map((s) => s.class_id))];
  if (!classIds.length) return { ...base, grading: [], rows: [] };
  const papers = await readRows(
    db,
    paperRow,
    sql`select es.id::int, es.class_id::int, sub.name as subject_name, es.max_marks::float8 as max_marks, es.pass_marks::float8 as pass_marks,
        coalesce(es.grading_system_id, ${exam.grading_system_id})::int as grading_system_id
      from exam_subjects es join subjects sub on sub.id = es.subject_id
      where es.school_id = ${user.schoolId} and es.exam_id = ${exam.id} and ${inArray(sql`es.class_id`, classIds)}
      order by lower(sub.name), es.id`,
  );
  const results = papers.length
    ? await readRows(
        db,
        sheetResultRow,
        sql`select r.exam_subject_id::int, r.section_id::int, r.state, r.marks::float8 as marks from exam_results r
          where r.school_id = ${user.schoolId} and ${inArray(
            sql`r.exam_subject_id`,
            papers.map((p) => p.id),
          )} and ${inArray(
            sql`r.section_id`,
            sections.map((s) => s.id),
          )}`,
      )
    : [];
  const systems = await gradingScales(db, user.schoolId, papers.map((p) => p.grading_system_id));
  const sheets = new Map<string, typeof results>();
  for (const r of results) {
    const key = `${r.exam_subject_id}:${r.section_id}`;
    const sheet = sheets.get(key);
    if (sheet) sheet.push(r);
    else sheets.set(key, [r]);
  }
  const rows = sections.flatMap((section) =>
    papers.filter((p) => p.class_id === section.class_id).map((p) => paperStatistics(p, section, sheets.get(`${p.id}:${section.id}`) ?? [], systems.get(p.grading_system_id)!)),
  );
  return { ...base, grading: [...new Set(papers.map((p) => p.grading_system_id))].map((id) => systems.get(id)!), rows };
}
