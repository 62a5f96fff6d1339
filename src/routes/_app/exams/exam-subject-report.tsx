import { createFileRoute, redirect } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { reportCardsQueryOptions, reportExamsQueryOptions } from '@/features/exams/reports/api/reports';
import { ExamReportPage } from '@/features/exams/reports/components/exam-report-page';
import { examReportSearch } from '@/features/exams/reports/lib/search';
import { can } from '@/lib/can';

/** The report cards need one, the subject statistics the other; either opens the page. */
const ANY_OF: Privilege[] = ['exam-student-report', 'exam-subject-report'];

export const Route = createFileRoute('/_app/exams/exam-subject-report')({
  staticData: { title: 'Student Exam Report' },
  validateSearch: examReportSearch,
  loaderDeps: ({ search }) => search,
  // requirePrivileges (../../-guard.ts) needs all of its list; this page needs one of two.
  beforeLoad: ({ context }) => {
    if (!ANY_OF.some((p) => can(context.user, p))) throw redirect({ to: '/error/$code', params: { code: '403' } });
  },
  // Prefetch, never ensure: no connection or a refused choice is shown on the page.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.prefetchQuery(reportExamsQueryOptions()),
      deps.exam && deps.section && deps.tab !== 'statistics' ? queryClient.prefetchQuery(reportCardsQueryOptions(deps.exam, deps.section, deps.student)) : undefined,
    ]),
  component: ExamReportRoute,
});

function ExamReportRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Each pick replaces the address rather than piling up history: Back leaves the page.
  return <ExamReportPage user={user!} search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
}
