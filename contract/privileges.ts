/**
 * The privilege catalogue of spec §6, grouped by module. The strings are stored data:
 * keep them exactly as spelled, typos included (`perfomance`, `attadence`, `sytem`).
 */
export const PRIVILEGE_MODULES = {
  Employees: [
    'list-employee', 'add-employee', 'update-employee', 'view-employee', 'deactivate-employee',
    'generate-payroll', 'payroll-report', 'loan-report', 'employee-report',
    'advanced', 'add-advanced', 'update-advanced',
    'loan', 'add-loan', 'update-loan',
    'deductions', 'add-deductions', 'update-deductions',
    'approve-leave',
  ],
  Students: [
    'list-student', 'add-student', 'update-student', 'view-student', 'pass-student',
    'transfer-student', 'list-perfomance-student', 'add-perfomance-student',
    'update-perfomance-student', 'perfomance-report',
  ],
  Bus: ['list-bus', 'add-bus', 'update-bus', 'fee-categories', 'generate', 'report'],
  Subjects: ['list-subject', 'add-subject', 'update-subject', 'attadence-config'],
  Academic: ['list-academic', 'add-academic', 'update-academic', 'change-academic'],
  Classes: ['list-class', 'add-class', 'update-class'],
  Parents: ['list-parents', 'add-parent', 'update-parent'],
  Sections: ['list-section', 'add-section', 'update-section'],
  Rooms: ['list-room', 'add-room', 'update-room'],
  Timetable: ['list-timetable', 'add-timetable', 'update-timetable', 'report-timetable'],
  Users: ['list-user', 'add-user', 'update-user', 'view-user', 'user-class', 'view-setting', 'manage-fee'],
  Roles: ['list-role', 'add-role', 'update-role', 'view-role'],
  Attendance: [
    'list-attendance', 'generate-attendance', 'view-attendance', 'report-attendance',
    'report-absent-attendance',
  ],
  Finance: [
    'list-account', 'add-account', 'update-account', 'view-account', 'write-check',
    'receive-payment', 'generate-fee', 'fee-student-report', 'fee-student-transaction',
    'balance-sheet', 'class-summary', 'income-statement', 'report-account', 'transfer-account',
    'defualt-account',
  ],
  Exams: [
    'list-exam', 'add-exam', 'update-exam', 'exam-subject', 'exam-type-report',
    'exam-subject-report', 'exam-student-report', 'anual-exam-report', 'exam-entry',
    'exam-types', 'add-exam-type', 'update-exam-type', 'grading', 'add-grading-sytem',
    'update-grading-sytem', 'list-exam-subject', 'add-exam-subject', 'update-exam-subject',
  ],
  Other: ['school-profile', 'user-profile', 'student-password'],
} as const satisfies Record<string, readonly string[]>;

export type PrivilegeModule = keyof typeof PRIVILEGE_MODULES;
export type Privilege = (typeof PRIVILEGE_MODULES)[PrivilegeModule][number];

export const PRIVILEGES: readonly Privilege[] = Object.values(PRIVILEGE_MODULES).flat();

const known = new Set<string>(PRIVILEGES);
export function isPrivilege(value: string): value is Privilege {
  return known.has(value);
}

/**
 * What people read for each module: its heading in the role editor. The keys stay the API's
 * module names (`POST /settings/roles/modules` takes `Academic`, not `Academic years`).
 */
export const PRIVILEGE_MODULE_LABELS = {
  Employees: 'Employees',
  Students: 'Students',
  Bus: 'Bus',
  Subjects: 'Subjects',
  Academic: 'Academic years',
  Classes: 'Classes',
  Parents: 'Parents',
  Sections: 'Sections',
  Rooms: 'Rooms',
  Timetable: 'Timetable',
  Users: 'Users',
  Roles: 'Roles',
  Attendance: 'Attendance',
  Finance: 'Finance',
  Exams: 'Exams',
  Other: 'Other',
} as const satisfies Record<PrivilegeModule, string>;

/**
 * What people read for each privilege, in place of its code: the role editor, and anything
 * else that names a privilege to a person (titles of disabled buttons, API documentation).
 * The code stays what is stored and checked. Every privilege has exactly one label (the
 * compiler refuses a missing or unknown key), and labels are unique across the catalogue,
 * so a label alone names one privilege.
 */
export const PRIVILEGE_LABELS = {
  // Employees
  'list-employee': 'List employees',
  'add-employee': 'Add employees',
  'update-employee': 'Edit employees',
  'view-employee': 'View employee details',
  'deactivate-employee': 'Deactivate employees',
  'generate-payroll': 'Generate payroll',
  'payroll-report': 'Payroll report',
  'loan-report': 'Loan report',
  'employee-report': 'Employee personal report',
  advanced: 'List salary advances',
  'add-advanced': 'Add salary advances',
  'update-advanced': 'Edit salary advances',
  loan: 'List loans',
  'add-loan': 'Add loans',
  'update-loan': 'Edit loans',
  deductions: 'List deductions',
  'add-deductions': 'Add deductions',
  'update-deductions': 'Edit deductions',
  'approve-leave': 'Approve staff leave',
  // Students
  'list-student': 'List students',
  'add-student': 'Admit students',
  'update-student': 'Edit students',
  'view-student': 'View student details',
  'pass-student': 'Promote students',
  'transfer-student': 'Transfer students',
  'list-perfomance-student': 'List performance notes',
  'add-perfomance-student': 'Add performance notes',
  'update-perfomance-student': 'Edit performance notes',
  'perfomance-report': 'Performance report',
  // Bus
  'list-bus': 'List buses',
  'add-bus': 'Add buses',
  'update-bus': 'Edit buses',
  'fee-categories': 'Bus fee categories',
  generate: 'Bus students and bus fees',
  report: 'Bus report',
  // Subjects
  'list-subject': 'List subjects',
  'add-subject': 'Add subjects',
  'update-subject': 'Edit subjects',
  'attadence-config': 'Configure attendance',
  // Academic
  'list-academic': 'List academic years',
  'add-academic': 'Add academic years',
  'update-academic': 'Edit academic years',
  'change-academic': 'Change the active year',
  // Classes
  'list-class': 'List classes',
  'add-class': 'Add classes',
  'update-class': 'Edit classes',
  // Parents
  'list-parents': 'List parents',
  'add-parent': 'Add parents',
  'update-parent': 'Edit parents',
  // Sections
  'list-section': 'List sections',
  'add-section': 'Add sections',
  'update-section': 'Edit sections',
  // Rooms
  'list-room': 'List rooms',
  'add-room': 'Add rooms',
  'update-room': 'Edit rooms',
  // Timetable
  'list-timetable': 'List timetables',
  'add-timetable': 'Add timetables',
  'update-timetable': 'Edit timetables',
  'report-timetable': 'Timetable report',
  // Users
  'list-user': 'List users',
  'add-user': 'Add users',
  'update-user': 'Edit users',
  'view-user': 'View user details',
  'user-class': 'Assign classes to users',
  'view-setting': 'View settings',
  'manage-fee': 'Manage fees',
  // Roles
  'list-role': 'List roles',
  'add-role': 'Add roles',
  'update-role': 'Edit roles',
  'view-role': 'View role details',
  // Attendance
  'list-attendance': 'List attendance',
  'generate-attendance': 'Take attendance',
  'view-attendance': 'View attendance',
  'report-attendance': 'Attendance report',
  'report-absent-attendance': 'Absence report',
  // Finance
  'list-account': 'List accounts',
  'add-account': 'Add accounts',
  'update-account': 'Edit accounts',
  'view-account': 'View account details',
  'write-check': 'Write checks',
  'receive-payment': 'Receive payments',
  'generate-fee': 'Generate student fees',
  'fee-student-report': 'Student fee summary',
  'fee-student-transaction': 'Student fee transactions',
  'balance-sheet': 'Balance sheet',
  'class-summary': 'Class fee summary',
  'income-statement': 'Income statement',
  'report-account': 'Account summary',
  'transfer-account': 'Transfer between accounts',
  'defualt-account': 'Set default accounts',
  // Exams
  'list-exam': 'List exams',
  'add-exam': 'Add exams',
  'update-exam': 'Edit exams',
  'exam-subject': 'Exam subjects',
  'exam-type-report': 'Exam report by type',
  'exam-subject-report': 'Exam report by subject',
  'exam-student-report': 'Exam report by student',
  'anual-exam-report': 'Annual exam report',
  'exam-entry': 'Enter exam results',
  'exam-types': 'List exam types',
  'add-exam-type': 'Add exam types',
  'update-exam-type': 'Edit exam types',
  grading: 'List grading systems',
  'add-grading-sytem': 'Add grading systems',
  'update-grading-sytem': 'Edit grading systems',
  'list-exam-subject': 'List exam subjects',
  'add-exam-subject': 'Add exam subjects',
  'update-exam-subject': 'Edit exam subjects',
  // Other
  'school-profile': 'Edit the school profile',
  'user-profile': 'Edit own profile',
  'student-password': 'Set student passwords',
} as const satisfies Record<Privilege, string>;

const moduleOf = new Map<string, PrivilegeModule>(
  (Object.entries(PRIVILEGE_MODULES) as [PrivilegeModule, readonly Privilege[]][]).flatMap(([module, list]) => list.map((p) => [p, module] as const)),
);

export interface PrivilegeInfo {
  /** The stored string, exactly as the spec spells it. */
  code: string;
  /** What people read. */
  label: string;
  /** The catalogue module (the API's name), or null for a string the catalogue does not list. */
  module: PrivilegeModule | null;
  /** The module's heading, or null as above. */
  moduleLabel: string | null;
}

/**
 * A privilege's label and module. A string the catalogue does not list (an old stored value)
 * keeps its code as its label, so nothing is ever shown blank.
 */
export function describePrivilege(code: string): PrivilegeInfo {
  const module = moduleOf.get(code) ?? null;
  return {
    code,
    label: isPrivilege(code) ? PRIVILEGE_LABELS[code] : code,
    module,
    moduleLabel: module ? PRIVILEGE_MODULE_LABELS[module] : null,
  };
}

/** The label alone, e.g. for "You need the Add roles privilege". */
export const privilegeLabel = (code: string): string => describePrivilege(code).label;

/** The built-in Admin role. It passes every check and cannot be edited or deleted. */
export const ADMIN_ROLE_ID = -100;

export interface PrivilegeHolder {
  role_id: number;
  privileges: readonly string[];
}

/**
 * The one privilege check, shared by server and client. Admin passes everything; anyone
 * else must hold every privilege asked for. Asking for none is a plain sign-in check.
 */
export function can(user: PrivilegeHolder | null | undefined, ...required: Privilege[]): boolean {
  if (!user) return false;
  if (user.role_id === ADMIN_ROLE_ID) return true;
  return required.every((p) => user.privileges.includes(p));
}
