import * as v from 'valibot';
import { endpoint } from './endpoint';
import { EXAM_STATES, examSubjectRow, marksField } from './exams-setup';
import { idField, MAX_ROW_VERSION, optionalText, sectionRef, wholeNumber } from './fields';
import { API } from './paths';

/** Exams: mark entry, a sheet per section and paper saved whole, the broadsheet and the report card remarks (ADR 027). */

// ---------------------------------------------------------------- results (mark entry)

export const RESULT_STATES = ['marked', 'absent', 'exempt'] as const;
export type ResultState = (typeof RESULT_STATES)[number];
export const RESULT_STATE_LABELS: Record<ResultState, string> = { marked: 'Marked', absent: 'Absent', exempt: 'Exempt' };

const resultEntries = {
  state: v.picklist(RESULT_STATES),
  /** Only when marked; Absent and Exempt carry no marks, never 0. */
  marks: v.nullable(v.number()),
};
export const resultRow = v.object({ ...resultEntries, remark: v.nullable(v.string()) });
export type Result = v.InferOutput<typeof resultRow>;

export const markSheetStudentRow = v.object({
  student_id: v.number(),
  admission_no: v.string(),
  fullname: v.string(),
  /** null: nothing entered yet. */
  result: v.nullable(resultRow),
});
export type MarkSheetStudent = v.InferOutput<typeof markSheetStudentRow>;

/** Why a sheet cannot be changed, or null when it can. */
export const sheetLockRow = v.nullable(v.object({ reason: v.string() }));
export type SheetLock = v.InferOutput<typeof sheetLockRow>;

/**
 * `GET /results/sheets/{examSubjectId}/{sectionId}` (`exam-entry`, class scope): the students of
 * the section during the exam (and anyone with a result), with their results. Saved on the
 * device (no contact details) so a grid opens offline.
 */
export const markSheetRow = v.object({
  exam: v.object({ id: v.number(), name: v.string(), status: v.picklist(EXAM_STATES), academic_year_name: v.string() }),
  exam_subject: examSubjectRow,
  section: sectionRef,
  /** null: nothing saved yet. */
  saved: v.nullable(v.object({ version: v.number(), complete: v.boolean(), updated_by_name: v.string(), updated_at: v.string() })),
  /** Marks are locked when the exam is not Active. */
  lock: sheetLockRow,
  students: v.array(markSheetStudentRow),
});
export type MarkSheet = v.InferOutput<typeof markSheetRow>;

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

export const markSheetSavedAnswer = v.object({ message: v.string(), changed: v.number(), sheet: markSheetRow });
export type MarkSheetSaved = v.InferOutput<typeof markSheetSavedAnswer>;
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
export const sectionResultsAnswer = v.object({
  exam: v.object({ id: v.number(), name: v.string(), status: v.picklist(EXAM_STATES) }),
  section: sectionRef,
  subjects: v.array(
    v.object({
      exam_subject_id: v.number(),
      subject_name: v.string(),
      max_marks: v.number(),
      pass_marks: v.number(),
      complete: v.boolean(),
      /** Students with a result entered on this paper. */
      entered: v.number(),
    }),
  ),
  students: v.array(
    v.object({
      student_id: v.number(),
      admission_no: v.string(),
      fullname: v.string(),
      /** By exam subject id; a paper with nothing entered is absent from the map. */
      results: v.record(v.string(), v.object(resultEntries)),
    }),
  ),
});
export type SectionResults = v.InferOutput<typeof sectionResultsAnswer>;

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
export const cardRemarkRow = v.object({ student_id: v.number(), remark: v.string() });
export type CardRemark = v.InferOutput<typeof cardRemarkRow>;
/** The answer to `PUT /results/remarks`: remarks added, changed or removed, and the section's remarks now. */
export const cardRemarksSavedAnswer = v.object({ message: v.string(), changed: v.number(), remarks: v.array(cardRemarkRow) });
export type CardRemarksSaved = v.InferOutput<typeof cardRemarksSavedAnswer>;

/** The path of a section's sheet on one paper. */
export const markSheetParams = v.object({ examSubjectId: idField, sectionId: idField });

/** Mark entry's endpoints (ADR 031). */
export const examEntryEndpoints = {
  broadsheet: endpoint({ mount: API.results, method: 'GET', path: '/', query: sectionResultsQuery, output: sectionResultsAnswer }),
  sheet: endpoint({ mount: API.resultSheets, method: 'GET', path: '/:examSubjectId/:sectionId', params: markSheetParams, output: markSheetRow }),
  saveSheet: endpoint({ mount: API.resultSheets, method: 'PUT', path: '/:examSubjectId/:sectionId', params: markSheetParams, body: markSheetInput, output: markSheetSavedAnswer }),
  remarks: endpoint({ mount: API.resultRemarks, method: 'GET', path: '/', query: cardRemarksQuery, output: v.array(cardRemarkRow) }),
  saveRemarks: endpoint({ mount: API.resultRemarks, method: 'PUT', path: '/', body: cardRemarksInput, output: cardRemarksSavedAnswer }),
};
