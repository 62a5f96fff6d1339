import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context';

/** `/employees/advances` (`advanced`, `add-advanced`, `update-advanced`). */
export function advanceRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}

/** `/employees/loans` (`loan`, `add-loan`, `update-loan`). */
export function loanRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
