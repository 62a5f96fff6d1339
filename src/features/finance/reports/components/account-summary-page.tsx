import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_TYPE_LABELS, type AccountSummary, type AccountSummaryRow, type Profile } from '@contract';
import { accountSummaryQueryOptions } from '../api/reports';
import { accountSummaryCsv, csvFileName } from '../lib/csv';
import type { DateRange } from '../lib/range';
import type { AccountReportSearch } from '../lib/search';
import { useReportRange } from '../lib/use-report-range';
import { AccountLinesView } from './account-lines-view';
import { RangeDialog } from './range-dialog';
import { ReportFrame } from '@/components/report/report-frame';
import { Money, ReportTable, type ReportColumn } from '@/components/report/report-table';

export interface AccountSummaryPageProps {
  user: Profile;
  search: AccountReportSearch;
  /** A new address: a pushed history entry, so Back returns to the previous range or the summary. */
  onSearch: (next: AccountReportSearch) => void;
}

const TITLE = 'Account summary';

/** The drill-down's address: the same range, one account. */
export const accountHref = (id: number, range: DateRange) => `#/finance/account-report?${new URLSearchParams({ account: String(id), ...range }).toString()}`;

const noActivity = (r: AccountSummary) => r.rows.every((a) => !a.opening && !a.debits && !a.credits && !a.closing);

/** Finance › Account summary: opening, debits, credits and closing per account; a row opens its lines. */
export function AccountSummaryPage({ user, search, onSearch }: AccountSummaryPageProps) {
  const report = useReportRange(search, user.time_zone);
  const { range } = report;
  const summary = useQuery({ ...accountSummaryQueryOptions(range), enabled: !search.account });
  const filter = (
    <RangeDialog {...report.dialog} initial={range} onApply={(c) => onSearch({ ...search, from: c.from, to: c.to })} />
  );

  if (search.account) {
    return (
      <>
        <AccountLinesView user={user} accountId={search.account} range={range} label={report.label} onFilter={report.openFilter} backHref={`#/finance/account-report?${new URLSearchParams({ ...range }).toString()}`} />
        {filter}
      </>
    );
  }

  const columns: ReportColumn<AccountSummaryRow>[] = [
    { id: 'code', header: 'Code', cell: (a) => <span className="font-mono">{a.code}</span> },
    {
      id: 'name',
      header: 'Account',
      cell: (a) => (
        <a href={accountHref(a.account_id, range)} className="font-medium text-brand-700 underline-offset-2 hover:underline print:text-slate-900">
          {a.name}
          <span className="sr-only">: its lines</span>
        </a>
      ),
    },
    { id: 'type', header: 'Type', wide: true, cell: (a) => ACCOUNT_TYPE_LABELS[a.type] },
    { id: 'opening', header: 'Opening', numeric: true, cell: (a) => <Money minor={a.opening} /> },
    { id: 'debits', header: 'Debits', numeric: true, cell: (a) => <Money minor={a.debits} /> },
    { id: 'credits', header: 'Credits', numeric: true, cell: (a) => <Money minor={a.credits} /> },
    { id: 'closing', header: 'Closing', numeric: true, cell: (a) => <Money minor={a.closing} /> },
  ];

  return (
    <>
      <ReportFrame
        title={TITLE}
        user={user}
        period={report.label}
        query={summary}
        onFilter={report.openFilter}
        isEmpty={noActivity}
        empty="No postings in this range. Generate fees or receive a payment, or choose another range."
        csv={(r) => ({ name: csvFileName(TITLE, r.from, r.to), text: accountSummaryCsv(r) })}
      >
        {(r) => (
          <>
            <p className="mb-3 text-sm text-slate-600 print:hidden">Balances are in each account’s normal direction. Open an account to see its lines.</p>
            <ReportTable
              caption={`${TITLE}, ${report.label}`}
              columns={columns}
              rows={r.rows}
              rowKey={(a) => a.account_id}
              totals={{ code: 'Total', debits: <Money minor={r.totals.debits} />, credits: <Money minor={r.totals.credits} /> }}
            />
          </>
        )}
      </ReportFrame>
      {filter}
    </>
  );
}
