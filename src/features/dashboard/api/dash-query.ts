import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';

/**
 * GET /dash. The shape mirrors the server's DashCounts; it is declared here until the
 * contract exports it (asked of the lead). Not persisted: counts are cheap and go stale.
 */
export interface DashCounts {
  classes: number;
  sections: number;
  rooms: number;
  subjects: number;
  parents: number;
  employees: { teacher: number; staff: number; driver: number; total: number };
}

export const dashQueryOptions = () =>
  queryOptions({
    queryKey: ['dash'],
    queryFn: ({ signal }) => http.get<DashCounts>('dash', undefined, { signal }),
  });
