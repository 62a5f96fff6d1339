import type { DashCounts } from '@contract';
import { formatDate } from '@/lib/format-date';
import { Placeholder } from './placeholder';

type DashAttendance = NonNullable<DashCounts['attendance']>;

export interface AttendanceTodayProps {
  /** undefined: still counting; null: no school day in the last fortnight (the holidays). Not today's on a day the school is closed: the last school day's. */
  attendance: DashAttendance | null | undefined;
  /** Where the user can go from here, by their privileges. */
  canTake: boolean;
  canView: boolean;
}

/** Present out of marked as a whole percentage; "—" before any mark, so no register never reads 0%. */
const rateOf = (a: DashAttendance) => (a.marked > 0 ? `${Math.round((a.present / a.marked) * 100)}%` : '—');

const weekday = (iso: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/**
 * Today's registers in the user's scope (their classes, or the school for an Admin or the
 * office): the rate so far and how many registers are taken, so a head teacher sees at a
 * glance whom to chase.
 */
export function AttendanceToday({ attendance: a, canTake, canView }: AttendanceTodayProps) {
  const counting = a === undefined;
  const left = a ? a.sections - a.taken : 0;
  return (
    <section aria-labelledby="attendance-today" aria-busy={counting || undefined} className="render-when-near rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="attendance-today" className="text-base font-semibold text-slate-900">
          {a && !a.today ? 'Attendance on the last school day' : 'Attendance today'}
        </h2>
        {a ? <p className="text-sm text-slate-600">{a.today ? formatDate(a.date) : `${weekday(a.date)} ${formatDate(a.date)} · the school is closed today`}</p> : null}
      </div>
      {a === null ? (
        <p className="mt-2 text-sm text-slate-600">No registers were due in the last two weeks.</p>
      ) : (
        <div className="mt-3 flex flex-wrap items-end gap-x-8 gap-y-3">
          <dl className="flex flex-wrap gap-x-8 gap-y-3">
            <div>
              <dt className="text-xs font-medium text-slate-600">{a && !a.today ? 'Present' : 'Present so far'}</dt>
              <dd className="text-3xl font-bold tabular-nums text-slate-900">{a ? rateOf(a) : <Placeholder className="w-20" />}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-slate-600">Progress</dt>
              <dd className="text-lg font-semibold text-slate-900">
                {a ? `${a.taken} of ${a.sections} registers taken` : <Placeholder className="w-40" />}
              </dd>
            </div>
            {a && a.marked > 0 ? (
              <div>
                <dt className="text-xs font-medium text-slate-600">Marks</dt>
                <dd className="text-sm tabular-nums text-slate-800">
                  {a.present} present · {a.absent} absent · {a.excused} excused
                </dd>
              </div>
            ) : null}
          </dl>
          {a && a.sections > 0 ? (
            <div aria-hidden="true" className="h-2 min-w-32 flex-1 rounded-full bg-slate-100">
              <div className="h-2 rounded-full bg-brand-600" style={{ width: `${(a.taken / a.sections) * 100}%` }} />
            </div>
          ) : null}
        </div>
      )}
      {a && (canTake || canView) ? (
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {canTake && left > 0 ? (
            <a href="#/attendance/generate" className={linkClass}>
              {left} {left === 1 ? 'register' : 'registers'} still to take
            </a>
          ) : null}
          {canView ? (
            <a href="#/attendance/view" className={linkClass}>
              View attendance
            </a>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
