/**
 * The spec's API paths (§7), relative to `/api`, in one place for both sides: the server
 * mounts each module at its `mount`, the client builds its requests from the same strings.
 * Spellings are the spec's (`acedmic`, `studentClass`); keep them.
 */
export const API = {
  health: 'health',
  auth: 'auth',
  authLogin: 'auth/login',
  authLogout: 'auth/logout',
  authProfile: 'auth/profile',
  authChangePassword: 'auth/change-password',
  academic: 'acedmic',
  academicChange: 'acedmic/change',
  classes: 'class',
  rooms: 'classrooms',
  sections: 'sections',
  sectionSubjects: 'sections/subjects',
  subjects: 'subjects',
  students: 'students',
  studentAdmission: 'studentClass/add',
  studentClass: 'studentClass',
  studentTransfer: 'students/transfer',
  studentNextAdmissionNo: 'students/next-admission-no',
  promotion: 'students/promotion',
  promotionPreview: 'students/promotion/preview',
  performance: 'students/performance',
  performanceReport: 'students/performance/report',
  performanceDates: 'students/performance/dates',
  studentImport: 'students/import',
  studentImportPreview: 'students/import/preview',
  schoolProfile: 'settings/school',
  roles: 'settings/roles',
  roleModules: 'settings/roles/modules',
  audit: 'settings/audit',
  images: 'images',
  dash: 'dash',
  parents: 'parents',
  parentReset: 'parents/reset',
  employees: 'employees',
  employeeTeachers: 'employees/teachers',
  employeeNextNumber: 'employees/next-number',
  users: 'user',
  finance: 'finance',
  financeAccounts: 'finance/accounts',
  financeEntries: 'finance/entries',
  financePeriods: 'finance/periods',
  feesPreview: 'finance/fees/preview',
  feesGenerate: 'finance/fees/generate',
  account: 'account',
  accountAdd: 'account/add',
  accountTransfer: 'account/tran',
  accountDefaults: 'account/defaults',
  openapi: 'openapi.json',
  docs: 'docs',
} as const;

export type ApiPath = (typeof API)[keyof typeof API];

/** `/api/<path>`, for the server's mounts and for documents that name full paths. */
export const apiUrl = (path: ApiPath) => `/api/${path}`;
