import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { formatMoney, type Profile, type ReceiptRow } from '@contract';
import { serverTableProps } from '@/components/data-table/server-table';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { ToolbarDate } from '@/components/form/toolbar-fields';
import { buttonClass } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { EntryLink } from '@/components/ledger/entry-link';
import { fetchReceiptsPage, receiptBookQueryOptions, type ReceiptListState } from '../api/payments';

export interface ReceiptBookPageProps {
  user: Profile;
  state: ReceiptListState;
  onStateChange: (next: ReceiptListState) => void;
}

const describeDates = (filters: Record<string, string>) =>
  [filters.from ? `from ${formatDate(filters.from)}` : '', filters.to ? `to ${formatDate(filters.to)}` : '', filters.student_id ? `student ${filters.student_id}` : '']
    .filter(Boolean)
    .join(' ');

/** Finance › Receipt book: every receipt the school has given, newest first; void ones marked. */
export function ReceiptBookPage({ user, state, onStateChange }: ReceiptBookPageProps) {
  const list = useQuery(receiptBookQueryOptions(state));
  const navigate = useNavigate();
  const open = (r: ReceiptRow) => void navigate({ to: '/finance/receipt/$number', params: { number: r.number } });
  const choose = (patch: Partial<ReceiptListState>) => onStateChange({ ...state, page: 1, ...patch });

  const columns: Column<ReceiptRow>[] = [
    { id: 'number', header: 'No', sort: 'number', cell: (r) => <span className="font-mono text-slate-900">{r.number}</span>, text: (r) => r.number },
    { id: 'date', header: 'Date', sort: 'date', cell: (r) => <span className="whitespace-nowrap">{formatDate(r.date)}</span>, text: (r) => r.date },
    {
      id: 'student',
      header: 'Student',
      cell: (r) => (
        <span className="whitespace-nowrap">
          <span className="font-medium text-slate-900">{r.student_name}</span> <span className="text-slate-600">{r.admission_no}</span>
        </span>
      ),
      text: (r) => `${r.student_name} (${r.admission_no})`,
    },
    {
      id: 'amount',
      header: 'Amount',
      sort: 'amount',
      align: 'right',
      cell: (r) => <span className={`whitespace-nowrap ${r.voided ? 'text-slate-500 line-through' : ''}`}>{formatMoney(r.amount, user.currency)}</span>,
      text: (r) => formatMoney(r.amount),
    },
    { id: 'method', header: 'Method', cell: (r) => r.method, wide: true },
    { id: 'entry', header: 'Entry', cell: (r) => <EntryLink id={r.entry_id} user={user} />, text: (r) => r.entry_id, wide: true },
    { id: 'by', header: 'Received by', cell: (r) => r.received_by ?? '—', text: (r) => r.received_by ?? '', wide: true },
    {
      id: 'state',
      header: 'State',
      cell: (r) =>
        r.voided ? (
          <span className="inline-flex rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">Void</span>
        ) : (
          <span className="inline-flex rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">Valid</span>
        ),
      text: (r) => (r.voided ? 'Void' : 'Valid'),
    },
    {
      id: 'open',
      header: 'Receipt',
      align: 'right',
      cell: (r) => (
        <a href={`#/finance/receipt/${r.number}`} className={buttonClass('ghost', 'px-2 py-1')}>
          Open<span className="sr-only"> receipt {r.number}</span>
        </a>
      ),
      text: () => null,
    },
  ];

  return (
    <DataTable
      title="Receipt Book"
      columns={columns}
      {...serverTableProps(list, state, onStateChange, fetchReceiptsPage, (r) => r.number)}
      onOpen={open}
      searchLabel="Search by student or receipt no"
      emptyMessage="No receipts yet. Receive a payment to write the first one."
      describeFilters={describeDates}
      actions={
        <>
          <ToolbarDate label="From" value={state.from ?? ''} max={state.to} onChange={(value) => choose({ from: value || undefined })} />
          <ToolbarDate label="To" value={state.to ?? ''} min={state.from} onChange={(value) => choose({ to: value || undefined })} />
          <a href="#/finance/payment" className={buttonClass('primary')}>
            Receive payment
          </a>
        </>
      }
    />
  );
}
