import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import type { PrivilegeHolder, StudentAttendance } from '@contract';
import { ReportSkeleton } from '@/components/report/report-states';
import { Button } from '@/components/ui/button';
import { can } from '@/lib/can';
import { formatDate } from '@/lib/format-date';
import { HttpError, errorMessage } from '@/lib/http-error';
import { attendanceConfigQueryOptions } from '../../api/config';
import { codesById, codesByLetter, markTone } from '../../view/lib/codes';
import { shortDate } from '../../view/lib/days';
import { formatRate, isLowRate } from '../../view/lib/rate';
import { studentAttendanceQueryOptions } from '../api/student';

/** The student page shows the summary to those the server lets read it: the grid's readers (ADR 025). */
export const canSeeStudentAttendance = (user: PrivilegeHolder) => can(user, 'view-attendance') || can(user, 'report-attendance');

/**
 * The student page's attendance: this year's rate and the marks behind it, each code's count,
 * and the latest absences and lates with their notes (what a parent at the office asks about).
 */
export function StudentAttendanceCard({ studentId }: { studentId: number }) {
  const headingId = useId();
  const summary = useQuery(studentAttendanceQueryOptions(studentId));
  const s = summary.data;
  return (
    <section aria-labelledby={headingId} aria-busy={summary.isFetching || undefined} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 desk:p-5">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          Attendance
        </h2>
        {s?.year ? <p className="text-sm text-slate-600">{s.year.name}, so far</p> : null}
      </div>
      {s ? <Summary s={s} /> : summary.isError ? <Problem error={summary.error} onRetry={() => void summary.refetch()} /> : <ReportSkeleton rows={3} label="Loading attendance…" />}
    </section>
  );
}

function Problem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const offline = error instanceof HttpError && error.isNetwork;
  return (
    <div role="alert" className="text-sm text-slate-700">
      <p>{offline ? 'Attendance is read from the server each time and is not saved on this device. Connect, then try again.' : errorMessage(error)}</p>
      <Button variant="secondary" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

function Summary({ s }: { s: StudentAttendance }) {
  const id = useId();
  const config = useQuery(attendanceConfigQueryOptions());
  if (!s.year) return <p className="text-sm text-slate-700">No academic year is active, so there is no attendance to sum up.</p>;
  if (s.totals.marked === 0) return <p className="text-sm text-slate-700">No register has marked this student in {s.year.name} yet.</p>;
  const byId = codesById(config.data);
  const byLetter = codesByLetter(config.data);
  const figures: { label: string; value: ReactNode }[] = [
    { label: 'Attendance rate', value: <span className={isLowRate(s.totals) ? 'text-red-700' : ''}>{formatRate(s.totals)}</span> },
    { label: 'Days marked', value: s.totals.marked },
    { label: 'Present', value: s.totals.present },
    { label: 'Absent', value: s.totals.absent },
    { label: 'Excused', value: s.totals.excused },
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {figures.map((f) => (
          <div key={f.label} className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-100">
            <dt className="text-xs font-medium text-slate-600">{f.label}</dt>
            <dd className="text-lg font-semibold tabular-nums text-slate-900">{f.value}</dd>
          </div>
        ))}
      </dl>
      {s.by_code.length > 0 ? (
        <div>
          <h3 id={`${id}-codes`} className="mb-1 text-sm font-medium text-slate-800">
            By code
          </h3>
          <ul aria-labelledby={`${id}-codes`} className="flex flex-wrap gap-2 text-sm">
            {s.by_code.map((c) => (
              <li key={c.code_id} className="inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 ring-1 ring-slate-200">
                <span aria-hidden="true" className={`rounded px-1 text-xs ${markTone(byId.get(c.code_id))}`}>
                  {c.code}
                </span>
                {c.name}
                <span className="font-semibold tabular-nums">{c.count}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <h3 id={`${id}-recent`} className="mb-1 text-sm font-medium text-slate-800">
          Recent absences and lates
        </h3>
        {s.recent.length === 0 ? (
          <p className="text-sm text-slate-700">None this year: present every day marked.</p>
        ) : (
          <ol aria-labelledby={`${id}-recent`} className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
            {s.recent.map((r) => (
              <li key={`${r.date}-${r.section_name}`} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 px-3 py-2 text-sm">
                <span className="w-24 whitespace-nowrap tabular-nums text-slate-900" title={formatDate(r.date)}>
                  {shortDate(r.date)}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <span aria-hidden="true" className={`rounded px-1 text-xs ${markTone(byLetter.get(r.code))}`}>
                    {r.code}
                  </span>
                  <span className="font-medium text-slate-900">{r.name}</span>
                </span>
                <span className="text-slate-600">Section {r.section_name}</span>
                {r.note ? <span className="basis-full text-slate-700 sm:basis-auto">{r.note}</span> : null}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
