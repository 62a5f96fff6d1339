/**
 * Exam reads (issue 16, ADR 027). Saved on the device: the exams list and each mark sheet opened
 * (a section's students and results on one paper, no contact details), so a grid opens offline;
 * a grid typed offline is a draft (src/lib/drafts.ts), not a query. Set-up lists, report cards,
 * statistics and the final report are fetched live.
 *
 * Invalidation: a set-up change (types, grading, exams, papers) invalidates `examKeys.setup()`
 * and `examKeys.reports()`; a saved sheet or remarks `examKeys.sheets()`, `examKeys.progress()`
 * and `examKeys.reports()`; issuing cards `examKeys.reports()`.
 */
const all = ['exams'] as const;
export const examKeys = {
  all,
  setup: () => [...all, 'setup'] as const,
  types: () => [...all, 'setup', 'types'] as const,
  grading: () => [...all, 'setup', 'grading'] as const,
  exams: () => [...all, 'setup', 'exams'] as const,
  list: (query: { academic_year_id?: number; status?: string }) => [...all, 'setup', 'exams', query] as const,
  papers: (examId: number, classId?: number) => [...all, 'setup', 'papers', examId, classId ?? 0] as const,
  /** `class/exam`: the classes and sections sitting an exam, with each section's progress. */
  progress: () => [...all, 'progress'] as const,
  classes: (examId: number) => [...all, 'progress', examId] as const,
  sheets: () => [...all, 'sheets'] as const,
  /** One mark sheet: a section's results on one paper. */
  sheet: (examSubjectId: number, sectionId: number) => [...all, 'sheets', examSubjectId, sectionId] as const,
  reports: () => [...all, 'reports'] as const,
  /** The class teacher's remarks of a section's report cards: under the reports, which print them. */
  remarks: (examId: number, sectionId: number) => [...all, 'reports', 'remarks', examId, sectionId] as const,
  broadsheet: (examId: number, sectionId: number) => [...all, 'reports', 'broadsheet', examId, sectionId] as const,
  cards: (examId: number, sectionId: number, studentId?: number) => [...all, 'reports', 'cards', examId, sectionId, studentId ?? 0] as const,
  issued: (examId: number, sectionId: number) => [...all, 'reports', 'issued', examId, sectionId] as const,
  issuedCard: (id: number) => [...all, 'reports', 'issued-card', id] as const,
  statistics: (examId: number, sectionId?: number) => [...all, 'reports', 'statistics', examId, sectionId ?? 0] as const,
  final: (query: { accademicId: number; sectionId?: number; examId?: number }) => [...all, 'reports', 'final', query] as const,
};
