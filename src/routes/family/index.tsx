import { createFileRoute } from '@tanstack/react-router';
import { familyHomeQueryOptions } from '@/api/family';
import { FamilyHomePage } from '@/features/family/components/home-page';
import { NoChild } from '@/features/family/components/no-child';

export const Route = createFileRoute('/family/')({
  staticData: { title: 'Home' },
  loaderDeps: ({ search }) => ({ child: search.child }),
  // Prefetch, never ensure: offline, a saved copy or "open it once online" is shown on the page.
  loader: ({ context: { queryClient, child } }) => (child ? queryClient.prefetchQuery(familyHomeQueryOptions(child.id)) : undefined),
  component: FamilyHomeRoute,
});

function FamilyHomeRoute() {
  const { child } = Route.useRouteContext();
  return child ? <FamilyHomePage key={child.id} childId={child.id} /> : <NoChild />;
}
