import * as v from 'valibot';
import type { TeacherLoad } from '@contract';
import { toCsv } from '@/components/data-table/csv';

export const LOAD_SORTS = ['teacher', 'lessons', 'sections', 'subjects'] as const;
export type LoadSort = (typeof LOAD_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/** The report's address: how the loads are sorted, so a sorted report can be sent. */
export const loadsSearch = v.object({
  sort: v.fallback(v.optional(v.picklist(LOAD_SORTS)), undefined),
  order: v.fallback(v.optional(v.picklist(['asc', 'desc'])), undefined),
});
export type LoadsSearch = v.InferOutput<typeof loadsSearch>;

/** The heaviest loads first: who is stretched is what a head teacher opens this for. */
export const DEFAULT_SORT: { sort: LoadSort; order: SortOrder } = { sort: 'lessons', order: 'desc' };

/** A click on a column: its natural order first (names A–Z, counts largest first), then the other way. */
export function nextSort(current: { sort: LoadSort; order: SortOrder }, column: LoadSort): { sort: LoadSort; order: SortOrder } {
  if (current.sort === column) return { sort: column, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort: column, order: column === 'teacher' ? 'asc' : 'desc' };
}

const byName = (a: TeacherLoad, b: TeacherLoad) => a.teacher_name.localeCompare(b.teacher_name) || a.teacher_id - b.teacher_id;

/** The loads in the chosen order; ties read by name. */
export function sortLoads(loads: readonly TeacherLoad[], { sort, order }: { sort: LoadSort; order: SortOrder }): TeacherLoad[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...loads].sort((a, b) => {
    if (sort === 'teacher') return sign * byName(a, b);
    return sign * (a[sort] - b[sort]) || byName(a, b);
  });
}

export function loadsCsv(loads: readonly TeacherLoad[]): string {
  return toCsv<TeacherLoad>(
    [
      { header: 'Teacher', value: (l) => l.teacher_name },
      { header: 'Lessons a week', value: (l) => l.lessons },
      { header: 'Sections', value: (l) => l.sections },
      { header: 'Subjects', value: (l) => l.subjects },
    ],
    [...loads],
  );
}

export const csvFileName = (year: string) => `teacher-loads-${year.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.csv`;
