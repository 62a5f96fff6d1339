import loadHighs, { type Highs } from 'highs';
import type { ProposedLesson } from '@contract';
import { modelSize, solveExact } from './exact';
import { explain } from './explain';
import { greedy } from './greedy';
import { improve } from './neighbourhood';
import { buildProblem, costFloor, type Problem } from './problem';
import { fill, spread } from './repair';
import type { SolveInput, SolveOptions, SolveResult, SolveStats } from './types';
import { UNPLACED_COST, Week } from './week';

let runtime: Promise<Highs> | undefined;
/** The WASM solver, compiled once per thread and kept: loading it costs more than a small solve. */
export const highsRuntime = () => (runtime ??= loadHighs());

/** Columns up to which the exact core takes the whole model at once (a section or a class); above, it re-plans a few sections at a time. */
const WHOLE_MODEL_COLUMNS = 5_000;

const lessonsOf = (p: Problem, week: Week): ProposedLesson[] =>
  [...week.cellOf].flatMap((c, u) => {
    if (c < 0) return [];
    const req = p.reqs[p.units[u]!]!;
    const cell = p.cells[c]!;
    return [{ section_id: req.sectionId, weekday: cell.weekday, period_id: cell.periodId, subject_id: req.subjectId, teacher_id: req.teacherId, room_id: req.roomId }];
  });

/** The exact core on what the greedy week left: the whole model when small, else a few sections at a time. */
function exactPass(highs: Highs, p: Problem, week: Week, floor: number, deadline: number, progress: (n: number) => void): Pick<SolveStats, 'method' | 'columns' | 'rows'> {
  const seconds = Math.max(0.5, (deadline - Date.now()) / 1000);
  const share = (s: number) => progress(10 + Math.round(s * 80));
  if (modelSize(p) <= WHOLE_MODEL_COLUMNS) {
    const found = new Week(p);
    const run = solveExact(highs, p, week, found, seconds, share);
    if (run.status !== 'none' && found.cost() <= week.cost()) week.copyFrom(found);
    return { method: run.status === 'optimal' ? 'optimal' : 'time-limit', columns: run.columns, rows: run.rows };
  }
  improve(highs, p, week, floor, deadline, share);
  return { method: week.cost() <= floor ? 'optimal' : 'time-limit', columns: modelSize(p), rows: 0 };
}

/**
 * A clash-free week for the input (ADR 026): a greedy week with its repair passes first; when a
 * floor on the cost does not prove it the best, the exact core (HiGHS) improves it within the
 * time left. Whatever is still missing is explained in words.
 */
export async function solve(input: SolveInput, opts: SolveOptions = {}): Promise<SolveResult> {
  const began = Date.now();
  const deadline = began + (opts.timeLimit ?? 8) * 1000;
  const progress = opts.onProgress ?? (() => undefined);
  const p = buildProblem(input);

  const week = new Week(p);
  greedy(p, week);
  fill(week, Date.now() + 500);
  spread(week, Date.now() + 300);
  progress(10);

  const floor = costFloor(p, UNPLACED_COST);
  let exact: Pick<SolveStats, 'method' | 'columns' | 'rows'> = { method: week.cost() <= floor ? 'optimal' : 'greedy', columns: 0, rows: 0 };
  const exactBegan = Date.now();
  if (exact.method !== 'optimal' && modelSize(p) <= (opts.maxColumns ?? 60_000)) {
    try {
      // Keeps a moment of the budget for the repair passes after it.
      exact = exactPass(await highsRuntime(), p, week, floor, deadline - 300, progress);
    } catch (err) {
      // The greedy week stands, and the run's stats say how it was made.
      console.error('The exact timetable solver failed; the greedy week is used:', err instanceof Error ? err.message : err);
    }
  }
  const exactSeconds = (Date.now() - exactBegan) / 1000;
  progress(90);
  if (exact.method !== 'optimal') {
    fill(week, Date.now() + 200);
    spread(week, Date.now() + 200);
  }
  const unplaced = explain(p, week);
  progress(100);
  return {
    lessons: lessonsOf(p, week),
    unplaced,
    stats: { ...exact, wanted: p.units.length, placed: week.placed(), spreadBreaks: week.spreadBreaks(), seconds: (Date.now() - began) / 1000, exactSeconds },
  };
}
