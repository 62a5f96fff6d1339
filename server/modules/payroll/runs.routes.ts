import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context';

/** `/monthly_payroll` (`generate-payroll`): runs, approval, payment, cancellation, payslips. */
export function payrollRunRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
