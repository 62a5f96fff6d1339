import type { Problem } from './problem';

/** A missing lesson costs more than any bunching placing it could cause (at most one a lesson). */
export const UNPLACED_COST = 100;

const FREE = -1;
/** A fixed lesson or an unavailability: nothing the solver places can move it. */
const BLOCKED = -2;

function grids(ids: Iterable<number | null>, size: number, blocked: Map<number, Uint8Array>[]) {
  const map = new Map<number, Int32Array>();
  for (const id of ids) {
    if (id === null || map.has(id)) continue;
    const row = new Int32Array(size).fill(FREE);
    for (const b of blocked) b.get(id)?.forEach((v, c) => v && (row[c] = BLOCKED));
    map.set(id, row);
  }
  return map;
}

/**
 * A week being built: who holds each cell of each section, teacher and room, so a lesson's
 * place is checked in O(1). Every way of placing lessons (the exact core's answer, the greedy
 * fallback, the repair passes) goes through it, so none can make a clash.
 */
export class Week {
  /** The cell of each lesson to place, or -1 while it has none. */
  readonly cellOf: Int32Array;
  /** Per requirement and day: its lessons that day, locked ones included. */
  readonly dayCount: Int32Array[];
  private readonly section: Int32Array[];
  private readonly teacher: Map<number, Int32Array>;
  private readonly room: Map<number, Int32Array>;

  constructor(readonly p: Problem) {
    const size = p.cells.length;
    this.cellOf = new Int32Array(p.units.length).fill(-1);
    this.dayCount = p.reqs.map((r) => Int32Array.from(r.fixedPerDay));
    this.section = p.sectionFixed.map((fixed) => Int32Array.from(fixed, (v) => (v ? BLOCKED : FREE)));
    this.teacher = grids(p.reqs.map((r) => r.teacherId), size, [p.teacherFixed, p.teacherOff]);
    this.room = grids(p.reqs.map((r) => r.roomId), size, [p.roomFixed, p.roomOff]);
  }

  private holders(r: number, c: number): number[] {
    const req = this.p.reqs[r]!;
    const at = [this.section[req.section]![c]!];
    if (req.teacherId !== null) at.push(this.teacher.get(req.teacherId)![c]!);
    if (req.roomId !== null) at.push(this.room.get(req.roomId)![c]!);
    return at;
  }

  /** Requirement `r`'s section, teacher and room are all free in cell `c`. */
  fits(r: number, c: number): boolean {
    return this.holders(r, c).every((h) => h === FREE);
  }

  /** The placed lessons in the way of requirement `r` in cell `c`, or null when something fixed is. */
  inTheWay(r: number, c: number): number[] | null {
    const at = this.holders(r, c);
    if (at.includes(BLOCKED)) return null;
    return [...new Set(at.filter((h) => h !== FREE))];
  }

  place(u: number, c: number): void {
    const r = this.p.units[u]!;
    if (!this.fits(r, c)) throw new Error(`Lesson ${u} does not fit cell ${c}.`);
    this.set(r, c, u);
    this.cellOf[u] = c;
    this.dayCount[r]![this.p.cells[c]!.day]! += 1;
  }

  remove(u: number): void {
    const c = this.cellOf[u]!;
    if (c < 0) return;
    const r = this.p.units[u]!;
    this.set(r, c, FREE);
    this.cellOf[u] = -1;
    this.dayCount[r]![this.p.cells[c]!.day]! -= 1;
  }

  private set(r: number, c: number, value: number) {
    const req = this.p.reqs[r]!;
    this.section[req.section]![c] = value;
    if (req.teacherId !== null) this.teacher.get(req.teacherId)![c] = value;
    if (req.roomId !== null) this.room.get(req.roomId)![c] = value;
  }

  placed(): number {
    return this.cellOf.reduce((n, c) => n + (c >= 0 ? 1 : 0), 0);
  }

  spreadBreaks(): number {
    let n = 0;
    this.p.reqs.forEach((req, r) => this.dayCount[r]!.forEach((k) => (n += Math.max(0, k - req.cap))));
    return n;
  }

  /** What the exact core minimises: a missing lesson outweighs any bunching it could avoid. */
  cost(): number {
    return UNPLACED_COST * (this.p.units.length - this.placed()) + this.spreadBreaks();
  }

  unplaced(): number[] {
    const out: number[] = [];
    this.cellOf.forEach((c, u) => c < 0 && out.push(u));
    return out;
  }

  /** A section's (by index), a teacher's or a room's cell: free, held by something fixed, or busy with a placed lesson. */
  state(kind: 'section' | 'teacher' | 'room', id: number, c: number): 'free' | 'fixed' | 'busy' {
    const row = kind === 'section' ? this.section[id] : (kind === 'teacher' ? this.teacher : this.room).get(id);
    const v = row?.[c] ?? FREE;
    return v === FREE ? 'free' : v === BLOCKED ? 'fixed' : 'busy';
  }

  /** Takes `other`'s placements (a week of the same problem). */
  copyFrom(other: Week): void {
    for (let u = 0; u < this.cellOf.length; u++) this.remove(u);
    other.cellOf.forEach((c, u) => c >= 0 && this.place(u, c));
  }
}
