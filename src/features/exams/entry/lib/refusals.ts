import { HttpError } from '@/lib/http-error';

/** A refused save, said where it belongs: at a student's Marks or Remark cell, else under the grid. */
export interface Refusals {
  marks: Map<number, string>;
  remark: Map<number, string>;
  problem: string | null;
}

const AT_ROW = /^results\.(\d+)\.(\w+)$/;

/**
 * The cells a 400/422 names: `results.{i}.marks` is the i-th student sent (`order`), and so is
 * `results.{i}.student_id` (a student who no longer sits the paper, said at their marks).
 * null when the refusal names no cell of the grid: the toast says it instead (ADR 019).
 */
export function refusalsOf(error: unknown, order: readonly number[]): Refusals | null {
  if (!(error instanceof HttpError) || !error.issues.length) return null;
  const found: Refusals = { marks: new Map(), remark: new Map(), problem: null };
  const elsewhere: string[] = [];
  for (const issue of error.issues) {
    const [, index, field] = AT_ROW.exec(issue.path) ?? [];
    const student = index === undefined ? undefined : order[Number(index)];
    if (student === undefined) elsewhere.push(issue.message);
    else if (field === 'remark') found.remark.set(student, issue.message);
    else if (!found.marks.has(student)) found.marks.set(student, issue.message);
  }
  if (!found.marks.size && !found.remark.size) return null;
  found.problem = elsewhere.length ? [...new Set(elsewhere)].join(' ') : null;
  return found;
}
