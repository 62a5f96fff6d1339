import { PRIVILEGE_MODULES, type Privilege } from '@contract';

/** The demo school. Its name is also how seeding knows it has already run. */
export const DEMO_SCHOOL_NAME = 'Demo Academy';

export interface DemoUser {
  username: string;
  password: string;
  fullname: string;
  /** 'Admin' is the built-in role; any other name is a role row created with `privileges`. */
  role: string;
  note: string;
}

export const DEMO_ADMIN: DemoUser = {
  username: 'admin',
  password: 'Demo123!',
  fullname: 'Ada Admin',
  role: 'Admin',
  note: 'everything',
};

/** Roles other than Admin, with the privileges the demo gives them. */
export const DEMO_ROLES: Record<string, readonly Privilege[]> = {
  // The bursar runs payroll and the bus too: every Employees privilege but adding, editing and deactivating staff.
  Bursar: [
    ...PRIVILEGE_MODULES.Finance,
    ...PRIVILEGE_MODULES.Bus,
    ...PRIVILEGE_MODULES.Employees.filter((p) => !['add-employee', 'update-employee', 'deactivate-employee'].includes(p)),
    'user-profile',
  ],
  Teacher: [
    'list-student',
    'view-student',
    'list-perfomance-student',
    'add-perfomance-student',
    'view-attendance',
    'generate-attendance',
    'list-timetable',
    'list-exam',
    'exam-entry',
    'exam-student-report',
    'exam-subject-report',
    'list-class',
    'list-section',
    'list-subject',
    'list-room',
    'user-profile',
  ],
  // The school office: it admits and keeps the student records, answers "where is this class now?"
  // from the timetable, corrects registers (an override keeps the teacher's mark) and calls absent pupils' parents.
  Secretary: [
    'list-student',
    'add-student',
    'update-student',
    'view-student',
    'transfer-student',
    'list-perfomance-student',
    ...PRIVILEGE_MODULES.Attendance,
    ...PRIVILEGE_MODULES.Parents,
    ...PRIVILEGE_MODULES.Classes,
    ...PRIVILEGE_MODULES.Sections,
    ...PRIVILEGE_MODULES.Rooms,
    ...PRIVILEGE_MODULES.Subjects,
    'list-timetable',
    'report-timetable',
    'list-employee',
    'view-employee',
    'list-academic',
    'user-profile',
  ],
};

export const DEMO_STAFF: DemoUser[] = [
  { username: 'bursar', password: 'Bursar123!', fullname: 'Bea Bursar', role: 'Bursar', note: 'finance (KES), payroll and the bus; receipts go to the school cash' },
  { username: 'secretary', password: 'Secretary123!', fullname: 'Sam Secretary', role: 'Secretary', note: 'the office: students and admissions, parents, timetables, registers of every class' },
  // The teacher is assigned two classes (areas/classes.ts) and teaches only in them (areas/structure.ts).
  { username: 'teacher', password: 'Teacher123!', fullname: 'Theo Teacher', role: 'Teacher', note: 'Grade 1 and 2: maths in each, RE in Grade 1; registers, marks, report cards' },
];

export const DEMO_USERS: DemoUser[] = [DEMO_ADMIN, ...DEMO_STAFF];

export function printDemoUsers(log: (line: string) => void = console.log) {
  log(`\n  ${DEMO_SCHOOL_NAME}: sign in as`);
  for (const u of DEMO_USERS) {
    log(`    ${u.username.padEnd(10)} ${u.password.padEnd(13)} ${u.role.padEnd(8)} ${u.note}`);
  }
  log('');
}
