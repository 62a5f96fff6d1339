import { applyRule, bandFor, bandIssues, type BandIssue, type GradeBand, type GradingRule, type Precision } from '@contract';
import { asText } from './numbers';

/** One band as the editor's cells hold it: text, read into a GradeBand on save. */
// A type, not an interface: modular-forms needs values that carry an index signature.
export type BandRow = { from: string; to: string; grade: string; point: string; remark: string };

export const BAND_FIELDS = ['from', 'to', 'grade', 'point', 'remark'] as const;
export type BandField = (typeof BAND_FIELDS)[number];

export const emptyBand = (): BandRow => ({ from: '', to: '', grade: '', point: '', remark: '' });

export const bandRow = (b: GradeBand): BandRow => ({ from: asText(b.from), to: asText(b.to), grade: b.grade, point: asText(b.point), remark: b.remark ?? '' });

/** The common A–E scale's lower bounds, grades, points and remarks, highest first. */
const A_TO_E: readonly [number, string, number, string][] = [
  [80, 'A', 12, 'Excellent'],
  [70, 'B', 9, 'Good'],
  [60, 'C', 6, 'Fair'],
  [50, 'D', 3, 'Weak'],
  [0, 'E', 1, 'Poor'],
];

/**
 * "Start from A–E": the usual five bands at the system's precision, each ending one step below
 * the next band's start (79, 79.9 or 79.99), so the scale has no gap from the first keystroke.
 */
export function aToEPreset(precision: Precision): BandRow[] {
  const step = 1 / 10 ** precision;
  return A_TO_E.map(([from, grade, point, remark], i) => {
    const above = A_TO_E[i - 1];
    const to = above ? (above[0] - step).toFixed(precision) : '100';
    return { from: String(from), to: String(Number(to)), grade, point: String(point), remark };
  });
}

/** A row as read from the form while typing: any cell may still be missing. */
export type TypedBand = { [K in BandField]?: string | null } | undefined;

const isNumber = (text: string | null | undefined) => !!text && text.trim() !== '' && Number.isFinite(Number(text.trim()));

/**
 * The bands as typed, or null while a from or to is not a number yet: the scale is checked only
 * once every bound reads (each cell shows its own typing mistake until then).
 */
export function readBands(rows: readonly TypedBand[]): GradeBand[] | null {
  if (!rows.every((r) => isNumber(r?.from) && isNumber(r?.to))) return null;
  return rows.map((r) => ({
    from: Number(r!.from!.trim()),
    to: Number(r!.to!.trim()),
    grade: (r?.grade ?? '').trim(),
    point: Number(r?.point) || 0,
    remark: r?.remark?.trim() || null,
  }));
}

export interface ScaleCheck {
  /** By `${index}.${field}`: what is wrong with the scale at that cell. */
  cells: Map<string, string>;
  /** About the scale as a whole (no band at all). */
  scale: string[];
  /** Whether the bands can be checked yet (every bound is a number). */
  checked: boolean;
}

/**
 * The contract's own check (`bandIssues`, the one the server runs) on the bands as typed, placed
 * at the cells it names, so a gap or an overlap shows where it is before anything is sent. A
 * blank grade is the cell's own error, not a "used twice".
 */
export function checkScale(rows: readonly TypedBand[], precision: Precision): ScaleCheck {
  const bands = readBands(rows);
  if (!bands) return { cells: new Map(), scale: [], checked: false };
  const issues: BandIssue[] = bandIssues(bands, precision).filter((i) => !(i.field === 'grade' && bands[i.index]?.grade === ''));
  const cells = new Map<string, string>();
  for (const issue of issues) {
    const key = `${issue.index}.${issue.field}`;
    if (issue.index >= 0 && !cells.has(key)) cells.set(key, issue.message);
  }
  return { cells, scale: issues.filter((i) => i.index < 0).map((i) => i.message), checked: true };
}

export interface TryResult {
  /** The percentage as it is shown and graded under the rule. */
  shown: number;
  band: GradeBand | null;
}

/** What a typed percentage becomes under the rule, and the band it is graded in: the reports' own steps. */
export function tryPercentage(text: string, rule: GradingRule, bands: readonly GradeBand[]): TryResult | null {
  const trimmed = text.trim();
  if (trimmed === '' || !/^\d+(?:\.\d+)?$|^\.\d+$/.test(trimmed)) return null;
  const percent = Number(trimmed);
  if (percent > 100) return null;
  const shown = applyRule(percent, rule);
  return { shown, band: bandFor(shown, { precision: rule.precision, bands: [...bands] }) };
}

/** A percentage at the system's precision: "80", "79.5", "79.50". */
export const atPrecision = (n: number, precision: Precision) => n.toFixed(precision);

/** "A 80–100 · B 70–79 · …", highest first: a system's bands in one line. */
export function bandsSummary(bands: readonly GradeBand[]): string {
  return [...bands]
    .sort((a, b) => b.from - a.from)
    .map((b) => `${b.grade} ${b.from}–${b.to}`)
    .join(' · ');
}
