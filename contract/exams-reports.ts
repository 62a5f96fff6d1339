import * as v from 'valibot';
import { endpoint } from './endpoint';
import { EXAM_STATES, examRow, gradingScaleRow } from './exams-setup';
import { MARK_SHEET_MAX_STUDENTS, RESULT_STATES } from './exams-entry';
import { idField, idParams, sectionRef } from './fields';
import { API } from './paths';

/** Exams: report cards (read, issued), statistics and the final report (ADR 027). */

// ---------------------------------------------------------------- report cards

const num = v.number();
const maybeNum = v.nullable(v.number());
const maybeText = v.nullable(v.string());

export const cardSubjectRow = v.object({
  exam_subject_id: num,
  subject_name: v.string(),
  max_marks: num,
  pass_marks: num,
  /** null: nothing entered. */
  state: v.nullable(v.picklist(RESULT_STATES)),
  marks: maybeNum,
  /** Under the subject's grading system's rule; null unless marked. */
  percent: maybeNum,
  grade: maybeText,
  point: maybeNum,
  /** The band's remark, or the result's own remark when the teacher gave one. */
  remark: maybeText,
  passed: v.nullable(v.boolean()),
  grading_system_id: num,
});
export type CardSubject = v.InferOutput<typeof cardSubjectRow>;

export const cardAttendanceRow = v.object({
  from: v.string(),
  to: v.string(),
  marked: num,
  present: num,
  absent: num,
  excused: num,
  /** Present ÷ marked, in percent with one decimal; null when nothing was marked. */
  rate: maybeNum,
});
export type CardAttendance = v.InferOutput<typeof cardAttendanceRow>;

/**
 * One student's report card. Total and percentage count the papers the student sat: Absent and
 * Exempt papers are left out of both the marks and the maximum (never a 0), and the card says
 * how many there were. The rank compares the overall percentage (under the exam's grading rule)
 * with the section's, in competition ranking (1, 1, 3); a student who sat nothing is unranked.
 */
export const reportCardRow = v.object({
  student: v.object({ id: num, admission_no: v.string(), fullname: v.string(), gender: v.string() }),
  class_name: v.string(),
  section_name: v.string(),
  subjects: v.array(cardSubjectRow),
  sat: num,
  absent: num,
  exempt: num,
  total_marks: num,
  total_max: num,
  percent: maybeNum,
  grade: maybeText,
  /** Mean point over the graded papers, two decimals. */
  mean_point: maybeNum,
  rank: maybeNum,
  /** Students ranked in the section. */
  ranked_of: num,
  attendance: v.nullable(cardAttendanceRow),
  /** The overall band's remark. */
  grade_remark: maybeText,
  /** The class teacher's remark, when given. */
  teacher_remark: maybeText,
});
export type ReportCard = v.InferOutput<typeof reportCardRow>;

/** `GET /results/students?examId&sectionId[&studentId]` (`exam-student-report` or `exam-subject-report`, class scope). */
export const reportCardsQuery = v.object({ examId: idField, sectionId: idField, studentId: v.optional(idField) });
export const reportCardsAnswer = v.object({
  exam: v.pick(examRow, ['id', 'name', 'status', 'academic_year_name', 'exam_type_name', 'start_date', 'end_date']),
  school_name: v.string(),
  section: sectionRef,
  /** Every system used on these cards, the exam's first, for the legend and the printed rule. */
  grading: v.array(gradingScaleRow),
  /** How totals, percentages and ranks treat Absent and Exempt, printed on the cards. */
  treatment: v.string(),
  cards: v.array(reportCardRow),
});
export type ReportCards = v.InferOutput<typeof reportCardsAnswer>;
export const CARD_TREATMENT =
  'Absent and Exempt papers are left out of the total and the percentage (never counted as 0); ranks compare percentages in the section, equal percentages sharing a rank.';

/** `POST /results/cards` (`exam-student-report`, class scope): freeze the section's cards as issued. */
export const issueCardsInput = v.object({
  exam_id: idField,
  section_id: idField,
  student_ids: v.optional(v.pipe(v.array(idField, 'Students are a list of ids.'), v.minLength(1, 'Choose at least one student.'), v.maxLength(MARK_SHEET_MAX_STUDENTS, 'Too many students.'))),
});
export type IssueCardsInput = v.InferOutput<typeof issueCardsInput>;
export const issueCardsAnswer = v.object({
  message: v.string(),
  /** Cards frozen as a new version (first issue, or changed since the last). */
  issued: num,
  /** Cards identical to their last issued version: not issued again. */
  unchanged: num,
});
export type IssueCardsResult = v.InferOutput<typeof issueCardsAnswer>;

/** An issued card: a frozen snapshot. A re-issue makes a new version; older versions stay readable. */
const issuedSummaryEntries = {
  id: num,
  student_id: num,
  fullname: v.string(),
  version: num,
  issued_at: v.string(),
  issued_by_name: v.string(),
  /** The newest version of this student's card for the exam. */
  latest: v.boolean(),
};
export const issuedCardSummaryRow = v.object(issuedSummaryEntries);
export type IssuedCardSummary = v.InferOutput<typeof issuedCardSummaryRow>;
export const issuedCardsQuery = v.object({ examId: idField, sectionId: idField });
export const issuedCardRow = v.object({
  ...issuedSummaryEntries,
  exam_id: num,
  section_id: num,
  card: reportCardRow,
  grading: v.array(gradingScaleRow),
  treatment: v.string(),
});
export type IssuedCard = v.InferOutput<typeof issuedCardRow>;

// ---------------------------------------------------------------- statistics

/** `GET /results/statistics?examId[&sectionId]` (`exam-subject-report`, class scope): per paper and section. */
export const statisticsQuery = v.object({ examId: idField, sectionId: v.optional(idField) });
export const subjectStatisticsRow = v.object({
  exam_subject_id: num,
  subject_name: v.string(),
  section_id: num,
  section_name: v.string(),
  class_name: v.string(),
  max_marks: num,
  /** Students marked; absent and exempt are counted apart and left out of every figure below. */
  sat: num,
  absent: num,
  exempt: num,
  /** Figures in marks, two decimals; null when nobody sat. */
  mean: maybeNum,
  median: maybeNum,
  highest: maybeNum,
  lowest: maybeNum,
  /** Percent of those who sat with marks ≥ pass marks, one decimal. */
  pass_rate: maybeNum,
  /** Every band of the paper's grading system, highest first, with how many got it. */
  distribution: v.array(v.object({ grade: v.string(), count: num })),
});
export type SubjectStatistics = v.InferOutput<typeof subjectStatisticsRow>;
export const examStatisticsAnswer = v.object({
  exam: v.pick(examRow, ['id', 'name', 'status']),
  treatment: v.string(),
  /** Every grading system the papers use, for the printed rule (the grades are counted under it). */
  grading: v.array(gradingScaleRow),
  rows: v.array(subjectStatisticsRow),
});
export type ExamStatistics = v.InferOutput<typeof examStatisticsAnswer>;
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

export const finalSubjectRow = v.object({
  subject_id: num,
  subject_name: v.string(),
  /** By exam type id: that type's percentage, or the state when the student sat none of its papers. */
  by_type: v.record(v.string(), v.object({ percent: maybeNum, state: v.nullable(v.picklist(['absent', 'exempt'])) })),
  percent: maybeNum,
  pass_percent: maybeNum,
  grade: maybeText,
  passed: v.nullable(v.boolean()),
  /** Absent from every exam of the subject: the outcome is incomplete. */
  missing: v.boolean(),
});
export type FinalSubject = v.InferOutput<typeof finalSubjectRow>;
export const finalStudentRow = v.object({
  student_id: num,
  admission_no: v.string(),
  fullname: v.string(),
  section_id: num,
  section_name: v.string(),
  class_name: v.string(),
  subjects: v.array(finalSubjectRow),
  /**
   * Overall: each exam's percentage over the papers sat (the report card's), averaged per type,
   * then weighted by type like a subject; ruled and graded by the final's grading system (the
   * named exam's, else the latest counted exam's).
   */
  percent: maybeNum,
  grade: maybeText,
  outcome: v.picklist(FINAL_OUTCOMES),
  failed_subjects: v.array(v.string()),
  /** Rank in the section by final percentage, competition ranking. */
  rank: maybeNum,
});
export type FinalStudent = v.InferOutput<typeof finalStudentRow>;
export const finalReportAnswer = v.object({
  academic_year: v.object({ id: num, name: v.string() }),
  types: v.array(
    v.object({ id: num, name: v.string(), weight: num, exams: v.array(v.object({ id: num, name: v.string(), status: v.picklist(EXAM_STATES) })) }),
  ),
  grading: v.nullable(gradingScaleRow),
  treatment: v.string(),
  students: v.array(finalStudentRow),
});
export type FinalReport = v.InferOutput<typeof finalReportAnswer>;
export const FINAL_TREATMENT =
  'Each exam type counts by its weight; Absent and Exempt papers drop out of the weighting (never counted as 0). A student absent from every exam of a subject is incomplete, not failed.';

/** Exam reports' endpoints (ADR 031). */
export const examReportEndpoints = {
  cards: endpoint({ mount: API.resultStudents, method: 'GET', path: '/', query: reportCardsQuery, output: reportCardsAnswer }),
  issuedCards: endpoint({ mount: API.resultCards, method: 'GET', path: '/', query: issuedCardsQuery, output: v.array(issuedCardSummaryRow) }),
  issuedCard: endpoint({ mount: API.resultCards, method: 'GET', path: '/:id', params: idParams, output: issuedCardRow }),
  issueCards: endpoint({ mount: API.resultCards, method: 'POST', path: '/', body: issueCardsInput, output: issueCardsAnswer }),
  statistics: endpoint({ mount: API.resultStatistics, method: 'GET', path: '/', query: statisticsQuery, output: examStatisticsAnswer }),
  final: endpoint({ mount: API.resultsNext, method: 'GET', path: '/', query: finalReportQuery, output: finalReportAnswer }),
};
