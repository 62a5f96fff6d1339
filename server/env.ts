import path from 'node:path';
import * as v from 'valibot';

const port = v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'PORT must be a number'), v.transform(Number));

/** `HH:MM` (24-hour, server local time) or `off`; the output is `HH:MM` zero-padded, or null for off. */
const backupAt = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^(?:off|(?:[01]?\d|2[0-3]):[0-5]\d)$/i, 'BACKUP_AT must be a time of day as HH:MM (24-hour, server local time, e.g. 02:00) or off'),
  v.transform((value): string | null => (value.toLowerCase() === 'off' ? null : value.padStart(5, '0'))),
);
const backupKeep = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{1,4}$/, 'BACKUP_KEEP must be a whole number of backups to keep per school, from 1 to 9999'),
  v.transform(Number),
  v.minValue(1, 'BACKUP_KEEP must be at least 1 (to turn scheduled backups off, set BACKUP_AT=off)'),
);

const envSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'production'),
  PORT: v.optional(port, '3000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url('DATABASE_URL must be a postgres:// URL'))),
  /** A streaming replica of DATABASE_URL the reports read (issue 34); writes stay on DATABASE_URL. */
  REPORTS_DATABASE_URL: v.optional(v.pipe(v.string(), v.url('REPORTS_DATABASE_URL must be a postgres:// URL'))),
  PGLITE_DIR: v.optional(v.string(), './data/pglite'),
  DATA_DIR: v.optional(v.string(), './data'),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET needs 32+ characters'))),
  ADMIN_USERNAME: v.optional(v.pipe(v.string(), v.minLength(3)), 'admin'),
  ADMIN_PASSWORD: v.optional(v.string()),
  SCHOOL_NAME: v.optional(v.string(), 'My School'),
  TRUST_PROXY: v.optional(v.picklist(['0', '1']), '0'),
  LOG_REQUESTS: v.optional(v.picklist(['0', '1']), '1'),
  /** '0' answers every report from the database (ADR 034). */
  REPORT_CACHE: v.optional(v.picklist(['0', '1']), '1'),
  /** Scheduled backups (issue 32): one file per school each night at this local time; null when `off`. */
  BACKUP_AT: v.optional(backupAt, '02:00'),
  /** How many of a school's newest backups are kept; older ones are deleted after each backup. */
  BACKUP_KEEP: v.optional(backupKeep, '14'),
  /** Where backups are written, `school-<id>/` below it; absent: `<DATA_DIR>/backups` (see `backupDirOf`). */
  BACKUP_DIR: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'BACKUP_DIR must be a folder path'))),
});

export type Env = v.InferOutput<typeof envSchema>;

/** Reads and validates the environment once; a bad value stops the start with its name. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const picked = Object.fromEntries(
    Object.entries(source).filter(([k, val]) => k in envSchema.entries && val !== ''),
  );
  const result = v.safeParse(envSchema, picked);
  if (!result.success) {
    const lines = result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`);
    throw new Error(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  return result.output;
}

/** The folder scheduled and on-demand backups go to: BACKUP_DIR, else `<DATA_DIR>/backups`, made absolute. */
export function backupDirOf(env: Pick<Env, 'BACKUP_DIR' | 'DATA_DIR'>): string {
  return path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups'));
}
