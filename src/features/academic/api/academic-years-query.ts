import { queryOptions } from '@tanstack/react-query';
import type { AcademicYear, Page } from '@contract';
import { http } from '@/lib/http';

/** GET /acedmic (sic, the API's spelling): one page of the school's academic years. Persisted. */
export const academicYearsQueryOptions = () =>
  queryOptions({
    queryKey: ['academic-years', { page: 1 }],
    queryFn: ({ signal }) => http.list<Page<AcademicYear>>('acedmic', { sort: 'start_date', order: 'desc' }, { signal }),
  });
