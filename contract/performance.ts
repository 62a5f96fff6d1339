import * as v from 'valibot';
import { idField, isoDate, requiredText, versioned, wholeNumber } from './fields';
import { intParam, listQuery } from './lists';

/** Performance notes about a student and the report over them (issue 4). */

export const PERFORMANCE_CATEGORIES = ['academic', 'behaviour', 'attendance', 'sport', 'other'] as const;
export type PerformanceCategory = (typeof PERFORMANCE_CATEGORIES)[number];

export const performanceInput = v.object({
  student_id: idField,
  date: isoDate,
  category: v.picklist(PERFORMANCE_CATEGORIES, 'Pick a category from the list.'),
  rating: wholeNumber('Rating', 1, 5),
  remark: requiredText('Remark', 1000),
  ...versioned,
});
export type PerformanceInput = v.InferOutput<typeof performanceInput>;

export const performanceListQuery = listQuery(['date', 'rating', 'category', 'student_name'], {
  student_id: v.optional(idField),
  class_id: v.optional(idField),
  section_id: v.optional(idField),
  category: v.optional(v.picklist(PERFORMANCE_CATEGORIES)),
  start: v.optional(isoDate),
  end: v.optional(isoDate),
});

export interface PerformanceNote extends PerformanceInput {
  id: number;
  student_name: string;
  admission_no: string;
  class_name: string | null;
  section_name: string | null;
  author_id: number | null;
  author_name: string | null;
  created_at: string;
  version: number;
}

/** `GET /students/performance/report` (perfomance-report): per class or section, over a period. */
export const performanceReportQuery = v.object({
  class_id: v.optional(idField),
  section_id: v.optional(idField),
  start: isoDate,
  end: isoDate,
  limit: v.optional(intParam('Students listed', 1, 50), 5),
});

export interface PerformanceReport {
  start: string;
  end: string;
  notes: number;
  by_category: { category: PerformanceCategory; notes: number; average: number }[];
  lowest: { student_id: number; fullname: string; admission_no: string; notes: number; average: number }[];
  highest: { student_id: number; fullname: string; admission_no: string; notes: number; average: number }[];
}

/** `GET /students/performance/dates?student_id=`: the days a note about the student may carry. */
export const noteDatesQuery = v.object({ student_id: idField });

/** A run of days the student was enrolled, YYYY-MM-DD, both ends included. */
export interface NoteDatePeriod {
  start: string;
  end: string;
}

export interface NoteDates {
  /** Earliest first, joined where they touch; a note's date must fall within one. */
  periods: NoteDatePeriod[];
}

