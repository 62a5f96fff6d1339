import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Profile } from '@contract';
import { QueryProblem } from '@/components/overlays/query-state';
import { Button } from '@/components/ui/button';
import { can } from '@/lib/can';
import { HttpError, errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { todayIn } from '@/lib/today';
import { entryQueryOptions } from '../api/entries';
import { ENTRY_VOUCHER_CLASS, EntryVoucher } from './entry-voucher';
import { ReverseEntryDialog } from './reverse-entry-dialog';

export interface EntryPageProps {
  user: Profile;
  entryId: number;
  /** After a reversal: open the new entry. */
  onOpenEntry: (entryId: number) => void;
  /** For tests: how a submission's key is made. */
  makeKey?: () => string;
}

// Only the voucher prints: the shell (sidebar, navbar, footer) and the buttons stay on screen.
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  .${ENTRY_VOUCHER_CLASS}, .${ENTRY_VOUCHER_CLASS} * { visibility: visible !important; }
  .${ENTRY_VOUCHER_CLASS} { position: absolute; inset: 0 auto auto 0; width: 100%; margin: 0; box-shadow: none; border: 0; }
  @page { margin: 16mm; }
}`;

/**
 * Finance › Journal entry: one entry as a voucher, reached from the reports and registers.
 * Whoever may correct the books (`update-account`, or an Admin) can reverse it from here.
 */
export function EntryPage({ user, entryId, onOpenEntry, makeKey }: EntryPageProps) {
  const online = useOnline();
  const query = useQuery(entryQueryOptions(entryId));
  const [reversing, setReversing] = useState(false);
  const close = useCallback(() => setReversing(false), []);
  const canReverse = can(user, 'update-account');

  if (!query.data && (!online || (query.error instanceof HttpError && query.error.isNetwork))) {
    return <QueryProblem title="This needs a connection" message="The entry is read from the server; finance data is not kept on this device." />;
  }
  if (query.isError && !query.data) return <QueryProblem title="No such entry" message={errorMessage(query.error)} />;
  if (!query.data) return <p className="py-12 text-center text-sm text-slate-600">Loading…</p>;
  const entry = query.data;

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap gap-2 print:hidden">
        {/* An installed app has no browser Back button; the entry is opened from a report or register. */}
        {window.history.length > 1 ? (
          <Button variant="ghost" onClick={() => window.history.back()}>
            ← Back
          </Button>
        ) : null}
        <Button variant="secondary" className="ml-auto" onClick={() => window.print()}>
          Print
        </Button>
        {canReverse && entry.reversed_by_id === null ? (
          <Button variant="danger" disabled={!online} title={online ? undefined : 'Reversing needs a connection'} onClick={() => setReversing(true)}>
            Reverse entry
          </Button>
        ) : null}
      </div>
      <EntryVoucher entry={entry} schoolName={user.school_name} currency={user.currency} user={user} />
      {canReverse ? (
        <ReverseEntryDialog
          entry={entry}
          open={reversing}
          onClose={close}
          today={todayIn(user.time_zone)}
          onReversed={(id) => {
            close();
            onOpenEntry(id);
          }}
          onConflict={() => void query.refetch()}
          makeKey={makeKey}
        />
      ) : null}
    </div>
  );
}
