import { useQuery } from '@tanstack/react-query';
import { PERFORMANCE_CATEGORIES, type PerformanceReport, type Profile } from '@contract';
import { classOptionsQueryOptions } from '@/api/classes';
import { classSectionsQueryOptions } from '@/api/sections';
import { downloadText, toCsv } from '@/components/data-table/csv';
import { QueryProblem } from '@/components/overlays/query-state';
import { Button } from '@/components/ui/button';
import { ToolbarDate, ToolbarSelect } from '@/components/form/toolbar-fields';
import { ColumnHeads } from '@/components/data-table/column-heads';
import { formatDate } from '@/lib/format-date';
import { errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { performanceReportQueryOptions } from '../api/performance';
import type { ReportSearch } from '../api/search';
import { CATEGORY_LABELS, daysAgo, today } from '../lib/dates';
import { CategoryChart } from './category-chart';

export interface PerformanceReportPageProps {
  user: Profile;
  search: ReportSearch;
  onSearchChange: (next: ReportSearch) => void;
}

type StudentRow = PerformanceReport['lowest'][number];

const fmt = (n: number) => n.toFixed(2);

/** Only the report prints: the shell around it is hidden while this page is open. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  #performance-report, #performance-report * { visibility: visible; }
  #performance-report { position: absolute; inset: 0 auto auto 0; width: 100%; padding: 0; }
}`;

/** Every category, in contract order, with zeros for those without notes. */
function allCategories(report: PerformanceReport) {
  return PERFORMANCE_CATEGORIES.map((c) => report.by_category.find((r) => r.category === c) ?? { category: c, notes: 0, average: 0 });
}

function overall(report: PerformanceReport): number | null {
  const n = report.by_category.reduce((s, r) => s + r.notes, 0);
  return n ? report.by_category.reduce((s, r) => s + r.average * r.notes, 0) / n : null;
}

function StudentTable({ caption, rows }: { caption: string; rows: StudentRow[] }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 print:shadow-none print:ring-0">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-base font-semibold text-slate-900">{caption}</caption>
        <ColumnHeads row="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600" cell="py-1.5 pr-2 last:pr-0" heads={['Student', { label: 'Notes', numeric: true }, { label: 'Average', numeric: true }]} />
        <tbody>
          {rows.map((s) => (
            <tr key={s.student_id} className="border-b border-slate-100 last:border-0">
              <td className="py-1.5 pr-2">
                <a href={`#/students/list-performance?student_id=${s.student_id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  {s.fullname}
                </a>
                <span className="block text-xs text-slate-600">{s.admission_no}</span>
              </td>
              <td className="py-1.5 pr-2 text-right tabular-nums">{s.notes}</td>
              <td className="py-1.5 text-right tabular-nums">{fmt(s.average)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 ? <p className="py-3 text-sm text-slate-600">No students with notes.</p> : null}
    </div>
  );
}

/** Students › Performance Report: a class or section over a period, by category and by student. */
export function PerformanceReportPage({ search, onSearchChange }: PerformanceReportPageProps) {
  const start = search.start ?? daysAgo(90);
  const end = search.end ?? today();
  const classes = useQuery(classOptionsQueryOptions());
  const sections = useQuery(classSectionsQueryOptions(search.class_id));
  const params = search.section_id ? { section_id: Number(search.section_id), start, end } : { class_id: search.class_id ? Number(search.class_id) : undefined, start, end };
  const badPeriod = start > end;
  const report = useQuery({ ...performanceReportQueryOptions(params), enabled: Boolean(params.class_id || params.section_id) && !badPeriod });
  const data = report.data;
  // Reports are not saved on the device: offline, without the classes or the report, say so.
  const needsConnection = !useOnline() && (!classes.data || Boolean(search.class_id && !data));

  const className = classes.data?.find((c) => String(c.id) === search.class_id)?.name ?? '';
  const sectionName = sections.data?.find((s) => String(s.id) === search.section_id)?.name ?? '';
  const scope = [className, sectionName].filter(Boolean).join(' · ');

  const set = (patch: Partial<ReportSearch>) => onSearchChange({ ...search, start, end, ...patch });

  function exportCsv() {
    if (!data) return;
    type Line = { part: string; name: string; admission_no: string; notes: number | string; average: string };
    const lines: Line[] = [
      { part: 'Total', name: `${scope} ${data.start} to ${data.end}`, admission_no: '', notes: data.notes, average: overall(data)?.toFixed(2) ?? '' },
      ...allCategories(data).map((r) => ({ part: 'Category', name: CATEGORY_LABELS[r.category], admission_no: '', notes: r.notes, average: r.notes ? fmt(r.average) : '' })),
      ...data.lowest.map((s) => ({ part: 'Lowest average', name: s.fullname, admission_no: s.admission_no, notes: s.notes, average: fmt(s.average) })),
      ...data.highest.map((s) => ({ part: 'Highest average', name: s.fullname, admission_no: s.admission_no, notes: s.notes, average: fmt(s.average) })),
    ];
    const csv = toCsv<Line>(
      [
        { header: 'Part', value: (l) => l.part },
        { header: 'Name', value: (l) => l.name },
        { header: 'Admission no', value: (l) => l.admission_no },
        { header: 'Notes', value: (l) => l.notes },
        { header: 'Average', value: (l) => l.average },
      ],
      lines,
    );
    const slug = scope.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'report';
    downloadText(`performance-${slug}-${data.start}-${data.end}.csv`, csv);
  }

  const avg = data ? overall(data) : null;

  return (
    <div id="performance-report" className="space-y-4">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 print:hidden">
        <ToolbarSelect
          label="Class"
          value={search.class_id ?? ''}
          allLabel="Pick a class"
          width="w-44"
          options={(classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(v) => set({ class_id: v || undefined, section_id: undefined })}
        />
        <ToolbarSelect
          label="Section"
          value={search.section_id ?? ''}
          allLabel={search.class_id ? 'Whole class' : 'Pick a class first'}
          width="w-36"
          disabled={!search.class_id}
          options={(sections.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          onChange={(v) => set({ section_id: v || undefined })}
        />
        <ToolbarDate label="From" value={start} max={end} onChange={(v) => set({ start: v || undefined })} />
        <ToolbarDate label="To" value={end} min={start} onChange={(v) => set({ end: v || undefined })} />
        <div className="ml-auto flex gap-2">
          <Button variant="secondary" disabled={!data} onClick={exportCsv}>
            Export CSV
          </Button>
          <Button variant="secondary" disabled={!data} onClick={() => window.print()}>
            Print
          </Button>
        </div>
      </div>

      {badPeriod ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          The end date must not be before the start date.
        </p>
      ) : null}
      {needsConnection ? (
        <QueryProblem title="This needs a connection" message="The report is read from the server and is not saved on this device. Connect to see it." />
      ) : !search.class_id ? (
        <p className="rounded-xl bg-white px-4 py-12 text-center text-sm text-slate-700 shadow-sm ring-1 ring-slate-200">
          Pick a class (and, if you like, one of its sections) to see its performance report.
        </p>
      ) : null}
      {report.isError && !data ? <QueryProblem title="The report could not load" message={errorMessage(report.error)} /> : null}

      {data && search.class_id ? (
        <div aria-busy={report.isFetching || undefined} className="space-y-4">
          <div className="hidden print:block">
            <h2 className="text-lg font-semibold">Performance report · {scope}</h2>
          </div>
          <dl className="grid gap-3 sm:grid-cols-3">
            <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 print:shadow-none">
              <dt className="text-sm text-slate-600">Notes</dt>
              <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{data.notes}</dd>
            </div>
            <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 print:shadow-none">
              <dt className="text-sm text-slate-600">Average rating</dt>
              <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{avg === null ? '—' : `${avg.toFixed(2)} / 5`}</dd>
            </div>
            <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 print:shadow-none">
              <dt className="text-sm text-slate-600">Period</dt>
              <dd className="text-base font-semibold text-slate-900">
                {formatDate(data.start)} to {formatDate(data.end)}
              </dd>
              <dd className="text-sm text-slate-700">{scope}</dd>
            </div>
          </dl>

          <section aria-labelledby="by-category" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 print:shadow-none">
            <h2 id="by-category" className="mb-3 text-base font-semibold text-slate-900">
              Average rating by category
            </h2>
            <div className="grid items-start gap-6 desk:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <CategoryChart rows={allCategories(data)} />
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Notes and average rating by category</caption>
                <ColumnHeads row="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600" cell="py-1.5 pr-2 last:pr-0" heads={['Category', { label: 'Notes', numeric: true }, { label: 'Average', numeric: true }]} />
                <tbody>
                  {allCategories(data).map((r) => (
                    <tr key={r.category} className="border-b border-slate-100 last:border-0">
                      <th scope="row" className="py-1.5 pr-2 font-medium text-slate-900">{CATEGORY_LABELS[r.category]}</th>
                      <td className="py-1.5 pr-2 text-right tabular-nums">{r.notes}</td>
                      <td className="py-1.5 text-right tabular-nums">{r.notes ? fmt(r.average) : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>

          <div className="grid gap-4 desk:grid-cols-2">
            <StudentTable caption="Lowest averages" rows={data.lowest} />
            <StudentTable caption="Highest averages" rows={data.highest} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
