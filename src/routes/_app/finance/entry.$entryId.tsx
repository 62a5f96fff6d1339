import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import type { Privilege } from '@contract';
import { entryQueryOptions } from '@/features/finance/entries/api/entries';
import { EntryPage } from '@/features/finance/entries/components/entry-page';
import { can } from '@/lib/can';

/** The server's rule for `GET /finance/entries/{id}`: either one opens the page. */
const ANY_OF: Privilege[] = ['view-account', 'report-account'];
const idParam = v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number));

export const Route = createFileRoute('/_app/finance/entry/$entryId')({
  staticData: { title: 'Journal Entry' },
  params: {
    parse: ({ entryId }) => ({ entryId: v.parse(idParam, entryId) }),
    stringify: ({ entryId }) => ({ entryId: String(entryId) }),
  },
  // requirePrivileges (../../-guard.ts) needs all of its list; this page needs one of two.
  beforeLoad: ({ context }) => {
    if (!ANY_OF.some((p) => can(context.user, p))) throw redirect({ to: '/error/$code', params: { code: '403' } });
  },
  // Prefetch, never ensure: an unknown entry or a lost connection is shown on the page.
  loader: ({ context: { queryClient }, params }) => queryClient.prefetchQuery(entryQueryOptions(params.entryId)),
  component: EntryRoute,
});

function EntryRoute() {
  const { user } = Route.useRouteContext();
  const { entryId } = Route.useParams();
  const navigate = Route.useNavigate();
  // Keyed by the entry: moving to the reversal starts the page afresh (no dialog left open).
  return <EntryPage key={entryId} user={user!} entryId={entryId} onOpenEntry={(id) => void navigate({ to: '/finance/entry/$entryId', params: { entryId: id } })} />;
}
