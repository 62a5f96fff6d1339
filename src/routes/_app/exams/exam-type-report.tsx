import { createFileRoute, redirect } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { FinalReportPage } from '@/features/exams/reports/components/final-report-page';
import { finalReportSearch } from '@/features/exams/reports/lib/search';
import { yearOptionsQueryOptions } from '@/api/academic-years';
import { can } from '@/lib/can';

/** The server's rule for `GET /results/next`: either one opens the page. */
const ANY_OF: Privilege[] = ['exam-type-report', 'anual-exam-report'];

export const Route = createFileRoute('/_app/exams/exam-type-report')({
  staticData: { title: 'Final Exam Report' },
  validateSearch: finalReportSearch,
  // requirePrivileges (../../-guard.ts) needs all of its list; this page needs one of two.
  beforeLoad: ({ context }) => {
    if (!ANY_OF.some((p) => can(context.user, p))) throw redirect({ to: '/error/$code', params: { code: '403' } });
  },
  // Prefetch, never ensure: the year picker works from a saved copy; the report itself is live.
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(yearOptionsQueryOptions()),
  component: FinalReportRoute,
});

function FinalReportRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Each pick replaces the address rather than piling up history: Back leaves the page.
  return <FinalReportPage user={user!} search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
}
