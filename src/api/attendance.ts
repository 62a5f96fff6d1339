/**
 * Attendance reads (issue 14, ADR 025). Saved on the device: the settings (codes, school days)
 * and each register opened (a section's students and marks on a day, no contact details), so a
 * register opens offline; a register typed offline is a draft (src/lib/drafts.ts), not a query.
 * The grid and the reports are fetched live. Saving a register invalidates `registers()`,
 * `views()` and `absences()`; a settings change `attendanceKeys.all`.
 */
const all = ['attendance'] as const;
export const attendanceKeys = {
  all,
  config: () => [...all, 'config'] as const,
  registers: () => [...all, 'registers'] as const,
  /** The register picker and "not taken yet" board of a day. */
  board: (date: string) => [...all, 'registers', 'board', date] as const,
  /** One register: a section's students and marks on a day. */
  sheet: (sectionId: number, date: string) => [...all, 'registers', 'sheet', sectionId, date] as const,
  log: (sectionId: number, date: string) => [...all, 'registers', 'log', sectionId, date] as const,
  views: () => [...all, 'view'] as const,
  view: (sectionId: number, start: string, end: string) => [...all, 'view', sectionId, start, end] as const,
  absences: () => [...all, 'absent'] as const,
  absent: (query: { lastDay?: number; times?: number; date?: string; class_id?: number }) => [...all, 'absent', query] as const,
  student: (studentId: number) => [...all, 'student', studentId] as const,
};
