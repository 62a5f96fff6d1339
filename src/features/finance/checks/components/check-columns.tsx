import { formatMoney, type CheckRow, type Profile } from '@contract';
import type { Column } from '@/components/data-table/data-table';
import { EntryLink } from '@/components/ledger/entry-link';
import { Button, focusRing } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { CheckStatusBadge } from './check-status-badge';

export interface CheckActions {
  onClear: (check: CheckRow) => void;
  onVoid: (check: CheckRow) => void;
}

/** When the status changed, under its badge: the register reads like a bank reconciliation. */
const statusDate = (c: CheckRow) => (c.status === 'Cleared' ? c.cleared_on : c.status === 'Voided' ? c.voided_on : null);

/** The register's columns: a check's number, payee, bank, amount and state (each with its entry), with what can be done to it. */
export function checkColumns(user: Profile, actions: CheckActions): Column<CheckRow>[] {
  const currency = user.currency;
  return [
    { id: 'date', header: 'Date', sort: 'date', cell: (c) => <span className="whitespace-nowrap">{formatDate(c.date)}</span>, text: (c) => c.date },
    {
      id: 'number',
      header: 'Number',
      sort: 'number',
      // The number opens the voucher: a row needs no separate button for it, which keeps the row within a tablet's width.
      cell: (c) => (
        <span className="flex flex-col items-start gap-0.5">
          <a href={`#/finance/check/${c.id}`} aria-label={`Voucher of check ${c.number}`} className={`font-mono text-brand-700 underline ${focusRing}`}>
            {c.number}
          </a>
          {/* Under the number rather than a column of its own: the row stays within a tablet's width. */}
          <span className="whitespace-nowrap text-xs text-slate-600">
            entry <EntryLink id={c.entry_id} user={user} />
          </span>
        </span>
      ),
      text: (c) => `${c.number} entry #${c.entry_id}`,
    },
    { id: 'payee', header: 'Payee', sort: 'payee', cell: (c) => <span className="font-medium text-slate-900">{c.payee}</span>, text: (c) => c.payee },
    { id: 'bank', header: 'Bank', cell: (c) => c.bank_account_name, text: (c) => c.bank_account_name, wide: true },
    {
      id: 'amount',
      header: 'Amount',
      sort: 'amount',
      align: 'right',
      cell: (c) => <span className={`whitespace-nowrap ${c.status === 'Voided' ? 'text-slate-500 line-through' : ''}`}>{formatMoney(c.amount, currency)}</span>,
      text: (c) => formatMoney(c.amount),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (c) => (
        <span className="flex flex-col items-start gap-0.5">
          <CheckStatusBadge status={c.status} />
          {statusDate(c) ? <span className="whitespace-nowrap text-xs text-slate-600">{formatDate(statusDate(c))}</span> : null}
          {/* A voided check's second entry: the one that took the payment back. */}
          {c.void_entry_id ? (
            <span className="whitespace-nowrap text-xs text-slate-600">
              reversal <EntryLink id={c.void_entry_id} user={user} />
            </span>
          ) : null}
        </span>
      ),
      text: (c) => [c.status, statusDate(c), c.void_entry_id ? `reversal #${c.void_entry_id}` : null].filter(Boolean).join(' '),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      pin: true,
      // Only a check still out with the payee can clear or be voided; a cleared one the bank has paid.
      cell: (c) =>
        c.status === 'Issued' ? (
          <span className="flex justify-end gap-1">
            <Button variant="ghost" className="whitespace-nowrap px-2 py-1" onClick={() => actions.onClear(c)}>
              Mark cleared <span className="sr-only">check {c.number}</span>
            </Button>
            <Button variant="ghost" className="whitespace-nowrap px-2 py-1 text-red-800" onClick={() => actions.onVoid(c)}>
              Void <span className="sr-only">check {c.number}</span>
            </Button>
          </span>
        ) : null,
      text: () => null,
    },
  ];
}
