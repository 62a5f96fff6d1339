/**
 * Budget (issue 15): a clash-free week for the demo school (40 teachers, about 28 sections)
 * generated in under 10 s on this 2-core machine.
 *
 *   npx tsx bench/timetable-generator.ts
 *
 * Times the generator's core (`solve`, the same code the worker runs) on seeded schools shaped
 * like the demo: 40 teachers, 28 sections, 8 lesson periods a day for 5 days, about 30 lessons a
 * section a week, teachers given up to 28 lessons, 15% of them with a weekday off. BENCH_SEEDS
 * (5) such schools, then harder ones: fuller weeks with more days off, the same school again
 * with a quarter of its lessons locked, and the demo's own home rooms (28 sections in 16 rooms).
 * Each week is checked for clashes from the input alone. Then one demo-like run through the
 * worker thread as the server starts it (thread start and HiGHS load included). Prints a
 * markdown table; exits 1 when a solve is over budget or a week clashes.
 */
import { loadavg } from 'node:os';
import type { GenerationResult } from '../server/domains/timetable/generator/jobs';
import { generationRunner } from '../server/domains/timetable/generator/runner';
import { randomSchool, type SchoolShape } from '../server/domains/timetable/generator/solver/random-school';
import { highsRuntime, solve } from '../server/domains/timetable/generator/solver/solve';
import type { SolveInput, SolveResult } from '../server/domains/timetable/generator/solver/types';

const BUDGET_S = 10;
const SEEDS = Number(process.env.BENCH_SEEDS ?? 5);
const DEMO: Omit<SchoolShape, 'seed'> = { teachers: 40, sections: 28, periods: 8, days: 5, lessons: 30, maxLoad: 28, dayOff: 0.15 };

/** Section, teacher and room cells each held once, fixed lessons included. */
function clashes(input: SolveInput, result: SolveResult): number {
  const seen = new Set<string>();
  let n = 0;
  for (const l of [...input.fixed, ...result.lessons]) {
    for (const key of [`s${l.section_id}`, l.teacher_id === null ? null : `t${l.teacher_id}`, l.room_id === null ? null : `r${l.room_id}`]) {
      if (!key) continue;
      const cell = `${key}:${l.weekday}:${l.period_id}`;
      if (seen.has(cell)) n++;
      seen.add(cell);
    }
  }
  return n;
}

const rows: string[] = [];
let failed = false;
async function bench(label: string, input: SolveInput) {
  const result = await solve(input);
  const s = result.stats;
  const clash = clashes(input, result);
  const missing = result.unplaced.reduce((n, u) => n + u.missing, 0);
  const over = s.seconds >= BUDGET_S;
  if (over || clash) failed = true;
  rows.push(`| ${label} | ${input.requirements.reduce((n, r) => n + r.lessons, 0)} | ${s.placed} / ${s.wanted} | ${missing} | ${s.spreadBreaks} | ${s.method} | ${s.exactSeconds.toFixed(2)} | **${s.seconds.toFixed(2)}** | ${clash} | ${over ? 'missed' : 'met'} |`);
  return result;
}

const loading = performance.now();
await highsRuntime();
const loadMs = performance.now() - loading;

for (let seed = 1; seed <= SEEDS; seed++) await bench(`demo-like, seed ${seed}`, randomSchool({ seed, ...DEMO }));
await bench('fuller: 34 lessons, up to 32 a teacher, 30% a day off', randomSchool({ ...DEMO, seed: 11, lessons: 34, maxLoad: 32, dayOff: 0.3 }));
await bench('full weeks: 40 lessons in 40 periods', randomSchool({ ...DEMO, seed: 12, teachers: 44, lessons: 40, maxLoad: 36, dayOff: 0.1 }));
const school = randomSchool({ seed: 1, ...DEMO });
const first = await solve(school);
await bench('demo-like, seed 1 again with 1 lesson in 4 locked', { ...school, fixed: first.lessons.filter((_, i) => i % 4 === 0) });
await bench("the demo's home rooms: 28 sections in 16 rooms", randomSchool({ seed: 1, ...DEMO, rooms: 16 }));

const viaWorker = await new Promise<{ ms: number; result: GenerationResult }>((resolve, reject) => {
  const began = performance.now();
  generationRunner.run({
    id: 1,
    input: randomSchool({ seed: 2, ...DEMO }),
    timeLimit: 8,
    listener: {
      progress: () => undefined,
      done: async (result) => resolve({ ms: performance.now() - began, result }),
      failed: async (error) => reject(new Error(error)),
    },
  });
});

console.log(`\n${loadavg().map((l) => l.toFixed(2)).join(' / ')} load average (1 / 5 / 15 min); HiGHS loaded in ${loadMs.toFixed(0)} ms\n`);
console.log('| school | lessons asked | placed / to place | unplaced | bunched | how | exact core (s) | **solve (s)** | clashes | budget < 10 s |');
console.log('|---|---:|---:|---:|---:|---|---:|---:|---:|---|');
rows.forEach((r) => console.log(r));
console.log(`\nThrough the worker thread (demo-like, seed 2; thread start and HiGHS load included): ${(viaWorker.ms / 1000).toFixed(2)} s, ` +
  `${viaWorker.result.lessons.length} lessons, ${viaWorker.result.unplaced.length} requirements short.`);
process.exit(failed ? 1 : 0);
