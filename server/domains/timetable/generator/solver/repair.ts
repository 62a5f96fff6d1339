import { bestCell } from './greedy';
import type { Week } from './week';

const dayOf = (week: Week, c: number) => week.p.cells[c]!.day;

/**
 * Puts lesson `u` (placed or not) in cell `to`, moving up to two lessons out of its way, each
 * to its best free cell (often the one `u` left: a swap). Kept only when the week is better
 * for it; otherwise everything goes back as it was.
 */
function relocate(week: Week, u: number, to: number): boolean {
  const r = week.p.units[u]!;
  const before = week.cost();
  const from = week.cellOf[u]!;
  const undo = () => from >= 0 && week.place(u, from);
  week.remove(u);
  const way = week.inTheWay(r, to);
  if (!way || way.length > 2) {
    undo();
    return false;
  }
  const was = way.map((b) => week.cellOf[b]!);
  way.forEach((b) => week.remove(b));
  week.place(u, to);
  const moved: number[] = [];
  for (const b of way) {
    const c = bestCell(week, week.p.units[b]!);
    if (c < 0) break;
    week.place(b, c);
    moved.push(b);
  }
  if (moved.length === way.length && week.cost() < before) return true;
  moved.forEach((b) => week.remove(b));
  week.remove(u);
  way.forEach((b, i) => week.place(b, was[i]!));
  undo();
  return false;
}

/** Every lesson still without a cell gets one if a free one is left, else if it can make room. */
export function fill(week: Week, deadline: number): void {
  for (const u of week.unplaced()) {
    if (Date.now() > deadline) return;
    const r = week.p.units[u]!;
    const c = bestCell(week, r);
    if (c >= 0) week.place(u, c);
    else week.p.reqs[r]!.candidates.some((to) => relocate(week, u, to));
  }
}

/** The quality pass: each subject at most its share of lessons a day, as far as moves and swaps allow. */
export function spread(week: Week, deadline: number): void {
  for (let round = 0; round < 4; round++) {
    let moved = false;
    for (let u = 0; u < week.cellOf.length; u++) {
      const c = week.cellOf[u]!;
      const r = week.p.units[u]!;
      const req = week.p.reqs[r]!;
      if (c < 0 || week.dayCount[r]![dayOf(week, c)]! <= req.cap) continue;
      if (Date.now() > deadline) return;
      for (const to of req.candidates) {
        if (week.dayCount[r]![dayOf(week, to)]! < req.cap && relocate(week, u, to)) {
          moved = true;
          break;
        }
      }
    }
    if (!moved) return;
  }
}
