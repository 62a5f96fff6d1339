/**
 * Debian's HAProxy in front of API processes (a test, a bench), run with the settings of
 * deploy/haproxy.cfg (ADR 043): only its address and its `server` lines are the caller's.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export interface Balancer {
  base: string;
  stop(): Promise<void>;
}

export async function startHaproxy(backends: number[]): Promise<Balancer> {
  const port = await freePort();
  const servers = backends.map((p, i) => `    server api${i + 1} 127.0.0.1:${p} check inter 2s fall 2 rise 1`).join('\n');
  const config = readFileSync('deploy/haproxy.cfg', 'utf8')
    .replace(/bind 127\.0\.0\.1:\d+/, `bind 127.0.0.1:${port}`)
    .replace(/(?:^ {4}server .*\n?)+/m, `${servers}\n`);
  const dir = mkdtempSync(path.join(tmpdir(), 'sd-haproxy-'));
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  // -db: in the foreground, so it ends with this process.
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}); is Debian's haproxy installed?`);
    const up = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (up) break;
    if (tries > 100) throw new Error('haproxy did not answer within 10 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
