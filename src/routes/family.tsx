import { Outlet, createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { familyKeys, familyMeQueryOptions } from '@/api/family';
import { RouteError } from '@/components/overlays/route-error';
import { FamilyLayout } from '@/features/family/components/family-layout';
import { chosenChild, familySearch, rememberChild } from '@/features/family/lib/search';
import { HttpError } from '@/lib/http-error';
import { sessionKind } from '@/lib/session';

/**
 * The family portal (issue 33): a parent's or pupil's own pages, apart from the staff shell. No
 * session goes to sign-in and a staff one to the dashboard; an office-set password must be
 * changed before anything else opens. "Who am I" is saved on the phone, so offline the portal
 * still opens. The child looked at is the address's `?child`.
 */
export const Route = createFileRoute('/family')({
  staticData: { title: 'Family' },
  validateSearch: familySearch,
  beforeLoad: async ({ context, location, search }) => {
    const kind = sessionKind();
    if (!kind) throw redirect({ to: '/auth/login' });
    if (kind === 'staff') throw redirect({ to: '/dashboard' });
    const me = await context.queryClient.ensureQueryData(familyMeQueryOptions());
    if (me.must_change && location.pathname !== '/family/password') throw redirect({ to: '/family/password' });
    return { me, child: chosenChild(me, search.child) };
  },
  errorComponent: RouteError,
  component: FamilyRoute,
});

function FamilyRoute() {
  const queryClient = useQueryClient();
  const context = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const pathname = useLocation({ select: (l) => l.pathname });
  // The live copy, so a child who joins or leaves shows at once; the guard's until then.
  const me = useQuery(familyMeQueryOptions()).data ?? context.me;
  const child = chosenChild(me, search.child);
  useEffect(() => {
    if (child) rememberChild(child.id);
  }, [child]);
  // The office set a new password while this phone was signed in: every read now says so (403).
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const error = event.type === 'updated' ? event.query.state.error : null;
        if (!(error instanceof HttpError) || error.code !== 'must-change-password') return;
        queryClient.setQueryData(familyKeys.me(), (old: typeof me | undefined) => old && { ...old, must_change: true });
        void navigate({ to: '/family/password' });
      }),
    [queryClient, navigate],
  );
  return (
    <FamilyLayout
      me={me}
      child={child}
      bare={pathname === '/family/password'}
      onPickChild={(id) => void navigate({ to: '.', search: (prev) => ({ ...prev, child: id }) })}
      onSignOut={() => void signOut(queryClient)}
    >
      <Outlet />
    </FamilyLayout>
  );
}

/**
 * Sign-out's code loads when it is pressed, not with the portal's first page: one request less
 * on a phone's first visit (issue 33's 150 KB). It is in the service worker's precache (the staff
 * layout imports it), so it loads offline too.
 */
async function signOut(queryClient: QueryClient): Promise<void> {
  const { logout } = await import('@/features/auth/api/logout');
  await logout(queryClient);
}
