import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '@contract';
import { http } from '@/lib/http';

/** GET /auth: who is signed in, their school and the active year. Persisted for offline. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => http.get<Profile>('auth', undefined, { signal }),
  });
