import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyRule,
  bandFor,
  bandIssues,
  competitionRanks,
  describeRule,
  grade,
  hasMarkPrecision,
  PRECISIONS,
  ROUNDING_RULES,
  roundTo,
  ruledPercent,
  type GradeBand,
  type GradingScale,
  type Precision,
  type RoundingRule,
} from './grading';

/**
 * Issue 16's boundary tests: every band threshold of a few systems, just below, on and just
 * above it, under both rules, with percentages made from marks over a maximum (as the reports
 * make them), so a mark on a boundary gets one grade everywhere.
 */

const band = (from: number, to: number, grade: string, point = 0): GradeBand => ({ from, to, grade, point, remark: null });
const system = (precision: Precision, rounding: RoundingRule, bands: GradeBand[], id = 1): GradingScale => ({ id, name: `P${precision} ${rounding}`, precision, rounding, bands });

/** Whole percentages: A 80–100 … E 0–49. */
const WHOLE = [band(80, 100, 'A', 12), band(70, 79, 'B', 9), band(60, 69, 'C', 6), band(50, 59, 'D', 3), band(0, 49, 'E', 1)];
/** One decimal: A 79.5–100, B 64.5–79.4, C 40.1–64.4, F 0–40. */
const TENTHS = [band(79.5, 100, 'A'), band(64.5, 79.4, 'B'), band(40.1, 64.4, 'C'), band(0, 40, 'F')];
/** Two decimals, thresholds where floats go wrong: A 75–100, B 59.99–74.99, C 33.33–59.98, D 0.01–33.32, U 0–0. */
const HUNDREDTHS = [band(75, 100, 'A'), band(59.99, 74.99, 'B'), band(33.33, 59.98, 'C'), band(0.01, 33.32, 'D'), band(0, 0, 'U')];

const SYSTEMS: [string, Precision, GradeBand[]][] = [
  ['whole percentages', 0, WHOLE],
  ['one decimal', 1, TENTHS],
  ['two decimals', 2, HUNDREDTHS],
];

/** A percentage as exact marks: 79.995% is 799.95 of 1000 and 159.99 of 200, both with two decimals. */
const marksFor = (percent: number, max: number) => Math.round(percent * max * 10) / 1000;

describe('every band threshold, −0.005, on it and +0.005, under both rules', () => {
  for (const [label, precision, bands] of SYSTEMS) {
    const byFrom = [...bands].sort((a, b) => b.from - a.from);
    const thresholds = byFrom.slice(0, -1).map((upper, i) => ({ upper, lower: byFrom[i + 1]! }));
    for (const rounding of ROUNDING_RULES) {
      const scale = system(precision, rounding, bands);
      for (const { upper, lower } of thresholds) {
        const t = upper.from;
        const step = 10 ** -precision;
        // Rounded half up, t − 0.005 shows as t (it is at least half a step above t − step) and grades
        // as t; truncated it shows as t − step and grades in the band below. Above t both keep t.
        const cases: [number, string, number][] = [
          [t - 0.005, rounding === 'round' ? upper.grade : lower.grade, rounding === 'round' ? t : roundTo(t - step, precision)],
          [t, upper.grade, t],
          [t + 0.005, upper.grade, rounding === 'round' && precision === 2 ? roundTo(t + step, 2) : t],
        ];
        for (const max of [1000, 200]) {
          it(`${label}, ${rounding}: ${cases.map((c) => c[0].toFixed(3)).join(' / ')}% of ${max}`, () => {
            for (const [percent, expected, shown] of cases) {
              const marks = marksFor(percent, max);
              expect(hasMarkPrecision(marks)).toBe(true); // the marks are exact to two decimals
              const got = grade(marks, max, scale);
              expect([percent, got.percent, got.band?.grade]).toEqual([percent, shown, expected]);
              // The shown percentage grades the same when graded again (a report that prints it and a
              // report that re-reads it agree).
              expect(bandFor(got.percent, scale)?.grade).toBe(expected);
            }
          });
        }
      }
      it(`${label}, ${rounding}: 0% and 100% are graded`, () => {
        expect(grade(0, 1000, scale).band?.grade).toBe(byFrom.at(-1)!.grade);
        expect(grade(1000, 1000, scale).band?.grade).toBe(byFrom[0]!.grade);
        expect(grade(200, 200, scale).percent).toBe(100);
      });
    }
  }

  it('never shows 74.99% as 75% while grading it below 75', () => {
    const twoPlaces = system(2, 'round', HUNDREDTHS);
    expect(grade(74.99, 100, twoPlaces)).toMatchObject({ percent: 74.99, band: { grade: 'B' } });
    expect(grade(149.99, 200, twoPlaces)).toMatchObject({ percent: 75, band: { grade: 'A' } });
    expect(grade(149.99, 200, system(2, 'truncate', HUNDREDTHS))).toMatchObject({ percent: 74.99, band: { grade: 'B' } });
    // Whole percentages: 79.5 shows as 80 (an A) rounded, 79 (a B) truncated.
    expect(grade(159, 200, system(0, 'round', WHOLE))).toMatchObject({ percent: 80, band: { grade: 'A' } });
    expect(grade(159, 200, system(0, 'truncate', WHOLE))).toMatchObject({ percent: 79, band: { grade: 'B' } });
  });

  it('grades each system with its own bands, whatever was graded before (no cached scale)', () => {
    const whole = system(0, 'round', WHOLE, 1);
    const tenths = system(1, 'truncate', TENTHS, 2);
    const seen = [grade(79.6, 100, whole), grade(79.6, 100, tenths), grade(79.4, 100, whole), grade(79.4, 100, tenths)];
    expect(seen.map((g) => [g.percent, g.band?.grade])).toEqual([
      [80, 'A'],
      [79.6, 'A'],
      [79, 'B'],
      [79.4, 'B'],
    ]);
  });

  it('states its rule in words', () => {
    expect(describeRule({ precision: 1, rounding: 'round' })).toBe('Percentages rounded half up to 1 decimal place, then graded.');
    expect(describeRule({ precision: 0, rounding: 'truncate' })).toBe('Percentages truncated (cut off, never rounded up) to whole numbers, then graded.');
  });
});

describe('ruledPercent and roundTo', () => {
  it('clean float noise before ruling', () => {
    // 1.005 * 100 is 100.49999… in floats; as marks it is exactly on the half step.
    expect(ruledPercent(100.5, 1000, { precision: 1, rounding: 'round' })).toBe(10.1);
    expect(ruledPercent(100.5, 1000, { precision: 1, rounding: 'truncate' })).toBe(10);
    expect(ruledPercent(1, 3, { precision: 2, rounding: 'round' })).toBe(33.33);
    expect(ruledPercent(2, 3, { precision: 2, rounding: 'round' })).toBe(66.67);
    expect(ruledPercent(2, 3, { precision: 2, rounding: 'truncate' })).toBe(66.66);
    expect(roundTo(12.345, 2)).toBe(12.35);
    expect(roundTo(0.1 + 0.2, 1)).toBe(0.3);
    expect(roundTo(45.375, 2)).toBe(45.38);
  });
});

describe('bandIssues', () => {
  const paths = (bands: GradeBand[], precision: Precision = 0) => bandIssues(bands, precision).map((i) => `${i.index}.${i.field}`);

  it('accepts a scale with no gap and no overlap at its precision', () => {
    expect(bandIssues(WHOLE, 0)).toEqual([]);
    expect(bandIssues(TENTHS, 1)).toEqual([]);
    expect(bandIssues(HUNDREDTHS, 2)).toEqual([]);
    // In any order.
    expect(bandIssues([...WHOLE].reverse(), 0)).toEqual([]);
  });

  it('names a gap and where the band should start', () => {
    expect(bandIssues([band(80, 100, 'A'), band(0, 78, 'B')], 0)).toEqual([{ index: 0, field: 'from', message: 'Gap: nothing grades 79–79%. Start this band at 79.' }]);
    expect(paths([band(75, 100, 'A'), band(0, 74.98, 'B')], 2)).toEqual(['0.from']);
  });

  it('names an overlap', () => {
    const issues = bandIssues([band(70, 100, 'A'), band(0, 70, 'B')], 0);
    expect(issues).toEqual([{ index: 0, field: 'from', message: 'Overlaps grade B, which ends at 70%. Start this band at 71.' }]);
  });

  it('needs 0 and 100 covered', () => {
    expect(paths([band(50, 100, 'A'), band(1, 49, 'B')])).toEqual(['1.from']);
    expect(paths([band(50, 99, 'A'), band(0, 49, 'B')])).toEqual(['0.to']);
    expect(paths([band(50, 99.9, 'A'), band(0, 49.9, 'B')], 1)).toEqual(['0.to']);
  });

  it('refuses more decimals than the precision', () => {
    expect(paths([band(79.5, 100, 'A'), band(0, 79.4, 'B')], 0)).toEqual(['0.from', '1.to']);
    expect(paths([band(79.55, 100, 'A'), band(0, 79.54, 'B')], 1)).toEqual(['0.from', '1.to']);
    expect(paths([band(79.55, 100, 'A'), band(0, 79.54, 'B')], 2)).toEqual([]);
  });

  it('refuses a grade used twice, in any case, and a band upside down', () => {
    expect(paths([band(50, 100, 'A'), band(0, 49, 'a')])).toEqual(['1.grade']);
    expect(paths([band(100, 50, 'A'), band(0, 49, 'B')])).toEqual(['0.to']);
  });

  it('needs at least one band', () => {
    expect(bandIssues([], 0)).toEqual([{ index: -1, field: 'bands', message: 'Add at least one band.' }]);
  });
});

describe('properties', () => {
  const value = fc.option(fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100), { nil: null });

  it('competitionRanks: each rank is 1 + the number of strictly greater values; nothing to rank stays unranked', () => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 60 }), (values) => {
        const ranks = competitionRanks(values);
        values.forEach((x, i) => {
          if (x == null) expect(ranks[i]).toBeNull();
          else expect(ranks[i]).toBe(1 + values.filter((y) => y != null && y > x).length);
        });
      }),
    );
  });

  it('competitionRanks: ties share a rank and the next rank skips (1, 1, 3)', () => {
    expect(competitionRanks([80, 90, 90, null, 70])).toEqual([3, 1, 1, null, 4]);
  });

  const rule = fc.record({ precision: fc.constantFrom(...PRECISIONS), rounding: fc.constantFrom(...ROUNDING_RULES) });
  const percent = fc.integer({ min: 0, max: 100_000 }).map((n) => n / 1000);

  it('applyRule is monotonic, stays within a step, and ruling twice changes nothing', () => {
    fc.assert(
      fc.property(rule, percent, percent, (r, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(applyRule(lo, r)).toBeLessThanOrEqual(applyRule(hi, r));
        const step = 10 ** -r.precision;
        expect(Math.abs(applyRule(a, r) - a)).toBeLessThanOrEqual(step + 1e-9);
        expect(applyRule(applyRule(a, r), r)).toBe(applyRule(a, r));
      }),
    );
  });

  it('grade is monotonic in the marks: more marks never get a lower band', () => {
    const scales = [system(0, 'round', WHOLE), system(1, 'truncate', TENTHS), system(2, 'round', HUNDREDTHS), system(2, 'truncate', HUNDREDTHS)];
    const marks = fc.integer({ min: 0, max: 20_000 }).map((n) => n / 100);
    fc.assert(
      fc.property(fc.constantFrom(...scales), marks, marks, (scale, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const low = grade(lo, 200, scale).band!;
        const high = grade(hi, 200, scale).band!;
        expect(low.from).toBeLessThanOrEqual(high.from);
      }),
    );
  });
});
