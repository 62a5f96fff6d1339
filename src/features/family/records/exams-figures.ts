import { FAMILY_MIN_AGGREGATE, formatCount, type FamilyExam } from '@contract';
import { formatDate } from '@/lib/format-date';

type Paper = FamilyExam['papers'][number];

/** Said once under an exam whose class figures were held back: why there is no mean to compare with. */
export const WITHHELD_NOTE = `Class figures are shown only when at least ${FAMILY_MIN_AGGREGATE} pupils sat the paper.`;

/** Marks as entered (at most two decimals): 45, 45.5, 45.25. */
export const marksText = (n: number) => String(Math.round(n * 100) / 100);

/** "74.5%", or "—" when there is none. */
export const percentText = (percent: number | null) => (percent == null ? '—' : `${Math.round(percent * 10) / 10}%`);

/** A paper's marks: "45 / 60", or what stands in their place: never a 0 for an absent or exempt child. */
export function paperMarksText(p: Pick<Paper, 'state' | 'marks' | 'max_marks'>): string {
  if (p.state === 'absent') return 'Absent';
  if (p.state === 'exempt') return 'Exempt';
  if (p.marks == null) return 'Not entered';
  return `${marksText(p.marks)} / ${marksText(p.max_marks)}`;
}

/** A paper was sat and marked: its grade and class mean mean something. */
export const wasMarked = (p: Pick<Paper, 'state' | 'marks'>) => p.marks != null && p.state !== 'absent' && p.state !== 'exempt';

/**
 * The class's mean on a paper, as the answer gives it: "Class mean 52.5 / 60", or null when the
 * server held it back (fewer than FAMILY_MIN_AGGREGATE marked): the page then says why, once.
 */
export function paperClassFigure(p: Pick<Paper, 'section_mean' | 'section_marked' | 'max_marks'>): string | null {
  if (p.section_mean == null) return null;
  return `Class mean ${marksText(p.section_mean)} / ${marksText(p.max_marks)} (${formatCount(p.section_marked)} sat)`;
}

/** The class's mean percentage over the exam: "Class mean 61.2%", or null when held back. */
export const examClassFigure = (e: Pick<FamilyExam, 'section_mean_percent'>): string | null =>
  e.section_mean_percent == null ? null : `Class mean ${percentText(e.section_mean_percent)}`;

/** Whether any class figure of the exam was held back, so the note says why, once per exam. */
export const anyWithheld = (e: Pick<FamilyExam, 'section_mean_percent' | 'papers'>) => e.section_mean_percent == null || e.papers.some((p) => p.section_mean == null);

/** "3 Mar 2026 – 14 Mar 2026", or one day when the exam took one. */
export const examDates = (e: Pick<FamilyExam, 'start_date' | 'end_date'>) =>
  e.start_date === e.end_date ? formatDate(e.start_date) : `${formatDate(e.start_date)} – ${formatDate(e.end_date)}`;

/** Newest first, whatever order the answer came in: by the last day, then the first, then the id. */
export function newestFirst<T extends Pick<FamilyExam, 'id' | 'start_date' | 'end_date'>>(exams: readonly T[]): T[] {
  return [...exams].sort((a, b) => b.end_date.localeCompare(a.end_date) || b.start_date.localeCompare(a.start_date) || b.id - a.id);
}
