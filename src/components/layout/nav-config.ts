import type { Privilege } from '@contract';

export type NavIcon =
  | 'dashboard' | 'employees' | 'students' | 'bus' | 'finance' | 'attendance' | 'timetable' | 'exams' | 'settings';

/** An entry that no privilege opens: only the built-in Admin role sees it (audit trail, API docs). */
export const ADMIN_ONLY = 'admin-only';

/** Who sees an entry: holders of a catalogue privilege, or Admins only. */
export type NavAccess = Privilege | typeof ADMIN_ONLY;

export interface NavChild {
  label: string;
  /** The page's route path. The entry shows only once a route with this path exists. */
  path: string;
  privilege: NavAccess;
  /** Other privileges that open the same page (a report two privileges may read). */
  or?: Privilege[];
  /** Privileges the page needs as well as `privilege` (the general journal: ADR 039). */
  and?: Privilege[];
}

export interface NavGroup {
  id: string;
  label: string;
  icon: NavIcon;
  /** A plain link (Dashboard) has a path and no children; a group has children. */
  path?: string;
  /** A plain link for users with a staff record only (My Leave): a user with none has no leave. */
  staff?: boolean;
  children: NavChild[];
}

const titleCase = (slug: string) =>
  slug.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

/** [slug, privilege, label?]: the label defaults to the title-cased slug. */
type ChildSpec = [slug: string, privilege: NavAccess, label?: string, or?: Privilege[], and?: Privilege[]];

function group(id: string, icon: NavIcon, label: string, children: ChildSpec[]): NavGroup {
  return {
    id,
    icon,
    label,
    children: children.map(([slug, privilege, childLabel, or, and]) => ({
      label: childLabel ?? titleCase(slug),
      path: `/${id}/${slug}`,
      privilege,
      ...(or ? { or } : {}),
      ...(and ? { and } : {}),
    })),
  };
}

/**
 * The whole sidebar of spec §2, in one place. Labels in brackets in the spec's table are
 * used as given; every other entry is named after the page it opens, in Title Case (the style
 * of most given labels), and that page's heading (its route's `staticData.title`) is the same
 * words. The title-cased slug serves where it already names the page ("Loan Report").
 */
export const NAV: readonly NavGroup[] = [
  { id: 'dashboard', icon: 'dashboard', label: 'Dashboard', path: '/dashboard', children: [] },
  // Issue 35: every member of staff asks for their own leave here, whatever their privileges.
  { id: 'my-leave', icon: 'attendance', label: 'My Leave', path: '/my-leave', staff: true, children: [] },
  group('employees', 'employees', 'Employees', [
    ['list', 'list-employee', 'Employees'],
    ['payroll', 'payroll-report', 'Payroll Report'],
    ['employee-report', 'employee-report', 'Personal Report'],
    ['loan-report', 'loan-report'],
    ['generate', 'generate-payroll', 'Generate Payroll'],
    // The spec gives these two no label; their slugs ("Advanced", "Loan") would mislead.
    ['advanced', 'advanced', 'Salary Advances'],
    ['loan', 'loan', 'Staff Loans'],
    ['deductions', 'deductions'],
    // Issue 35: requests, balances and the leave report; the route opens for any of these.
    ['leave', 'approve-leave', 'Staff Leave', ['list-employee', 'update-employee', 'employee-report']],
  ]),
  group('students', 'students', 'Students', [
    ['list', 'list-student', 'Students'],
    ['add', 'add-student', 'Admit Student'],
    ['list-performance', 'list-perfomance-student', 'Performance Notes'],
    ['add-performance', 'add-perfomance-student', 'Add Performance Note'],
    ['performance-report', 'perfomance-report', 'Performance Report'],
  ]),
  group('bus', 'bus', 'Bus', [
    ['list', 'list-bus', 'Buses'],
    ['fee-categories', 'fee-categories', 'Bus Fee'],
    ['generate', 'generate', 'Bus Student'],
    ['report', 'report', 'Bus Report'],
  ]),
  group('finance', 'finance', 'Finance', [
    ['list-account', 'list-account', 'Chart of accounts'],
    ['add-account', 'add-account'],
    ['write-check', 'write-check'],
    ['payment', 'receive-payment', 'Receive payment'],
    ['generate-fee', 'generate-fee'],
    ['transfer', 'transfer-account', 'Transfer A2A'],
    // Not in the spec's table: issue 32's manual entries, for those who keep the chart and move money.
    ['journal', 'add-account', 'General Journal', undefined, ['transfer-account']],
    // Issue 32: a school moving in brings its balances forward, under the same privileges (ADR 041).
    ['opening', 'add-account', 'Opening Balances', undefined, ['transfer-account']],
    ['account-report', 'report-account', 'Account summary'],
    ['student-report', 'fee-student-report', 'Student summary'],
    ['class-summary', 'class-summary'],
    ['student-transaction', 'fee-student-transaction'],
    ['income-statement', 'income-statement'],
    ['balance-sheet', 'balance-sheet'],
  ]),
  group('attendance', 'attendance', 'Attendance', [
    ['generate', 'generate-attendance', 'Take Attendance'],
    ['view', 'view-attendance', 'View Attendance'],
    ['absent-report', 'report-absent-attendance', 'Absent Report'],
  ]),
  group('timetable', 'timetable', 'Timetable', [
    ['list', 'list-timetable', 'Timetables'],
    ['add', 'add-timetable', 'Timetable Builder'],
    ['report', 'report-timetable', 'Timetable Report'],
    // Issue 35: the lessons of teachers on leave; the head (approve-leave) reads the day too.
    ['cover', 'update-timetable', 'Lesson Cover', ['approve-leave']],
  ]),
  group('exams', 'exams', 'Exams', [
    // Each page opens for every privilege that reads it (its set-up tabs, its two reports).
    ['list', 'list-exam', 'Exams', ['exam-types', 'grading']],
    ['add-exam-subject', 'exam-subject', 'Exam subjects', ['list-exam-subject']],
    ['exam-entry', 'exam-entry', 'Exam Result'],
    ['exam-subject-report', 'exam-subject-report', 'Student Exam Report', ['exam-student-report']],
    ['exam-type-report', 'exam-type-report', 'Final Exam Report', ['anual-exam-report']],
  ]),
  group('settings', 'settings', 'Settings', [
    // The page holds the school's profile (for school-profile holders) and everyone's own, so
    // "Profile": the user block's My Profile opens it too.
    ['general', 'school-profile', 'Profile'],
    ['list-academic', 'list-academic', 'Academic Years'],
    ['list-classes', 'list-class', 'Classes'],
    ['list-sections', 'list-section', 'Sections'],
    ['list-rooms', 'list-room', 'Rooms'],
    ['list-subject', 'list-subject', 'Subjects'],
    ['list-parents', 'list-parents', 'Parents'],
    // Not in the spec's table: issue 14's settings (the spec files `attadence-config` under Subjects).
    ['attendance', 'attadence-config', 'Attendance Settings'],
    // Issue 35: the kinds of leave and the unpaid-day rule, kept by those who edit employees.
    ['leave-types', 'update-employee', 'Leave Types'],
    // Not in the spec's table: issue 3 adds users and roles to Settings.
    ['list-users', 'list-user', 'Users'],
    ['list-roles', 'list-role', 'Roles'],
    // The audit trail names every user's actions and the API document every route and
    // privilege, so no privilege opens them.
    ['audit', ADMIN_ONLY, 'Audit Trail'],
    // Issue 32: the school's own backups; a backup holds every row of the school.
    ['backups', ADMIN_ONLY, 'Backups'],
    ['api-docs', ADMIN_ONLY, 'API Documentation'],
  ]),
];

/**
 * The dashboard's quick links: the pages of a school's every day, most frequent first. A user
 * sees the first few of these they can open; every other page is one tap away in the menu.
 */
export const EVERYDAY_PATHS: readonly string[] = [
  '/attendance/generate',
  '/exams/exam-entry',
  '/finance/payment',
  '/students/list',
  '/students/add',
  '/timetable/list',
  '/students/add-performance',
  '/finance/student-report',
  '/attendance/absent-report',
  '/employees/list',
  '/employees/generate',
  '/finance/write-check',
];
export const QUICK_LINKS_SHOWN = 8;

/** The user block's links; they follow the same "page exists" rule as the sidebar. */
export const PROFILE_PATH = '/settings/general';
export const CHANGE_PASSWORD_PATH = '/change-password';
