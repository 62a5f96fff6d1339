import { useQuery } from '@tanstack/react-query';
import { accountOptionsQueryOptions } from '@/api/finance';
import { Modal } from '@/components/dialogs/modal';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { useSetDefaultAccounts } from '../api/settings';
import { DefaultAccountsForm } from '../forms/default-accounts-form';

export interface DefaultAccountsDialogProps {
  open: boolean;
  /** Stable (a useCallback): the Modal closes on navigation through it. */
  onClose: () => void;
}

/** Finance › Chart of accounts › Default accounts (`defualt-account`). */
export function DefaultAccountsDialog({ open, onClose }: DefaultAccountsDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Default accounts" width="34rem">
      <DefaultsBody onClose={onClose} />
    </Modal>
  );
}

function Problem({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <div className="space-y-4">
      <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
        {message}
      </p>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}

/** Mounted while the dialog is open, so each opening reads the chart afresh: the defaults may have moved. */
function DefaultsBody({ onClose }: { onClose: () => void }) {
  const online = useOnline();
  const chart = useQuery({ ...accountOptionsQueryOptions(), refetchOnMount: 'always' });
  const save = useSetDefaultAccounts(onClose);

  let body;
  if (chart.data && (chart.isFetchedAfterMount || !online)) {
    body = <DefaultAccountsForm accounts={chart.data} pending={save.isPending} onCancel={onClose} onSubmit={(input) => save.mutate(input)} />;
  } else if (!online) {
    body = <Problem message="The accounts are read from the server: connect to set the defaults." onClose={onClose} />;
  } else if (chart.isError) {
    body = <Problem message={`The chart of accounts could not be read (${errorMessage(chart.error)}).`} onClose={onClose} />;
  } else {
    body = <p className="py-6 text-center text-sm text-slate-600">Reading the chart…</p>;
  }
  return (
    <>
      <p className="mb-4 text-sm text-slate-700">Which account each kind of posting uses when the person posting does not choose one.</p>
      {!online && chart.data ? (
        <p role="status" className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          Saving needs a connection; what you choose stays here until then.
        </p>
      ) : null}
      {body}
    </>
  );
}
