import { queryOptions } from '@tanstack/react-query';
import { dashEndpoints } from '@contract';
import { dashKeys } from '@/api/dash';
import { http } from '@/lib/http';

export type { DashCounts } from '@contract';

/** GET /dash. Not saved: counts are cheap and go stale. */
export const dashQueryOptions = () =>
  queryOptions({
    queryKey: dashKeys.all,
    queryFn: ({ signal }) => http.call(dashEndpoints.counts, undefined, { signal }),
  });
