import { useQuery } from '@tanstack/react-query';
import { formatMoney, type Profile } from '@contract';
import { payrollReportQueryOptions } from '../api/reports';
import { csvFileName, payrollReportCsv } from '../lib/csv';
import { typePlural } from '../lib/labels';
import { monthsBetween } from '../lib/months';
import type { PayrollReportSearch } from '../lib/search';
import { useMonthRange } from '../lib/use-month-range';
import { MonthRangeDialog } from './month-range-dialog';
import { PayrollTable } from './payroll-table';
import { ReportFrame } from '@/components/report/report-frame';

export interface PayrollReportPageProps {
  user: Profile;
  search: PayrollReportSearch;
  onSearch: (next: PayrollReportSearch) => void;
}

const TITLE = 'Payroll report';

/** Employees › Payroll report: approved and paid payroll by month and employee type, with totals. */
export function PayrollReportPage({ user, search, onSearch }: PayrollReportPageProps) {
  const report = useMonthRange(search, user.time_zone);
  const filter = { ...report.range, type: search.type };
  const payroll = useQuery(payrollReportQueryOptions(filter));
  return (
    <>
      <ReportFrame
        title={TITLE}
        user={user}
        period={report.label}
        details={search.type ? `${typePlural(search.type)} only` : 'All employee types'}
        query={payroll}
        onFilter={report.openFilter}
        isEmpty={(r) => r.rows.length === 0}
        empty="No approved payroll in these months. Generate and approve a month’s payroll, or choose other months."
        csv={(r) => ({ name: csvFileName(TITLE, r.from, r.to), text: payrollReportCsv(r) })}
      >
        {(r) => {
          const months = monthsBetween(r).length;
          const paid = new Set(r.rows.map((row) => row.month)).size;
          const unpaid = r.total.net - r.total.paid;
          return (
            <>
              <p className="mb-3 text-sm text-slate-700">
                {paid} of {months} {months === 1 ? 'month has' : 'months have'} approved payroll. Net pay {formatMoney(r.total.net, user.currency)}, paid{' '}
                {formatMoney(r.total.paid, user.currency)}
                {unpaid > 0 ? `, still to pay ${formatMoney(unpaid, user.currency)}` : ''}. Pending runs count once approved.
              </p>
              <PayrollTable report={r} type={search.type} caption={`${TITLE}, ${report.label}`} />
            </>
          );
        }}
      </ReportFrame>
      <MonthRangeDialog
        {...report.dialog}
        withType
        initial={filter}
        onApply={(c) => onSearch({ from: c.from, to: c.to, type: c.type })}
      />
    </>
  );
}
