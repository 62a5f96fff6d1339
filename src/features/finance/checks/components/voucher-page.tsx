import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@contract';
import { QueryProblem } from '@/components/overlays/query-state';
import { Button, buttonClass } from '@/components/ui/button';
import { HttpError, errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { EntryLink } from '@/components/ledger/entry-link';
import { checkQueryOptions } from '../api/checks';
import { CheckVoucher, VOUCHER_CLASS } from './check-voucher';

// Only the voucher prints: the shell (sidebar, navbar, footer) and the buttons stay on screen.
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  .${VOUCHER_CLASS}, .${VOUCHER_CLASS} * { visibility: visible !important; }
  .${VOUCHER_CLASS} { position: absolute; inset: 0 auto auto 0; width: 100%; max-width: none; margin: 0; box-shadow: none; border: 0; }
  @page { margin: 16mm; }
}`;

/** Finance › Payment voucher: a check's voucher, to print and file with the receipt. */
export function VoucherPage({ user, checkId }: { user: Profile; checkId: number }) {
  const online = useOnline();
  const query = useQuery(checkQueryOptions(checkId));
  const links = (
    <div className="flex flex-wrap gap-2">
      <a href="#/finance/checks" className={buttonClass('secondary')}>
        Check Register
      </a>
      <a href="#/finance/write-check" className={buttonClass('secondary')}>
        Write another check
      </a>
    </div>
  );
  if (!query.data && (!online || (query.error instanceof HttpError && query.error.isNetwork))) {
    return <QueryProblem title="This needs a connection" message="The voucher is read from the server; finance data is not kept on this device." action={links} />;
  }
  if (query.isError && !query.data) return <QueryProblem title="No such check" message={errorMessage(query.error)} action={links} />;
  if (!query.data) return <p className="py-12 text-center text-sm text-slate-600">Loading…</p>;

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap justify-end gap-2 print:hidden">
        {links}
        <Button onClick={() => window.print()}>Print voucher</Button>
      </div>
      <p className="text-sm text-slate-700 print:hidden">
        Posted as <EntryLink id={query.data.entry_id} user={user}>entry #{query.data.entry_id}</EntryLink>
        {query.data.void_entry_id !== null ? (
          <>
            ; voided by <EntryLink id={query.data.void_entry_id} user={user}>entry #{query.data.void_entry_id}</EntryLink>
          </>
        ) : null}
        .
      </p>
      <CheckVoucher check={query.data} currency={user.currency} />
    </div>
  );
}
