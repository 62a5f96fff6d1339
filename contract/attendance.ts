import * as v from 'valibot';
import { createdAnswer, messageAnswer } from './answers';
import { endpoint } from './endpoint';
import { idField, idParams, isoDate, MAX_ROW_VERSION, optionalText, requiredText, rowVersion, sectionRef, versioned, wholeNumber } from './fields';
import { intParam } from './lists';
import { API } from './paths';

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

export const attendanceCodeRow = v.object({
  id: v.number(),
  version: v.number(),
  /** One to three capital letters or digits, shown in the register and the grid. */
  code: v.string(),
  name: v.string(),
  counts: v.picklist(ATTENDANCE_COUNTS),
  /** Present, Absent, Late and Excused: renamable, never deactivated, their counting fixed. */
  built_in: v.boolean(),
  status: v.picklist(CODE_STATES),
  /** Order in the register's tap cycle (Present first). */
  sort_order: v.number(),
});
export type AttendanceCode = v.InferOutput<typeof attendanceCodeRow>;

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

export const holidayRow = v.object({
  id: v.number(),
  version: v.number(),
  academic_year_id: v.number(),
  name: v.string(),
  start_date: v.string(),
  end_date: v.string(),
  /** School days (by weekday) the holiday closes. */
  school_days: v.number(),
});
export type Holiday = v.InferOutput<typeof holidayRow>;

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
export const attendanceConfigAnswer = v.object({
  school_days: v.array(v.picklist(WEEKDAYS)),
  /** The school-days setting's row version, for `PUT /attendance/school-days`. */
  version: v.number(),
  codes: v.array(attendanceCodeRow),
  /** The active academic year and its holidays; null when the school has no active year. */
  year: v.nullable(v.object({ id: v.number(), name: v.string(), start_date: v.string(), end_date: v.string() })),
  holidays: v.array(holidayRow),
});
export type AttendanceConfig = v.InferOutput<typeof attendanceConfigAnswer>;

/** Whether a day can have a register, and why not ("Saturday is not a school day."). */
export const schoolDayRow = v.object({ open: v.boolean(), reason: v.nullable(v.string()) });
export type SchoolDay = v.InferOutput<typeof schoolDayRow>;

/** Who saved a register and when (ISO timestamps). */
export const sheetStampRow = v.object({
  version: v.number(),
  taken_by: v.number(),
  taken_by_name: v.string(),
  taken_at: v.string(),
  updated_by_name: v.string(),
  updated_at: v.string(),
});
export type SheetStamp = v.InferOutput<typeof sheetStampRow>;

/** A mark: a code and an optional note. */
const markEntries = { code_id: v.number(), note: v.nullable(v.string()) };
export const markRow = v.object(markEntries);
export type Mark = v.InferOutput<typeof markRow>;

export const sheetStudentRow = v.object({
  student_id: v.number(),
  admission_no: v.string(),
  fullname: v.string(),
  gender: v.string(),
  /** The taker's mark; null until the register is saved. */
  mark: v.nullable(markRow),
  /** The office's mark kept beside the taker's, when someone else changed it. It is the one that counts. */
  override: v.nullable(v.object({ ...markEntries, by_name: v.string(), at: v.string() })),
});
export type SheetStudent = v.InferOutput<typeof sheetStudentRow>;

/** The section a register or a grid is of. */
export const registerSectionRef = v.object({ ...sectionRef.entries, teacher_name: v.nullable(v.string()) });

/**
 * `GET /attendance/sheets/{sectionId}/{date}` (`generate-attendance`, class scope): the students
 * enrolled in the section that day, with their marks when the register has been saved. Saved on
 * the device (no contact details) so a register opens offline.
 */
export const attendanceSheetRow = v.object({
  section: registerSectionRef,
  date: v.string(),
  school_day: schoolDayRow,
  /** null: not taken yet. */
  sheet: v.nullable(sheetStampRow),
  students: v.array(sheetStudentRow),
});
export type AttendanceSheet = v.InferOutput<typeof attendanceSheetRow>;

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
export const sheetSavedAnswer = v.object({ message: v.string(), changed: v.number(), sheet: attendanceSheetRow });
export type SheetSaved = v.InferOutput<typeof sheetSavedAnswer>;

/** The 409 answer's body: the register as saved by someone else since `base_version`. */
export interface SheetConflict {
  message: string;
  code: 'conflict';
  sheet: AttendanceSheet;
}

export const SHEET_SAVED_MESSAGE = 'The register has been saved';
export const SHEET_CONFLICT_MESSAGE = 'Someone else saved this register after you opened it. Choose which marks to keep.';

/** `GET /attendance/sheets/{sectionId}/{date}/log` (`generate-attendance`): every change, oldest first. */
export const markChangeRow = v.object({
  id: v.number(),
  student_id: v.number(),
  student_name: v.string(),
  /** null: the first mark of the register. */
  from_code_id: v.nullable(v.number()),
  code_id: v.number(),
  note: v.nullable(v.string()),
  override: v.boolean(),
  by_name: v.string(),
  at: v.string(),
});
export type MarkChange = v.InferOutput<typeof markChangeRow>;

/**
 * `GET /attendance/registers?date=` (`generate-attendance` or `list-attendance`, class scope):
 * the sections of the active year on a day, the user's own first, each with its register's state:
 * the register picker and the head teacher's "not taken yet" board.
 */
export const registersQuery = v.object({ date: v.optional(isoDate) });
export const registerSectionRow = v.object({
  section_id: v.number(),
  section_name: v.string(),
  class_id: v.number(),
  class_name: v.string(),
  teacher_name: v.nullable(v.string()),
  /** One of the user's assigned classes. */
  own: v.boolean(),
  students: v.number(),
  taken: v.nullable(v.object({ by_name: v.string(), at: v.string(), present: v.number(), absent: v.number(), excused: v.number() })),
});
export type RegisterSection = v.InferOutput<typeof registerSectionRow>;
export const registerBoardAnswer = v.object({ date: v.string(), school_day: schoolDayRow, sections: v.array(registerSectionRow) });
export type RegisterBoard = v.InferOutput<typeof registerBoardAnswer>;

/** Counts of a student, a day or a section: marked = present + absent + excused. */
const totalsEntries = { marked: v.number(), present: v.number(), absent: v.number(), excused: v.number() };
export const attendanceTotalsRow = v.object(totalsEntries);
export type AttendanceTotals = v.InferOutput<typeof attendanceTotalsRow>;

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
export const attendanceGridAnswer = v.object({
  section: registerSectionRef,
  start: v.string(),
  end: v.string(),
  /** School days of the range and any other day with a register, in order. */
  days: v.array(v.object({ ...totalsEntries, date: v.string(), taken: v.boolean(), school_day: v.boolean() })),
  students: v.array(
    v.object({
      ...totalsEntries,
      student_id: v.number(),
      admission_no: v.string(),
      fullname: v.string(),
      /** Aligned with `days`: the code id that counts, or null (not taken, or not enrolled that day). */
      marks: v.array(v.nullable(v.number())),
    }),
  ),
  totals: attendanceTotalsRow,
});
export type AttendanceGrid = v.InferOutput<typeof attendanceGridAnswer>;

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
export const absentStudentRow = v.object({
  student_id: v.number(),
  admission_no: v.string(),
  fullname: v.string(),
  class_name: v.string(),
  section_name: v.string(),
  parent_name: v.nullable(v.string()),
  parent_phone: v.nullable(v.string()),
  /** Absences counting as absent, and excused absences, in the window. */
  unexcused: v.number(),
  excused: v.number(),
  /** The days absent in the window, latest first, with the code and note. */
  days: v.array(v.object({ date: v.string(), code: v.string(), note: v.nullable(v.string()) })),
});
export type AbsentStudent = v.InferOutput<typeof absentStudentRow>;
export const absentReportAnswer = v.object({
  from: v.string(),
  to: v.string(),
  /** School days with at least one register in the window. */
  days_taken: v.number(),
  students: v.array(absentStudentRow),
});
export type AbsentReport = v.InferOutput<typeof absentReportAnswer>;

/** `GET /attendance/students/{id}` (`view-attendance`, class scope): the student page's summary, this year. */
export const studentAttendanceAnswer = v.object({
  year: v.nullable(v.object({ id: v.number(), name: v.string() })),
  totals: attendanceTotalsRow,
  by_code: v.array(v.object({ code_id: v.number(), code: v.string(), name: v.string(), count: v.number() })),
  /** The latest absences and lates (anything but Present), latest first, at most 10. */
  recent: v.array(v.object({ date: v.string(), code: v.string(), name: v.string(), note: v.nullable(v.string()), section_name: v.string() })),
});
export type StudentAttendance = v.InferOutput<typeof studentAttendanceAnswer>;

export const attendanceListQuery = v.object({ date: v.optional(isoDate) });

/** `GET /dash` adds this (any attendance privilege): today's registers in the viewer's scope. */
export interface DashAttendance extends AttendanceTotals {
  date: string;
  sections: number;
  taken: number;
}

/** A register's path: the section and the day. */
export const sheetParams = v.object({ sectionId: idField, date: isoDate });

/** Attendance's endpoints (ADR 031), by module. */
export const attendanceEndpoints = {
  config: endpoint({ mount: API.attendanceConfig, method: 'GET', path: '/', output: attendanceConfigAnswer }),
  saveSchoolDays: endpoint({ mount: API.attendanceSchoolDays, method: 'PUT', path: '/', body: schoolDaysInput, output: messageAnswer }),
  createCode: endpoint({ mount: API.attendanceCodes, method: 'POST', path: '/', body: codeInput, output: createdAnswer, status: 201 }),
  updateCode: endpoint({ mount: API.attendanceCodes, method: 'PUT', path: '/:id', params: idParams, body: codeInput, output: messageAnswer }),
  createHoliday: endpoint({ mount: API.attendanceHolidays, method: 'POST', path: '/', body: holidayInput, output: createdAnswer, status: 201 }),
  updateHoliday: endpoint({ mount: API.attendanceHolidays, method: 'PUT', path: '/:id', params: idParams, body: holidayInput, output: messageAnswer }),
  deleteHoliday: endpoint({ mount: API.attendanceHolidays, method: 'DELETE', path: '/:id', params: idParams, output: messageAnswer }),
  registers: endpoint({ mount: API.attendanceRegisters, method: 'GET', path: '/', query: registersQuery, output: registerBoardAnswer }),
  sheetLog: endpoint({ mount: API.attendanceSheets, method: 'GET', path: '/:sectionId/:date/log', params: sheetParams, output: v.array(markChangeRow) }),
  sheet: endpoint({ mount: API.attendanceSheets, method: 'GET', path: '/:sectionId/:date', params: sheetParams, output: attendanceSheetRow }),
  saveSheet: endpoint({ mount: API.attendanceSheets, method: 'PUT', path: '/:sectionId/:date', params: sheetParams, body: sheetInput, output: sheetSavedAnswer }),
  grid: endpoint({ mount: API.attendanceView, method: 'GET', path: '/', query: gridQuery, output: attendanceGridAnswer }),
  absent: endpoint({ mount: API.attendanceAbsent, method: 'GET', path: '/', query: absentQuery, output: absentReportAnswer }),
  student: endpoint({ mount: API.attendanceStudents, method: 'GET', path: '/:id', params: idParams, output: studentAttendanceAnswer }),
};
