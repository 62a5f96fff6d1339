import { useQuery } from '@tanstack/react-query';
import { formatCount, type ClassSummaryRow, type Profile } from '@contract';
import { classSummaryQueryOptions } from '../api/reports';
import { classSummaryCsv, csvFileName } from '../lib/csv';
import { percent } from '../lib/numbers';
import { scopeNote } from '../lib/scope';
import type { RangeSearch } from '../lib/search';
import { useReportRange } from '../lib/use-report-range';
import { ClassChart } from './class-chart';
import { RangeDialog } from './range-dialog';
import { ReportFrame } from '@/components/report/report-frame';
import { Money, ReportTable, type ReportColumn } from '@/components/report/report-table';

export interface ClassSummaryPageProps {
  user: Profile;
  search: RangeSearch;
  onSearch: (next: RangeSearch) => void;
}

const TITLE = 'Class summary';
const rate = (r: number | null) => (r === null ? <span className="text-slate-500">—</span> : percent(r));

const columns: ReportColumn<ClassSummaryRow>[] = [
  { id: 'class', header: 'Class', cell: (c) => c.class_name },
  { id: 'students', header: 'Students', numeric: true, cell: (c) => formatCount(c.students) },
  { id: 'billed', header: 'Billed', numeric: true, cell: (c) => <Money minor={c.billed} /> },
  { id: 'collected', header: 'Collected', numeric: true, cell: (c) => <Money minor={c.collected} /> },
  { id: 'outstanding', header: 'Outstanding', numeric: true, cell: (c) => <Money minor={c.outstanding} /> },
  { id: 'rate', header: 'Collection rate', numeric: true, cell: (c) => rate(c.collection_rate) },
];

/** Finance › Class summary: billed, collected, outstanding and collection rate per class, with a chart. */
export function ClassSummaryPage({ user, search, onSearch }: ClassSummaryPageProps) {
  const report = useReportRange(search, user.time_zone);
  const summary = useQuery(classSummaryQueryOptions(report.range));
  return (
    <>
      <ReportFrame
        title={TITLE}
        user={user}
        period={report.label}
        query={summary}
        onFilter={report.openFilter}
        isEmpty={(r) => r.rows.length === 0 || r.rows.every((c) => !c.billed && !c.collected && !c.outstanding)}
        empty={scopeNote(user) ?? 'Nothing billed or collected in this range. Generate fees for a month, or choose another range.'}
        csv={(r) => ({ name: csvFileName(TITLE, r.from, r.to), text: classSummaryCsv(r) })}
      >
        {(r) => (
          <>
            <ClassChart rows={r.rows} currency={user.currency} />
            <p className="mb-3 text-sm text-slate-600">Collection rate is what was collected in the range against what was billed in it; payments for earlier months can take it past 100%.</p>
            <ReportTable
              caption={`${TITLE}, ${report.label}`}
              columns={columns}
              rows={r.rows}
              rowKey={(c) => c.class_id}
              totals={{
                class: 'Total',
                students: formatCount(r.totals.students),
                billed: <Money minor={r.totals.billed} />,
                collected: <Money minor={r.totals.collected} />,
                outstanding: <Money minor={r.totals.outstanding} />,
                rate: rate(r.totals.collection_rate),
              }}
            />
          </>
        )}
      </ReportFrame>
      <RangeDialog {...report.dialog} initial={report.range} onApply={(c) => onSearch({ from: c.from, to: c.to })} />
    </>
  );
}
