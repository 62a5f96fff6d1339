import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context';

/** `/employees/deductions` (`deductions`, `add-deductions`, `update-deductions`). */
export function deductionRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
