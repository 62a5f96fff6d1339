import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import type { ClashReport, Period } from '@contract';
import { ReportProblem, ReportSkeleton } from '@/components/report/report-states';
import { buttonClass } from '@/components/ui/button';
import { cellName, groupClashes } from '../lib/clashes';

export interface ClashListProps {
  query: Pick<UseQueryResult<ClashReport>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'>;
  periods: Period[] | undefined;
  /** Those who move lessons are offered the builder to fix them. */
  mayFix: boolean;
}

function Found({ report, periods, mayFix }: { report: ClashReport; periods: Period[] | undefined; mayFix: boolean }) {
  const groups = groupClashes(report.clashes, periods);
  if (!groups.length) {
    return (
      <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200">
        No clashes in the {report.entries} lessons of the week.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <p role="status" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-900 ring-1 ring-red-200">
        {report.clashes.length} clash{report.clashes.length === 1 ? '' : 'es'} among {report.entries} lessons.
        {mayFix ? (
          <a href="#/timetable/add" className={buttonClass('secondary', 'ml-3 print:hidden')}>
            Fix them in the builder
          </a>
        ) : null}
      </p>
      {groups.map((g) => (
        <section key={g.kind} aria-label={g.label} className="print:break-inside-avoid">
          <h3 className="text-sm font-semibold text-slate-900">
            {g.label} <span className="font-normal text-slate-600">({g.clashes.length})</span>
          </h3>
          <ul className="mt-2 divide-y divide-slate-100 rounded-md ring-1 ring-slate-200 print:ring-slate-400">
            {g.clashes.map((c, i) => (
              <li key={`${c.weekday}-${c.period_id}-${c.entry_id ?? 'none'}-${i}`} className="grid gap-1 px-3 py-2 text-sm md:grid-cols-[16rem_1fr] md:gap-3">
                <span className="font-medium text-slate-900">{cellName(c.weekday, c.period_id, periods)}</span>
                <span className="text-slate-800">{c.message}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * The whole school's week checked at once: every clash it holds, by kind and then by cell,
 * each in a sentence a head teacher can act on. The database refuses new clashes, so this is
 * where one that came in another way (an older year copied, a period's days changed) shows.
 */
export function ClashList({ query, periods, mayFix }: ClashListProps) {
  const headingId = useId();
  let body;
  if (query.data) body = <Found report={query.data} periods={periods} mayFix={mayFix} />;
  else if (query.isError) body = <ReportProblem error={query.error} onRetry={() => void query.refetch()} />;
  else body = <ReportSkeleton rows={3} label="Checking the week for clashes…" />;
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={query.isFetching || undefined}
      className="mx-auto max-w-6xl rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 print:max-w-none print:rounded-none print:px-0 print:shadow-none print:ring-0"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Clashes
      </h2>
      <p className="mb-3 text-sm text-slate-600">Sections, teachers and rooms booked twice, and lessons where a teacher or room is not available.</p>
      {body}
    </section>
  );
}
