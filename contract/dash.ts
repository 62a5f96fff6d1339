import type { DashAttendance } from './attendance';
import type { ExamState } from './exams';

/**
 * GET /dash: what the signed-in user works on (issue 10). An Admin sees the whole school; anyone
 * else sees the counts of what they may list, scoped by the class rule (ADR 013) like the lists
 * themselves, and their own classes section by section. Students count the active year as of
 * today (ADR 018: a promotion moves nobody before the year ends).
 */
export interface DashCounts {
  /** 'school': an Admin's whole school. 'classes': limited to the user's classes in the active year. */
  scope: 'school' | 'classes';
  /** Each count is null when the user may not list those rows (list-class, list-section, list-room, …). */
  classes: number | null;
  sections: number | null;
  rooms: number | null;
  subjects: number | null;
  parents: number | null;
  employees: { teacher: number; staff: number; driver: number; total: number } | null;
  /** Active students enrolled in the active year today (list-student). */
  students: { total: number; male: number; female: number; by_class: { class_id: number; class_name: string; count: number }[] } | null;
  /** A non-admin's classes: each of their sections in the active year, with its active students today. Empty for an Admin. */
  my_sections: DashSection[];
  /** Today's registers in the viewer's scope (issue 14); null without an attendance privilege or on a day the school is closed. */
  attendance: DashAttendance | null;
  /**
   * Exams of the active year not yet closed and not yet over (issue 16), soonest first, at most
   * four, with the mark sheets in the viewer's scope and how many are complete; null without an
   * exam privilege.
   */
  exams: DashExam[] | null;
}

export interface DashExam {
  id: number;
  name: string;
  type_name: string;
  status: ExamState;
  start_date: string;
  end_date: string;
  /** Papers × sections of the viewer's classes (an Admin's: the school's). */
  sheets: number;
  complete: number;
}

export interface DashSection {
  class_id: number;
  class_name: string;
  section_id: number;
  section_name: string;
  capacity: number;
  students: number;
}
