import { createFileRoute, redirect } from '@tanstack/react-router';
import { classOptionsQueryOptions } from '@/api/classes';
import { examsQueryOptions } from '@/features/exams/setup/api/exams';
import { PapersPage } from '@/features/exams/setup/components/papers-page';
import { papersSearch } from '@/features/exams/setup/lib/search';
import { can } from '@/lib/can';

/** Exams › Exam subjects: a class's papers in an exam. `exam-subject` or `list-exam-subject` opens it. */
export const Route = createFileRoute('/_app/exams/add-exam-subject')({
  staticData: { title: 'Exam subjects' },
  validateSearch: papersSearch,
  beforeLoad: ({ context: { user } }) => {
    if (!can(user, 'exam-subject') && !can(user, 'list-exam-subject')) throw redirect({ to: '/error/$code', params: { code: '403' } });
  },
  // Prefetch, never ensure: no connection or a refused read is shown on the page itself.
  loader: ({ context: { queryClient } }) => Promise.all([queryClient.prefetchQuery(examsQueryOptions({})), queryClient.prefetchQuery(classOptionsQueryOptions())]),
  component: ExamSubjectsRoute,
});

function ExamSubjectsRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Each pick replaces the address rather than piling up history: Back leaves the page.
  return <PapersPage user={user!} search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
}
