import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { familyReceiptQueryOptions } from '@/api/family-records';
import { NoChild } from '@/features/family/components/no-child';
import { FamilyReceiptPage, NoReceipt } from '@/features/family/records/fees-receipt';
import { idKey } from '@/lib/search-keys';

/** Family › a receipt, to print: `?child=ID&number=N` (a receipt number, from the Fees page). */
export const Route = createFileRoute('/family/receipt')({
  staticData: { title: 'Receipt' },
  validateSearch: v.object({ number: idKey }),
  loaderDeps: ({ search }) => ({ child: search.child, number: search.number }),
  loader: ({ context: { queryClient, child }, deps }) =>
    child && deps.number ? queryClient.prefetchQuery(familyReceiptQueryOptions(child.id, deps.number)) : undefined,
  component: ReceiptRoute,
});

function ReceiptRoute() {
  const { child } = Route.useRouteContext();
  const { number } = Route.useSearch();
  if (!child) return <NoChild />;
  return number ? <FamilyReceiptPage key={`${child.id}-${number}`} childId={child.id} number={number} /> : <NoReceipt childId={child.id} />;
}
