import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { allExamsQueryOptions, gradingSystemsQueryOptions } from '@/api/exam-lists';
import { entrySearch } from '@/features/exams/entry/api/picker';
import { markSheetQueryOptions } from '@/features/exams/entry/api/sheet';
import { EntryPickerPage } from '@/features/exams/entry/components/picker-page';
import { MarkSheetPage } from '@/features/exams/entry/components/sheet-page';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['exam-entry'];

/**
 * Exams › Exam Result (issue 16): the picker (exam, section, paper) until `paper` is in the
 * address, then that paper's grid for the section. Every state (offline with no saved copy, a
 * refusal) is the page's own, so the loader only prefetches.
 */
export const Route = createFileRoute('/_app/exams/exam-entry')({
  staticData: { title: 'Exam Result' },
  validateSearch: entrySearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all(
      deps.paper && deps.section
        ? [queryClient.prefetchQuery(markSheetQueryOptions(deps.paper, deps.section)), queryClient.prefetchQuery(gradingSystemsQueryOptions())]
        : [queryClient.prefetchQuery(allExamsQueryOptions())],
    ),
  component: ExamEntryRoute,
});

function ExamEntryRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  if (search.paper && search.section) {
    return (
      <MarkSheetPage
        key={`${search.paper}.${search.section}`}
        user={user!}
        paperId={search.paper}
        sectionId={search.section}
        onOpenPaper={(paper) => void navigate({ search: { ...search, paper } })}
      />
    );
  }
  // Each pick replaces the address rather than piling up history: Back leaves the page.
  return <EntryPickerPage user={user!} search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
}
