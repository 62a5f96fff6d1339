import * as v from 'valibot';
import { performanceListQuery } from '@contract';
import { searchSchemaOf } from '@/components/data-table/list-state';

/** The notes list's address: the contract's list query, flat (`?class_id=3&category=...`). */
export const performanceListSearch = searchSchemaOf(performanceListQuery);
export type PerformanceListState = v.InferOutput<typeof performanceListSearch>;

const idText = v.fallback(v.optional(v.pipe(v.unknown(), v.transform(String), v.regex(/^\d{1,15}$/))), undefined);
const dayText = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined);

/** The report's address: a class or a section, and the period. */
export const reportSearchSchema = v.object({
  class_id: idText,
  section_id: idText,
  start: dayText,
  end: dayText,
});
export type ReportSearch = v.InferOutput<typeof reportSearchSchema>;
