import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context';

/** `/employees/payroll` (`payroll-report`). */
export function payrollReportRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}

/** `/employees/loan-report` (`loan-report`). */
export function loanReportRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}

/** `/employees/personal-report/{id}` (`employee-report`). */
export function personalReportRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
