import * as v from 'valibot';
import { endpoint } from './endpoint';
import { EXAM_STATES } from './exams-setup';
import { API } from './paths';

/**
 * GET /dash: what the signed-in user works on (issue 10). An Admin sees the whole school; anyone
 * else sees the counts of what they may list, scoped by the class rule (ADR 013) like the lists
 * themselves, and their own classes section by section. Students count the active year as of
 * today (ADR 018: a promotion moves nobody before the year ends).
 */

export const dashExamRow = v.object({
  id: v.number(),
  name: v.string(),
  type_name: v.string(),
  status: v.picklist(EXAM_STATES),
  start_date: v.string(),
  end_date: v.string(),
  /** Papers × sections of the viewer's classes (an Admin's: the school's). */
  sheets: v.number(),
  complete: v.number(),
});
export type DashExam = v.InferOutput<typeof dashExamRow>;

export const dashSectionRow = v.object({
  class_id: v.number(),
  class_name: v.string(),
  section_id: v.number(),
  section_name: v.string(),
  capacity: v.number(),
  students: v.number(),
});
export type DashSection = v.InferOutput<typeof dashSectionRow>;

/** Today's registers in the viewer's scope (`DashAttendance` of the attendance contract). */
export const dashAttendanceRow = v.object({
  date: v.string(),
  /** False when today is not a school day and these are the last school day's registers. */
  today: v.boolean(),
  sections: v.number(),
  taken: v.number(),
  marked: v.number(),
  present: v.number(),
  absent: v.number(),
  excused: v.number(),
});

/** The set-up path of a new school (issue 31), in the order the work needs. */
export const SETUP_STEPS = ['profile', 'year', 'classes', 'subjects', 'staff', 'pupils', 'fees'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
export const dashSetupRow = v.object({ step: v.picklist(SETUP_STEPS), done: v.boolean() });
export type DashSetup = v.InferOutput<typeof dashSetupRow>;

/** What a "Waiting for you" item is about; each kind needs the privilege that resolves it. */
export const WAITING_KINDS = ['payroll', 'registers', 'marking', 'balance', 'bus'] as const;
export type WaitingKind = (typeof WAITING_KINDS)[number];
export const dashWaitingRow = v.object({
  kind: v.picklist(WAITING_KINDS),
  /** What waits, in a sentence ("Payroll for November 2026 waits for approval"). */
  label: v.string(),
  /** A short second line (the sections not taken, a student's class), or null. */
  detail: v.nullable(v.string()),
  /** The page that resolves it (a hash path). */
  path: v.string(),
  /** A balance owed, in minor units; null for other kinds. */
  amount: v.nullable(v.number()),
});
export type DashWaiting = v.InferOutput<typeof dashWaitingRow>;

export const dashCountsRow = v.object({
  /** 'school': an Admin's whole school. 'classes': limited to the user's classes in the active year. */
  scope: v.picklist(['school', 'classes']),
  /** Each count is null when the user may not list those rows (list-class, list-section, list-room, …). */
  classes: v.nullable(v.number()),
  sections: v.nullable(v.number()),
  rooms: v.nullable(v.number()),
  subjects: v.nullable(v.number()),
  parents: v.nullable(v.number()),
  employees: v.nullable(v.object({ teacher: v.number(), staff: v.number(), driver: v.number(), total: v.number() })),
  /** Active students enrolled in the active year today (list-student). */
  students: v.nullable(
    v.object({
      total: v.number(),
      male: v.number(),
      female: v.number(),
      by_class: v.array(v.object({ class_id: v.number(), class_name: v.string(), count: v.number() })),
    }),
  ),
  /** A non-admin's classes: each of their sections in the active year, with its active students today. Empty for an Admin. */
  my_sections: v.array(dashSectionRow),
  /** Today's registers in the viewer's scope (issue 14); null without an attendance privilege or on a day the school is closed. */
  attendance: v.nullable(dashAttendanceRow),
  /**
   * Exams of the active year not yet closed and not yet over (issue 16), soonest first, at most
   * four, with the mark sheets in the viewer's scope and how many are complete; null without an
   * exam privilege.
   */
  exams: v.nullable(v.array(dashExamRow)),
  /**
   * The set-up steps, each ticked when its rows exist in the school (whoever reads them: they
   * say only whether something exists). Every step done: the school is set up.
   */
  setup: v.array(dashSetupRow),
  /**
   * Whether the everyday pages can work yet (quick links show only then): registers need a
   * section of the active year with pupils; exam results an exam of the active year; a fee
   * run a class with a monthly fee.
   */
  ready: v.object({ registers: v.boolean(), exams: v.boolean(), fees: v.boolean() }),
  /**
   * What the viewer may act on now, each item only for the privilege that resolves it and
   * within their classes: the month's payroll, registers not taken, papers not marked, the five
   * largest balances owed, buses over capacity.
   */
  waiting: v.array(dashWaitingRow),
});
export type DashCounts = v.InferOutput<typeof dashCountsRow>;

/** One week's registers in the viewer's scope: the marks that count, and how many of them were present. */
export const dashAttendanceWeek = v.object({
  /** The week's Monday (YYYY-MM-DD). */
  week: v.string(),
  marked: v.number(),
  present: v.number(),
});

/** One month of a school's money, in minor units. */
export const dashFeeMonth = v.object({
  /** The month's first day (YYYY-MM-DD). */
  month: v.string(),
  /** Fees and bus fees charged to the students in scope (less their reversals), as the Student summary bills. */
  billed: v.number(),
  /** Payments from those students (less their reversals). */
  collected: v.number(),
});
export const dashLedgerMonth = v.object({
  month: v.string(),
  /** Credits less debits on income accounts. */
  income: v.number(),
  /** Debits less credits on expense accounts. */
  expenses: v.number(),
});

/** How many marks of an exam fell in each grade, best grade first. */
export const dashExamGrades = v.object({
  exam_id: v.number(),
  exam_name: v.string(),
  /** Marked results in the viewer's classes, graded as the report cards grade them. */
  marked: v.number(),
  grades: v.array(v.object({ grade: v.string(), count: v.number() })),
});

/**
 * GET /dash/charts (issue 31): what people would rather look at than read. Each chart is null
 * when the viewer lacks the privilege that reads its report, and keeps to their classes as
 * that report does: attendance (any attendance privilege) over the last 8 weeks with registers;
 * fees billed and collected (`fee-student-report`) and income against expenses
 * (`income-statement`) over the last 6 months, this month included; marks by grade
 * (`exam-subject-report`) of the latest exam of the active year that has marks.
 */
export const dashChartsRow = v.object({
  attendance: v.nullable(v.array(dashAttendanceWeek)),
  fees: v.nullable(v.array(dashFeeMonth)),
  ledger: v.nullable(v.array(dashLedgerMonth)),
  /** Null without the privilege, or when no exam of the active year has a mark in scope. */
  marks: v.nullable(dashExamGrades),
});
export type DashCharts = v.InferOutput<typeof dashChartsRow>;

/** The dashboard has no privilege check (spec §6): every signed-in user reaches it. */
export const dashEndpoints = {
  counts: endpoint({ mount: API.dash, method: 'GET', path: '/', output: dashCountsRow }),
  charts: endpoint({ mount: API.dash, method: 'GET', path: '/charts', output: dashChartsRow }),
};
