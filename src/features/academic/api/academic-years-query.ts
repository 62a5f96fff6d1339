import { queryOptions } from '@tanstack/react-query';
import type { AcademicYear } from '@contract';
import { http } from '@/lib/http';

/** GET /acedmic (sic, the API's spelling): the school's academic years. Persisted. */
export const academicYearsQueryOptions = () =>
  queryOptions({
    queryKey: ['academic-years'],
    queryFn: ({ signal }) => http.list<AcademicYear[]>('acedmic', undefined, { signal }),
  });
