import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context';

export function studentImportRoutes(deps: AppDeps) {
  void deps;
  return new Hono<AppEnv>();
}
