import * as v from 'valibot';
import { endpoint, fileOutput } from './endpoint';
import { API } from './paths';

/**
 * `GET /openapi.json` (Admins only): the OpenAPI 3.1 document of the mounted API. It is described
 * loosely here, as an object with its version and paths; the docs page reads its full shape.
 */
export const openApiAnswer = v.looseObject({ openapi: v.string(), paths: v.record(v.string(), v.record(v.string(), v.unknown())) });

export const openApiEndpoints = {
  document: endpoint({ mount: API.openapi, method: 'GET', path: '/', output: openApiAnswer }),
};

/** `GET /health` (public): the server is up, and on which database. */
export const healthAnswer = v.object({ status: v.literal('ok'), database: v.picklist(['pglite', 'postgres']) });
export const healthEndpoints = {
  health: endpoint({ mount: API.health, method: 'GET', path: '/', output: healthAnswer }),
};

/**
 * Settings › Backups (Admins only, issue 32): the school's own backups, newest first, and the
 * nightly schedule. The server's folder is never named: the files are "on the server".
 */
export const backupFile = v.object({
  /** `2026-11-29T02-00.sdbackup.gz`: the server's local date and minute it was made. */
  name: v.string(),
  /** UTC ISO time the file was written. */
  created_at: v.string(),
  size: v.number(),
});
export type BackupFileRow = v.InferOutput<typeof backupFile>;

export const backupSchedule = v.object({
  /** `02:00`, the server's local time; null when scheduled backups are off. */
  at: v.nullable(v.string()),
  /** How many of the school's newest backups are kept. */
  keep: v.number(),
  /** A backup is being made right now (this school's or another's): "Back up now" would be refused. */
  running: v.boolean(),
});
export type BackupSchedule = v.InferOutput<typeof backupSchedule>;

export const backupList = v.object({ backups: v.array(backupFile), schedule: backupSchedule });
export type BackupList = v.InferOutput<typeof backupList>;

export const backupEndpoints = {
  list: endpoint({ mount: API.backups, method: 'GET', path: '/', output: backupList }),
  /** Backs up the caller's school now: 201 with the new file; 409 while any backup is being made. */
  create: endpoint({ mount: API.backups, method: 'POST', path: '/', output: backupFile, status: 201 }),
  /** One of the school's listed files (any other name is a 404). */
  download: endpoint({ mount: API.backups, method: 'GET', path: '/:name', output: fileOutput('application/gzip') }),
};
