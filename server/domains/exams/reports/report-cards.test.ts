import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gradingScale, passOrFail } from '@contract/testing/grading';
import { buildReportCards, canonicalJson, gradingUsed, type CardResult, type CardSheet } from './report-cards';

/** Report cards computed from rows (no database): grading, totals, Absent and Exempt, ranks. */

const whole = gradingScale(1, 'Whole', 0, passOrFail(1, [2, 0], ['Pass', 'Fail']));
const tenths = gradingScale(2, 'Tenths', 1, passOrFail(0.1, [3, 1]), 'truncate');
const papers = [
  { exam_subject_id: 1, subject_name: 'Maths', max_marks: 100, pass_marks: 50, grading_system_id: 1 },
  { exam_subject_id: 2, subject_name: 'Swahili', max_marks: 200, pass_marks: 100, grading_system_id: 2 },
  { exam_subject_id: 3, subject_name: 'Art', max_marks: 50, pass_marks: 25, grading_system_id: 1 },
];
const students = [1, 2, 3, 4].map((id) => ({ student_id: id, admission_no: `A${id}`, fullname: `Student ${id}`, gender: 'Female' }));
const sheet = (results: CardResult[]): CardSheet => ({
  class_name: 'Grade 1',
  section_name: 'North',
  exam_system: whole,
  systems: new Map([
    [1, whole],
    [2, tenths],
  ]),
  papers,
  students,
  results,
  attendance: null,
  remarks: new Map(),
});
const r = (student_id: number, exam_subject_id: number, marks: number | 'absent' | 'exempt'): CardResult =>
  typeof marks === 'number' ? { student_id, exam_subject_id, state: 'marked', marks, remark: null } : { student_id, exam_subject_id, state: marks, marks: null, remark: null };

describe('buildReportCards', () => {
  it('grades each paper with its own system, whichever system graded the paper before it', () => {
    // 99.9 of 200 is 49.95%: 50 rounded to whole percentages (a P), 49.9 truncated to tenths (an F).
    const [one] = buildReportCards(sheet([r(1, 1, 49.5), r(1, 2, 99.9), r(1, 3, 25)]));
    expect(one!.subjects.map((s) => [s.subject_name, s.percent, s.grade, s.grading_system_id])).toEqual([
      ['Maths', 50, 'P', 1],
      ['Swahili', 49.9, 'F', 2],
      ['Art', 50, 'P', 1],
    ]);
    // 174.4 of 350 is 49.83%: shown and graded as 50 by the exam's system.
    expect(one).toMatchObject({ total_marks: 174.4, total_max: 350, percent: 50, grade: 'P', mean_point: 1.67 });
    expect(gradingUsed(sheet([])).map((g) => g.id)).toEqual([1, 2]);
  });

  it('ranks by the percentage as shown, ties sharing a rank, and leaves out who sat nothing', () => {
    const cards = buildReportCards(sheet([r(1, 1, 80), r(2, 1, 80), r(3, 1, 60), r(4, 1, 'absent')]));
    expect(cards.map((c) => [c.rank, c.ranked_of])).toEqual([
      [1, 3],
      [1, 3],
      [3, 3],
      [null, 3],
    ]);
  });

  const resultArb = fc.array(
    fc.record({
      student: fc.integer({ min: 1, max: 4 }),
      paper: fc.integer({ min: 1, max: 3 }),
      state: fc.constantFrom('marked', 'marked', 'absent', 'exempt'),
      share: fc.integer({ min: 0, max: 100 }),
    }),
    { maxLength: 12 },
  );
  const toResults = (rows: { student: number; paper: number; state: string; share: number }[]) => {
    const seen = new Map<string, CardResult>();
    for (const x of rows) {
      const max = papers[x.paper - 1]!.max_marks;
      seen.set(`${x.student}:${x.paper}`, r(x.student, x.paper, x.state === 'marked' ? (max * x.share) / 100 : (x.state as 'absent' | 'exempt')));
    }
    return [...seen.values()];
  };

  it('never counts Absent or Exempt as 0: swapping them changes no total, percentage or rank', () => {
    fc.assert(
      fc.property(resultArb, (rows) => {
        const results = toResults(rows);
        const figures = (rs: CardResult[]) => buildReportCards(sheet(rs)).map((c) => [c.total_marks, c.total_max, c.percent, c.rank, c.sat, c.absent + c.exempt]);
        const swapped = results.map((x) => (x.state === 'absent' ? { ...x, state: 'exempt' as const } : x.state === 'exempt' ? { ...x, state: 'absent' as const } : x));
        expect(figures(swapped)).toEqual(figures(results));
        const unentered = results.filter((x) => x.state === 'marked' || x.exam_subject_id % 2 === 0);
        for (const card of buildReportCards(sheet(unentered))) {
          const sat = card.subjects.filter((s) => s.state === 'marked');
          expect(card.total_max).toBe(sat.reduce((a, s) => a + s.max_marks, 0));
        }
      }),
    );
  });
});

describe('canonicalJson', () => {
  it('ignores the order of keys (jsonb reorders them), not the order of lists', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(canonicalJson({ a: { c: null, d: [2, 1] }, b: 1 }));
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }));
  });
});
