import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { isOnline } from '@/lib/online';

/**
 * What a route loader does with its page's query (docs/decisions/011). Online it ensures the
 * data, so the page opens filled. Offline it only prefetches, which never throws: the page,
 * reading the same options with useQuery, shows a saved copy with its marker or says that
 * it needs a connection, instead of the route failing into its error boundary.
 */
export function loadQuery<T, K extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, K>): Promise<unknown> {
  return isOnline() ? queryClient.ensureQueryData(options) : queryClient.prefetchQuery(options);
}
