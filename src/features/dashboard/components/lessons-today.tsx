import { useQuery } from '@tanstack/react-query';
import { weekdayOf } from '@contract';
import { weekQueryOptions } from '@/api/timetable-week';
import { SavedMarker } from '@/components/overlays/query-state';
import { useOnline } from '@/lib/online';
import { todayIn } from '@/lib/today';

export interface LessonsTodayProps {
  teacherId: number;
  timeZone: string;
}

/**
 * A teacher's lessons today, in period order, from their week (saved on the device, so it shows
 * offline too, with its marker).
 */
export function LessonsToday({ teacherId, timeZone }: LessonsTodayProps) {
  const online = useOnline();
  const week = useQuery(weekQueryOptions({ teacher_id: teacherId }));
  const weekday = weekdayOf(todayIn(timeZone));
  const data = week.data;
  const order = new Map((data?.periods ?? []).map((p, i) => [p.id, i]));
  const period = new Map((data?.periods ?? []).map((p) => [p.id, p]));
  const lessons = (data?.entries ?? []).filter((e) => e.weekday === weekday).sort((a, b) => (order.get(a.period_id) ?? 0) - (order.get(b.period_id) ?? 0));
  return (
    <section aria-labelledby="lessons-today" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="lessons-today" className="text-base font-semibold text-slate-900">
          My lessons today
        </h2>
        {data && (week.isPaused || week.isError || !online) ? <SavedMarker updatedAt={week.dataUpdatedAt} /> : null}
      </div>
      {!data ? (
        <p className="mt-2 text-sm text-slate-600">{week.isError || !online ? 'Your timetable has not been saved on this device yet.' : 'Loading your timetable…'}</p>
      ) : lessons.length ? (
        <ol className="mt-3 divide-y divide-slate-100">
          {lessons.map((l) => {
            const p = period.get(l.period_id);
            return (
              <li key={l.id} className="flex flex-wrap items-baseline gap-x-3 py-2 text-sm">
                <span className="w-28 shrink-0 tabular-nums text-slate-600">
                  {p ? `${p.start_time}–${p.end_time}` : ''}
                </span>
                <span className="font-medium text-slate-900">
                  {l.class_name} {l.section_name} · {l.subject_name}
                </span>
                {l.room_name ? <span className="text-slate-600">{l.room_name}</span> : null}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No lessons today.</p>
      )}
      <a href={`#/timetable/list?teacher_id=${teacherId}`} className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline">
        My week
      </a>
    </section>
  );
}
