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

/** GET /dash/charts: the dashboard's charts, read once the counts are on screen; not saved either. */
export const dashChartsQueryOptions = () =>
  queryOptions({
    queryKey: dashKeys.charts(),
    queryFn: ({ signal }) => http.call(dashEndpoints.charts, undefined, { signal }),
  });
