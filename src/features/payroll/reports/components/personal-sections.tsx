import { monthLabel } from '@contract';
import type { Deduction, PersonalReport, PersonalReportMonth, Recovery, RecoveryKind } from '@contract';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate } from '@/lib/format-date';
import { kindLabel } from '../lib/labels';
import { recoveryHref } from '../lib/search';
import { Day, Money, ReportTable, type ReportColumn } from '@/components/report/report-table';

const none = <span className="text-slate-600">—</span>;
const months = (from: string, to: string) => (from === to ? monthLabel(from, true) : `${monthLabel(from, true)} – ${monthLabel(to, true)}`);

const monthColumns: ReportColumn<PersonalReportMonth>[] = [
  { id: 'month', header: 'Month', cell: (m) => <span className="whitespace-nowrap">{monthLabel(m.month, true)}</span> },
  { id: 'gross', header: 'Gross', numeric: true, cell: (m) => <Money minor={m.gross} /> },
  { id: 'advances', header: 'Advances', numeric: true, cell: (m) => <Money minor={m.advances} /> },
  { id: 'loans', header: 'Loans', numeric: true, cell: (m) => <Money minor={m.loans} /> },
  { id: 'deductions', header: 'Deductions', numeric: true, cell: (m) => <Money minor={m.deductions} /> },
  { id: 'net', header: 'Net', numeric: true, cell: (m) => <Money minor={m.net} /> },
  // A paid month shows the day; one not yet paid, where its run stands (one column keeps the table on a tablet).
  { id: 'paid_on', header: 'Paid on', cell: (m) => (m.paid_on ? <Day iso={m.paid_on} /> : <StatusBadge status={m.status} />) },
];

/** The employee's payslips month by month, with the range's totals. */
export function MonthsTable({ report, caption }: { report: PersonalReport; caption: string }) {
  const t = report.total;
  return (
    <ReportTable
      caption={caption}
      columns={monthColumns}
      rows={report.months}
      rowKey={(m) => m.month}
      totals={{
        month: 'Total',
        gross: <Money minor={t.gross} />,
        advances: <Money minor={t.advances} />,
        loans: <Money minor={t.loans} />,
        deductions: <Money minor={t.deductions} />,
        net: <Money minor={t.net} />,
      }}
    />
  );
}

const recoveryColumns = (canOpen: (kind: RecoveryKind) => boolean): ReportColumn<Recovery>[] => [
  {
    id: 'kind',
    header: 'Kind',
    cell: (r) =>
      canOpen(r.kind) ? (
        <a href={recoveryHref(r.kind, r.id)} className="text-brand-700 underline-offset-2 hover:underline print:text-slate-900">
          {kindLabel(r.kind)}
          <span className="sr-only"> paid on {formatDate(r.paid_on)}</span>
        </a>
      ) : (
        kindLabel(r.kind)
      ),
  },
  { id: 'paid_on', header: 'Paid on', cell: (r) => <Day iso={r.paid_on} /> },
  { id: 'reason', header: 'Reason', wide: true, cell: (r) => r.reason },
  { id: 'amount', header: 'Principal', numeric: true, cell: (r) => <Money minor={r.amount} /> },
  { id: 'instalment', header: 'Instalment', numeric: true, wide: true, cell: (r) => <Money minor={r.instalment} /> },
  { id: 'recovered', header: 'Recovered', numeric: true, cell: (r) => <Money minor={r.recovered} /> },
  { id: 'remaining', header: 'Remaining', numeric: true, cell: (r) => <Money minor={r.remaining} /> },
  { id: 'next', header: 'Next month', cell: (r) => (r.next_month ? <span className="whitespace-nowrap">{monthLabel(r.next_month, true)}</span> : none) },
  { id: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
];

/** The employee's advances and loans, with what is left to recover. */
export function RecoveriesTable({ rows, caption, canOpen }: { rows: Recovery[]; caption: string; canOpen: (kind: RecoveryKind) => boolean }) {
  return <ReportTable caption={caption} columns={recoveryColumns(canOpen)} rows={rows} rowKey={(r) => `${r.kind}-${r.id}`} />;
}

const deductionColumns: ReportColumn<Deduction>[] = [
  { id: 'reason', header: 'Reason', cell: (d) => d.reason },
  { id: 'months', header: 'Months', cell: (d) => <span className="whitespace-nowrap">{months(d.from_month, d.to_month)}</span> },
  { id: 'amount', header: 'A month', numeric: true, cell: (d) => <Money minor={d.amount} /> },
  { id: 'applied', header: 'Taken', numeric: true, cell: (d) => `${d.applied_months} ${d.applied_months === 1 ? 'month' : 'months'}` },
  { id: 'total', header: 'Taken in all', numeric: true, cell: (d) => <Money minor={d.applied_total} /> },
  { id: 'status', header: 'Status', cell: (d) => <StatusBadge status={d.status} /> },
];

/** The employee's deductions, one-off or recurring, and what payroll has taken of each. */
export function DeductionsTable({ rows, caption }: { rows: Deduction[]; caption: string }) {
  return <ReportTable caption={caption} columns={deductionColumns} rows={rows} rowKey={(d) => d.id} />;
}
