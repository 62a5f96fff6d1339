import * as v from 'valibot';

const port = v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'PORT must be a number'), v.transform(Number));

const envSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'production'),
  PORT: v.optional(port, '3000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url('DATABASE_URL must be a postgres:// URL'))),
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
