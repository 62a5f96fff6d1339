import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from './context';

/**
 * One API module as the registry mounts it. `path` is one of the contract's API paths;
 * `bodyLimit` (bytes) replaces the default JSON limit for this module's requests; `public`
 * modules are reached without a session (they authenticate their own routes if any need it).
 */
export interface ApiModule {
  path: string;
  routes: (deps: AppDeps) => Hono<AppEnv>;
  bodyLimit?: number;
  public?: boolean;
}
