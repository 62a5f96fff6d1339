import * as v from 'valibot';
import { idField, MAX_ROW_VERSION, optionalText, wholeNumber } from './fields';
import { type ExamState, type ExamSubject, marksField } from './exams-setup';

/** Exams: mark entry, a sheet per section and paper saved whole, the broadsheet and the report card remarks (ADR 027). */

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
