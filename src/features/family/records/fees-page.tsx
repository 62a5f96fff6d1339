import { useQuery } from '@tanstack/react-query';
import { familyFeesQueryOptions } from '@/api/family-records';
import { useFamilyGate } from '../components/page-states';
import { SavedNote } from '../components/saved-note';
import { FeesBalance } from './fees-balance';
import { FeesBus } from './fees-bus';
import { FeesStatement } from './fees-statement';

/**
 * Family › Fees: the balance due on top, the bus, then every charge and payment since the child
 * was admitted, each payment's receipt a tap away. Saved on the phone: it reads offline, marked
 * with the time it was saved.
 */
export function FeesPage({ childId }: { childId: number }) {
  const query = useQuery(familyFeesQueryOptions(childId));
  const gate = useFamilyGate(query, 'The statement');
  const data = query.data;
  return (
    <>
      <h1 className="mb-3 text-xl font-bold text-slate-900">Fees</h1>
      {gate ??
        (data ? (
          <div className="space-y-4">
            <SavedNote updatedAt={query.dataUpdatedAt} failed={query.isError} />
            <FeesBalance closing={data.statement.closing} currency={data.currency} asOf={data.statement.to} childName={data.statement.student.name} />
            <FeesBus bus={data.bus} currency={data.currency} />
            <FeesStatement statement={data.statement} currency={data.currency} childId={childId} />
          </div>
        ) : null)}
    </>
  );
}
