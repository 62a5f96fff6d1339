import * as v from 'valibot';
import { createdAnswer, messageAnswer, pageOf, wireDate } from './answers';
import { endpoint } from './endpoint';
import { idField, idParams, isoDate, requiredText, versioned, wholeNumber } from './fields';
import { intParam, listQuery } from './lists';
import { API } from './paths';

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

export const performanceNoteRow = v.object({
  id: v.number(),
  version: v.number(),
  student_id: v.number(),
  date: wireDate,
  category: v.picklist(PERFORMANCE_CATEGORIES),
  rating: v.number(),
  remark: v.string(),
  student_name: v.string(),
  admission_no: v.string(),
  class_name: v.nullable(v.string()),
  section_name: v.nullable(v.string()),
  author_id: v.nullable(v.number()),
  author_name: v.nullable(v.string()),
  created_at: wireDate,
});
export type PerformanceNote = v.InferOutput<typeof performanceNoteRow>;

/** `GET /students/performance/report` (perfomance-report): per class or section, over a period. */
export const performanceReportQuery = v.object({
  class_id: v.optional(idField),
  section_id: v.optional(idField),
  start: isoDate,
  end: isoDate,
  limit: v.optional(intParam('Students listed', 1, 50), 5),
});

const reportStudentRow = v.object({ student_id: v.number(), fullname: v.string(), admission_no: v.string(), notes: v.number(), average: v.number() });

export const performanceReportRow = v.object({
  start: wireDate,
  end: wireDate,
  notes: v.number(),
  by_category: v.array(v.object({ category: v.picklist(PERFORMANCE_CATEGORIES), notes: v.number(), average: v.number() })),
  lowest: v.array(reportStudentRow),
  highest: v.array(reportStudentRow),
});
export type PerformanceReport = v.InferOutput<typeof performanceReportRow>;

/** `GET /students/performance/dates?student_id=`: the days a note about the student may carry. */
export const noteDatesQuery = v.object({ student_id: idField });

/** A run of days the student was enrolled, YYYY-MM-DD, both ends included. */
export const noteDatePeriodRow = v.object({ start: wireDate, end: wireDate });
export type NoteDatePeriod = v.InferOutput<typeof noteDatePeriodRow>;

export const noteDatesRow = v.object({
  /** Earliest first, joined where they touch; a note's date must fall within one. */
  periods: v.array(noteDatePeriodRow),
});
export type NoteDates = v.InferOutput<typeof noteDatesRow>;

/** `/students/performance`: dated notes on students, and the report over a period. */
export const performanceEndpoints = {
  list: endpoint({ mount: API.performance, method: 'GET', path: '/', query: performanceListQuery, output: pageOf(performanceNoteRow), paged: true }),
  report: endpoint({ mount: API.performance, method: 'GET', path: '/report', query: performanceReportQuery, output: performanceReportRow }),
  dates: endpoint({ mount: API.performance, method: 'GET', path: '/dates', query: noteDatesQuery, output: noteDatesRow }),
  get: endpoint({ mount: API.performance, method: 'GET', path: '/:id', params: idParams, output: performanceNoteRow }),
  create: endpoint({ mount: API.performance, method: 'POST', path: '/', body: performanceInput, output: createdAnswer, status: 201 }),
  update: endpoint({ mount: API.performance, method: 'PUT', path: '/:id', params: idParams, body: performanceInput, output: messageAnswer }),
};
