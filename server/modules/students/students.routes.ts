import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context';

export function studentRoutes(deps: AppDeps) {
  void deps;
  return new Hono<AppEnv>();
}

/** `studentClass`: admission with enrolment (POST /studentClass/add). */
export function studentClassRoutes(deps: AppDeps) {
  void deps;
  return new Hono<AppEnv>();
}
