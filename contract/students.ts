import * as v from 'valibot';
import { idField, isoDate, moneyField, noNul, optionalId, optionalText, passwordField, requiredText, versioned } from './fields';
import { listQuery } from './lists';
import { GENDERS } from './people';
import { parentInput } from './parents';
import { STUDENT_STATUSES, type StudentStatus } from './status';

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
export interface RosterStudent {
  id: number;
  admission_no: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  fullname: string;
  gender: string;
  photo: string | null;
  status: StudentStatus;
  class_id: number | null;
  class_name: string | null;
  section_id: number | null;
  section_name: string | null;
}

/** A row of the students list for staff who may see more than the roster. */
export interface StudentListRow extends RosterStudent {
  house: string | null;
  admission_date: string;
  parent_id: number;
  parent_name: string;
  parent_phone: string;
}

export interface Enrolment {
  id: number;
  academic_year_id: number;
  academic_year_name: string;
  class_id: number;
  class_name: string;
  section_id: number;
  section_name: string;
  /** null while current; then promoted, repeated, graduated, transferred or moved. */
  outcome: EnrolmentOutcome | null;
  enrolled_on: string;
  ended_on: string | null;
}

export const ENROLMENT_OUTCOMES = ['promoted', 'repeated', 'graduated', 'transferred', 'moved'] as const;
export type EnrolmentOutcome = (typeof ENROLMENT_OUTCOMES)[number];

/** `GET /students/:id` (view-student). */
export interface Student extends StudentListRow {
  date_of_birth: string;
  address: string | null;
  fee_discount: number;
  has_portal_password: boolean;
  transfer_date: string | null;
  transfer_reason: string | null;
  transfer_school: string | null;
  parent_email: string | null;
  enrolments: Enrolment[];
  version: number;
}

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
export interface TransferCertificate {
  school: { name: string; address: string | null; phone: string | null; email: string | null; logo: string | null };
  student: { id: number; admission_no: string; fullname: string; gender: string; date_of_birth: string; admission_date: string; parent_name: string };
  last_class: string | null;
  last_section: string | null;
  last_year: string | null;
  transfer_date: string;
  reason: string;
  destination: string;
  issued_on: string;
  certificate_no: string;
}

export const studentPasswordInput = v.object({ password: passwordField });

// ---------------------------------------------------------------- promotion (pass)

export const PROMOTION_OUTCOMES = ['promoted', 'repeated', 'graduated'] as const;
export type PromotionOutcome = (typeof PROMOTION_OUTCOMES)[number];

/** `POST /students/promotion/preview` (pass-student): the proposal for one section. */
export const promotionPreviewInput = v.object({ section_id: idField, target_year_id: idField });

export interface PromotionProposal {
  student_id: number;
  admission_no: string;
  fullname: string;
  proposed: PromotionOutcome;
  /** The section proposed in the target year (null when graduating or none exists yet). */
  target_section_id: number | null;
  /** Set when this student already has an enrolment in the target year (a re-run). */
  already: { outcome: PromotionOutcome; section_id: number | null } | null;
  /**
   * The student's final exam report for the section's year (issue 16), when the year has exams
   * with results: a `fail` makes the proposal "repeated"; the user still confirms.
   */
  final_result: { outcome: 'pass' | 'fail' | 'incomplete'; percent: number | null; failed_subjects: string[] } | null;
}

/**
 * When a promotion takes effect (ADR 018): the students stay in their section, counted and
 * transferable as before, until `current_until`; the new enrolments start on `takes_effect_on`.
 */
export interface PromotionTiming {
  /** The section's own year and the target year, by name. */
  from_year_name: string;
  target_year_name: string;
  /** The last day the current enrolments stay in force: the section's year end, or the day before the target year starts if earlier. */
  current_until: string;
  /** The target year's first day. */
  takes_effect_on: string;
  /** Today in the school's time zone, so the page words "takes effect on …" or "already in effect" as the server counts. */
  today: string;
}

/** The answer of `POST /students/promotion`. */
export interface PromotionResult {
  message: string;
  section_id: number;
  target_year_id: number;
  promoted: number;
  repeated: number;
  graduated: number;
  current_until: string;
  takes_effect_on: string;
}

export interface PromotionPreview extends PromotionTiming {
  section_id: number;
  class_id: number;
  class_name: string;
  next_class_id: number | null;
  next_class_name: string | null;
  /** Sections of the next class (promote) and of the same class (repeat) in the target year. */
  next_sections: { id: number; name: string; capacity: number; enrolled: number }[];
  repeat_sections: { id: number; name: string; capacity: number; enrolled: number }[];
  students: PromotionProposal[];
}

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

export interface ImportRowIssue {
  /** 1-based data row number (the header is row 0). */
  row: number;
  column: ImportColumn | 'row';
  message: string;
}

export interface ImportPreview {
  rows: number;
  /** New students, and rows that match an existing admission number (skipped, idempotent). */
  new_students: number;
  existing: number;
  new_parents: number;
  issues: ImportRowIssue[];
}

// ---------------------------------------------------------------- query shapes of the fixed paths

/** `GET /students/status?status=` (list-student): students by status, paged like the list. */
export const studentStatusListQuery = listQuery(['admission_no', 'first_name', 'last_name', 'class_name', 'admission_date', 'created_at'], {
  status: v.picklist(STUDENT_STATUSES, 'Pick a status from the list.'),
});

/** `GET /students/transfer?studentId=` (transfer-student). */
export const transferCertificateQuery = v.object({ studentId: idField });

/** `GET /students/next-admission-no` (add-student): the suggested ADM-0001-style number. */
export interface NextAdmissionNo {
  admission_no: string;
}
