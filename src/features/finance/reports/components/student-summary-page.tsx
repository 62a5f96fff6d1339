import { useQuery } from '@tanstack/react-query';
import { formatMoney, type Profile, type StudentSummaryRow } from '@contract';
import { classOptionsQueryOptions } from '@/api/classes';
import { classSectionsQueryOptions } from '@/api/sections';
import { can } from '@/lib/can';
import { studentSummaryQueryOptions } from '../api/reports';
import { csvFileName, studentSummaryCsv } from '../lib/csv';
import { scopeNote } from '../lib/scope';
import { statementHref, type StudentReportSearch } from '../lib/search';
import { useReportRange } from '../lib/use-report-range';
import { RangeDialog } from './range-dialog';
import { ReportFrame } from '@/components/report/report-frame';
import { Money, type ReportColumn } from '@/components/report/report-table';
import { PagedReportTable } from './paged-report-table';

export interface StudentSummaryPageProps {
  user: Profile;
  search: StudentReportSearch;
  onSearch: (next: StudentReportSearch) => void;
}

const TITLE = 'Student summary';

function Balance({ minor }: { minor: number }) {
  return (
    <span className={minor > 0 ? 'font-semibold text-slate-900' : ''}>
      <Money minor={minor} plain />
      {minor < 0 ? <span className="ml-1 text-xs text-emerald-800">paid ahead</span> : null}
    </span>
  );
}

/** Finance › Student summary: billed, paid and balance per student, those who owe most first. */
export function StudentSummaryPage({ user, search, onSearch }: StudentSummaryPageProps) {
  const report = useReportRange(search, user.time_zone);
  const filter = { ...report.range, class_id: search.class_id, section_id: search.section_id };
  const summary = useQuery(studentSummaryQueryOptions(filter));
  const classes = useQuery({ ...classOptionsQueryOptions(), enabled: !!search.class_id });
  const sections = useQuery(classSectionsQueryOptions(search.class_id));
  const className = classes.data?.find((c) => c.id === search.class_id)?.name;
  const sectionName = sections.data?.find((s) => s.id === search.section_id)?.name;
  const details = search.class_id ? [className ?? 'One class', search.section_id ? `section ${sectionName ?? search.section_id}` : 'all sections'].join(', ') : 'All classes';
  const linkable = can(user, 'fee-student-transaction');

  const columns: ReportColumn<StudentSummaryRow>[] = [
    {
      id: 'name',
      header: 'Student',
      cell: (s) =>
        linkable ? (
          <a href={statementHref(s.student_id, report.range)} className="font-medium text-brand-700 underline-offset-2 hover:underline print:text-slate-900">
            {s.name}
            <span className="sr-only">: statement</span>
          </a>
        ) : (
          s.name
        ),
    },
    { id: 'admission', header: 'Admission no', cell: (s) => <span className="tabular-nums">{s.admission_no}</span> },
    { id: 'class', header: 'Class', wide: true, cell: (s) => [s.class_name, s.section_name].filter(Boolean).join(' ') || '—' },
    { id: 'opening', header: 'Opening', numeric: true, wide: true, cell: (s) => <Money minor={s.opening} plain /> },
    { id: 'billed', header: 'Billed', numeric: true, cell: (s) => <Money minor={s.billed} /> },
    { id: 'paid', header: 'Paid', numeric: true, cell: (s) => <Money minor={s.paid} /> },
    { id: 'balance', header: 'Balance', numeric: true, cell: (s) => <Balance minor={s.balance} /> },
  ];

  return (
    <>
      <ReportFrame
        title={TITLE}
        user={user}
        period={report.label}
        details={details}
        query={summary}
        onFilter={report.openFilter}
        isEmpty={(r) => r.rows.length === 0}
        empty={
          scopeNote(user) ??
          (search.class_id
            ? 'No student of this class has fees or payments. Choose another class, or generate fees for this one.'
            : 'No student has fees or payments yet. Generate fees or receive a payment.')
        }
        csv={(r) => ({ name: csvFileName(TITLE, r.from, r.to), text: studentSummaryCsv(r) })}
      >
        {(r) => {
          const owing = r.rows.filter((s) => s.balance > 0);
          return (
            <>
              <p className="mb-3 text-sm text-slate-700">
                {r.rows.length} {r.rows.length === 1 ? 'student' : 'students'} · {owing.length} owe {formatMoney(owing.reduce((sum, s) => sum + s.balance, 0), user.currency)} at{' '}
                the end of the range. Those who owe most come first.
              </p>
              <PagedReportTable
                caption={`${TITLE}, ${report.label}`}
                columns={columns}
                rows={r.rows}
                rowKey={(s) => s.student_id}
                totals={{
                  name: 'Total',
                  opening: <Money minor={r.totals.opening} plain />,
                  billed: <Money minor={r.totals.billed} />,
                  paid: <Money minor={r.totals.paid} />,
                  balance: <Money minor={r.totals.balance} plain />,
                }}
              />
            </>
          );
        }}
      </ReportFrame>
      <RangeDialog
        {...report.dialog}
        withClass
        initial={filter}
        onApply={(c) => onSearch({ from: c.from, to: c.to, class_id: c.class_id, section_id: c.section_id })}
      />
    </>
  );
}
