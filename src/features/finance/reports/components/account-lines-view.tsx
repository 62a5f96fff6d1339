import { useQuery } from '@tanstack/react-query';
import { formatMoney, type AccountLine, type Profile } from '@contract';
import { accountLinesQueryOptions } from '../api/reports';
import { accountLinesCsv, csvFileName } from '../lib/csv';
import { kindLabel } from '../lib/labels';
import type { DateRange } from '../lib/range';
import { ReportFrame } from '@/components/report/report-frame';
import { Day, Money, type ReportColumn } from '@/components/report/report-table';
import { EntryLink } from '@/components/ledger/entry-link';
import { MemoCell } from './memo-cell';
import { PagedReportTable } from './paged-report-table';

export interface AccountLinesViewProps {
  user: Profile;
  accountId: number;
  range: DateRange;
  label: string;
  onFilter: () => void;
  backHref: string;
}

const muted = <span className="text-slate-500">—</span>;

const columnsFor = (user: Profile): ReportColumn<AccountLine>[] => [
  { id: 'date', header: 'Date', cell: (l) => <Day iso={l.date} /> },
  // The entry's page is where a wrong posting is reversed.
  { id: 'entry', header: 'Entry', numeric: true, cell: (l) => <EntryLink id={l.entry_id} user={user} /> },
  { id: 'kind', header: 'Kind', cell: (l) => kindLabel(l.kind) },
  { id: 'memo', header: 'Memo', cell: (l) => <MemoCell memo={l.memo} reference={l.reference} /> },
  { id: 'student', header: 'Student', wide: true, cell: (l) => l.student_name ?? muted },
  { id: 'debit', header: 'Debit', numeric: true, cell: (l) => (l.debit ? <Money minor={l.debit} /> : '') },
  { id: 'credit', header: 'Credit', numeric: true, cell: (l) => (l.credit ? <Money minor={l.credit} /> : '') },
  { id: 'balance', header: 'Balance', numeric: true, cell: (l) => <Money minor={l.balance} /> },
];

/** Account summary › one account: every line in the range with its running balance. */
export function AccountLinesView({ user, accountId, range, label, onFilter, backHref }: AccountLinesViewProps) {
  const lines = useQuery(accountLinesQueryOptions(accountId, range));
  const account = lines.data?.account;
  return (
    <div className="space-y-3">
      <a href={backHref} className="inline-block text-sm font-medium text-brand-700 underline-offset-2 hover:underline print:hidden">
        ← Back to the account summary
      </a>
      <ReportFrame
        title={account ? `${account.code} ${account.name}` : 'Account lines'}
        user={user}
        period={account ? `${account.code} ${account.name} · ${label}` : label}
        query={lines}
        onFilter={onFilter}
        isEmpty={(r) => r.lines.length === 0}
        empty={(r) => `No postings to ${r.account.name} in this range; its balance stayed ${formatMoney(r.opening, user.currency)}. Choose another range to see earlier lines.`}
        csv={(r) => ({ name: csvFileName(`${r.account.code} ${r.account.name}`, r.from, r.to), text: accountLinesCsv(r) })}
      >
        {(r) => (
          <PagedReportTable
            caption={`Lines of ${r.account.code} ${r.account.name}, ${label}`}
            columns={columnsFor(user)}
            rows={r.lines}
            rowKey={(l) => `${l.entry_id}-${l.line_no}`}
            first={{ date: <Day iso={r.from} />, memo: 'Opening balance', balance: <Money minor={r.opening} /> }}
            last={{ date: <Day iso={r.to} />, memo: 'Closing balance', balance: <Money minor={r.closing} /> }}
          />
        )}
      </ReportFrame>
    </div>
  );
}
