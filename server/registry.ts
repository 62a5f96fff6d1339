import type { ApiModule } from './lib/module';
import academic from './modules/academic';
import audit from './modules/audit';
import attendance from './modules/attendance';
import attendanceConfig from './modules/attendance-config';
import attendanceReports from './modules/attendance-reports';
import auth from './modules/auth';
import busFees from './modules/bus-fees';
import buses from './modules/buses';
import classes from './modules/classes';
import dash from './modules/dash';
import docs from './modules/docs';
import employees from './modules/employees';
import examReports from './modules/exam-reports';
import examResults from './modules/exam-results';
import examsSetup from './modules/exams-setup';
import finance from './modules/finance';
import financeReports from './modules/finance-reports';
import health from './modules/health';
import images from './modules/images';
import parents from './modules/parents';
import payroll from './modules/payroll';
import payrollReports from './modules/payroll-reports';
import performance from './modules/performance';
import promotion from './modules/promotion';
import roles from './modules/roles';
import rooms from './modules/rooms';
import schools from './modules/schools';
import sections from './modules/sections';
import studentImport from './modules/student-import';
import students from './modules/students';
import timetable from './modules/timetable';
import timetableGenerator from './modules/timetable-generator';
import timetableSetup from './modules/timetable-setup';
import subjects from './modules/subjects';
import users from './modules/users';

/**
 * Every API module, mounted under /api by `createApp`. A new domain adds its module's
 * `index.ts` here; the order does not matter (see `mountOrder`).
 */
export const API_MODULES: readonly ApiModule[] = [
  ...health, ...auth, ...docs, ...academic, ...classes, ...rooms, ...sections, ...subjects,
  ...students, ...promotion, ...performance, ...studentImport, ...schools, ...images, ...dash,
  ...parents, ...employees, ...users, ...roles, ...audit, ...finance, ...financeReports,
  ...payroll, ...payrollReports, ...busFees, ...buses, ...attendanceConfig, ...attendance, ...attendanceReports,
  ...timetableSetup, ...timetable, ...timetableGenerator, ...examsSetup, ...examResults, ...examReports,
];

const depth = (m: ApiModule) => m.path.split('/').filter(Boolean).length;

/**
 * Deeper paths first, so `students/promotion` is routed before `students/:id` could take it:
 * no newcomer has to know which line goes above which.
 */
export function mountOrder(modules: readonly ApiModule[]): ApiModule[] {
  return [...modules].sort((a, b) => depth(b) - depth(a) || a.path.localeCompare(b.path));
}

/** The module that answers `/api/<path>`: the longest mount that prefixes it. */
export function moduleFor(modules: readonly ApiModule[], apiPath: string): ApiModule | undefined {
  const rest = apiPath.replace(/^\/api\/?/, '');
  let best: ApiModule | undefined;
  for (const m of modules) {
    const hit = m.path === '' || rest === m.path || rest.startsWith(`${m.path}/`);
    if (hit && (!best || m.path.length > best.path.length)) best = m;
  }
  return best;
}
