import { createFileRoute } from '@tanstack/react-router';
import { familyExamsQueryOptions } from '@/api/family-records';
import { NoChild } from '@/features/family/components/no-child';
import { ExamsPage } from '@/features/family/records/exams-page';

/** Family › Exams: the child the layout chose (`?child=ID`). */
export const Route = createFileRoute('/family/exams')({
  staticData: { title: 'Exams' },
  loaderDeps: ({ search }) => ({ child: search.child }),
  // Prefetch, never ensure: offline, a saved copy or "open it once online" is shown on the page.
  loader: ({ context: { queryClient, child } }) => (child ? queryClient.prefetchQuery(familyExamsQueryOptions(child.id)) : undefined),
  component: ExamsRoute,
});

function ExamsRoute() {
  const { child } = Route.useRouteContext();
  return child ? <ExamsPage key={child.id} childId={child.id} /> : <NoChild />;
}
