import type { ProposedLesson, UnplacedLesson, Weekday } from '@contract';

/**
 * What the generator works from (ADR 026), read from the database by the module and handed to
 * the worker as plain data: nothing here touches the database, so it can be tested and timed
 * on its own.
 */
export interface SolveInput {
  /** The weekdays the school is open. */
  weekdays: Weekday[];
  /** Lesson periods in the order of the day (breaks left out), with the weekdays each runs. */
  periods: { id: number; name: string; weekdays: Weekday[] }[];
  /** The sections to generate for, each with its home room (its lessons take it). */
  sections: { id: number; name: string; room_id: number | null }[];
  /** Lessons a week per section and subject, with their teacher. */
  requirements: { section_id: number; subject_id: number; teacher_id: number | null; lessons: number }[];
  /**
   * Lessons that stay where they are: the locked ones of the sections above and every lesson of
   * the year outside them. They take their section's, teacher's and room's cell.
   */
  fixed: ProposedLesson[];
  /** Periods a teacher or a room cannot be timetabled in. */
  unavailable: { teacher_id: number | null; room_id: number | null; weekday: Weekday; period_id: number }[];
  /** Names for the explanations. */
  names: { subjects: Record<number, string>; teachers: Record<number, string>; rooms: Record<number, string> };
}

export interface SolveOptions {
  /** Seconds the whole solve may take, about (default 8): the exact core stops at its best week so far. */
  timeLimit?: number;
  /** Columns above which the exact model is not built and the greedy week is used. */
  maxColumns?: number;
  /** 0 to 100. */
  onProgress?: (progress: number) => void;
}

export interface SolveStats {
  /** How the week was found: proved best, the best within the time, or by the fallback. */
  method: 'optimal' | 'time-limit' | 'greedy';
  /** Lessons the requirements asked for (less those locked in place). */
  wanted: number;
  placed: number;
  /** Times a subject is in a section more often in a day than its lessons need. */
  spreadBreaks: number;
  columns: number;
  rows: number;
  seconds: number;
  exactSeconds: number;
}

export interface SolveResult {
  lessons: ProposedLesson[];
  unplaced: UnplacedLesson[];
  stats: SolveStats;
}
