import * as v from 'valibot';
import { messageAnswer } from './answers';
import { attendanceTotalsRow } from './attendance';
import { FAMILY_KINDS } from './auth';
import { endpoint } from './endpoint';
import { issuedCardRow } from './exams-reports';
import { idField, passwordField } from './fields';
import { studentStatementAnswer } from './finance-reports';
import { API } from './paths';
import { receiptAnswer } from './payments';
import { timetableWeekAnswer } from './timetable';

/**
 * The family portal (issue 33, ADR 042): parents and pupils read a child's day, week,
 * attendance, marks, report cards and fees. Every endpoint names the child by `studentId` (a
 * query string) or `student_id` (a body); a child who is not the signed-in family's is 404,
 * whatever else the request says. Staff tokens are refused (403), as family tokens are by
 * every staff endpoint.
 */


/** Fewer pupils than this and a class figure is withheld: a mean of two tells the other's mark. */
export const FAMILY_MIN_AGGREGATE = 5;

const num = v.number();
const maybeNum = v.nullable(v.number());
const maybeText = v.nullable(v.string());

/** A child as the portal names them: what a parent picks between. */
export const familyChildRow = v.object({
  id: num,
  fullname: v.string(),
  first_name: v.string(),
  admission_no: v.string(),
  class_name: maybeText,
  section_id: maybeNum,
  section_name: maybeText,
});
export type FamilyChild = v.InferOutput<typeof familyChildRow>;

/** `GET /family`: who is signed in, their school and their children (a pupil: only themselves). */
export const familyMeAnswer = v.object({
  kind: v.picklist(FAMILY_KINDS),
  id: num,
  name: v.string(),
  /** The office set the password: every other family endpoint is refused until it is changed. */
  must_change: v.boolean(),
  school: v.object({ name: v.string(), logo: maybeText, currency: v.string(), time_zone: v.string() }),
  children: v.array(familyChildRow),
});
export type FamilyMe = v.InferOutput<typeof familyMeAnswer>;


/** A child named in a query string: `?studentId=12`. */
export const familyChildQuery = v.object({ studentId: idField });

// ---------------------------------------------------------------- home

export const FAMILY_NEWS_KINDS = ['marks', 'card', 'absent', 'late', 'charge', 'payment'] as const;

export const familyLessonRow = v.object({
  period_name: v.string(),
  /** "08:00". */
  starts: v.string(),
  ends: v.string(),
  subject_name: v.string(),
  teacher_name: maybeText,
  room_name: maybeText,
});
export type FamilyLesson = v.InferOutput<typeof familyLessonRow>;

/** Today's mark in the register; null when the register is not taken yet. */
export const familyDayMarkRow = v.object({ code: v.string(), name: v.string(), counts: v.string(), note: maybeText });

export const familyExamMarksRow = v.object({
  exam_id: num,
  exam_name: v.string(),
  percent: maybeNum,
  grade: maybeText,
  subjects: v.array(v.object({ subject_name: v.string(), state: maybeText, marks: maybeNum, max_marks: num, grade: maybeText })),
});

/** `GET /family/home?studentId`: one child's day at a glance. */
export const familyHomeAnswer = v.object({
  /** When the server answered (ISO timestamp): `POST /family/seen` sends it back. */
  as_of: v.string(),
  /** Today in the school's time zone. */
  today: v.string(),
  child: familyChildRow,
  school_day: v.object({ open: v.boolean(), reason: maybeText }),
  attendance_today: v.nullable(familyDayMarkRow),
  lessons_today: v.array(familyLessonRow),
  /** What is owed now in minor units; negative: paid ahead. */
  balance: num,
  currency: v.string(),
  /** The latest published exam with this child's marks (a closed exam). */
  latest_marks: v.nullable(familyExamMarksRow),
  /** The last time this family member looked; null on a first visit (the last 14 days count as new). */
  since: maybeText,
  news: v.array(v.object({ kind: v.picklist(FAMILY_NEWS_KINDS), date: v.string(), text: v.string() })),
});
export type FamilyHome = v.InferOutput<typeof familyHomeAnswer>;

/** `POST /family/seen`: the home page was looked at, up to `at` (the answer's `as_of`). */
export const familySeenInput = v.object({ student_id: idField, at: v.pipe(v.string('Must be a time.'), v.isoTimestamp('Must be a time.')) });

// ---------------------------------------------------------------- attendance

export const familyAttendanceQuery = v.object({
  studentId: idField,
  /** YYYY-MM; this month when left out. */
  month: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is written YYYY-MM.'))),
});

export const familyAttendanceDayRow = v.object({
  date: v.string(),
  /** A school day (not a weekend, a holiday or outside the year). */
  open: v.boolean(),
  /** The holiday's name or "Weekend" on a closed day. */
  reason: maybeText,
  mark: v.nullable(familyDayMarkRow),
});

/** `GET /family/attendance?studentId&month`: the month as a calendar, and the term's rate. */
export const familyAttendanceAnswer = v.object({
  month: v.string(),
  days: v.array(familyAttendanceDayRow),
  /** The period the rate is over: the academic year to date. */
  period: v.object({ name: v.string(), from: v.string(), to: v.string() }),
  totals: attendanceTotalsRow,
  /** Present ÷ marked, in percent with one decimal; null when nothing was marked. */
  rate: maybeNum,
  absent_days: v.array(v.string()),
  late_days: v.array(v.string()),
});
export type FamilyAttendance = v.InferOutput<typeof familyAttendanceAnswer>;

// ---------------------------------------------------------------- exams

export const familyPaperRow = v.object({
  subject_name: v.string(),
  max_marks: num,
  pass_marks: num,
  state: maybeText,
  marks: maybeNum,
  percent: maybeNum,
  grade: maybeText,
  remark: maybeText,
  /** The section's mean mark on the paper; null with fewer than FAMILY_MIN_AGGREGATE marked. */
  section_mean: maybeNum,
  section_marked: num,
});

export const familyExamRow = v.object({
  id: num,
  name: v.string(),
  start_date: v.string(),
  end_date: v.string(),
  papers: v.array(familyPaperRow),
  percent: maybeNum,
  grade: maybeText,
  /** The section's mean percentage; null with fewer than FAMILY_MIN_AGGREGATE pupils. */
  section_mean_percent: maybeNum,
});
export type FamilyExam = v.InferOutput<typeof familyExamRow>;

export const familyCardSummaryRow = v.object({ id: num, exam_id: num, exam_name: v.string(), version: num, issued_at: v.string() });

/** `GET /family/exams?studentId`: closed exams' marks, newest first, and the issued report cards. */
export const familyExamsAnswer = v.object({ exams: v.array(familyExamRow), cards: v.array(familyCardSummaryRow) });
export type FamilyExams = v.InferOutput<typeof familyExamsAnswer>;

export const familyCardQuery = v.object({ studentId: idField, cardId: idField });

// ---------------------------------------------------------------- fees

export const familyBusRow = v.object({
  bus_number: v.string(),
  zone_name: v.string(),
  category_name: v.string(),
  rate: num,
  stop: maybeText,
  from: v.string(),
});

/** `GET /family/fees?studentId`: every charge and payment since admission, and the bus. */
export const familyFeesAnswer = v.object({ statement: studentStatementAnswer, bus: v.nullable(familyBusRow), currency: v.string() });
export type FamilyFees = v.InferOutput<typeof familyFeesAnswer>;

export const familyReceiptQuery = v.object({ studentId: idField, number: idField });

// ---------------------------------------------------------------- the office's side

/** `PUT /parents/portal` (`update-parent`): turn one family's portal on or off, and set the parent's sign-in name. */
export const parentPortalInput = v.object({
  id: idField,
  enabled: v.boolean('Enabled is true or false.'),
  username: v.optional(
    v.nullable(
      v.pipe(
        v.string('Username must be text.'),
        v.trim(),
        v.maxLength(60, 'Username cannot be more than 60 characters long.'),
        v.regex(/^$|^[A-Za-z0-9._-]{3,60}$/, 'Username is 3 to 60 letters, digits, dots, dashes or underscores.'),
      ),
    ),
  ),
});
export type ParentPortalInput = v.InferOutput<typeof parentPortalInput>;

/** A family member's portal as the office sees it. */
export const portalStatusRow = v.object({
  has_password: v.boolean(),
  enabled: v.boolean(),
  username: maybeText,
  must_change: v.boolean(),
  last_sign_in_at: maybeText,
});
export type PortalStatus = v.InferOutput<typeof portalStatusRow>;

export const changeFamilyPasswordAnswer = v.object({ message: v.string(), token: v.string() });

export const familyEndpoints = {
  me: endpoint({ mount: API.family, method: 'GET', path: '/', output: familyMeAnswer }),
  changePassword: endpoint({ mount: API.family, method: 'POST', path: '/password', body: v.object({ password: passwordField }), output: changeFamilyPasswordAnswer }),
  logout: endpoint({ mount: API.family, method: 'POST', path: '/logout', output: messageAnswer }),
  home: endpoint({ mount: API.family, method: 'GET', path: '/home', query: familyChildQuery, output: familyHomeAnswer }),
  seen: endpoint({ mount: API.family, method: 'POST', path: '/seen', body: familySeenInput, output: messageAnswer }),
  attendance: endpoint({ mount: API.family, method: 'GET', path: '/attendance', query: familyAttendanceQuery, output: familyAttendanceAnswer }),
  week: endpoint({ mount: API.family, method: 'GET', path: '/week', query: familyChildQuery, output: timetableWeekAnswer }),
  exams: endpoint({ mount: API.family, method: 'GET', path: '/exams', query: familyChildQuery, output: familyExamsAnswer }),
  card: endpoint({ mount: API.family, method: 'GET', path: '/cards', query: familyCardQuery, output: issuedCardRow }),
  fees: endpoint({ mount: API.family, method: 'GET', path: '/fees', query: familyChildQuery, output: familyFeesAnswer }),
  receipt: endpoint({ mount: API.family, method: 'GET', path: '/receipts', query: familyReceiptQuery, output: receiptAnswer }),
};

export const parentPortalEndpoints = {
  update: endpoint({ mount: API.parentPortal, method: 'PUT', path: '/', body: parentPortalInput, output: messageAnswer }),
};
