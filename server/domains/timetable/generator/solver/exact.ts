import type { Highs } from 'highs';
import type { Problem } from './problem';
import { UNPLACED_COST, type Week } from './week';

/**
 * The exact core (ADR 026): one binary per lesson to place and free cell of its section, the
 * section, the teacher and the room in one place per cell as rows, each requirement an equality
 * with a heavily penalised slack (so an impossible week still answers, with what is missing),
 * and a light penalty per lesson of a subject beyond its share of a day.
 */
interface Model {
  numCols: number;
  cost: number[];
  upper: number[];
  integer: number[];
  rows: { cols: number[]; values: number[]; lower: number; upper: number }[];
  /** The requirement and cell of each binary column. */
  x: { r: number; c: number; j: number }[];
  slackOf: number[];
  bunchOf: Map<string, number>;
}

function listOf<K>(map: Map<K, number[]>, key: K): number[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

export function buildModel(p: Problem): Model {
  const m: Model = { numCols: 0, cost: [], upper: [], integer: [], rows: [], x: [], slackOf: [], bunchOf: new Map() };
  const column = (cost: number, upper: number, integer: boolean) => {
    m.cost.push(cost);
    m.upper.push(upper);
    m.integer.push(integer ? 1 : 0);
    return m.numCols++;
  };
  const bySection = new Map<string, number[]>();
  const byTeacher = new Map<string, number[]>();
  const byRoom = new Map<string, number[]>();
  const roomSections = new Map<number, Set<number>>();
  p.reqs.forEach((req, r) => {
    if (!req.need) return;
    const xs: number[] = [];
    const perDay = p.days.map((): number[] => []);
    for (const c of req.candidates) {
      const j = column(0, 1, true);
      m.x.push({ r, c, j });
      xs.push(j);
      perDay[p.cells[c]!.day]!.push(j);
      listOf(bySection, `${req.section}:${c}`).push(j);
      if (req.teacherId !== null) listOf(byTeacher, `${req.teacherId}:${c}`).push(j);
      if (req.roomId !== null) listOf(byRoom, `${req.roomId}:${c}`).push(j);
    }
    if (req.roomId !== null) (roomSections.get(req.roomId) ?? roomSections.set(req.roomId, new Set()).get(req.roomId)!).add(req.section);
    const slack = column(UNPLACED_COST, req.need, false);
    m.slackOf[r] = slack;
    m.rows.push({ cols: [...xs, slack], values: [...xs.map(() => 1), 1], lower: req.need, upper: req.need });
    perDay.forEach((cols, d) => {
      const room = req.cap - req.fixedPerDay[d]!;
      if (cols.length <= room) return;
      const bunch = column(1, cols.length, false);
      m.bunchOf.set(`${r}:${d}`, bunch);
      m.rows.push({ cols: [...cols, bunch], values: [...cols.map(() => 1), -1], lower: -Infinity, upper: room });
    });
  });
  const atMostOne = (cols: number[]) => cols.length > 1 && m.rows.push({ cols, values: cols.map(() => 1), lower: -Infinity, upper: 1 });
  bySection.forEach(atMostOne);
  byTeacher.forEach(atMostOne);
  // A room only one section calls home is already held by that section's row.
  byRoom.forEach((cols, key) => (roomSections.get(Number(key.split(':')[0]))?.size ?? 0) > 1 && atMostOne(cols));
  return m;
}

/** The column values of a week, so the exact core starts from the greedy one and can only improve on it. */
function startFrom(p: Problem, m: Model, week: Week): number[] {
  const value = new Array<number>(m.numCols).fill(0);
  const at = new Set<string>();
  week.cellOf.forEach((c, u) => c >= 0 && at.add(`${p.units[u]}:${c}`));
  m.x.forEach(({ r, c, j }) => (value[j] = at.has(`${r}:${c}`) ? 1 : 0));
  p.reqs.forEach((req, r) => {
    if (!req.need) return;
    value[m.slackOf[r]!] = req.need - p.unitsOf[r]!.filter((u) => week.cellOf[u]! >= 0).length;
    p.days.forEach((_, d) => {
      const bunch = m.bunchOf.get(`${r}:${d}`);
      if (bunch !== undefined) value[bunch] = Math.max(0, week.dayCount[r]![d]! - req.cap);
    });
  });
  return value;
}

export interface ExactRun {
  status: 'optimal' | 'time-limit' | 'none';
  columns: number;
  rows: number;
  seconds: number;
}

export function modelSize(p: Problem): number {
  return p.reqs.reduce((n, req) => n + (req.need ? req.candidates.length : 0), 0);
}

/** Solves the model within `timeLimit` seconds and writes its best week into `into` (left as it is when none was found). */
export function solveExact(highs: Highs, p: Problem, start: Week, into: Week, timeLimit: number, onProgress: (share: number) => void): ExactRun {
  const began = Date.now();
  const m = buildModel(p);
  const starts = [0];
  const indices: number[] = [];
  const values: number[] = [];
  for (const row of m.rows) {
    indices.push(...row.cols);
    values.push(...row.values);
    starts.push(indices.length);
  }
  const inf = highs.infinity;
  const model = highs.createModel({
    numCols: m.numCols,
    numRows: m.rows.length,
    colCost: m.cost,
    colLower: new Array<number>(m.numCols).fill(0),
    colUpper: m.upper,
    rowLower: m.rows.map((r) => (r.lower === -Infinity ? -inf : r.lower)),
    rowUpper: m.rows.map((r) => r.upper),
    matrix: { format: 'csr', numRows: m.rows.length, numCols: m.numCols, starts, indices, values },
    integrality: Int32Array.from(m.integer),
  });
  try {
    // Every cost is whole, so a gap under 1 is a proof that the week is the best there is.
    model.options.set({ output_flag: false, time_limit: timeLimit, mip_abs_gap: 0.99, random_seed: 7 });
    model.setSolution({ colValue: startFrom(p, m, start) });
    model.run({
      [highs.constants.callbackType.mipInterrupt](event) {
        onProgress(Math.min(1, (event.data.running_time ?? 0) / timeLimit));
      },
    });
    const status = model.getModelStatus();
    const feasible = Number(model.info.get('primal_solution_status')) === 2;
    if (!feasible) return { status: 'none', columns: m.numCols, rows: m.rows.length, seconds: (Date.now() - began) / 1000 };
    const col = model.getSolution().colValue;
    const next = p.unitsOf.map(() => 0);
    m.x.forEach(({ r, c, j }) => {
      if (col[j]! < 0.5 || next[r]! >= p.unitsOf[r]!.length || !into.fits(r, c)) return;
      into.place(p.unitsOf[r]![next[r]!]!, c);
      next[r]! += 1;
    });
    return {
      status: status === highs.constants.modelStatus.optimal ? 'optimal' : 'time-limit',
      columns: m.numCols,
      rows: m.rows.length,
      seconds: (Date.now() - began) / 1000,
    };
  } finally {
    model.dispose();
  }
}
