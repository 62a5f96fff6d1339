import { createFileRoute, redirect } from '@tanstack/react-router';
import { yearOptionsQueryOptions } from '@/api/academic-years';
import { examTypesQueryOptions } from '@/features/exams/setup/api/exam-types';
import { gradingSystemsQueryOptions } from '@/api/exam-lists';
import { ExamsSetupPage } from '@/features/exams/setup/components/exams-setup-page';
import { visibleTabs } from '@/features/exams/setup/lib/tabs';
import { setupSearch } from '@/features/exams/setup/lib/search';

/**
 * Exams › List: exams, exam types and grading systems, a tab each. Any one of their list
 * privileges opens the page; the tabs shown are those the user may list.
 */
export const Route = createFileRoute('/_app/exams/list')({
  staticData: { title: 'Exams' },
  validateSearch: setupSearch,
  beforeLoad: ({ context }) => {
    if (!context.user || visibleTabs(context.user).length === 0) throw redirect({ to: '/error/$code', params: { code: '403' } });
  },
  // Prefetch, never ensure: no connection or a refused read is shown on the tab itself.
  loader: ({ context: { queryClient, user } }) => {
    const tabs = user ? visibleTabs(user) : [];
    return Promise.all([
      queryClient.prefetchQuery(yearOptionsQueryOptions()),
      tabs.includes('types') ? queryClient.prefetchQuery(examTypesQueryOptions()) : undefined,
      tabs.includes('grading') ? queryClient.prefetchQuery(gradingSystemsQueryOptions()) : undefined,
    ]);
  },
  component: ExamsListRoute,
});

function ExamsListRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Each pick replaces the address rather than piling up history: Back leaves the page.
  return <ExamsSetupPage user={user!} search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
}
