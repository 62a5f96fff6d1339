import { queryOptions } from '@tanstack/react-query';
import { authEndpoints, type Profile } from '@contract';
import { http } from '@/lib/http';
import { fieldsOf, keepFields } from './rows';

/** Who is signed in: the shell, the guards and several pages read it. */
export const profileKeys = {
  all: ['profile'] as const,
};

export const PROFILE_FIELDS = fieldsOf<Profile>()({
  id: true, schoolId: true, academic: true, fullname: true, username: true, privileges: true, classes: true,
  bus_account_id: true, employee_id: true, role_id: true, role: true, role_name: true, school_name: true, logo: true, academic_name: true,
  currency: true, time_zone: true, route: true,
});

/** GET /auth: the user, their school and the active year. Saved for offline. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.all,
    queryFn: ({ signal }) => http.call(authEndpoints.profile, undefined, { signal }).then((p) => keepFields(p, PROFILE_FIELDS)),
    meta: { persist: true },
  });
