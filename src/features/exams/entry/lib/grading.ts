import { grade, type Exam, type GradingScale, type MarkSheet } from '@contract';
import { cellError, parseMarks, type TypedResult } from './marks';

/**
 * The grading system that grades a paper: its own, else its exam's. The sheet names it (by
 * name, its own or the exam's); the exams list gives the exam's id when the paper has none.
 */
export function paperScale(sheet: MarkSheet, systems: readonly GradingScale[] | undefined, exams: readonly Exam[] | undefined): GradingScale | null {
  if (!systems) return null;
  const own = sheet.exam_subject.grading_system_id;
  const examId = exams?.find((e) => e.id === sheet.exam.id)?.grading_system_id;
  return (
    systems.find((g) => g.id === own) ??
    systems.find((g) => own == null && g.id === examId) ??
    systems.find((g) => g.name === sheet.exam_subject.grading_system_name) ??
    null
  );
}

/**
 * The live percentage and grade of a typed entry, by the same rule as the reports
 * (contract/grading.ts `grade`), or null when there is nothing to grade yet.
 */
export function liveGrade(entry: TypedResult, max: number, scale: GradingScale | null): { percent: string; grade: string } | null {
  if (!scale || entry.state !== 'marked' || cellError(entry, max, false)) return null;
  const marks = parseMarks(entry.marks);
  if (marks === null) return null;
  const { percent, band } = grade(marks, max, scale);
  return { percent: `${percent.toFixed(scale.precision)}%`, grade: band?.grade ?? '—' };
}
