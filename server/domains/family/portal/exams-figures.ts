import { FAMILY_MIN_AGGREGATE, roundTo, type FamilyExam, type ReportCard } from '@contract';
import type { ExamRow } from '../../exams/public';

/**
 * A closed exam as a family reads it: the child's papers as their report card grades them, and
 * the section beside them only as means, withheld below FAMILY_MIN_AGGREGATE pupils (a mean of
 * two tells the other pupil's mark). No other pupil's name, mark or rank is ever copied out.
 */

const mean = (values: readonly number[], places: 1 | 2) =>
  values.length >= FAMILY_MIN_AGGREGATE ? roundTo(values.reduce((sum, x) => sum + x, 0) / values.length, places) : null;

export function familyExamRow(exam: ExamRow, card: ReportCard, section: readonly ReportCard[]): FamilyExam {
  const papers = card.subjects.map((paper) => {
    const marks = section.flatMap((c) => c.subjects.filter((s) => s.exam_subject_id === paper.exam_subject_id && s.state === 'marked' && s.marks != null).map((s) => s.marks!));
    return {
      subject_name: paper.subject_name,
      max_marks: paper.max_marks,
      pass_marks: paper.pass_marks,
      state: paper.state,
      marks: paper.marks,
      percent: paper.percent,
      grade: paper.grade,
      remark: paper.remark,
      section_mean: mean(marks, 2),
      section_marked: marks.length,
    };
  });
  const percents = section.flatMap((c) => (c.percent == null ? [] : [c.percent]));
  return {
    id: exam.id,
    name: exam.name,
    start_date: exam.start_date,
    end_date: exam.end_date,
    papers,
    percent: card.percent,
    grade: card.grade,
    section_mean_percent: mean(percents, 1),
  };
}
