import type { Problem } from './problem';
import type { Week } from './week';

/**
 * The best free cell for a lesson of `r`: a day the subject is not on yet, then one where it
 * is least, then the period the requirement's index points at, so sections do not all start
 * with the same subject.
 */
export function bestCell(week: Week, r: number): number {
  const req = week.p.reqs[r]!;
  const slots = Math.max(1, req.candidates.length);
  let best = -1;
  let bestScore = Infinity;
  req.candidates.forEach((c, i) => {
    if (!week.fits(r, c)) return;
    const today = week.dayCount[r]![week.p.cells[c]!.day]!;
    const score = (today >= req.cap ? 1000 : 0) + today * 10 + ((i + r * 7) % slots) / slots;
    if (score < bestScore) [best, bestScore] = [c, score];
  });
  return best;
}

function freeCandidates(week: Week, r: number): number {
  let n = 0;
  for (const c of week.p.reqs[r]!.candidates) if (week.fits(r, c)) n++;
  return n;
}

/**
 * The fallback, and the exact core's starting point: most constrained requirement first
 * (fewest free cells for the lessons it still needs), one lesson at a time.
 */
export function greedy(p: Problem, week: Week): void {
  const next = p.unitsOf.map(() => 0);
  const open = new Set(p.reqs.map((_, r) => r).filter((r) => p.unitsOf[r]!.length));
  const load = new Map<number | null, number>();
  for (const req of p.reqs) load.set(req.teacherId, (load.get(req.teacherId) ?? 0) + req.need);
  while (open.size) {
    let pick = -1;
    let pickSlack = Infinity;
    for (const r of open) {
      const left = p.unitsOf[r]!.length - next[r]!;
      const slack = freeCandidates(week, r) - left - (load.get(p.reqs[r]!.teacherId) ?? 0) / 1000;
      if (slack < pickSlack) [pick, pickSlack] = [r, slack];
    }
    const c = bestCell(week, pick);
    if (c < 0) {
      open.delete(pick);
      continue;
    }
    week.place(p.unitsOf[pick]![next[pick]!]!, c);
    next[pick]! += 1;
    if (next[pick] === p.unitsOf[pick]!.length) open.delete(pick);
  }
}
