import { queryOptions } from '@tanstack/react-query';
import { academicYearEndpoints, type AcademicYear } from '@contract';
import type { ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { EVERY_ROW, fieldsOf, keepFields } from './rows';

const all = ['academic-years'] as const;
export const academicYearKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (state: ListState) => [...all, 'list', state] as const,
  options: () => [...all, 'options'] as const,
};

export const ACADEMIC_YEAR_FIELDS = fieldsOf<AcademicYear>()({ id: true, version: true, name: true, start_date: true, end_date: true, active: true });

/** Every academic year, newest first: the year pickers and the dashboard. Saved for offline. */
export const yearOptionsQueryOptions = () =>
  queryOptions({
    queryKey: academicYearKeys.options(),
    queryFn: ({ signal }) =>
      http
        .call(academicYearEndpoints.list, { query: { ...EVERY_ROW, sort: 'start_date', order: 'desc' } }, { signal })
        .then((p) => p.data.map((y) => keepFields(y, ACADEMIC_YEAR_FIELDS))),
    meta: { persist: true },
  });
