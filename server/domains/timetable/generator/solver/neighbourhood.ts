import type { Highs } from 'highs';
import type { ProposedLesson } from '@contract';
import { solveExact } from './exact';
import { buildProblem, type Problem } from './problem';
import { seededRandom } from './random';
import { Week } from './week';

/** Sections whose lessons are re-planned together around requirement `r`: its own, its teacher's, its room's, then its other teachers'. */
function sectionsAround(p: Problem, r: number, size: number, rnd: ReturnType<typeof seededRandom>): Set<number> {
  const req = p.reqs[r]!;
  const shuffled = <T>(xs: T[]) => xs.map((x) => [rnd.next(), x] as const).sort((a, b) => a[0] - b[0]).map(([, x]) => x);
  const teachersOf = new Set(p.reqs.filter((q) => q.section === req.section && q.teacherId !== null).map((q) => q.teacherId));
  const tiers = [
    p.reqs.filter((q) => (q.teacherId !== null && q.teacherId === req.teacherId) || (q.roomId !== null && q.roomId === req.roomId)),
    p.reqs.filter((q) => teachersOf.has(q.teacherId)),
    p.reqs,
  ];
  const out = new Set([req.section]);
  for (const tier of tiers) {
    for (const q of shuffled(tier)) {
      if (out.size >= size) return out;
      out.add(q.section);
    }
  }
  return out;
}

const keyOf = (sectionId: number, subjectId: number) => `${sectionId}:${subjectId}`;

/**
 * Re-plans the lessons of a few sections exactly, everything else held where it is, and keeps
 * the result when the week is better for it. The whole school is too large for the exact core
 * within the budget on two cores; a handful of sections takes it a fraction of a second.
 */
function replan(highs: Highs, p: Problem, week: Week, sections: Set<number>, seconds: number): boolean {
  const inside = new Set([...sections].map((s) => p.sections[s]!.id));
  const held: ProposedLesson[] = [];
  week.cellOf.forEach((c, u) => {
    const req = p.reqs[p.units[u]!]!;
    if (c < 0 || inside.has(req.sectionId)) return;
    const cell = p.cells[c]!;
    held.push({ section_id: req.sectionId, weekday: cell.weekday, period_id: cell.periodId, subject_id: req.subjectId, teacher_id: req.teacherId, room_id: req.roomId });
  });
  const sub = buildProblem({
    ...p.input,
    sections: p.input.sections.filter((s) => inside.has(s.id)),
    requirements: p.input.requirements.filter((q) => inside.has(q.section_id)),
    fixed: [...p.input.fixed, ...held],
  });
  const mainOf = new Map(p.reqs.map((q, r) => [keyOf(q.sectionId, q.subjectId), r]));
  const start = new Week(sub);
  sub.reqs.forEach((q, r) => {
    const units = p.unitsOf[mainOf.get(keyOf(q.sectionId, q.subjectId))!]!;
    const cells = units.map((u) => week.cellOf[u]!).filter((c) => c >= 0);
    cells.forEach((c, i) => start.place(sub.unitsOf[r]![i]!, c));
  });
  const found = new Week(sub);
  const run = solveExact(highs, sub, start, found, seconds, () => undefined);
  if (run.status === 'none' || found.cost() >= start.cost()) return false;
  const unitsOf = sub.reqs.map((q) => p.unitsOf[mainOf.get(keyOf(q.sectionId, q.subjectId))!]!);
  unitsOf.forEach((units) => units.forEach((u) => week.remove(u)));
  unitsOf.forEach((units, r) => sub.unitsOf[r]!.map((u) => found.cellOf[u]!).filter((c) => c >= 0).forEach((c, i) => week.place(units[i]!, c)));
  return true;
}

/** Requirements the week falls short of: lessons missing first, then subjects bunched in a day. */
function shortfalls(p: Problem, week: Week): number[] {
  const missing = p.reqs.map((_, r) => r).filter((r) => p.unitsOf[r]!.some((u) => week.cellOf[u]! < 0));
  const bunched = p.reqs.map((_, r) => r).filter((r) => week.dayCount[r]!.some((k) => k > p.reqs[r]!.cap));
  return [...missing, ...bunched];
}

/** Re-plans a few sections around a shortfall at a time until `deadline`, or until the week reaches `floor`. */
export function improve(highs: Highs, p: Problem, week: Week, floor: number, deadline: number, onProgress: (share: number) => void): void {
  const rnd = seededRandom(11);
  const began = Date.now();
  for (let round = 0; Date.now() < deadline - 200 && week.cost() > floor; round++) {
    const open = shortfalls(p, week);
    if (!open.length) return;
    // Missing lessons come first in the list; a few of the first are tried in turn, at random.
    const r = open[rnd.int(0, Math.min(open.length, 8) - 1)]!;
    replan(highs, p, week, sectionsAround(p, r, 3 + (round % 4), rnd), Math.min(2, (deadline - Date.now()) / 1000));
    onProgress(Math.min(1, (Date.now() - began) / Math.max(1, deadline - began)));
  }
}
