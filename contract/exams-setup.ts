import * as v from 'valibot';
import { createdAnswer, messageAnswer } from './answers';
import { endpoint } from './endpoint';
import { type GradeBand, hasMarkPrecision, PRECISIONS, ROUNDING_RULES } from './grading';
import { idField, idParams, isoDate, optionalText, requiredText, versioned, wholeNumber } from './fields';
import { API } from './paths';

/**
 * Exams (issue 16, ADR 027). An exam (a term exam, a mid-term) belongs to an academic year and
 * has a type, whose weight combines the year's exams in the final report. Each exam subject
 * is one class's paper in one subject, with its maximum and pass marks and the grading system
 * that grades it. Results are entered as a sheet per section and exam subject, saved whole.
 * Absent and Exempt are states of a result, never a mark of 0.
 */

// ---------------------------------------------------------------- exam types

export const examTypeRow = v.object({
  id: v.number(),
  version: v.number(),
  name: v.string(),
  /** Weight in the final report (20, 30, 50…); shares are weight ÷ the sum over the year's types. */
  weight: v.number(),
  /** Exams of this type, in any year. */
  exams: v.number(),
});
export type ExamType = v.InferOutput<typeof examTypeRow>;

/** `POST /exams/types`, `PUT /exams/types/{id}` (`add-exam-type`, `update-exam-type`). */
export const examTypeInput = v.object({
  name: requiredText('Name', 60),
  weight: wholeNumber('Weight', 0, 100),
  ...versioned,
});
export type ExamTypeInput = v.InferOutput<typeof examTypeInput>;

// ---------------------------------------------------------------- grading systems

export const GRADING_STATES = ['Active', 'Inactive'] as const;

export const gradeBandRow = v.object({ from: v.number(), to: v.number(), grade: v.string(), point: v.number(), remark: v.nullable(v.string()) });
/** What a report grades with: the rule and the bands (`GradingScale`). */
const gradingScaleEntries = {
  id: v.number(),
  name: v.string(),
  precision: v.picklist(PRECISIONS),
  rounding: v.picklist(ROUNDING_RULES),
  bands: v.array(gradeBandRow),
};
export const gradingScaleRow = v.object(gradingScaleEntries);
export const gradingSystemRow = v.object({
  ...gradingScaleEntries,
  version: v.number(),
  status: v.picklist(GRADING_STATES),
  /** Exams and exam subjects that grade with it. */
  used_by: v.number(),
});
export type GradingSystem = v.InferOutput<typeof gradingSystemRow>;

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

export const examRow = v.object({
  id: v.number(),
  version: v.number(),
  academic_year_id: v.number(),
  academic_year_name: v.string(),
  exam_type_id: v.number(),
  exam_type_name: v.string(),
  name: v.string(),
  start_date: v.string(),
  end_date: v.string(),
  status: v.picklist(EXAM_STATES),
  /** Grades each exam subject that names no system of its own, and the report card's overall percentage. */
  grading_system_id: v.number(),
  grading_system_name: v.string(),
  /** Exam subjects (class papers) set. */
  subjects: v.number(),
});
export type Exam = v.InferOutput<typeof examRow>;

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
export const marksField = (label: string, min: number) =>
  v.pipe(
    v.number(`${label} must be a number.`),
    v.minValue(min, `${label} must be at least ${min}.`),
    v.maxValue(MARKS_MAX, `${label} must be at most ${MARKS_MAX}.`),
    v.check((n) => hasMarkPrecision(n), `${label} has at most two decimals.`),
  );

export const examSubjectRow = v.object({
  id: v.number(),
  version: v.number(),
  exam_id: v.number(),
  class_id: v.number(),
  class_name: v.string(),
  subject_id: v.number(),
  subject_name: v.string(),
  max_marks: v.number(),
  pass_marks: v.number(),
  date: v.nullable(v.string()),
  /** null: graded with the exam's system. */
  grading_system_id: v.nullable(v.number()),
  /** The system that grades it (its own or the exam's). */
  grading_system_name: v.string(),
  /** Results entered so far (marks, absent or exempt). */
  results: v.number(),
});
export type ExamSubject = v.InferOutput<typeof examSubjectRow>;

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
export const examClassSectionRow = v.object({
  id: v.number(),
  name: v.string(),
  students: v.number(),
  /** One of the user's assigned classes. */
  own: v.boolean(),
  /** Exam subjects of the class whose sheet for this section is marked complete. */
  complete: v.number(),
});
export type ExamClassSection = v.InferOutput<typeof examClassSectionRow>;
export const examClassRow = v.object({ class_id: v.number(), class_name: v.string(), subjects: v.number(), sections: v.array(examClassSectionRow) });
export type ExamClass = v.InferOutput<typeof examClassRow>;

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

/** Exam set-up's endpoints (ADR 031). */
export const examSetupEndpoints = {
  types: endpoint({ mount: API.examTypes, method: 'GET', path: '/', output: v.array(examTypeRow) }),
  createType: endpoint({ mount: API.examTypes, method: 'POST', path: '/', body: examTypeInput, output: createdAnswer, status: 201 }),
  updateType: endpoint({ mount: API.examTypes, method: 'PUT', path: '/:id', params: idParams, body: examTypeInput, output: messageAnswer }),
  gradingSystems: endpoint({ mount: API.gradingSystems, method: 'GET', path: '/', output: v.array(gradingSystemRow) }),
  createGradingSystem: endpoint({ mount: API.gradingSystems, method: 'POST', path: '/', body: gradingSystemInput, output: createdAnswer, status: 201 }),
  updateGradingSystem: endpoint({ mount: API.gradingSystems, method: 'PUT', path: '/:id', params: idParams, body: gradingSystemInput, output: messageAnswer }),
  exams: endpoint({ mount: API.exams, method: 'GET', path: '/', query: examsQuery, output: v.array(examRow) }),
  createExam: endpoint({ mount: API.exams, method: 'POST', path: '/', body: examInput, output: createdAnswer, status: 201 }),
  updateExam: endpoint({ mount: API.exams, method: 'PUT', path: '/:id', params: idParams, body: examInput, output: messageAnswer }),
  papers: endpoint({ mount: API.examSubjects, method: 'GET', path: '/', query: examSubjectsQuery, output: v.array(examSubjectRow) }),
  addClassPapers: endpoint({ mount: API.examSubjects, method: 'POST', path: '/bulk', body: examSubjectsBulkInput, output: v.object({ message: v.string(), ids: v.array(v.number()) }), status: 201 }),
  createPaper: endpoint({ mount: API.examSubjects, method: 'POST', path: '/', body: examSubjectInput, output: createdAnswer, status: 201 }),
  updatePaper: endpoint({ mount: API.examSubjects, method: 'PUT', path: '/:id', params: idParams, body: examSubjectInput, output: messageAnswer }),
  deletePaper: endpoint({ mount: API.examSubjects, method: 'DELETE', path: '/:id', params: idParams, output: messageAnswer }),
  classes: endpoint({ mount: API.classExam, method: 'GET', path: '/', query: classExamQuery, output: v.array(examClassRow) }),
};
