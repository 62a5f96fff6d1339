import { loadavg } from 'node:os';

/** What the benches print about the machine and their timings, written once. */
export const load = () => `load average ${loadavg().map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min)`;

const p = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: p(sorted, 0.5), p95: p(sorted, 0.95), max: sorted.at(-1)! };
};

/** `runs` timings (ms) of `work`, after 5 untimed calls that warm the caches and the plans. */
export async function sampled(work: () => Promise<unknown>, runs: number): Promise<number[]> {
  for (let i = 0; i < 5; i++) await work();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    ms.push(performance.now() - start);
  }
  return ms;
}

/**
 * Prints the load before and now and a results table's head; `line` prints one request's row,
 * judged against its p95 budget when it has one. `missed()`: whether any budget was missed.
 */
export function timingTable(loadBefore: string) {
  let missed = false;
  console.log(`before: ${loadBefore}; after: ${load()}\n`);
  console.log('| request | p50 (ms) | p95 (ms) | max (ms) | budget |');
  console.log('|---|---:|---:|---:|---|');
  const line = (label: string, ms: number[], budget?: number) => {
    const s = stats(ms);
    const over = budget !== undefined && s.p95 >= budget;
    if (over) missed = true;
    console.log(`| ${label} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.max.toFixed(1)} | ${budget === undefined ? '' : `p95 < ${budget} ms ${over ? '**missed**' : 'met'}`} |`);
  };
  return { line, missed: () => missed };
}
