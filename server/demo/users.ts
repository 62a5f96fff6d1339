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
    ...PRIVILEGE_MODULES.Employees.filter((p) => !['add-employee', 'update-employee', 'deactivate-employee', 'approve-leave'].includes(p)),
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
  // The head teacher decides staff leave and sees the school's reports, but keeps off the money.
  'Head teacher': [
    'approve-leave',
    'list-employee',
    'view-employee',
    'employee-report',
    'list-student',
    'view-student',
    'list-perfomance-student',
    'perfomance-report',
    'list-attendance',
    'view-attendance',
    'report-attendance',
    'report-absent-attendance',
    'list-timetable',
    'report-timetable',
    'update-timetable',
    'list-exam',
    'exam-student-report',
    'exam-subject-report',
    'exam-type-report',
    'anual-exam-report',
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
    // The office arranges cover for a teacher on leave (issue 35).
    'update-timetable',
    'list-employee',
    'view-employee',
    'list-academic',
    'user-profile',
  ],
};

export const DEMO_STAFF: DemoUser[] = [
  { username: 'bursar', password: 'Bursar123!', fullname: 'Bea Bursar', role: 'Bursar', note: 'finance (KES), payroll and the bus; receipts go to the school cash' },
  { username: 'head', password: 'Head123!', fullname: 'Hana Head', role: 'Head teacher', note: 'approves staff leave, arranges cover, reads the school reports' },
  { username: 'secretary', password: 'Secretary123!', fullname: 'Sam Secretary', role: 'Secretary', note: 'the office: students and admissions, parents, timetables, registers of every class' },
  // The teacher is assigned two classes (areas/classes.ts) and teaches only in them (areas/structure.ts).
  { username: 'teacher', password: 'Teacher123!', fullname: 'Theo Teacher', role: 'Teacher', note: 'Grade 1 and 2: maths in each, RE in Grade 1; registers, marks, report cards' },
];

export const DEMO_USERS: DemoUser[] = [DEMO_ADMIN, ...DEMO_STAFF];

/**
 * The demo's families who can sign in to the portal (issue 33): the first three parents with two
 * or more children at the school, each given a sign-in name besides their phone number, and the
 * first family's eldest-admitted child. The office set their passwords and needs no new one, so a
 * visitor signs in at once.
 */
export interface DemoFamilyMember {
  username: string;
  password: string;
  kind: 'parent' | 'pupil';
}

export const DEMO_PARENTS: DemoFamilyMember[] = [
  { username: 'parent', password: 'Parent123!', kind: 'parent' },
  { username: 'parent2', password: 'Parent123!', kind: 'parent' },
  { username: 'parent3', password: 'Parent123!', kind: 'parent' },
];
/** The parent the benchmarks and the e2e tests sign in as. */
export const DEMO_PARENT: DemoFamilyMember = DEMO_PARENTS[0]!;
export const DEMO_PUPIL_PASSWORD = 'Pupil123!';

/** A demo family member as seeded: the sign-in name(s) and whom they see. */
export interface DemoFamilyLine {
  username: string;
  password: string;
  kind: 'parent' | 'pupil';
  /** "Wanjiru Otieno, +254 722 100 123: 2 children" or "Baraka Abdi, Grade 3 (child of parent)". */
  note: string;
}

export function printDemoUsers(log: (line: string) => void = console.log, families: DemoFamilyLine[] = []) {
  log(`\n  ${DEMO_SCHOOL_NAME}: sign in as`);
  for (const u of DEMO_USERS) {
    log(`    ${u.username.padEnd(10)} ${u.password.padEnd(13)} ${u.role.padEnd(12)} ${u.note}`);
  }
  if (families.length) {
    log('\n  Families (the family portal, on the same sign-in page; a parent may also use their phone number):');
    for (const f of families) {
      log(`    ${f.username.padEnd(10)} ${f.password.padEnd(13)} ${(f.kind === 'parent' ? 'Parent' : 'Pupil').padEnd(12)} ${f.note}`);
    }
  }
  log('');
}
