import { useQuery } from '@tanstack/react-query';
import { accountOptionsQueryOptions } from '@/api/finance';
import { QueryProblem } from '@/components/overlays/query-state';
import { useOnline } from '@/lib/online';
import { useSaveAccount } from '../api/accounts';
import { AccountForm } from '../forms/account-form';

export interface AddAccountPageProps {
  onAdded: () => void;
  onCancel: () => void;
}

/** Finance › Add account: the chart's account form on a page of its own. */
export function AddAccountPage({ onAdded, onCancel }: AddAccountPageProps) {
  const online = useOnline();
  const chart = useQuery(accountOptionsQueryOptions());
  const save = useSaveAccount(onAdded);

  return (
    <div className="mx-auto max-w-2xl space-y-4">
      {!online ? <QueryProblem title="This needs a connection" message="Adding an account saves to the server; what you type stays here until you save." /> : null}
      <section aria-labelledby="add-account-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="add-account-heading" className="mb-4 text-base font-semibold text-slate-900">
          New account
        </h2>
        <AccountForm accounts={chart.data ?? []} pending={save.isPending} submitLabel="Add account" onCancel={onCancel} onSubmit={(input) => save.mutate({ id: null, input })} />
      </section>
    </div>
  );
}
