import { queryOptions } from '@tanstack/react-query';
import type { DashCounts } from '@contract';
import { http } from '@/lib/http';

export type { DashCounts } from '@contract';

/** GET /dash. Not persisted: counts are cheap and go stale. */
export const dashQueryOptions = () =>
  queryOptions({
    queryKey: ['dash'],
    queryFn: ({ signal }) => http.get<DashCounts>('dash', undefined, { signal }),
  });
