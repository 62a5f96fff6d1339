import * as v from 'valibot';
import { type GradeBand, type GradingScale, hasMarkPrecision, PRECISIONS, ROUNDING_RULES } from './grading';
import { idField, isoDate, MAX_ROW_VERSION, optionalText, requiredText, versioned, wholeNumber } from './fields';

/**
 * Exams (issue 16, ADR 027). An exam (a term exam, a mid-term) belongs to an academic year and
 * has a type, whose weight combines the year's exams in the final report. Each exam subject
 * is one class's paper in one subject, with its maximum and pass marks and the grading system
 * that grades it. Results are entered as a sheet per section and exam subject, saved whole.
 * Absent and Exempt are states of a result, never a mark of 0.
 */

// ---------------------------------------------------------------- exam types

export interface ExamType {
  id: number;
  version: number;
  name: string;
  /** Weight in the final report (20, 30, 50…); shares are weight ÷ the sum over the year's types. */
  weight: number;
  /** Exams of this type, in any year. */
  exams: number;
}

/** `POST /exams/types`, `PUT /exams/types/{id}` (`add-exam-type`, `update-exam-type`). */
export const examTypeInput = v.object({
  name: requiredText('Name', 60),
  weight: wholeNumber('Weight', 0, 100),
  ...versioned,
});
export type ExamTypeInput = v.InferOutput<typeof examTypeInput>;

// ---------------------------------------------------------------- grading systems

export const GRADING_STATES = ['Active', 'Inactive'] as const;

export interface GradingSystem extends GradingScale {
  version: number;
  status: (typeof GRADING_STATES)[number];
  /** Exams and exam subjects that grade with it. */
  used_by: number;
}

const percentField = (label: string) =>
  v.pipe(
    v.number(`${label} must be a number.`),
    v.minValue(0, `${label} cannot be below 0%.`),
    v.maxValue(100, `${label} cannot be above 100%.`),
  );

export const GRADING_MAX_BANDS = 20;

export const gradeBandInput = v.object({
  from: percentField('From'),
  to: percentField('To'),
  grade: v.pipe(requiredText('Grade', 4), v.toUpperCase()),
  point: v.pipe(v.number('Point must be a number.'), v.minValue(0, 'Point cannot be negative.'), v.maxValue(100, 'Point must be at most 100.'), v.check((n) => hasMarkPrecision(n), 'Point has at most two decimals.')),
  remark: optionalText('Remark', 80),
});

/**
 * `POST /exams/grading`, `PUT /exams/grading/{id}` (`add-grading-sytem`, `update-grading-sytem`).
 * The bands are checked with `bandIssues` (gaps, overlaps, 0–100 covered); each issue names
 * `bands.{i}.{field}`.
 */
export const gradingSystemInput = v.object({
  name: requiredText('Name', 60),
  precision: v.picklist(PRECISIONS, 'Precision is 0, 1 or 2 decimal places.'),
  rounding: v.picklist(ROUNDING_RULES, 'Choose round or truncate.'),
  bands: v.pipe(
    v.array(gradeBandInput, 'Bands are a list.'),
    v.minLength(1, 'Add at least one band.'),
    v.maxLength(GRADING_MAX_BANDS, `A grading system has at most ${GRADING_MAX_BANDS} bands.`),
  ),
  status: v.optional(v.picklist(GRADING_STATES, 'Status is Active or Inactive.'), 'Active'),
  ...versioned,
});
export type GradingSystemInput = v.InferOutput<typeof gradingSystemInput>;

// ---------------------------------------------------------------- exams

/** Pending (scheduled) → Active (marks are entered) → Closed (marks locked). A Closed exam may be reopened to Active. */
export const EXAM_STATES = ['Pending', 'Active', 'Closed'] as const;
export type ExamState = (typeof EXAM_STATES)[number];
export const EXAM_STATE_MOVES: Record<ExamState, readonly ExamState[]> = {
  Pending: ['Active'],
  Active: ['Pending', 'Closed'],
  Closed: ['Active'],
};

export interface Exam {
  id: number;
  version: number;
  academic_year_id: number;
  academic_year_name: string;
  exam_type_id: number;
  exam_type_name: string;
  name: string;
  start_date: string;
  end_date: string;
  status: ExamState;
  /** Grades each exam subject that names no system of its own, and the report card's overall percentage. */
  grading_system_id: number;
  grading_system_name: string;
  /** Exam subjects (class papers) set. */
  subjects: number;
}

/** `POST /exams`, `PUT /exams/{id}` (`add-exam`, `update-exam`). Status moves follow `EXAM_STATE_MOVES`. */
export const examInput = v.pipe(
  v.object({
    academic_year_id: idField,
    exam_type_id: idField,
    grading_system_id: idField,
    name: requiredText('Name', 80),
    start_date: isoDate,
    end_date: isoDate,
    status: v.optional(v.picklist(EXAM_STATES, 'Status is Pending, Active or Closed.'), 'Pending'),
    ...versioned,
  }),
  v.forward(v.check((e) => e.end_date >= e.start_date, 'The last day cannot be before the first.'), ['end_date']),
);
export type ExamInput = v.InferOutput<typeof examInput>;

/** `GET /exams` (any exam privilege): newest first. */
export const examsQuery = v.object({
  academic_year_id: v.optional(idField),
  status: v.optional(v.picklist(EXAM_STATES, 'Status is Pending, Active or Closed.')),
});

// ---------------------------------------------------------------- exam subjects

export const MARKS_MAX = 1000;
const marksField = (label: string, min: number) =>
  v.pipe(
    v.number(`${label} must be a number.`),
    v.minValue(min, `${label} must be at least ${min}.`),
    v.maxValue(MARKS_MAX, `${label} must be at most ${MARKS_MAX}.`),
    v.check((n) => hasMarkPrecision(n), `${label} has at most two decimals.`),
  );

export interface ExamSubject {
  id: number;
  version: number;
  exam_id: number;
  class_id: number;
  class_name: string;
  subject_id: number;
  subject_name: string;
  max_marks: number;
  pass_marks: number;
  date: string | null;
  /** null: graded with the exam's system. */
  grading_system_id: number | null;
  /** The system that grades it (its own or the exam's). */
  grading_system_name: string;
  /** Results entered so far (marks, absent or exempt). */
  results: number;
}

const examSubjectFields = {
  max_marks: marksField('Maximum marks', 1),
  pass_marks: marksField('Pass marks', 0),
  date: v.optional(v.nullable(isoDate), null),
  grading_system_id: v.optional(v.nullable(idField), null),
};
const PASS_ABOVE_MAX = 'Pass marks cannot exceed the maximum.';

/**
 * `POST /exams/subjects`, `PUT /exams/subjects/{id}` (`add-exam-subject`, `update-exam-subject`).
 * A maximum below a mark already entered is refused, naming the field.
 */
export const examSubjectInput = v.pipe(
  v.object({ exam_id: idField, class_id: idField, subject_id: idField, ...examSubjectFields, ...versioned }),
  v.forward(v.check((s) => s.pass_marks <= s.max_marks, PASS_ABOVE_MAX), ['pass_marks']),
);
export type ExamSubjectInput = v.InferOutput<typeof examSubjectInput>;

/**
 * `POST /exams/subjects/bulk` (`add-exam-subject`): set a class's papers at once, all or none.
 * A subject the class already sits in this exam is refused, naming its row.
 */
export const examSubjectsBulkInput = v.object({
  exam_id: idField,
  class_id: idField,
  subjects: v.pipe(
    v.array(
      v.pipe(
        v.object({ subject_id: idField, ...examSubjectFields }),
        v.forward(v.check((s) => s.pass_marks <= s.max_marks, PASS_ABOVE_MAX), ['pass_marks']),
      ),
      'Subjects are a list.',
    ),
    v.minLength(1, 'Choose at least one subject.'),
    v.maxLength(40, 'At most 40 subjects at once.'),
    v.check((rows) => new Set(rows.map((r) => r.subject_id)).size === rows.length, 'Each subject once.'),
  ),
});
export type ExamSubjectsBulkInput = v.InferOutput<typeof examSubjectsBulkInput>;

/** `GET /exams/subjects?exam_id&class_id` (`list-exam-subject` or `exam-subject`, or any exam privilege for pickers). */
export const examSubjectsQuery = v.object({ exam_id: idField, class_id: v.optional(idField) });

/**
 * `GET /class/exam?examId=` (any exam privilege, class scope): the classes sitting an exam (with
 * at least one exam subject), each with its sections of the exam's year and their progress.
 */
export const classExamQuery = v.object({ examId: idField });
export interface ExamClassSection {
  id: number;
  name: string;
  students: number;
  /** One of the user's assigned classes. */
  own: boolean;
  /** Exam subjects of the class whose sheet for this section is marked complete. */
  complete: number;
}
export interface ExamClass {
  class_id: number;
  class_name: string;
  subjects: number;
  sections: ExamClassSection[];
}

// ---------------------------------------------------------------- results (mark entry)

export const RESULT_STATES = ['marked', 'absent', 'exempt'] as const;
export type ResultState = (typeof RESULT_STATES)[number];
export const RESULT_STATE_LABELS: Record<ResultState, string> = { marked: 'Marked', absent: 'Absent', exempt: 'Exempt' };

export interface Result {
  state: ResultState;
  /** Only when marked; Absent and Exempt carry no marks, never 0. */
  marks: number | null;
  remark: string | null;
}

export interface MarkSheetStudent {
  student_id: number;
  admission_no: string;
  fullname: string;
  /** null: nothing entered yet. */
  result: Result | null;
}

/** Why a sheet cannot be changed, or null when it can. */
export type SheetLock = null | { reason: string };

/**
 * `GET /results/sheets/{examSubjectId}/{sectionId}` (`exam-entry`, class scope): the students of
 * the section during the exam (and anyone with a result), with their results. Saved on the
 * device (no contact details) so a grid opens offline.
 */
export interface MarkSheet {
  exam: { id: number; name: string; status: ExamState; academic_year_name: string };
  exam_subject: ExamSubject;
  section: { id: number; name: string; class_id: number; class_name: string };
  /** null: nothing saved yet. */
  saved: { version: number; complete: boolean; updated_by_name: string; updated_at: string } | null;
  /** Marks are locked when the exam is not Active. */
  lock: SheetLock;
  students: MarkSheetStudent[];
}

export const RESULT_REMARK_MAX = 200;
export const MARK_SHEET_MAX_STUDENTS = 500;

export const resultInput = v.pipe(
  v.object({
    student_id: idField,
    state: v.picklist(RESULT_STATES, 'State is marked, absent or exempt.'),
    marks: v.optional(v.nullable(marksField('Marks', 0)), null),
    remark: optionalText('Remark', RESULT_REMARK_MAX),
  }),
  v.forward(v.check((r) => (r.state === 'marked') === (r.marks != null), 'Enter a mark, or mark the student Absent or Exempt.'), ['marks']),
);

/**
 * `PUT /results/sheets/{examSubjectId}/{sectionId}` (`exam-entry`, class scope): the whole sheet.
 * `base_version` is the version the grid was opened from (0: nothing saved). A mark above the
 * paper's maximum is 422 at `results.{i}.marks`. Saving what is saved changes nothing (200,
 * `changed: 0`); a sheet saved by someone else since `base_version` is 409 with that sheet.
 * A student left out keeps their result. `complete` marks the section's paper done.
 */
export const markSheetInput = v.object({
  base_version: wholeNumber('Base version', 0, MAX_ROW_VERSION),
  complete: v.boolean('Complete is true or false.'),
  results: v.pipe(
    v.array(resultInput, 'Results are a list.'),
    v.maxLength(MARK_SHEET_MAX_STUDENTS, `A sheet holds at most ${MARK_SHEET_MAX_STUDENTS} students.`),
    v.check((rows) => new Set(rows.map((r) => r.student_id)).size === rows.length, 'Each student once.'),
  ),
});
export type MarkSheetInput = v.InferOutput<typeof markSheetInput>;

export interface MarkSheetSaved {
  message: string;
  changed: number;
  sheet: MarkSheet;
}
export interface MarkSheetConflict {
  message: string;
  code: 'conflict';
  sheet: MarkSheet;
}
export const MARKS_SAVED_MESSAGE = 'The marks have been saved';
export const MARKS_CONFLICT_MESSAGE = 'Someone else saved these marks after you opened them. Choose which marks to keep.';
export const MARKS_LOCKED_MESSAGE = 'This exam is closed: its marks are locked.';
/** The lock of a Pending exam's sheets, and the 409 of a save to one. */
export const MARKS_PENDING_MESSAGE = 'Marks open when the exam is made Active.';

/** `GET /results?examId&sectionId` (`exam-entry` or a report privilege, class scope): the section's broadsheet. */
export const sectionResultsQuery = v.object({ examId: idField, sectionId: idField });
export interface SectionResults {
  exam: { id: number; name: string; status: ExamState };
  section: { id: number; name: string; class_id: number; class_name: string };
  subjects: {
    exam_subject_id: number;
    subject_name: string;
    max_marks: number;
    pass_marks: number;
    complete: boolean;
    /** Students with a result entered on this paper. */
    entered: number;
  }[];
  students: {
    student_id: number;
    admission_no: string;
    fullname: string;
    /** By exam subject id; a paper with nothing entered is absent from the map. */
    results: Record<string, Pick<Result, 'state' | 'marks'>>;
  }[];
}

/** `PUT /results/remarks` (`exam-entry`, class scope): the class teacher's remark on each report card. */
export const cardRemarksInput = v.object({
  exam_id: idField,
  section_id: idField,
  remarks: v.pipe(
    v.array(v.object({ student_id: idField, remark: optionalText('Remark', 300) }), 'Remarks are a list.'),
    v.maxLength(MARK_SHEET_MAX_STUDENTS, 'Too many students.'),
    v.check((rows) => new Set(rows.map((r) => r.student_id)).size === rows.length, 'Each student once.'),
  ),
});
export type CardRemarksInput = v.InferOutput<typeof cardRemarksInput>;

/** `GET /results/remarks?examId&sectionId` (`exam-entry` or a report privilege, class scope): the remarks given, by student. */
export const cardRemarksQuery = v.object({ examId: idField, sectionId: idField });
export interface CardRemark {
  student_id: number;
  remark: string;
}
/** The answer to `PUT /results/remarks`: remarks added, changed or removed, and the section's remarks now. */
export interface CardRemarksSaved {
  message: string;
  changed: number;
  remarks: CardRemark[];
}

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

// ---------------------------------------------------------------- messages

export const EXAM_MESSAGES = {
  typeSaved: 'The exam type has been saved',
  gradingSaved: 'The grading system has been saved',
  examSaved: 'The exam has been saved',
  subjectSaved: 'The exam subject has been saved',
  subjectsAdded: (n: number) => `${n} exam subject${n === 1 ? '' : 's'} added`,
  remarksSaved: 'The remarks have been saved',
} as const;

export type { GradeBand };
