import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context';

export function performanceRoutes(deps: AppDeps) {
  void deps;
  return new Hono<AppEnv>();
}
