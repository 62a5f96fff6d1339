import * as v from 'valibot';
import type { GradingScale } from './grading';
import { idField } from './fields';
import { type Exam, type ExamState } from './exams-setup';
import { MARK_SHEET_MAX_STUDENTS, type ResultState } from './exams-entry';

/** Exams: report cards (read, issued), statistics and the final report (ADR 027). */

// ---------------------------------------------------------------- report cards

export interface CardSubject {
  exam_subject_id: number;
  subject_name: string;
  max_marks: number;
  pass_marks: number;
  /** null: nothing entered. */
  state: ResultState | null;
  marks: number | null;
  /** Under the subject's grading system's rule; null unless marked. */
  percent: number | null;
  grade: string | null;
  point: number | null;
  /** The band's remark, or the result's own remark when the teacher gave one. */
  remark: string | null;
  passed: boolean | null;
  grading_system_id: number;
}

export interface CardAttendance {
  from: string;
  to: string;
  marked: number;
  present: number;
  absent: number;
  excused: number;
  /** Present ÷ marked, in percent with one decimal; null when nothing was marked. */
  rate: number | null;
}

/**
 * One student's report card. Total and percentage count the papers the student sat: Absent and
 * Exempt papers are left out of both the marks and the maximum (never a 0), and the card says
 * how many there were. The rank compares the overall percentage (under the exam's grading rule)
 * with the section's, in competition ranking (1, 1, 3); a student who sat nothing is unranked.
 */
export interface ReportCard {
  student: { id: number; admission_no: string; fullname: string; gender: string };
  class_name: string;
  section_name: string;
  subjects: CardSubject[];
  sat: number;
  absent: number;
  exempt: number;
  total_marks: number;
  total_max: number;
  percent: number | null;
  grade: string | null;
  /** Mean point over the graded papers, two decimals. */
  mean_point: number | null;
  rank: number | null;
  /** Students ranked in the section. */
  ranked_of: number;
  attendance: CardAttendance | null;
  /** The overall band's remark. */
  grade_remark: string | null;
  /** The class teacher's remark, when given. */
  teacher_remark: string | null;
}

/** `GET /results/students?examId&sectionId[&studentId]` (`exam-student-report` or `exam-subject-report`, class scope). */
export const reportCardsQuery = v.object({ examId: idField, sectionId: idField, studentId: v.optional(idField) });
export interface ReportCards {
  exam: Pick<Exam, 'id' | 'name' | 'status' | 'academic_year_name' | 'exam_type_name' | 'start_date' | 'end_date'>;
  school_name: string;
  section: { id: number; name: string; class_id: number; class_name: string };
  /** Every system used on these cards, the exam's first, for the legend and the printed rule. */
  grading: GradingScale[];
  /** How totals, percentages and ranks treat Absent and Exempt, printed on the cards. */
  treatment: string;
  cards: ReportCard[];
}
export const CARD_TREATMENT =
  'Absent and Exempt papers are left out of the total and the percentage (never counted as 0); ranks compare percentages in the section, equal percentages sharing a rank.';

/** `POST /results/cards` (`exam-student-report`, class scope): freeze the section's cards as issued. */
export const issueCardsInput = v.object({
  exam_id: idField,
  section_id: idField,
  student_ids: v.optional(v.pipe(v.array(idField, 'Students are a list of ids.'), v.minLength(1, 'Choose at least one student.'), v.maxLength(MARK_SHEET_MAX_STUDENTS, 'Too many students.'))),
});
export type IssueCardsInput = v.InferOutput<typeof issueCardsInput>;
export interface IssueCardsResult {
  message: string;
  /** Cards frozen as a new version (first issue, or changed since the last). */
  issued: number;
  /** Cards identical to their last issued version: not issued again. */
  unchanged: number;
}

/** An issued card: a frozen snapshot. A re-issue makes a new version; older versions stay readable. */
export interface IssuedCardSummary {
  id: number;
  student_id: number;
  fullname: string;
  version: number;
  issued_at: string;
  issued_by_name: string;
  /** The newest version of this student's card for the exam. */
  latest: boolean;
}
export const issuedCardsQuery = v.object({ examId: idField, sectionId: idField });
export interface IssuedCard extends IssuedCardSummary {
  exam_id: number;
  section_id: number;
  card: ReportCard;
  grading: GradingScale[];
  treatment: string;
}

// ---------------------------------------------------------------- statistics

/** `GET /results/statistics?examId[&sectionId]` (`exam-subject-report`, class scope): per paper and section. */
export const statisticsQuery = v.object({ examId: idField, sectionId: v.optional(idField) });
export interface SubjectStatistics {
  exam_subject_id: number;
  subject_name: string;
  section_id: number;
  section_name: string;
  class_name: string;
  max_marks: number;
  /** Students marked; absent and exempt are counted apart and left out of every figure below. */
  sat: number;
  absent: number;
  exempt: number;
  /** Figures in marks, two decimals; null when nobody sat. */
  mean: number | null;
  median: number | null;
  highest: number | null;
  lowest: number | null;
  /** Percent of those who sat with marks ≥ pass marks, one decimal. */
  pass_rate: number | null;
  /** Every band of the paper's grading system, highest first, with how many got it. */
  distribution: { grade: string; count: number }[];
}
export interface ExamStatistics {
  exam: Pick<Exam, 'id' | 'name' | 'status'>;
  treatment: string;
  /** Every grading system the papers use, for the printed rule (the grades are counted under it). */
  grading: GradingScale[];
  rows: SubjectStatistics[];
}
export const STATISTICS_TREATMENT = 'Absent and Exempt students are counted apart and left out of the mean, median, highest, lowest and pass rate.';

// ---------------------------------------------------------------- final report

/**
 * `GET /results/next?accademicId[&sectionId][&examId]` (`exam-type-report` or `anual-exam-report`,
 * class scope): the year's exams combined by exam-type weight. Without a section, every section
 * in scope; with `examId`, the year's exams up to and including that one.
 *
 * Per subject: each exam gives marks ÷ maximum; a type's percentage is the mean over its exams the
 * student sat; the final percentage is Σ weight × type percentage ÷ Σ weight over the types the
 * student sat (Absent and Exempt papers drop out, never 0), ruled and graded by the exam's
 * system. The pass mark combines the same way. A subject passes when its final percentage
 * reaches its pass percentage. Overall: pass when every subject with a final percentage
 * passes; fail when one fails; incomplete when a subject was absent from every exam.
 */
export const finalReportQuery = v.object({
  accademicId: idField,
  sectionId: v.optional(idField),
  examId: v.optional(idField),
});
export const FINAL_OUTCOMES = ['pass', 'fail', 'incomplete'] as const;
export type FinalOutcome = (typeof FINAL_OUTCOMES)[number];

export interface FinalSubject {
  subject_id: number;
  subject_name: string;
  /** By exam type id: that type's percentage, or the state when the student sat none of its papers. */
  by_type: Record<string, { percent: number | null; state: 'absent' | 'exempt' | null }>;
  percent: number | null;
  pass_percent: number | null;
  grade: string | null;
  passed: boolean | null;
  /** Absent from every exam of the subject: the outcome is incomplete. */
  missing: boolean;
}
export interface FinalStudent {
  student_id: number;
  admission_no: string;
  fullname: string;
  section_id: number;
  section_name: string;
  class_name: string;
  subjects: FinalSubject[];
  /**
   * Overall: each exam's percentage over the papers sat (the report card's), averaged per type,
   * then weighted by type like a subject; ruled and graded by the final's grading system (the
   * named exam's, else the latest counted exam's).
   */
  percent: number | null;
  grade: string | null;
  outcome: FinalOutcome;
  failed_subjects: string[];
  /** Rank in the section by final percentage, competition ranking. */
  rank: number | null;
}
export interface FinalReport {
  academic_year: { id: number; name: string };
  types: { id: number; name: string; weight: number; exams: { id: number; name: string; status: ExamState }[] }[];
  grading: GradingScale | null;
  treatment: string;
  students: FinalStudent[];
}
export const FINAL_TREATMENT =
  'Each exam type counts by its weight; Absent and Exempt papers drop out of the weighting (never counted as 0). A student absent from every exam of a subject is incomplete, not failed.';
