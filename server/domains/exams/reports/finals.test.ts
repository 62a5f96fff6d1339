import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRule, PRECISIONS, ROUNDING_RULES, type GradeBand, type GradingScale, type Precision, type RoundingRule } from '@contract';
import { finalStudents, type FinalPaper, type FinalResult, type FinalRows } from './finals';

/**
 * Issue 16's property tests of the final report's rule, on rows (no database): the weighted
 * finals equal a reference computation written apart from it, and Absent and Exempt never
 * count as a 0.
 */

/** Whole thresholds 80/70/60/50 at any precision: each band ends one step below the next. */
function scale(precision: Precision, rounding: RoundingRule): GradingScale {
  const step = 10 ** -precision;
  const starts: [number, string][] = [
    [80, 'A'],
    [70, 'B'],
    [60, 'C'],
    [50, 'D'],
    [0, 'E'],
  ];
  const bands: GradeBand[] = starts.map(([from, grade], i) => ({ from, to: i === 0 ? 100 : Number((starts[i - 1]![0] - step).toFixed(precision)), grade, point: 5 - i, remark: null }));
  return { id: 1, name: 'Scale', precision, rounding, bands };
}

type Outcome = { kind: 'marked'; share: number } | { kind: 'absent' } | { kind: 'exempt' } | { kind: 'none' };

interface Scenario {
  types: { weight: number; exams: number }[];
  subjects: number;
  maxes: number[];
  passShares: number[];
  students: number;
  /** Cycled over (student, paper) in order. */
  outcomes: Outcome[];
  precision: Precision;
  rounding: RoundingRule;
}

const outcomeArb: fc.Arbitrary<Outcome> = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 10_000 }).map((share) => ({ kind: 'marked' as const, share })), weight: 6 },
  { arbitrary: fc.constant({ kind: 'absent' as const }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'exempt' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
);

const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  types: fc.array(fc.record({ weight: fc.constantFrom(0, 10, 20, 25, 30, 50, 100), exams: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 4 }),
  subjects: fc.integer({ min: 1, max: 3 }),
  maxes: fc.array(fc.constantFrom(20, 25, 50, 60, 100, 150, 200), { minLength: 7, maxLength: 7 }),
  passShares: fc.array(fc.constantFrom(0, 0.3, 0.4, 0.5, 0.65), { minLength: 5, maxLength: 5 }),
  students: fc.integer({ min: 1, max: 4 }),
  outcomes: fc.array(outcomeArb, { minLength: 1, maxLength: 60 }),
  precision: fc.constantFrom(...PRECISIONS),
  rounding: fc.constantFrom(...ROUNDING_RULES),
});

/** The rows a scenario stands for: one class, one section, each exam with a paper per subject. */
function rowsOf(s: Scenario): FinalRows {
  const types = s.types.map((t, i) => ({ id: i + 1, name: `Type ${i + 1}`, weight: t.weight }));
  const exams = s.types.flatMap((t, i) =>
    Array.from({ length: t.exams }, (_, k) => ({ id: (i + 1) * 10 + k, name: `Exam ${i + 1}.${k}`, status: 'Active' as const, exam_type_id: i + 1, start_date: '2026-10-01', grading_system_id: 1 })),
  );
  const papers: FinalPaper[] = exams.flatMap((e, ei) =>
    Array.from({ length: s.subjects }, (_, j) => {
      const max = s.maxes[(ei + j) % s.maxes.length]!;
      return { id: e.id * 10 + j, exam_id: e.id, class_id: 1, subject_id: j + 1, subject_name: `Subject ${j + 1}`, max_marks: max, pass_marks: Math.round(max * s.passShares[(ei * 3 + j) % s.passShares.length]! * 100) / 100 };
    }),
  );
  const students = Array.from({ length: s.students }, (_, i) => ({ student_id: i + 1, admission_no: `A${i}`, fullname: `Student ${i + 1}`, section_id: 1, section_name: 'North', class_id: 1, class_name: 'Grade 1' }));
  const results: FinalResult[] = [];
  let n = 0;
  for (const st of students) {
    for (const p of papers) {
      const o = s.outcomes[n++ % s.outcomes.length]!;
      if (o.kind === 'marked') results.push({ exam_subject_id: p.id, student_id: st.student_id, state: 'marked', marks: Math.round((p.max_marks * o.share) / 100) / 100 });
      else if (o.kind !== 'none') results.push({ exam_subject_id: p.id, student_id: st.student_id, state: o.kind, marks: null });
    }
  }
  return { types, exams, papers, students, results, grading: scale(s.precision, s.rounding) };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * The rule as the report states it, written apart: per subject and type the mean of the
 * percentages of the exams sat, weighted over the types sat with a weight; overall the same
 * over each exam's Σ marks ÷ Σ maximum.
 */
function reference(rows: FinalRows, studentId: number) {
  const rule = (x: number | null) => (x == null ? null : applyRule(x, rows.grading!));
  const result = (paperId: number) => rows.results.find((r) => r.student_id === studentId && r.exam_subject_id === paperId);
  const weightedOver = (perType: { weight: number; values: number[] }[]) => {
    const counted = perType.filter((t) => t.weight > 0 && t.values.length);
    const weights = counted.reduce((a, t) => a + t.weight, 0);
    return weights ? counted.reduce((a, t) => a + t.weight * mean(t.values), 0) / weights : null;
  };
  const subjectIds = [...new Set(rows.papers.map((p) => p.subject_id))];
  const subjects = subjectIds.map((subjectId) => {
    const sat = (typeId: number) =>
      rows.exams
        .filter((e) => e.exam_type_id === typeId)
        .map((e) => rows.papers.find((p) => p.exam_id === e.id && p.subject_id === subjectId)!)
        .filter((p) => result(p.id)?.state === 'marked');
    const percent = rule(weightedOver(rows.types.map((t) => ({ weight: t.weight, values: sat(t.id).map((p) => (result(p.id)!.marks! / p.max_marks) * 100) }))));
    const pass = rule(weightedOver(rows.types.map((t) => ({ weight: t.weight, values: sat(t.id).map((p) => (p.pass_marks / p.max_marks) * 100) }))));
    const absent = rows.papers.some((p) => p.subject_id === subjectId && result(p.id)?.state === 'absent');
    return { subjectId, percent, pass, passed: percent == null ? null : percent >= pass!, missing: percent == null && absent };
  });
  const overall = weightedOver(
    rows.types.map((t) => ({
      weight: t.weight,
      values: rows.exams
        .filter((e) => e.exam_type_id === t.id)
        .flatMap((e) => {
          const sat = rows.papers.filter((p) => p.exam_id === e.id && result(p.id)?.state === 'marked');
          if (!sat.length) return [];
          return [(sat.reduce((a, p) => a + result(p.id)!.marks!, 0) / sat.reduce((a, p) => a + p.max_marks, 0)) * 100];
        }),
    })),
  );
  const failed = subjects.some((x) => x.passed === false);
  const outcome = failed ? 'fail' : subjects.some((x) => x.missing) || !subjects.some((x) => x.percent != null) ? 'incomplete' : 'pass';
  return { subjects, percent: rule(overall), outcome };
}

describe('the final report’s rule', () => {
  it('weighted finals equal the reference computation', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const rows = rowsOf(s);
        const finals = finalStudents(rows);
        for (const f of finals) {
          const want = reference(rows, f.student_id);
          expect(f.subjects.map((x) => [x.subject_id, x.percent, x.pass_percent, x.passed, x.missing])).toEqual(
            want.subjects.map((x) => [x.subjectId, x.percent, x.percent == null ? null : x.pass, x.passed, x.missing]),
          );
          expect([f.percent, f.outcome]).toEqual([want.percent, want.outcome]);
        }
      }),
      { numRuns: 300 },
    );
  });

  /** Every percentage a student's report shows, subject by subject and overall. */
  const percents = (rows: FinalRows) => finalStudents(rows).map((f) => [f.percent, ...f.subjects.map((x) => x.percent), ...f.subjects.flatMap((x) => Object.values(x.by_type).map((b) => b.percent))]);

  it('Absent and Exempt never count as 0: swapping one for the other, or adding an absent, changes no percentage', () => {
    fc.assert(
      fc.property(scenarioArb, fc.nat(), (s, pick) => {
        const rows = rowsOf(s);
        const before = percents(rows);
        const swapped = rows.results.map((r) => (r.state === 'absent' ? { ...r, state: 'exempt' as const } : r.state === 'exempt' ? { ...r, state: 'absent' as const } : r));
        expect(percents({ ...rows, results: swapped })).toEqual(before);
        const entered = new Set(rows.results.map((r) => `${r.student_id}:${r.exam_subject_id}`));
        const blanks = rows.students.flatMap((st) => rows.papers.filter((p) => !entered.has(`${st.student_id}:${p.id}`)).map((p) => ({ student_id: st.student_id, exam_subject_id: p.id })));
        if (blanks.length) {
          const blank = blanks[pick % blanks.length]!;
          expect(percents({ ...rows, results: [...rows.results, { ...blank, state: 'absent', marks: null }] })).toEqual(before);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a 0 where the student was absent would lower the percentage: the two are not the same', () => {
    fc.assert(
      fc.property(scenarioArb, fc.nat(), (s, pick) => {
        const rows = rowsOf(s);
        const absents = rows.results.filter((r) => r.state === 'absent');
        if (!absents.length) return;
        const target = absents[pick % absents.length]!;
        const zeroed = rows.results.map((r) => (r === target ? { ...r, state: 'marked' as const, marks: 0 } : r));
        const subjectId = rows.papers.find((p) => p.id === target.exam_subject_id)!.subject_id;
        const line = (r: FinalResult[]) => finalStudents({ ...rows, results: r }).find((f) => f.student_id === target.student_id)!.subjects.find((x) => x.subject_id === subjectId)!;
        const absent = line(rows.results).percent;
        const zero = line(zeroed).percent;
        if (absent != null && zero != null) expect(zero).toBeLessThanOrEqual(absent);
      }),
      { numRuns: 200 },
    );
  });

  it('works the 20/30/50 example: CAT (60, absent), Mid 75, End 150 of 200', () => {
    const rows = rowsOf({ types: [], subjects: 1, maxes: [100], passShares: [0.4], students: 1, outcomes: [], precision: 1, rounding: 'round' });
    const types = [
      { id: 1, name: 'CAT', weight: 20 },
      { id: 2, name: 'Mid', weight: 30 },
      { id: 3, name: 'End', weight: 50 },
    ];
    const exam = (id: number, type: number) => ({ id, name: `E${id}`, status: 'Closed' as const, exam_type_id: type, start_date: '2026-10-01', grading_system_id: 1 });
    const paper = (id: number, examId: number, max: number): FinalPaper => ({ id, exam_id: examId, class_id: 1, subject_id: 1, subject_name: 'Maths', max_marks: max, pass_marks: max / 2 });
    const mark = (paperId: number, marks: number | 'absent'): FinalResult =>
      marks === 'absent' ? { exam_subject_id: paperId, student_id: 1, state: 'absent', marks: null } : { exam_subject_id: paperId, student_id: 1, state: 'marked', marks };
    const [f] = finalStudents({
      ...rows,
      types,
      exams: [exam(1, 1), exam(2, 1), exam(3, 2), exam(4, 3)],
      papers: [paper(11, 1, 100), paper(21, 2, 100), paper(31, 3, 100), paper(41, 4, 200)],
      results: [mark(11, 60), mark(21, 'absent'), mark(31, 75), mark(41, 150)],
    });
    // (20×60 + 30×75 + 50×75) / 100 = 72.0; an absent counted as 0 would make CAT 30 and the final 66.
    expect(f!.subjects[0]).toMatchObject({ percent: 72, pass_percent: 50, grade: 'B', passed: true, by_type: { 1: { percent: 60 }, 2: { percent: 75 }, 3: { percent: 75 } } });
    expect(f!.percent).toBe(72);
  });
});
