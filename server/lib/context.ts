import type { Env } from '../env';
import type { Database } from '../db/client';
import type { SessionRecord } from './session';
import type { TokenClaims } from './tokens';

/** What every handler can read from the Hono context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    user: SessionRecord;
    claims: TokenClaims;
  };
}

export interface AppDeps {
  database: Database;
  env: Env;
  jwtSecret: string;
  /** Where built client files live; absent in API tests. */
  distDir?: string;
}
