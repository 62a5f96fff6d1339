import * as v from 'valibot';
import { PERFORMANCE_CATEGORIES } from '@contract';
import { listSearchSchema, type ListState } from '@/components/data-table/list-state';

const idText = v.fallback(v.optional(v.pipe(v.unknown(), v.transform(String), v.regex(/^\d{1,15}$/))), undefined);
const dayText = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined);

/** The notes list's address: the list state plus its own filters, each a plain search key. */
export const performanceSearchSchema = v.object({
  ...listSearchSchema.entries,
  student_id: idText,
  class_id: idText,
  section_id: idText,
  category: v.fallback(v.optional(v.picklist(PERFORMANCE_CATEGORIES)), undefined),
  start: dayText,
  end: dayText,
});

export type PerformanceSearch = v.InferOutput<typeof performanceSearchSchema>;
export const FILTER_KEYS = ['student_id', 'class_id', 'section_id', 'category', 'start', 'end'] as const;
export type PerformanceFilterKey = (typeof FILTER_KEYS)[number];

/** The list state the API is asked with: our keys become filters beside paging. */
export function toListState(search: PerformanceSearch): ListState {
  const filters: Record<string, string> = { ...(search.filters ?? {}) };
  for (const key of FILTER_KEYS) {
    const value = search[key];
    if (value) filters[key] = value;
  }
  return { page: search.page, limit: search.limit, search: search.search, sort: search.sort, order: search.order, filters: Object.keys(filters).length ? filters : undefined };
}

/** The report's address: a class or a section, and the period. */
export const reportSearchSchema = v.object({
  class_id: idText,
  section_id: idText,
  start: dayText,
  end: dayText,
});
export type ReportSearch = v.InferOutput<typeof reportSearchSchema>;
