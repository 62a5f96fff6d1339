import type { Env } from '../env';
import type { Database, Db } from '../db/client';
import type { Actor } from './actor';
import type { FamilyViewer } from './family-session';
import type { ReportCache } from './report-cache';
import type { ReportReads } from './report-reads';
import type { SessionRecord } from './session';
import type { TokenClaims } from './tokens';

/** What every handler can read from the Hono context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    user: SessionRecord;
    /** The user, request id and module together; set for every signed-in request. */
    actor: Actor;
    claims: TokenClaims;
    /** The signed-in parent or pupil, on the family endpoints only (issue 33). */
    family: FamilyViewer;
    /** The registry module that answers this path (its mount), set before authentication. */
    module: string;
    /** The database a report route reads (`sharedReport`): the replica when it has what the reader wrote. */
    reports: Db;
  };
}

export interface AppDeps {
  database: Database;
  env: Env;
  jwtSecret: string;
  /** Where built client files live; absent in API tests. */
  distDir?: string;
  /** The OpenAPI document of the mounted app, built on first call (set by createApp). */
  apiDocument?: () => unknown;
  /** The dashboard's and reports' short cache (ADR 034), set by createApp; null when turned off. */
  reportCache?: ReportCache | null;
  /** Which database each report reads (issue 34), set by createApp. */
  reportReads?: ReportReads;
}
