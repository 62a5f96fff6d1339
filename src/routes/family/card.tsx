import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { familyCardQueryOptions } from '@/api/family-records';
import { NoChild } from '@/features/family/components/no-child';
import { IssuedCardPage, NoPaper } from '@/features/family/records/exams-issued-card';
import { idKey } from '@/lib/search-keys';

/** Family › a report card, to print: `?child=ID&card=ID` (an issued card's id, from the Exams page). */
export const Route = createFileRoute('/family/card')({
  staticData: { title: 'Report card' },
  validateSearch: v.object({ card: idKey }),
  loaderDeps: ({ search }) => ({ child: search.child, card: search.card }),
  loader: ({ context: { queryClient, child }, deps }) =>
    child && deps.card ? queryClient.prefetchQuery(familyCardQueryOptions(child.id, deps.card)) : undefined,
  component: CardRoute,
});

function CardRoute() {
  const { child, me } = Route.useRouteContext();
  const { card } = Route.useSearch();
  if (!child) return <NoChild />;
  return card ? <IssuedCardPage key={`${child.id}-${card}`} childId={child.id} cardId={card} schoolName={me.school.name} /> : <NoPaper childId={child.id} />;
}
