import { queryOptions } from '@tanstack/react-query';
import type { Page, SchoolClass } from '@contract';
import { http } from '@/lib/http';

/**
 * Every class in school order, for the subject form's checkboxes and the class names of a
 * row. Same key and shape as the Classes page's picker query, so they share one cache entry.
 */
export const classOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['classes', 'all'],
    queryFn: ({ signal }) =>
      http.list<Page<SchoolClass>>('class', { page: 1, limit: 500, sort: 'sort_order', order: 'asc' }, { signal }).then((p) => p.data),
  });
