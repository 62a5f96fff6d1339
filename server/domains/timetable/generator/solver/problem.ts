import type { Weekday } from '@contract';
import type { SolveInput } from './types';

/** A weekday and a lesson period that runs on it: where one lesson can go. */
export interface Cell {
  weekday: Weekday;
  periodId: number;
  /** Index in `Problem.days`. */
  day: number;
}

export interface Requirement {
  section: number;
  sectionId: number;
  subjectId: number;
  teacherId: number | null;
  /** The section's home room, which its lessons take. */
  roomId: number | null;
  /** Lessons a week, locked ones included. */
  lessons: number;
  /** Lessons still to place: the locked ones already count. */
  need: number;
  /** The most lessons a day before the subject counts as bunched: once a day unless it has more lessons than days. */
  cap: number;
  /** Locked lessons of the subject per day. */
  fixedPerDay: number[];
  /** Cells nothing fixed rules out: the section, the teacher and the room free of locked lessons and unavailability. */
  candidates: number[];
}

/** The input turned into indexes: cells, requirements and what fixed lessons and unavailability already hold. */
export interface Problem {
  input: SolveInput;
  days: Weekday[];
  cells: Cell[];
  sections: { id: number; name: string; roomId: number | null }[];
  reqs: Requirement[];
  /** Per section index: cells a fixed lesson holds. */
  sectionFixed: Uint8Array[];
  teacherFixed: Map<number, Uint8Array>;
  teacherOff: Map<number, Uint8Array>;
  roomFixed: Map<number, Uint8Array>;
  roomOff: Map<number, Uint8Array>;
  /** The requirement of each lesson to place. */
  units: number[];
  unitsOf: number[][];
}

const cellKey = (weekday: number, periodId: number) => `${weekday}:${periodId}`;

function mark(map: Map<number, Uint8Array>, id: number | null, cell: number | undefined, size: number) {
  if (id === null || cell === undefined) return;
  let row = map.get(id);
  if (!row) map.set(id, (row = new Uint8Array(size)));
  row[cell] = 1;
}

const isSet = (map: Map<number, Uint8Array>, id: number | null, cell: number) => id !== null && map.get(id)?.[cell] === 1;

export function buildProblem(input: SolveInput): Problem {
  const open = new Set(input.weekdays);
  const days = [...new Set(input.periods.flatMap((p) => p.weekdays))].filter((d) => open.has(d)).sort((a, b) => a - b);
  const cells: Cell[] = [];
  const cellOf = new Map<string, number>();
  days.forEach((weekday, day) => {
    for (const p of input.periods) {
      if (!p.weekdays.includes(weekday)) continue;
      cellOf.set(cellKey(weekday, p.id), cells.length);
      cells.push({ weekday, periodId: p.id, day });
    }
  });
  const size = cells.length;
  const sections = input.sections.map((s) => ({ id: s.id, name: s.name, roomId: s.room_id }));
  const sectionIndex = new Map(sections.map((s, i) => [s.id, i]));
  const sectionFixed = sections.map(() => new Uint8Array(size));
  const teacherFixed = new Map<number, Uint8Array>();
  const teacherOff = new Map<number, Uint8Array>();
  const roomFixed = new Map<number, Uint8Array>();
  const roomOff = new Map<number, Uint8Array>();
  const fixedOf = new Map<string, number[]>();
  for (const f of input.fixed) {
    const cell = cellOf.get(cellKey(f.weekday, f.period_id));
    const s = sectionIndex.get(f.section_id);
    const key = `${f.section_id}:${f.subject_id}`;
    const perDay = fixedOf.get(key) ?? fixedOf.set(key, new Array<number>(days.length + 1).fill(0)).get(key)!;
    // A lesson on a day or period outside the week still counts towards its requirement.
    perDay[cell === undefined ? days.length : cells[cell]!.day]! += 1;
    if (cell === undefined) continue;
    if (s !== undefined) sectionFixed[s]![cell] = 1;
    mark(teacherFixed, f.teacher_id, cell, size);
    mark(roomFixed, f.room_id, cell, size);
  }
  for (const u of input.unavailable) {
    const cell = cellOf.get(cellKey(u.weekday, u.period_id));
    mark(teacherOff, u.teacher_id, cell, size);
    mark(roomOff, u.room_id, cell, size);
  }

  const reqs: Requirement[] = [];
  for (const r of input.requirements) {
    const s = sectionIndex.get(r.section_id);
    if (s === undefined || r.lessons <= 0) continue;
    const roomId = sections[s]!.roomId;
    const perDay = fixedOf.get(`${r.section_id}:${r.subject_id}`) ?? new Array<number>(days.length + 1).fill(0);
    const fixedCount = perDay.reduce((a, b) => a + b, 0);
    const candidates: number[] = [];
    for (let c = 0; c < size; c++) {
      if (sectionFixed[s]![c]) continue;
      if (isSet(teacherFixed, r.teacher_id, c) || isSet(teacherOff, r.teacher_id, c)) continue;
      if (isSet(roomFixed, roomId, c) || isSet(roomOff, roomId, c)) continue;
      candidates.push(c);
    }
    reqs.push({
      section: s,
      sectionId: r.section_id,
      subjectId: r.subject_id,
      teacherId: r.teacher_id,
      roomId,
      lessons: r.lessons,
      need: Math.max(0, r.lessons - fixedCount),
      cap: Math.max(1, Math.ceil(r.lessons / Math.max(1, days.length))),
      fixedPerDay: perDay.slice(0, days.length),
      candidates,
    });
  }
  const units: number[] = [];
  const unitsOf = reqs.map((r, i) => Array.from({ length: r.need }, () => units.push(i) - 1));
  return { input, days, cells, sections, reqs, sectionFixed, teacherFixed, teacherOff, roomFixed, roomOff, units, unitsOf };
}

/** Lessons that cannot all fit the cells left to whoever they belong to (a teacher, a section, a room), summed. */
function shortOf(p: Problem, owner: (r: number) => number | null): number {
  const need = new Map<number, number>();
  const cells = new Map<number, Set<number>>();
  p.reqs.forEach((req, r) => {
    const id = owner(r);
    if (id === null) return;
    need.set(id, (need.get(id) ?? 0) + req.need);
    const set = cells.get(id) ?? cells.set(id, new Set()).get(id)!;
    req.candidates.forEach((c) => set.add(c));
  });
  let short = 0;
  need.forEach((n, id) => (short += Math.max(0, n - cells.get(id)!.size)));
  return short;
}

/**
 * A floor under any week's cost (`unplacedCost` a missing lesson, 1 a bunched one). Lessons
 * missing: at least those of a requirement with too few candidate cells, and at least a
 * teacher's, a section's or a room's lessons beyond its free cells. Bunched: per requirement,
 * the lessons beyond what its days hold unbunched; each lesson left out may spare one. A week
 * at the floor is the best there is, and the exact core need not run.
 */
export function costFloor(p: Problem, unplacedCost: number): number {
  let missing = 0;
  let bunched = 0;
  p.reqs.forEach((req) => {
    const perDay = [...req.fixedPerDay];
    for (const c of req.candidates) perDay[p.cells[c]!.day]! += 1;
    const unbunched = perDay.reduce((n, k) => n + Math.min(req.cap, k), 0);
    const fixed = req.fixedPerDay.reduce((a, b) => a + b, 0);
    const placeable = Math.min(req.need, req.candidates.length);
    const forcedByFixed = req.fixedPerDay.reduce((n, k) => n + Math.max(0, k - req.cap), 0);
    missing += req.need - placeable;
    bunched += Math.max(forcedByFixed, fixed + placeable - unbunched);
  });
  const shared = Math.max(shortOf(p, (r) => p.reqs[r]!.teacherId), shortOf(p, (r) => p.reqs[r]!.section), shortOf(p, (r) => p.reqs[r]!.roomId));
  const more = Math.max(0, shared - missing);
  return unplacedCost * missing + (unplacedCost - 1) * more + bunched;
}
