import { queryOptions } from '@tanstack/react-query';
import { API, type DashCounts } from '@contract';
import { dashKeys } from '@/api/dash';
import { http } from '@/lib/http';

export type { DashCounts } from '@contract';

/** GET /dash. Not saved: counts are cheap and go stale. */
export const dashQueryOptions = () =>
  queryOptions({
    queryKey: dashKeys.all,
    queryFn: ({ signal }) => http.get<DashCounts>(API.dash, undefined, { signal }),
  });
