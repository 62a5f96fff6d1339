import type { GradeBand, GradingScale, Precision, RoundingRule } from '../grading';

/**
 * Grading data that tests and benches on both sides share (ADR 033). Product code never
 * imports contract/testing (lint).
 */

/**
 * A to E with 12, 9, 6, 3 and 1 points, cut at 80, 70, 60 and 50. `step` is the scale's
 * smallest mark: 1 for whole percentages (B is 70–79), 0.1 for tenths (B is 70–79.9).
 */
export function aToEBands(step = 1): GradeBand[] {
  const cuts = [80, 70, 60, 50, 0];
  const named = [['A', 12, 'Excellent'], ['B', 9, 'Good'], ['C', 6, 'Fair'], ['D', 3, 'Weak'], ['E', 1, 'Poor']] as const;
  return named.map(([grade, point, remark], i) => ({ from: cuts[i]!, to: i === 0 ? 100 : Number((cuts[i - 1]! - step).toFixed(1)), grade, point, remark }));
}

/** P from 50, F below it, with the given points and remarks; `step` as in aToEBands. */
export function passOrFail(step: number, points: readonly [pass: number, fail: number], remarks: readonly [pass: string | null, fail: string | null] = [null, null]): GradeBand[] {
  return [
    { from: 50, to: 100, grade: 'P', point: points[0], remark: remarks[0] },
    { from: 0, to: Number((50 - step).toFixed(1)), grade: 'F', point: points[1], remark: remarks[1] },
  ];
}

/** A grading scale as the report computations take it. */
export const gradingScale = (id: number, name: string, precision: Precision, bands: GradeBand[], rounding: RoundingRule = 'round'): GradingScale => ({ id, name, precision, rounding, bands });
