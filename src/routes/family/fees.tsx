import { createFileRoute } from '@tanstack/react-router';
import { familyFeesQueryOptions } from '@/api/family-records';
import { NoChild } from '@/features/family/components/no-child';
import { FeesPage } from '@/features/family/records/fees-page';

/** Family › Fees: the child the layout chose (`?child=ID`). */
export const Route = createFileRoute('/family/fees')({
  staticData: { title: 'Fees' },
  loaderDeps: ({ search }) => ({ child: search.child }),
  // Prefetch, never ensure: offline the saved statement renders, or "open it once online" is shown on the page.
  loader: ({ context: { queryClient, child } }) => (child ? queryClient.prefetchQuery(familyFeesQueryOptions(child.id)) : undefined),
  component: FeesRoute,
});

function FeesRoute() {
  const { child } = Route.useRouteContext();
  return child ? <FeesPage key={child.id} childId={child.id} /> : <NoChild />;
}
