/**
 * The mixed read load of a busy morning (bench:mixed, issue 10), shared with bench:processes:
 * one autocannon instance per endpoint at once, 5 connections each (20 in all). Latencies come
 * from autocannon's per-response event, so each endpoint's p95 is exact.
 */
import autocannon from 'autocannon';

export const CONNECTIONS_EACH = 5;

export const ENDPOINTS = [
  { name: 'dashboard', path: '/api/dash' },
  { name: 'roster page', path: '/api/students?page=1&limit=100' },
  { name: 'sections list', path: '/api/sections?page=1&limit=100' },
  { name: 'session check', path: '/api/auth' },
];

export const pct = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;

export interface EndpointResult {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p95: number;
  max: number;
}

/** All endpoints at once; per endpoint its latencies and counts. Fails on any non-2xx answer. */
export async function mixed(base: string, headers: Record<string, string>, duration: number): Promise<EndpointResult[]> {
  return Promise.all(
    ENDPOINTS.map(async (e) => {
      const times: number[] = [];
      const run = autocannon({ url: base + e.path, connections: CONNECTIONS_EACH, duration, headers });
      run.on('response', (_client, status, _bytes, ms) => {
        if (status === 200) times.push(ms);
      });
      const result = await run;
      const bad = result.non2xx + result.errors + result.timeouts;
      if (bad > 0) throw new Error(`${e.path}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
      times.sort((a, b) => a - b);
      return { ...e, rps: times.length / duration, p50: pct(times, 0.5), p95: pct(times, 0.95), max: times.at(-1) ?? NaN };
    }),
  );
}
