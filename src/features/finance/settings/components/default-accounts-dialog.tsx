import { useQuery } from '@tanstack/react-query';
import { accountOptionsQueryOptions } from '@/api/finance';
import { Modal } from '@/components/dialogs/modal';
import { DialogReads } from '@/components/dialogs/dialog-reads';
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

/** Mounted while the dialog is open, so each opening reads the chart afresh: the defaults may have moved. */
function DefaultsBody({ onClose }: { onClose: () => void }) {
  const online = useOnline();
  const chart = useQuery({ ...accountOptionsQueryOptions(), refetchOnMount: 'always' });
  const save = useSetDefaultAccounts(onClose);

  return (
    <>
      <p className="mb-4 text-sm text-slate-700">Which account each kind of posting uses when the person posting does not choose one.</p>
      {!online && chart.data ? (
        <p role="status" className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          Saving needs a connection; what you choose stays here until then.
        </p>
      ) : null}
      <DialogReads
        reads={[chart]}
        // Online, the chart read before this opening may be out of date: wait for the fresh one.
        settling={online && !chart.isFetchedAfterMount}
        loading="Reading the chart…"
        failed={(error) => `The chart of accounts could not be read (${errorMessage(error)}).`}
        offline="The accounts are read from the server: connect to set the defaults."
        onClose={onClose}
      >
        {(accounts) => <DefaultAccountsForm accounts={accounts} pending={save.isPending} onCancel={onClose} onSubmit={(input) => save.mutate(input)} />}
      </DialogReads>
    </>
  );
}
