import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { monthLabel, monthNameOf, WEEKDAY_LONG_NAMES, WEEKDAY_SHORT_NAMES, type FamilyAttendance } from '@contract';
import { familyAttendanceQueryOptions } from '@/api/family';
import { formatDate } from '@/lib/format-date';
import { cellText, monthWeeks, shiftMonth, shortDay, type CalendarCell, type MarkTone } from '../lib/calendar';
import { TONE_CLASSES } from './mark-badge';
import { Card, useFamilyGate } from './page-states';
import { SavedNote } from './saved-note';

export interface FamilyAttendancePageProps {
  childId: number;
  /** YYYY-MM. */
  month: string;
  /** Today in the school's time zone. */
  today: string;
}

const navClass =
  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-slate-300 bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** A child's month as a calendar (each mark coloured and lettered), the year's rate, and the days absent or late. */
export function FamilyAttendancePage({ childId, month, today }: FamilyAttendancePageProps) {
  const query = useQuery(familyAttendanceQueryOptions(childId, month));
  const gate = useFamilyGate(query, 'This month');
  const thisMonth = today.slice(0, 7);
  return (
    <>
      <h1 tabIndex={-1} className="mb-3 text-xl font-bold text-slate-900 focus:outline-none">Attendance</h1>
      <div className="mb-3 flex items-center justify-between gap-2">
        <Link to="/family/attendance" search={{ child: childId, month: shiftMonth(month, -1) }} className={navClass} aria-label={`Previous month, ${monthLabel(shiftMonth(month, -1))}`}>
          ‹ Prev
        </Link>
        <p className="text-base font-semibold text-slate-900" aria-live="polite">
          {monthLabel(month)}
        </p>
        {month < thisMonth ? (
          <Link to="/family/attendance" search={{ child: childId, month: shiftMonth(month, 1) }} className={navClass} aria-label={`Next month, ${monthLabel(shiftMonth(month, 1))}`}>
            Next ›
          </Link>
        ) : (
          <span className="w-[4.5rem]" />
        )}
      </div>
      {gate ?? (query.data && <AttendanceCards data={query.data} today={today} updatedAt={query.dataUpdatedAt} failed={query.isError} />)}
    </>
  );
}

function AttendanceCards({ data, today, updatedAt, failed }: { data: FamilyAttendance; today: string; updatedAt: number; failed: boolean }) {
  const weeks = monthWeeks(data.month, data.days, today, data.late_days);
  return (
    <div className="space-y-3">
      <SavedNote updatedAt={updatedAt} failed={failed} />
      <Card title="This month">
        <table className="w-full table-fixed border-separate border-spacing-1 text-center">
          <caption className="sr-only">{`Attendance in ${monthLabel(data.month)}`}</caption>
          <thead>
            <tr>
              {WEEKDAY_SHORT_NAMES.map((name, i) => (
                <th key={name} scope="col" className="text-xs font-medium text-slate-600">
                  <abbr title={WEEKDAY_LONG_NAMES[i]} className="no-underline">
                    {name.slice(0, 2)}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.find(Boolean)?.date}>
                {week.map((cell, i) => (
                  <td key={cell?.date ?? `empty-${i}`} className="p-0">
                    {cell ? <Day cell={cell} /> : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <Legend />
      </Card>
      <Rate data={data} />
      <DayList title={`Absent in ${monthNameOf(Number(data.month.slice(5)))}`} days={data.absent_days} empty="No absences this month." />
      <DayList title={`Late in ${monthNameOf(Number(data.month.slice(5)))}`} days={data.late_days} empty="Never late this month." />
    </div>
  );
}

function Day({ cell }: { cell: CalendarCell }) {
  const tone = cell.tone ? `${TONE_CLASSES[cell.tone]} ring-1` : cell.open ? 'bg-white ring-1 ring-slate-200' : 'bg-slate-100 text-slate-600';
  const letters = cell.mark ? cell.mark.code : cell.open ? '' : '–';
  return (
    <div className={`flex h-12 flex-col items-center justify-center rounded-lg ${tone} ${cell.today ? 'outline-2 outline-offset-1 outline-brand-700' : ''}`}>
      <span className="text-[0.7rem] leading-none" aria-hidden="true">
        {cell.day}
      </span>
      <span className="mt-0.5 text-sm leading-none font-bold" aria-hidden="true">
        {letters}
      </span>
      <span className="sr-only">{cellText(cell)}</span>
    </div>
  );
}

const LEGEND: [MarkTone, string, string][] = [
  ['present', 'P', 'Present'],
  ['late', 'L', 'Late'],
  ['absent', 'A', 'Absent'],
  ['excused', 'E', 'Excused'],
];

function Legend() {
  return (
    <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-1.5 text-xs text-slate-700" aria-label="Key">
      {LEGEND.map(([tone, code, name]) => (
        <li key={tone} className="flex items-center gap-1">
          <span className={`inline-flex size-5 items-center justify-center rounded font-bold ring-1 ${TONE_CLASSES[tone]}`}>{code}</span>
          {name}
        </li>
      ))}
      <li className="flex items-center gap-1">
        <span className="inline-flex size-5 items-center justify-center rounded bg-slate-100 font-bold text-slate-600">–</span>
        No school
      </li>
      <li className="flex items-center gap-1">
        <span className="inline-block size-5 rounded bg-white ring-1 ring-slate-200" />
        Not marked yet
      </li>
    </ul>
  );
}

function Rate({ data }: { data: FamilyAttendance }) {
  const { totals } = data;
  return (
    <Card title={`${data.period.name}: attendance`}>
      {data.rate === null ? (
        <p className="text-sm text-slate-700">No register has been taken yet this year.</p>
      ) : (
        <>
          <p className="text-3xl font-bold text-slate-900 tabular-nums">{data.rate}%</p>
          <p className="text-sm text-slate-700">
            Present on {totals.present} of {totals.marked} school days marked since {formatDate(data.period.from)}
            {totals.absent ? `; absent ${totals.absent}` : ''}
            {totals.excused ? `; excused ${totals.excused}` : ''}.
          </p>
        </>
      )}
    </Card>
  );
}

function DayList({ title, days, empty }: { title: string; days: readonly string[]; empty: string }) {
  return (
    <Card title={`${title} (${days.length})`}>
      {days.length === 0 ? (
        <p className="text-sm text-slate-700">{empty}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {days.map((d) => (
            <li key={d} className="rounded-md bg-slate-100 px-2 py-1 text-sm text-slate-800">
              {shortDay(d)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
