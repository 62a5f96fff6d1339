/**
 * Grading (issue 16, ADR 027): one pure rule shared by the server, the reports and the mark
 * grid, so a percentage on a boundary gets the same grade everywhere. A grading system states
 * its rule: the precision percentages are shown at (0–2 decimals), and whether they are
 * rounded (half up) or truncated to it *before* grading. Bands then cover 0–100 at that
 * precision with no gap and no overlap: the next band starts one step (10^-precision) above
 * the previous band's end, so every shown percentage falls in exactly one band.
 *
 * Nothing here caches a system: every call is given the system it grades with.
 */

export const ROUNDING_RULES = ['round', 'truncate'] as const;
export type RoundingRule = (typeof ROUNDING_RULES)[number];
export const PRECISIONS = [0, 1, 2] as const;
export type Precision = (typeof PRECISIONS)[number];

export interface GradingRule {
  precision: Precision;
  rounding: RoundingRule;
}

export interface GradeBand {
  /** Lowest percentage of the band, inclusive, at the system's precision. */
  from: number;
  /** Highest percentage of the band, inclusive, at the system's precision. */
  to: number;
  grade: string;
  point: number;
  remark: string | null;
}

/** What a report needs to grade: the rule and the bands (a `GradingSystem` is one). */
export interface GradingScale extends GradingRule {
  id: number;
  name: string;
  bands: GradeBand[];
}

const scale = (precision: Precision) => 10 ** precision;

/**
 * Float noise (79.995 is stored as 79.99499…) must not decide a grade. A percentage of marks
 * with two decimals over a maximum of at most 1000 is never closer than 5e-6 of a step to a
 * half step unless it is exactly on it, so cleaning to 1e-6 of a step restores the exact value.
 */
const clean = (scaled: number) => Math.round(scaled * 1e6) / 1e6;

/** The percentage as shown and graded: rounded half up or truncated to the rule's precision. */
export function applyRule(percent: number, rule: GradingRule): number {
  const k = scale(rule.precision);
  const scaled = clean(percent * k);
  const whole = rule.rounding === 'round' ? Math.floor(scaled + 0.5) : Math.floor(scaled);
  return whole / k;
}

/**
 * A figure that is not graded (a mean, a median, a rate) to `places` decimals, rounded half up
 * with the same float cleaning as `applyRule`, so 12.345 shows as 12.35 wherever it is printed.
 */
export const roundTo = (value: number, places: Precision): number => applyRule(value, { precision: places, rounding: 'round' });

/** marks / maximum as a percentage under the rule. */
export function ruledPercent(marks: number, maximum: number, rule: GradingRule): number {
  return applyRule((marks * 100) / maximum, rule);
}

/** The band a ruled percentage falls in; null only for a value outside 0–100. */
export function bandFor(percent: number, system: Pick<GradingScale, 'precision' | 'bands'>): GradeBand | null {
  const k = scale(system.precision);
  const x = Math.round(percent * k);
  return system.bands.find((b) => Math.round(b.from * k) <= x && x <= Math.round(b.to * k)) ?? null;
}

/** Grade raw marks with a system: the percentage it shows and the band it falls in. */
export function grade(marks: number, maximum: number, system: GradingScale): { percent: number; band: GradeBand | null } {
  const percent = ruledPercent(marks, maximum, system);
  return { percent, band: bandFor(percent, system) };
}

/** "Percentages to 1 decimal place, rounded half up, then graded." Printed on every report. */
export function describeRule(rule: GradingRule): string {
  const places = rule.precision === 0 ? 'whole numbers' : `${rule.precision} decimal place${rule.precision === 1 ? '' : 's'}`;
  const how = rule.rounding === 'round' ? 'rounded half up' : 'truncated (cut off, never rounded up)';
  return `Percentages ${how} to ${places}, then graded.`;
}

const decimals = (n: number) => {
  const s = String(n);
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
};

export interface BandIssue {
  /** Index in the bands as given; -1 for the scale as a whole. */
  index: number;
  field: 'from' | 'to' | 'grade' | 'bands';
  message: string;
}

/**
 * Why a set of bands is not a grading scale: more decimals than the precision, a band upside
 * down, a gap or an overlap between neighbours, 0 or 100 not covered, a grade twice.
 */
export function bandIssues(bands: readonly GradeBand[], precision: Precision): BandIssue[] {
  const issues: BandIssue[] = [];
  const k = scale(precision);
  const step = 1 / k;
  bands.forEach((b, index) => {
    for (const field of ['from', 'to'] as const) {
      if (decimals(b[field]) > precision) {
        issues.push({ index, field, message: `Use at most ${precision} decimal place${precision === 1 ? '' : 's'}, the system's precision.` });
      }
    }
    if (b.from > b.to) issues.push({ index, field: 'to', message: 'A band cannot end below where it starts.' });
  });
  const seen = new Map<string, number>();
  bands.forEach((b, index) => {
    const key = b.grade.trim().toUpperCase();
    if (seen.has(key)) issues.push({ index, field: 'grade', message: `Grade ${b.grade} is used twice.` });
    seen.set(key, index);
  });
  if (issues.length) return issues;
  const order = bands.map((b, index) => ({ b, index })).sort((x, y) => x.b.from - y.b.from);
  const first = order[0];
  const last = order[order.length - 1];
  if (!first || !last) return [{ index: -1, field: 'bands', message: 'Add at least one band.' }];
  if (Math.round(first.b.from * k) !== 0) issues.push({ index: first.index, field: 'from', message: 'The lowest band must start at 0%.' });
  if (Math.round(last.b.to * k) !== 100 * k) issues.push({ index: last.index, field: 'to', message: 'The highest band must end at 100%.' });
  for (let i = 1; i < order.length; i++) {
    const prev = order[i - 1]!;
    const cur = order[i]!;
    const expected = Math.round(prev.b.to * k) + 1;
    const start = Math.round(cur.b.from * k);
    if (start > expected) {
      issues.push({ index: cur.index, field: 'from', message: `Gap: nothing grades ${fmt(prev.b.to + step, precision)}–${fmt(cur.b.from - step, precision)}%. Start this band at ${fmt(prev.b.to + step, precision)}.` });
    } else if (start < expected) {
      issues.push({ index: cur.index, field: 'from', message: `Overlaps grade ${prev.b.grade}, which ends at ${fmt(prev.b.to, precision)}%. Start this band at ${fmt(prev.b.to + step, precision)}.` });
    }
  }
  return issues;
}

const fmt = (n: number, precision: Precision) => (Math.round(n * scale(precision)) / scale(precision)).toFixed(precision);

/**
 * Competition ranks ("1224"): equal values share a rank and the next rank skips. Higher is
 * better; null (nothing to rank) stays unranked.
 */
export function competitionRanks(values: readonly (number | null)[]): (number | null)[] {
  const ranked = values.filter((x): x is number => x != null).sort((a, b) => b - a);
  return values.map((x) => (x == null ? null : ranked.indexOf(x) + 1));
}

/** Marks are entered to at most two decimals (half marks and quarter marks exist). */
export const MARK_DECIMALS = 2;
export const hasMarkPrecision = (n: number) => decimals(n) <= MARK_DECIMALS;
