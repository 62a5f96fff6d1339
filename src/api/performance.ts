import type { ListState } from '@/components/data-table/list-state';

/** Performance notes and reports are read online. */
const all = ['performance'] as const;
export const performanceKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (state: ListState) => [...all, 'list', state] as const,
  report: (params: { class_id?: number; section_id?: number; start: string; end: string }) => [...all, 'report', params] as const,
  byStudent: (studentId: number) => [...all, 'by-student', studentId] as const,
  /** The days a note about the student may carry (the note form). */
  dates: (studentId: number) => [...all, 'dates', studentId] as const,
};
