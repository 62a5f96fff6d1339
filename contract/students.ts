import * as v from 'valibot';
import { createdAnswer, messageAnswer, pageOf } from './answers';
import { endpoint, fileOutput } from './endpoint';
import { idField, idParams, isoDate, moneyField, noNul, optionalId, optionalText, passwordField, requiredText, versioned } from './fields';
import { dateRangeQuery, listQuery } from './lists';
import { portalStatusRow } from './family';
import { GENDERS } from './people';
import { parentInput } from './parents';
import { API } from './paths';
import { STUDENT_STATUSES } from './status';

/**
 * Issue 4: students, their enrolments, promotion, transfer, performance notes and import.
 * Field names are the API's (snake_case). Money is integer minor units.
 */


export const HOUSES_MAX = 40;
export const admissionNoField = v.pipe(
  requiredText('Admission number', 30),
  v.regex(/^[A-Za-z0-9._/-]+$/, 'Admission number may hold letters, digits, dots, dashes, slashes and underscores.'),
);

/** The student's own record, shared by admission and edit. */
export const studentFields = {
  admission_no: admissionNoField,
  first_name: requiredText('First name', 60),
  middle_name: optionalText('Middle name', 60),
  last_name: requiredText('Last name', 60),
  gender: v.picklist(GENDERS, 'Gender is Male or Female.'),
  date_of_birth: isoDate,
  photo: optionalText('Photo', 100),
  address: optionalText('Address', 300),
  house: optionalText('House', HOUSES_MAX),
  admission_date: isoDate,
  /** Taken off the monthly tuition when fees are generated, in minor units. */
  fee_discount: v.optional(moneyField('Fee discount'), 0),
};

/** Where an admitted student is enrolled: a section of the class, in the active year. */
export const enrolmentFields = { class_id: idField, section_id: idField };

/**
 * `POST /studentClass/add`: admission and enrolment in one transaction. The parent is an
 * existing one (`parent_id`) or a new one (`parent`), never both. The section must belong to
 * the class and to the active year, and have room.
 */
export const admissionInput = v.pipe(
  v.object({
    ...studentFields,
    parent_id: optionalId,
    parent: v.optional(v.nullable(parentInput), null),
    ...enrolmentFields,
  }),
  v.forward(
    v.check((a) => (a.parent_id == null) !== (a.parent == null), 'Pick an existing parent or enter a new one.'),
    ['parent_id'],
  ),
);
export type AdmissionInput = v.InferOutput<typeof admissionInput>;

/** `PUT /students/:id` (update-student): the record, not its enrolment. */
export const studentUpdateInput = v.object({ ...studentFields, parent_id: idField, ...versioned });
export type StudentUpdateInput = v.InferOutput<typeof studentUpdateInput>;

export const studentListQuery = listQuery(['admission_no', 'first_name', 'last_name', 'class_name', 'admission_date', 'created_at'], {
  class_id: v.optional(idField),
  section_id: v.optional(idField),
  academic_year_id: v.optional(idField),
  status: v.optional(v.picklist(STUDENT_STATUSES, 'Pick a status from the list.')),
  house: v.optional(v.pipe(v.string(), noNul('House'), v.trim(), v.maxLength(HOUSES_MAX))),
  gender: v.optional(v.picklist(GENDERS, 'Gender is Male or Female.')),
});

/** A roster row: what a teacher sees and what is saved for offline use. No contacts. */
export const rosterStudentRow = v.object({
  id: v.number(),
  admission_no: v.string(),
  first_name: v.string(),
  middle_name: v.nullable(v.string()),
  last_name: v.string(),
  fullname: v.string(),
  gender: v.string(),
  photo: v.nullable(v.string()),
  status: v.picklist(STUDENT_STATUSES),
  class_id: v.nullable(v.number()),
  class_name: v.nullable(v.string()),
  section_id: v.nullable(v.number()),
  section_name: v.nullable(v.string()),
});
export type RosterStudent = v.InferOutput<typeof rosterStudentRow>;

/** A row of the students list for staff who may see more than the roster. */
export const studentListRow = v.object({
  ...rosterStudentRow.entries,
  house: v.nullable(v.string()),
  admission_date: v.string(),
  parent_id: v.number(),
  parent_name: v.string(),
  parent_phone: v.string(),
});
export type StudentListRow = v.InferOutput<typeof studentListRow>;

export const ENROLMENT_OUTCOMES = ['promoted', 'repeated', 'graduated', 'transferred', 'moved'] as const;
export type EnrolmentOutcome = (typeof ENROLMENT_OUTCOMES)[number];

export const enrolmentRow = v.object({
  id: v.number(),
  academic_year_id: v.number(),
  academic_year_name: v.string(),
  class_id: v.number(),
  class_name: v.string(),
  section_id: v.number(),
  section_name: v.string(),
  /** null while current; then promoted, repeated, graduated, transferred or moved. */
  outcome: v.nullable(v.picklist(ENROLMENT_OUTCOMES)),
  enrolled_on: v.string(),
  ended_on: v.nullable(v.string()),
});
export type Enrolment = v.InferOutput<typeof enrolmentRow>;

/** `GET /students/:id` (view-student). */
export const studentRow = v.object({
  ...studentListRow.entries,
  date_of_birth: v.string(),
  address: v.nullable(v.string()),
  fee_discount: v.number(),
  has_portal_password: v.boolean(),
  transfer_date: v.nullable(v.string()),
  transfer_reason: v.nullable(v.string()),
  transfer_school: v.nullable(v.string()),
  parent_email: v.nullable(v.string()),
  enrolments: v.array(enrolmentRow),
  version: v.number(),
  /** The pupil's own family portal sign-in (issue 33): `enabled` is false when the office turned the family's portal off. */
  portal: portalStatusRow,
});
export type Student = v.InferOutput<typeof studentRow>;

// ---------------------------------------------------------------- status, transfer, password

export const studentStatusInput = v.object({
  status: v.picklist(['Active', 'Inactive'] as const, 'Status is Active or Inactive.'),
  reason: optionalText('Reason', 500),
});

/** `POST /students/:id/transfer` (transfer-student). */
/** The student leaves the school. */
export const transferLeaveInput = v.object({
  kind: v.literal('leave'),
  date: isoDate,
  reason: requiredText('Reason', 500),
  destination: requiredText('Destination school', 160),
});

/** The student moves to another section of the same class. */
export const transferMoveInput = v.object({ kind: v.literal('move'), date: isoDate, section_id: idField, reason: optionalText('Reason', 500) });

export const transferInput = v.variant('kind', [transferLeaveInput, transferMoveInput]);
export type TransferInput = v.InferOutput<typeof transferInput>;

/** `GET /students/transfer?studentId=`: what the transfer certificate prints. */
export const transferCertificateAnswer = v.object({
  school: v.object({
    name: v.string(),
    address: v.nullable(v.string()),
    phone: v.nullable(v.string()),
    email: v.nullable(v.string()),
    logo: v.nullable(v.string()),
  }),
  student: v.object({
    id: v.number(),
    admission_no: v.string(),
    fullname: v.string(),
    gender: v.string(),
    date_of_birth: v.string(),
    admission_date: v.string(),
    parent_name: v.string(),
  }),
  last_class: v.nullable(v.string()),
  last_section: v.nullable(v.string()),
  last_year: v.nullable(v.string()),
  transfer_date: v.string(),
  reason: v.string(),
  destination: v.string(),
  issued_on: v.string(),
  certificate_no: v.string(),
});
export type TransferCertificate = v.InferOutput<typeof transferCertificateAnswer>;

export const studentPasswordInput = v.object({ password: passwordField });

// ---------------------------------------------------------------- promotion (pass)

export const PROMOTION_OUTCOMES = ['promoted', 'repeated', 'graduated'] as const;
export type PromotionOutcome = (typeof PROMOTION_OUTCOMES)[number];

/** `POST /students/promotion/preview` (pass-student): the proposal for one section. */
export const promotionPreviewInput = v.object({ section_id: idField, target_year_id: idField });

const promotionOutcome = v.picklist(PROMOTION_OUTCOMES);

export const promotionProposalRow = v.object({
  student_id: v.number(),
  admission_no: v.string(),
  fullname: v.string(),
  proposed: promotionOutcome,
  /** The section proposed in the target year (null when graduating or none exists yet). */
  target_section_id: v.nullable(v.number()),
  /** Set when this student already has an enrolment in the target year (a re-run). */
  already: v.nullable(v.object({ outcome: promotionOutcome, section_id: v.nullable(v.number()) })),
  /**
   * The student's final exam report for the section's year (issue 16), when the year has exams
   * with results: a `fail` makes the proposal "repeated"; the user still confirms.
   */
  final_result: v.nullable(
    v.object({ outcome: v.picklist(['pass', 'fail', 'incomplete']), percent: v.nullable(v.number()), failed_subjects: v.array(v.string()) }),
  ),
});
export type PromotionProposal = v.InferOutput<typeof promotionProposalRow>;

/**
 * When a promotion takes effect (ADR 018): the students stay in their section, counted and
 * transferable as before, until `current_until`; the new enrolments start on `takes_effect_on`.
 */
export const promotionTiming = v.object({
  /** The section's own year and the target year, by name. */
  from_year_name: v.string(),
  target_year_name: v.string(),
  /** The last day the current enrolments stay in force: the section's year end, or the day before the target year starts if earlier. */
  current_until: v.string(),
  /** The target year's first day. */
  takes_effect_on: v.string(),
  /** Today in the school's time zone, so the page words "takes effect on …" or "already in effect" as the server counts. */
  today: v.string(),
});
export type PromotionTiming = v.InferOutput<typeof promotionTiming>;

/** The answer of `POST /students/promotion`. */
export const promotionResultAnswer = v.object({
  message: v.string(),
  section_id: v.number(),
  target_year_id: v.number(),
  promoted: v.number(),
  repeated: v.number(),
  graduated: v.number(),
  current_until: v.string(),
  takes_effect_on: v.string(),
});
export type PromotionResult = v.InferOutput<typeof promotionResultAnswer>;

/** A section a promoted or repeating student may be seated in, with its room. */
const promotionSeat = v.object({ id: v.number(), name: v.string(), capacity: v.number(), enrolled: v.number() });

export const promotionPreviewAnswer = v.object({
  ...promotionTiming.entries,
  section_id: v.number(),
  class_id: v.number(),
  class_name: v.string(),
  next_class_id: v.nullable(v.number()),
  next_class_name: v.nullable(v.string()),
  /** Sections of the next class (promote) and of the same class (repeat) in the target year. */
  next_sections: v.array(promotionSeat),
  repeat_sections: v.array(promotionSeat),
  students: v.array(promotionProposalRow),
});
export type PromotionPreview = v.InferOutput<typeof promotionPreviewAnswer>;

/** `POST /students/promotion` (pass-student): written whole or not at all, re-runnable. */
export const promotionInput = v.object({
  section_id: idField,
  target_year_id: idField,
  decisions: v.pipe(
    v.array(
      v.object({
        student_id: idField,
        outcome: v.picklist(PROMOTION_OUTCOMES, 'Outcome is promoted, repeated or graduated.'),
        target_section_id: optionalId,
      }),
      'Decisions must be a list.',
    ),
    v.minLength(1, 'Decide for at least one student.'),
    v.maxLength(500, 'Too many students.'),
  ),
});
export type PromotionInput = v.InferOutput<typeof promotionInput>;

// ---------------------------------------------------------------- import

/** The CSV template's columns, in order; the import maps any header to one of these. */
export const IMPORT_COLUMNS = [
  'admission_no', 'first_name', 'middle_name', 'last_name', 'gender', 'date_of_birth', 'admission_date',
  'class', 'section', 'house', 'address', 'fee_discount', 'parent_name', 'parent_phone', 'parent_email',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export const IMPORT_MAX_ROWS = 5000;

/** `POST /students/import/preview` and `/students/import` (add-student): rows as the CSV gave them. */
export const importInput = v.object({
  rows: v.pipe(
    // Admission numbers and phones are looked up before each cell is checked, so NUL goes first.
    v.array(v.record(v.string(), v.pipe(v.string(), noNul('A cell'), v.maxLength(500))), 'Rows must be a list.'),
    v.minLength(1, 'The file has no rows.'),
    v.maxLength(IMPORT_MAX_ROWS, `Import at most ${IMPORT_MAX_ROWS} rows at a time.`),
  ),
});
export type ImportInput = v.InferOutput<typeof importInput>;

export const importRowIssue = v.object({
  /** 1-based data row number (the header is row 0). */
  row: v.number(),
  column: v.picklist([...IMPORT_COLUMNS, 'row']),
  message: v.string(),
});
export type ImportRowIssue = v.InferOutput<typeof importRowIssue>;

export const importPreviewAnswer = v.object({
  rows: v.number(),
  /** New students, and rows that match an existing admission number (skipped, idempotent). */
  new_students: v.number(),
  existing: v.number(),
  new_parents: v.number(),
  issues: v.array(importRowIssue),
});
export type ImportPreview = v.InferOutput<typeof importPreviewAnswer>;

/** `POST /students/import`: what was written. A file with problems is a 422 carrying its preview. */
export const importResultAnswer = v.object({ message: v.string(), created: v.number(), existing: v.number(), parents_created: v.number() });
export type ImportResultAnswer = v.InferOutput<typeof importResultAnswer>;

// ---------------------------------------------------------------- query shapes of the fixed paths

/** `GET /students/status?status=` (list-student): students by status, paged like the list. */
export const studentStatusListQuery = listQuery(['admission_no', 'first_name', 'last_name', 'class_name', 'admission_date', 'created_at'], {
  status: v.picklist(STUDENT_STATUSES, 'Pick a status from the list.'),
});

/** `GET /students/transfer?studentId=` (transfer-student). */
export const transferCertificateQuery = v.object({ studentId: idField });

/** `GET /students/next-admission-no` (add-student): the suggested ADM-0001-style number. */
export const nextAdmissionNoAnswer = v.object({ admission_no: v.string() });
export type NextAdmissionNo = v.InferOutput<typeof nextAdmissionNoAnswer>;

// ---------------------------------------------------------------- endpoints

export const studentEndpoints = {
  list: endpoint({ mount: API.students, method: 'GET', path: '/', query: studentListQuery, output: pageOf(studentListRow), paged: true }),
  nextAdmissionNo: endpoint({ mount: API.students, method: 'GET', path: '/next-admission-no', output: nextAdmissionNoAnswer }),
  byStatus: endpoint({ mount: API.students, method: 'GET', path: '/status', query: studentStatusListQuery, output: pageOf(studentListRow), paged: true }),
  createdBetween: endpoint({ mount: API.students, method: 'GET', path: '/date', query: dateRangeQuery, output: v.array(studentListRow) }),
  transferCertificate: endpoint({ mount: API.students, method: 'GET', path: '/transfer', query: transferCertificateQuery, output: transferCertificateAnswer }),
  get: endpoint({ mount: API.students, method: 'GET', path: '/:id', params: idParams, output: studentRow }),
  update: endpoint({ mount: API.students, method: 'PUT', path: '/:id', params: idParams, body: studentUpdateInput, output: messageAnswer }),
  setStatus: endpoint({
    mount: API.students,
    method: 'POST',
    path: '/:id/status',
    params: idParams,
    body: studentStatusInput,
    output: v.object({ message: v.string(), id: v.number(), status: v.picklist(['Active', 'Inactive']) }),
  }),
  transfer: endpoint({
    mount: API.students,
    method: 'POST',
    path: '/:id/transfer',
    params: idParams,
    body: transferInput,
    // A move opens an enrolment in the new section; a leave does not.
    output: v.object({ message: v.string(), id: v.number(), kind: v.picklist(['leave', 'move']), enrolment_id: v.optional(v.number()) }),
  }),
  setPassword: endpoint({ mount: API.students, method: 'POST', path: '/:id/password', params: idParams, body: studentPasswordInput, output: messageAnswer }),
  /** `POST /studentClass/add`: admission with enrolment. */
  admit: endpoint({ mount: API.studentClass, method: 'POST', path: '/add', body: admissionInput, output: createdAnswer, status: 201 }),
};

export const promotionEndpoints = {
  /** A read, though it is a POST: the proposal for one section. */
  preview: endpoint({ mount: API.promotion, method: 'POST', path: '/preview', body: promotionPreviewInput, output: promotionPreviewAnswer }),
  promote: endpoint({ mount: API.promotion, method: 'POST', path: '/', body: promotionInput, output: promotionResultAnswer }),
};

export const studentImportEndpoints = {
  template: endpoint({ mount: API.studentImport, method: 'GET', path: '/template', output: fileOutput('text/csv') }),
  preview: endpoint({ mount: API.studentImport, method: 'POST', path: '/preview', body: importInput, output: importPreviewAnswer }),
  run: endpoint({ mount: API.studentImport, method: 'POST', path: '/', body: importInput, output: importResultAnswer }),
};
