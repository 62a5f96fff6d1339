import * as v from 'valibot';
import { idField, isoDate, MAX_ROW_VERSION, optionalText, requiredText, rowVersion, versioned, wholeNumber } from './fields';
import { intParam } from './lists';

/**
 * Attendance (issue 14, ADR 025). One register (sheet) per section and school day, saved whole
 * by one idempotent PUT. Every change of a mark is kept in an append-only log. A change made by
 * anyone but the register's taker is an override: it is kept beside the taker's mark, and both
 * are shown. Days travel as `YYYY-MM-DD`; weekdays are ISO (1 Monday … 7 Sunday).
 */

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  1: 'Monday', 2: 'Tuesday', 3: 'Wednesday', 4: 'Thursday', 5: 'Friday', 6: 'Saturday', 7: 'Sunday',
};
/** The ISO weekday of a `YYYY-MM-DD` day. */
export function weekdayOf(day: string): Weekday {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return (d === 0 ? 7 : d) as Weekday;
}

/**
 * How a code counts in rates and reports: present (Present, Late), absent, or an excused
 * absence (Excused), which the absent report keeps apart from unexcused ones.
 */
export const ATTENDANCE_COUNTS = ['present', 'absent', 'excused'] as const;
export type AttendanceCount = (typeof ATTENDANCE_COUNTS)[number];
export const ATTENDANCE_COUNT_LABELS: Record<AttendanceCount, string> = {
  present: 'Counts as present',
  absent: 'Counts as absent',
  excused: 'Counts as an excused absence',
};

/** The four codes every school starts with (built in: their letter and how they count are fixed). */
export const BUILT_IN_CODES = [
  { code: 'P', name: 'Present', counts: 'present' },
  { code: 'A', name: 'Absent', counts: 'absent' },
  { code: 'L', name: 'Late', counts: 'present' },
  { code: 'E', name: 'Excused', counts: 'excused' },
] as const satisfies readonly { code: string; name: string; counts: AttendanceCount }[];

export const CODE_STATES = ['Active', 'Inactive'] as const;

/** A register's tap cycle stays short enough to use: the four built in and up to eight of the school's. */
export const ATTENDANCE_MAX_CODES = 12;

export interface AttendanceCode {
  id: number;
  version: number;
  /** One to three capital letters or digits, shown in the register and the grid. */
  code: string;
  name: string;
  counts: AttendanceCount;
  /** Present, Absent, Late and Excused: renamable, never deactivated, their counting fixed. */
  built_in: boolean;
  status: (typeof CODE_STATES)[number];
  /** Order in the register's tap cycle (Present first). */
  sort_order: number;
}

/** `POST /attendance/codes`, `PUT /attendance/codes/{id}` (`attadence-config`). */
export const codeInput = v.object({
  code: v.pipe(
    v.string('Code is required.'),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z0-9]{1,3}$/, 'Code is one to three letters or digits.'),
  ),
  name: requiredText('Name', 40),
  counts: v.picklist(ATTENDANCE_COUNTS, 'Counts as present, absent or an excused absence.'),
  status: v.optional(v.picklist(CODE_STATES, 'Status is Active or Inactive.'), 'Active'),
  ...versioned,
});
export type CodeInput = v.InferOutput<typeof codeInput>;

/** `PUT /attendance/school-days` (`attadence-config`): the weekdays the school is open. */
export const schoolDaysInput = v.object({
  school_days: v.pipe(
    v.array(v.picklist(WEEKDAYS, 'A school day is a weekday number from 1 (Monday) to 7 (Sunday).'), 'School days are a list of weekdays.'),
    v.minLength(1, 'Choose at least one school day.'),
    v.maxLength(7, 'A week has seven days.'),
    v.check((days) => new Set(days).size === days.length, 'Each school day once.'),
  ),
  version: rowVersion(0, 'Version is a whole number from 0.'),
});
export type SchoolDaysInput = v.InferOutput<typeof schoolDaysInput>;

export interface Holiday {
  id: number;
  version: number;
  academic_year_id: number;
  name: string;
  start_date: string;
  end_date: string;
  /** School days (by weekday) the holiday closes. */
  school_days: number;
}

/** `POST /attendance/holidays`, `PUT /attendance/holidays/{id}` (`attadence-config`); DELETE removes one. */
export const holidayInput = v.pipe(
  v.object({
    academic_year_id: idField,
    name: requiredText('Name', 80),
    start_date: isoDate,
    end_date: isoDate,
    ...versioned,
  }),
  v.forward(
    v.check((h) => h.end_date >= h.start_date, 'The last day cannot be before the first.'),
    ['end_date'],
  ),
);
export type HolidayInput = v.InferOutput<typeof holidayInput>;

/**
 * `GET /attendance/config`: what a register, the grid and the settings page need. Any attendance
 * privilege reads it (the codes and school days are not secret); `attadence-config` changes it.
 */
export interface AttendanceConfig {
  school_days: Weekday[];
  /** The school-days setting's row version, for `PUT /attendance/school-days`. */
  version: number;
  codes: AttendanceCode[];
  /** The active academic year and its holidays; null when the school has no active year. */
  year: { id: number; name: string; start_date: string; end_date: string } | null;
  holidays: Holiday[];
}

/** Whether a day can have a register, and why not ("Saturday is not a school day."). */
export interface SchoolDay {
  open: boolean;
  reason: string | null;
}

/** Who saved a register and when (ISO timestamps). */
export interface SheetStamp {
  version: number;
  taken_by: number;
  taken_by_name: string;
  taken_at: string;
  updated_by_name: string;
  updated_at: string;
}

/** A mark: a code and an optional note. */
export interface Mark {
  code_id: number;
  note: string | null;
}

export interface SheetStudent {
  student_id: number;
  admission_no: string;
  fullname: string;
  gender: string;
  /** The taker's mark; null until the register is saved. */
  mark: Mark | null;
  /** The office's mark kept beside the taker's, when someone else changed it. It is the one that counts. */
  override: (Mark & { by_name: string; at: string }) | null;
}

/**
 * `GET /attendance/sheets/{sectionId}/{date}` (`generate-attendance`, class scope): the students
 * enrolled in the section that day, with their marks when the register has been saved. Saved on
 * the device (no contact details) so a register opens offline.
 */
export interface AttendanceSheet {
  section: { id: number; name: string; class_id: number; class_name: string; teacher_name: string | null };
  date: string;
  school_day: SchoolDay;
  /** null: not taken yet. */
  sheet: SheetStamp | null;
  students: SheetStudent[];
}

export const NOTE_MAX = 200;
export const SHEET_MAX_STUDENTS = 500;

/**
 * `PUT /attendance/sheets/{sectionId}/{date}` (`generate-attendance`): the whole register.
 * `base_version` is the version the taker started from (0: not taken yet). A student left out
 * keeps their mark (Present when new). Saving what is already saved changes nothing and answers
 * 200, so a repeated or concurrent submit never makes a second sheet. A different register saved
 * since `base_version` answers 409 with the saved sheet, to choose from.
 */
export const sheetInput = v.object({
  base_version: wholeNumber('Base version', 0, MAX_ROW_VERSION),
  marks: v.pipe(
    v.array(
      v.object({
        student_id: idField,
        code_id: idField,
        note: optionalText('Note', NOTE_MAX),
      }),
      'Marks are a list.',
    ),
    v.maxLength(SHEET_MAX_STUDENTS, `A register holds at most ${SHEET_MAX_STUDENTS} students.`),
    v.check((marks) => new Set(marks.map((m) => m.student_id)).size === marks.length, 'Each student once.'),
  ),
});
export type SheetInput = v.InferOutput<typeof sheetInput>;

/** The PUT's answer: 200 with the saved sheet (`changed`: how many marks this save changed). */
export interface SheetSaved {
  message: string;
  changed: number;
  sheet: AttendanceSheet;
}

/** The 409 answer's body: the register as saved by someone else since `base_version`. */
export interface SheetConflict {
  message: string;
  code: 'conflict';
  sheet: AttendanceSheet;
}

export const SHEET_SAVED_MESSAGE = 'The register has been saved';
export const SHEET_CONFLICT_MESSAGE = 'Someone else saved this register after you opened it. Choose which marks to keep.';

/** `GET /attendance/sheets/{sectionId}/{date}/log` (`generate-attendance`): every change, oldest first. */
export interface MarkChange {
  id: number;
  student_id: number;
  student_name: string;
  /** null: the first mark of the register. */
  from_code_id: number | null;
  code_id: number;
  note: string | null;
  override: boolean;
  by_name: string;
  at: string;
}

/**
 * `GET /attendance/registers?date=` (`generate-attendance` or `list-attendance`, class scope):
 * the sections of the active year on a day, the user's own first, each with its register's state:
 * the register picker and the head teacher's "not taken yet" board.
 */
export const registersQuery = v.object({ date: v.optional(isoDate) });
export interface RegisterSection {
  section_id: number;
  section_name: string;
  class_id: number;
  class_name: string;
  teacher_name: string | null;
  /** One of the user's assigned classes. */
  own: boolean;
  students: number;
  taken: { by_name: string; at: string; present: number; absent: number; excused: number } | null;
}
export interface RegisterBoard {
  date: string;
  school_day: SchoolDay;
  sections: RegisterSection[];
}

/** Counts of a student, a day or a section: marked = present + absent + excused. */
export interface AttendanceTotals {
  marked: number;
  present: number;
  absent: number;
  excused: number;
}

export const GRID_MAX_DAYS = 100;

/** `GET /attendance/view?section_id&start&end` (`view-attendance`, class scope): a section as a grid. */
export const gridQuery = v.pipe(
  v.object({ section_id: intParam('Section', 1, Number.MAX_SAFE_INTEGER), start: isoDate, end: isoDate }),
  v.forward(v.check((q) => q.end >= q.start, 'The end date cannot be before the start date.'), ['end']),
  v.forward(
    v.check((q) => (Date.parse(q.end) - Date.parse(q.start)) / 86_400_000 < GRID_MAX_DAYS, `Choose at most ${GRID_MAX_DAYS} days.`),
    ['end'],
  ),
);
export interface AttendanceGrid {
  section: AttendanceSheet['section'];
  start: string;
  end: string;
  /** School days of the range and any other day with a register, in order. */
  days: (AttendanceTotals & { date: string; taken: boolean; school_day: boolean })[];
  students: (AttendanceTotals & {
    student_id: number;
    admission_no: string;
    fullname: string;
    /** Aligned with `days`: the code id that counts, or null (not taken, or not enrolled that day). */
    marks: (number | null)[];
  })[];
  totals: AttendanceTotals;
}

/**
 * `GET /attendance/absent` (`report-absent-attendance`, class scope), the filter dialog's values:
 * `lastDay` with `times` (absent at least `times` times in the last `lastDay` days up to today),
 * or `date` (absent on that day). `class_id` narrows it.
 */
export const absentQuery = v.pipe(
  v.object({
    lastDay: v.optional(intParam('Last days', 1, 366)),
    times: v.optional(intParam('Times absent', 1, 366), 1),
    date: v.optional(isoDate),
    class_id: v.optional(intParam('Class', 1, Number.MAX_SAFE_INTEGER)),
  }),
  v.check((q) => (q.lastDay === undefined) !== (q.date === undefined), 'Choose either the last days or a date.'),
);
export type AbsentQuery = v.InferOutput<typeof absentQuery>;
export interface AbsentStudent {
  student_id: number;
  admission_no: string;
  fullname: string;
  class_name: string;
  section_name: string;
  parent_name: string | null;
  parent_phone: string | null;
  /** Absences counting as absent, and excused absences, in the window. */
  unexcused: number;
  excused: number;
  /** The days absent in the window, latest first, with the code and note. */
  days: { date: string; code: string; note: string | null }[];
}
export interface AbsentReport {
  from: string;
  to: string;
  /** School days with at least one register in the window. */
  days_taken: number;
  students: AbsentStudent[];
}

/** `GET /attendance/students/{id}` (`view-attendance`, class scope): the student page's summary, this year. */
export interface StudentAttendance {
  year: { id: number; name: string } | null;
  totals: AttendanceTotals;
  by_code: { code_id: number; code: string; name: string; count: number }[];
  /** The latest absences and lates (anything but Present), latest first, at most 10. */
  recent: { date: string; code: string; name: string; note: string | null; section_name: string }[];
}

export const attendanceListQuery = v.object({ date: v.optional(isoDate) });

/** `GET /dash` adds this (any attendance privilege): today's registers in the viewer's scope. */
export interface DashAttendance extends AttendanceTotals {
  date: string;
  sections: number;
  taken: number;
}
