import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { WEEKDAY_SHORT_NAMES } from '@contract';
import { familyWeekQueryOptions } from '@/api/family';
import type { SavedWeek } from '@/api/timetable-week';
import { openingDay, pluralDay, weekDays, type WeekDay } from '../lib/week-days';
import { Card, useFamilyGate } from './page-states';
import { SavedNote } from './saved-note';

export interface FamilyWeekPageProps {
  childId: number;
  /** Today's ISO weekday in the school's time zone. */
  today: number;
  /** The day picked in the address, if any. */
  day: number | undefined;
}

/**
 * The child's section timetable as a phone reads it: one day at a time (today's, or the next
 * school day's), the days as tabs above it; never a wide table scrolled sideways.
 */
export function FamilyWeekPage({ childId, today, day }: FamilyWeekPageProps) {
  const query = useQuery(familyWeekQueryOptions(childId));
  const gate = useFamilyGate(query, 'The week');
  return (
    <>
      <h1 tabIndex={-1} className="mb-3 text-xl font-bold text-slate-900 focus:outline-none">The week</h1>
      {gate ?? (query.data && <Week week={query.data} childId={childId} today={today} day={day} updatedAt={query.dataUpdatedAt} failed={query.isError} />)}
    </>
  );
}

function Week({ week, childId, today, day, updatedAt, failed }: FamilyWeekPageProps & { week: SavedWeek; updatedAt: number; failed: boolean }) {
  const days = weekDays(week);
  const shown = openingDay(days, today, day);
  const current = days.find((d) => d.weekday === shown);
  if (!current || week.entries.length === 0) {
    return (
      <div className="space-y-3">
        <SavedNote updatedAt={updatedAt} failed={failed} />
        <Card title="No timetable yet">
          <p className="text-sm text-slate-700">The school has not published a timetable for this class yet.</p>
        </Card>
      </div>
    );
  }
  const closedToday = !days.some((d) => d.weekday === today);
  return (
    <div className="space-y-3">
      <SavedNote updatedAt={updatedAt} failed={failed} />
      <nav aria-label="Days">
        <ul className="grid gap-1.5" style={{ gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))` }}>
          {days.map((d) => (
            <li key={d.weekday}>
              <Link
                to="/family/week"
                search={{ child: childId, day: d.weekday }}
                replace
                aria-current={d.weekday === shown ? 'page' : undefined}
                className="flex min-h-11 flex-col items-center justify-center rounded-lg bg-white text-sm font-semibold text-slate-800 ring-1 ring-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                <abbr title={d.name} className="no-underline">
                  {WEEKDAY_SHORT_NAMES[d.weekday - 1]}
                </abbr>
                {d.weekday === today ? <span className="text-[0.65rem] leading-none font-medium">today</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {closedToday && day === undefined ? (
        <p className="text-sm text-slate-700">
          No lessons on {pluralDay(today)}. Here is {current.name}.
        </p>
      ) : null}
      <DayCard day={current} isToday={current.weekday === today} />
      <p className="text-xs text-slate-600">
        {week.of.name}
        {week.academic_year ? ` · ${week.academic_year.name}` : ''} · {week.lessons} lessons a week
      </p>
    </div>
  );
}

function DayCard({ day, isToday }: { day: WeekDay; isToday: boolean }) {
  return (
    <Card title={isToday ? `${day.name} (today)` : day.name}>
      {day.lessons === 0 ? (
        <p className="text-sm text-slate-700">No lessons on {pluralDay(day.weekday)}.</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {day.slots.map(({ period, entry }) =>
            period.kind === 'break' ? (
              <li key={period.id} className="flex gap-3 py-1.5 text-sm text-slate-600">
                <span className="w-12 shrink-0 tabular-nums">{period.start_time}</span>
                <span>{period.name}</span>
              </li>
            ) : (
              <li key={period.id} className="flex gap-3 py-2">
                <span className="w-12 shrink-0 text-sm font-semibold text-slate-900 tabular-nums">{period.start_time}</span>
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{entry ? entry.subject_name : 'Free period'}</span>
                  <span className="block text-sm text-slate-600">
                    {[`until ${period.end_time}`, period.name, entry?.room_name, entry?.teacher_name].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </li>
            ),
          )}
        </ol>
      )}
    </Card>
  );
}
