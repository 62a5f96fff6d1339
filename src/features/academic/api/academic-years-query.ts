import { queryOptions } from '@tanstack/react-query';
import type { AcademicYear, Page } from '@contract';
import { http } from '@/lib/http';

/** Every academic-year query sits under this root; persisted for offline. */
export const ACADEMIC_YEARS_KEY = ['academic-years'] as const;

/** GET /acedmic (sic, the API's spelling): one page of the school's academic years. Persisted. */
export const academicYearsQueryOptions = () =>
  queryOptions({
    queryKey: [...ACADEMIC_YEARS_KEY, { page: 1 }],
    queryFn: ({ signal }) => http.list<Page<AcademicYear>>('acedmic', { sort: 'start_date', order: 'desc' }, { signal }),
  });
