/**
 * Shared by the benches that need the demo school behind a real server: seeds the demo into a
 * throwaway PostgreSQL database, then serves the app from a child process
 * (`bench/auth-server.ts`) on a loopback port, so the load generator or the browser does not
 * share the server's event loop. `dist: true` also serves the built PWA from `dist/`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { openDatabase } from '../server/db/client';
import { seedDemo } from '../server/demo/seed';
import { DEMO_ADMIN } from '../server/demo/users';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/fixtures/chromium';
import { throwawayDatabase } from './throwaway-db';

export interface BenchServer {
  base: string;
  dbName: string;
  /** The server process, for its memory. */
  pid: number;
  /** Stops the server and drops the database. */
  close(): Promise<void>;
}

/**
 * Starts `bench/auth-server.ts` on `url` (or another server script, `opts.script`) and
 * resolves once it prints its port.
 */
export function spawnServer(url: string, opts: { dist?: boolean; script?: string; env?: Record<string, string> } = {}): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', opts.script ?? 'bench/auth-server.ts'], {
    env: { ...process.env, DATABASE_URL: url, LOG_REQUESTS: '0', BENCH_DIST: opts.dist ? '1' : '', ...opts.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 30 s')), 30_000);
    child.once('exit', (code) => reject(new Error(`the server exited early (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const { port } = JSON.parse(line) as { port: number };
        clearTimeout(timer);
        resolve({ child, port });
      } catch {
        console.log(`[server] ${line}`);
      }
    });
  });
}

export async function stopServer(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** The demo school seeded into a throwaway database; `drop()` removes it. */
export async function seededDemo(prefix: string): Promise<ReturnType<typeof throwawayDatabase>> {
  const target = throwawayDatabase(prefix);
  await target.create();
  try {
    const database = await openDatabase({ url: target.url });
    try {
      await database.migrate();
      await seedDemo(database.db, () => undefined);
    } finally {
      await database.close();
    }
    return target;
  } catch (err) {
    await target.drop();
    throw err;
  }
}

/** The demo school on a fresh database, served; `close()` undoes both. */
export async function startDemoServer(prefix: string, opts: { dist?: boolean } = {}): Promise<BenchServer> {
  const target = await seededDemo(prefix);
  let child: ChildProcess | undefined;
  try {
    const started = await spawnServer(target.url, opts);
    child = started.child;
    return {
      base: `http://127.0.0.1:${started.port}`,
      dbName: target.name,
      pid: child.pid!,
      close: async () => {
        // autocannon stops mid-request: let the server finish what it was given before its
        // pool closes, or those queries fail and log.
        await new Promise((r) => setTimeout(r, 1_000));
        await stopServer(child);
        await target.drop();
      },
    };
  } catch (err) {
    await stopServer(child);
    await target.drop();
    throw err;
  }
}

/** Signs in through the API and returns the bearer token. */
export async function signIn(base: string, user: { username: string; password: string } = DEMO_ADMIN): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password, rem: false }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Debian's Chromium with the flags this closed network needs (docs: toolchain notes), headless. */
export { CHROMIUM_PATH };
export const CHROMIUM_ARGS = ['--headless=new', ...CHROMIUM_FLAGS];
