import { useQuery } from '@tanstack/react-query';
import { describeRule, type Exam, type Profile, type SubjectStatistics } from '@contract';
import { ReportFrame } from '@/components/report/report-frame';
import { ReportTable, type ReportColumn } from '@/components/report/report-table';
import { statisticsQueryOptions } from '../api/reports';
import { figure, statisticsCsv, statisticsFileName } from '../lib/statistics';
import { GradeDistribution } from './grade-distribution';

export interface StatisticsPanelProps {
  user: Profile;
  exam: Exam;
  /** undefined: every section in scope that sits the exam. */
  sectionId?: number;
  sectionName?: string;
}

// Ten columns of figures read best on a page on its side. On a tablet the spread (exempt,
// median, highest, lowest) is left out so the rest fits; it is still printed and in the CSV.
const PRINT_CSS = '@media print { @page { size: A4 landscape; margin: 10mm; } body, #main { background: white !important; } }';

const columnsOf = (sections: boolean): ReportColumn<SubjectStatistics>[] => [
  { id: 'subject', header: 'Subject', cell: (r) => r.subject_name },
  ...(sections ? [{ id: 'section', header: 'Section', cell: (r: SubjectStatistics) => `${r.class_name} ${r.section_name}` }] : []),
  { id: 'max', header: 'Out of', numeric: true, cell: (r) => figure(r.max_marks) },
  { id: 'sat', header: 'Sat', numeric: true, cell: (r) => r.sat },
  { id: 'absent', header: 'Absent', numeric: true, cell: (r) => <span className={r.absent ? '' : 'text-slate-500'}>{r.absent}</span> },
  { id: 'exempt', header: 'Exempt', numeric: true, wide: true, cell: (r) => <span className={r.exempt ? '' : 'text-slate-500'}>{r.exempt}</span> },
  { id: 'mean', header: 'Mean', numeric: true, cell: (r) => figure(r.mean) },
  { id: 'median', header: 'Median', numeric: true, wide: true, cell: (r) => figure(r.median) },
  { id: 'highest', header: 'Highest', numeric: true, wide: true, cell: (r) => figure(r.highest) },
  { id: 'lowest', header: 'Lowest', numeric: true, wide: true, cell: (r) => figure(r.lowest) },
  { id: 'pass', header: 'Pass rate', numeric: true, cell: (r) => (r.pass_rate == null ? '—' : `${r.pass_rate.toFixed(1)}%`) },
];

/** Subject statistics: per paper and section, the figures, the grade distribution as a chart, and CSV. */
export function StatisticsPanel({ user, exam, sectionId, sectionName }: StatisticsPanelProps) {
  const query = useQuery(statisticsQueryOptions(exam.id, sectionId));
  const many = sectionId === undefined;
  const where = many ? 'All sections' : (sectionName ?? 'One section');
  return (
    <>
      <style>{PRINT_CSS}</style>
      <ReportFrame
        title="Subject statistics"
        user={user}
        money={false}
        period={`${exam.name} · ${exam.academic_year_name}`}
        details={query.data ? `${where} · ${query.data.rows.length} paper${query.data.rows.length === 1 ? '' : 's'} · figures in marks` : where}
        query={query}
        isEmpty={(s) => s.rows.length === 0}
        empty={`No papers of ${exam.name} are set for ${many ? 'the sections you can see' : where}. Papers are set under Exam subjects.`}
        csv={(s) => ({ name: statisticsFileName(s, many ? undefined : sectionName), text: statisticsCsv(s) })}
      >
        {(s) => (
          <div className="space-y-5">
            <p className="text-sm text-slate-700">{s.treatment}</p>
            {s.grading.map((g) => (
              <p key={g.id} className="text-sm text-slate-700">
                Grading, {g.name}: {describeRule(g)}
              </p>
            ))}
            <ReportTable caption={`Subject statistics, ${exam.name}, ${where}`} columns={columnsOf(many)} rows={s.rows} rowKey={(r) => `${r.exam_subject_id}-${r.section_id}`} />
            <section aria-labelledby="grade-distribution">
              <h3 id="grade-distribution" className="mb-3 text-sm font-semibold text-slate-900">
                Grade distribution
              </h3>
              <GradeDistribution rows={s.rows} sections={many} />
            </section>
          </div>
        )}
      </ReportFrame>
    </>
  );
}
