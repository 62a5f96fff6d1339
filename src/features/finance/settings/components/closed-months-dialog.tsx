import { monthLabel } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Profile } from '@contract';
import { ColumnHeads } from '@/components/data-table/column-heads';
import { CloseFooter } from '@/components/dialogs/close-footer';
import { Modal } from '@/components/dialogs/modal';
import { ADMIN_ROLE_ID } from '@/lib/can';
import { formatDateTime } from '@/lib/format-date';
import { errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { todayIn } from '@/lib/today';
import { closedMonthsQueryOptions, useCloseMonth, type ClosedMonth } from '../api/settings';
import { CloseMonthForm } from '../forms/close-month-form';

export interface ClosedMonthsDialogProps {
  user: Profile;
  open: boolean;
  /** Stable (a useCallback): the Modal closes on navigation through it. */
  onClose: () => void;
}

/** Finance › Chart of accounts › Closed months: the list for everyone, and closing one for an Admin. */
export function ClosedMonthsDialog({ user, open, onClose }: ClosedMonthsDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Closed months" width="36rem">
      <ClosedMonthsBody user={user} onClose={onClose} />
    </Modal>
  );
}

/** "2026-10" a month before "2026-11". */
function monthBefore(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

function ClosedList({ rows, timeZone }: { rows: ClosedMonth[]; timeZone: string }) {
  if (rows.length === 0) return <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">No month has been closed yet.</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Closed months</caption>
      <ColumnHeads row="border-b border-slate-200 text-slate-700" cell="py-2 pr-3 last:pr-0" heads={['Month', 'Closed by', 'Closed on']} />
      <tbody>
        {rows.map((r) => (
          <tr key={r.month} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="py-2 pr-3 font-medium text-slate-900">{monthLabel(r.month.slice(0, 7))}</th>
            <td className="py-2 pr-3 text-slate-800">{r.closed_by ?? '—'}</td>
            <td className="whitespace-nowrap py-2 text-slate-800">{formatDateTime(r.closed_at, timeZone)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Mounted while the dialog is open, so each opening reads the list afresh. */
function ClosedMonthsBody({ user, onClose }: { user: Profile; onClose: () => void }) {
  const online = useOnline();
  const list = useQuery({ ...closedMonthsQueryOptions(), refetchOnMount: 'always' });
  const [round, setRound] = useState(0);
  const close = useCloseMonth(() => setRound((r) => r + 1));
  const isAdmin = user.role_id === ADMIN_ROLE_ID;
  const closed = new Set((list.data ?? []).map((r) => r.month.slice(0, 7)));
  const thisMonth = todayIn(user.time_zone).slice(0, 7);
  const lastMonth = monthBefore(thisMonth);

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">No entry can be dated in a closed month. Entries posted before it was closed stay as they are.</p>
      {list.data ? (
        <ClosedList rows={list.data} timeZone={user.time_zone} />
      ) : list.isError || !online ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {online ? `The closed months could not be read (${errorMessage(list.error)}).` : 'The closed months are read from the server: connect to see them.'}
        </p>
      ) : (
        <p className="py-4 text-center text-sm text-slate-600">Reading the closed months…</p>
      )}
      {isAdmin ? (
        <section aria-labelledby="close-month-heading" className="border-t border-slate-200 pt-4">
          <h3 id="close-month-heading" className="mb-2 text-base font-semibold text-slate-900">
            Close a month
          </h3>
          {list.data ? (
            <CloseMonthForm
              key={round}
              closed={closed}
              thisMonth={thisMonth}
              initial={closed.has(lastMonth) ? '' : lastMonth}
              pending={close.isPending}
              onSubmit={(month) => close.mutate(month)}
            />
          ) : null}
        </section>
      ) : (
        <p className="text-sm text-slate-600">Only an Admin can close a month.</p>
      )}
      <CloseFooter onClose={onClose} label="Done" ruled />
    </div>
  );
}
