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
