import { mkdirSync } from 'node:fs';
import * as v from 'valibot';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Services take either, so a caller can compose them inside one transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  /**
   * A streaming replica of `db` for the reports (issue 34, `REPORTS_DATABASE_URL`), read through
   * `ReportReads`, which falls back to `db`; null without one.
   */
  replica: Db | null;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `run` while no other process on this database runs one of the same `name` (issue 34):
   * a PostgreSQL advisory lock held on a connection of its own. PGlite has one process.
   */
  exclusive<T>(name: string, run: () => Promise<T>): Promise<T>;
  /** As `exclusive`, but when another process holds the lock, does not run and answers `skipped`. */
  tryExclusive<T>(name: string, run: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
}

/** A named step's advisory lock: one namespace for Schooldesk, one key per step. */
const LOCK_KEY = `hashtext('schooldesk'), hashtext($1)`;

/** Statement texts given a name, process-wide; past the cap, a new text runs unnamed. */
const statementNames = new Map<string, string>();
const NAMED_STATEMENTS_MAX = 2000;

/**
 * Every parameterised query runs as a named statement, so each connection parses and plans a
 * text once and PostgreSQL may keep its plan (planning was up to half of a list's time under
 * load, issue 30). The cap bounds what a connection keeps when texts vary (a list of ids).
 */
function keepPlans(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    if (config && typeof config === 'object' && 'text' in config && !(config as { name?: string }).name && (Array.isArray(rest[0]) || 'values' in config)) {
      const text = (config as { text: string }).text;
      let name = statementNames.get(text);
      if (!name && statementNames.size < NAMED_STATEMENTS_MAX) statementNames.set(text, (name = `sd${statementNames.size}`));
      if (name) return query({ ...config, name }, ...rest);
    }
    return query(config, ...rest);
  };
}

/** A pool of 10 that survives lost connections and keeps its statements' plans. */
function openPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (a restart, a failover, a dropped test database)
  // is an 'error' event on the pool; unhandled, it would end the whole process. The pool
  // replaces the connection on the next query, so this only needs to be said.
  pool.on('error', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') console.error('PostgreSQL connection lost while idle:', err.message);
  });
  // A connection lost in the middle of a query also says so on its client, and unheard
  // that too would end the process. The query itself already fails (and its transaction
  // with it); the pool drops the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', (err: Error) => console.error('PostgreSQL connection lost during a query:', err.message));
    keepPlans(client);
  });
  return pool;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PostgreSQL when a URL is given, else embedded PGlite in `dir` (or in memory). `pgliteData`
 * starts PGlite from a dumped data directory (the tests' migrated template).
 */
export async function openDatabase(opts: { url?: string; reportsUrl?: string; pgliteDir?: string; pgliteData?: Blob }): Promise<Database> {
  if (opts.url) {
    const pool = openPool(opts.url);
    const replicaPool = opts.reportsUrl ? openPool(opts.reportsUrl) : null;
    // bigint columns come back as strings by default; ours are ids and minor units that fit.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const replica = replicaPool ? (drizzlePg(replicaPool, { schema }) as unknown as Db) : null;
    // A session lock lives on one connection: it is taken and given back on a client of its own,
    // while `run` uses the pool. Ended connections give their locks back, so a process that dies
    // holding one frees it.
    const locked = async <T>(name: string, wait: boolean, run: () => Promise<T>) => {
      const client = await pool.connect();
      try {
        const got = wait
          ? (await client.query(`select pg_advisory_lock(${LOCK_KEY})`, [name]), true)
          : (await client.query<{ got: boolean }>(`select pg_try_advisory_lock(${LOCK_KEY}) as got`, [name])).rows[0]?.got === true;
        if (!got) return { ran: false as const };
        try {
          return { ran: true as const, value: await run() };
        } finally {
          await client.query(`select pg_advisory_unlock(${LOCK_KEY})`, [name]);
        }
      } finally {
        client.release();
      }
    };
    const exclusive = async <T>(name: string, run: () => Promise<T>) => {
      const done = await locked(name, true, run);
      return (done as { value: T }).value;
    };
    return {
      db,
      replica,
      kind: 'postgres',
      // Processes started together on a new version: one migrates, the others wait, then find nothing to do.
      migrate: () => exclusive('migrate', () => migratePg(db as never, { migrationsFolder })),
      close: async () => {
        await Promise.all([pool.end(), replicaPool?.end()]);
      },
      exclusive,
      tryExclusive: (name, run) => locked(name, false, run),
    };
  }
  const dir = opts.pgliteDir;
  if (dir && !dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir ?? 'memory://', opts.pgliteData ? { loadDataDir: opts.pgliteData } : {});
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    replica: null,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
    // Only one process can open a PGlite folder: nothing to wait for.
    exclusive: (_name, run) => run(),
    tryExclusive: async (_name, run) => ({ ran: true, value: await run() }),
  };
}

/**
 * Raw SQL rows; both drivers answer `execute` with `{ rows }`. For writes (`insert … returning`)
 * and rows handed straight on; a read whose rows the code relies on goes through `readRows`.
 */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Outside production (tests, development) raw rows are parsed against their schema. */
const checkRows = () => process.env.NODE_ENV === 'test' || process.env.NODE_ENV === 'development';

/**
 * A raw read (ADR 031): the rows of `query`, typed by `row`, a valibot schema of one row as the
 * driver returns it. In tests and development each row is parsed, so a renamed or retyped
 * column fails a test on both databases instead of reaching a page as `undefined`.
 */
export async function readRows<S extends v.GenericSchema>(db: DbOrTx, row: S, query: SQL): Promise<v.InferOutput<S>[]> {
  const rows = await queryRows<unknown>(db, query);
  if (!checkRows()) return rows as v.InferOutput<S>[];
  const parsed = v.safeParse(v.array(row), rows);
  // The rows themselves, not the parse's copy: production hands on exactly what tests saw.
  if (parsed.success) return rows as v.InferOutput<S>[];
  const where = parsed.issues.slice(0, 5).map((i) => `${v.getDotPath(i) ?? '(row)'}: ${i.message}`).join('; ');
  throw new Error(`A raw read's rows do not match their schema: ${where}`);
}
