import type { Weekday } from '@contract';
import { focusRing } from '@/components/ui/button';
import type { SavedCoverTask } from '@/api/cover';
import type { SavedWeek, WeekEntry, WeekPeriod } from '@/api/timetable-week';
import { coverDay, dayName, dayShort, inSchoolOrder, lessonsByCell, registerHref, sectionLabel, timeSpan, weekDays } from '../lib/grid';
import { weekHref, type WeekView } from '../lib/search';
import { ScrollRegion } from '@/components/layout/scroll-region';

export interface WeekTableProps {
  week: SavedWeek;
  /** Today's weekday in the school's time zone: its column stands out. */
  today: Weekday;
  caption: string;
  /** A teacher's own week: the lessons they cover this week for colleagues on leave. */
  covers?: readonly SavedCoverTask[];
}

const link = `font-medium text-brand-700 underline-offset-2 hover:underline print:text-slate-900 ${focusRing}`;
const todayTint = 'bg-brand-50/70 print:bg-transparent';

/** The second line of a lesson: whoever the week is not of, as a link to their week. */
function Who({ entry, by }: { entry: WeekEntry; by: WeekView }) {
  if (by === 'section') {
    if (entry.teacher_id === null) return <span className="italic text-slate-600">No teacher</span>;
    return (
      <a href={weekHref({ by: 'teacher', teacher_id: entry.teacher_id })} className={link}>
        {entry.teacher_name}
      </a>
    );
  }
  return (
    <a href={weekHref({ by: 'section', class_id: entry.class_id, section_id: entry.section_id })} className={link}>
      {sectionLabel(entry)}
    </a>
  );
}

/** The third line: the room, or in a room's week the teacher. */
function Where({ entry, by }: { entry: WeekEntry; by: WeekView }) {
  const text = by === 'room' ? entry.teacher_name : entry.room_name;
  if (!text) return null;
  return <span className="block text-slate-600">{text}</span>;
}

function Lesson({ entry, by }: { entry: WeekEntry; by: WeekView }) {
  return (
    <div className="space-y-0.5 leading-snug">
      <span className="block font-semibold text-slate-900">{entry.subject_name}</span>
      <span className="block">
        <Who entry={entry} by={by} />
      </span>
      <Where entry={entry} by={by} />
    </div>
  );
}

/**
 * A lesson taken for a colleague on leave, this week only: marked Cover and framed apart from
 * the teacher's own lessons, with whose it is and the section's register for that day.
 */
function CoverLesson({ cover }: { cover: SavedCoverTask }) {
  return (
    <div className="space-y-0.5 break-words rounded-md bg-amber-50 p-1.5 leading-snug ring-1 ring-amber-300 print:border print:border-dashed print:border-slate-600 print:bg-transparent print:ring-0">
      <span className="flex flex-wrap items-center gap-1">
        <span className="rounded bg-amber-700 px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wide text-white print:bg-transparent print:p-0 print:text-slate-900">Cover</span>
        <span className="text-xs text-slate-700">{coverDay(cover.date)}</span>
      </span>
      <span className="block font-semibold text-slate-900">{cover.subject_name}</span>
      <span className="block">{sectionLabel(cover)}</span>
      {cover.room_name ? <span className="block text-slate-600">{cover.room_name}</span> : null}
      <span className="block text-slate-700">Cover for {cover.absent_teacher_name}</span>
      <a href={registerHref(cover)} className={`${link} block print:hidden`} aria-label={`Take register: ${sectionLabel(cover)}, ${coverDay(cover.date)}`}>
        Take register
      </a>
    </div>
  );
}

interface LessonCellProps {
  period: WeekPeriod;
  day: Weekday;
  lessons: WeekEntry[];
  covers: SavedCoverTask[];
  by: WeekView;
  isToday: boolean;
}

function LessonCell({ period, day, lessons, covers, by, isToday }: LessonCellProps) {
  const base = `border-b border-l border-slate-200 px-2 py-2 align-top print:border-slate-400 print:px-1 print:py-1 ${isToday ? todayTint : ''}`;
  if (!period.weekdays.includes(day)) {
    return (
      <td className={`${base} bg-slate-100 text-center text-slate-400 print:bg-transparent`} title={`${period.name} does not run on ${dayName(day)}`}>
        <span aria-hidden="true">–</span>
        <span className="sr-only">No {period.name} on {dayName(day)}</span>
      </td>
    );
  }
  return (
    <td className={base}>
      {lessons.length || covers.length ? (
        <div className="space-y-2">
          {lessons.map((e) => (
            <Lesson key={e.id} entry={e} by={by} />
          ))}
          {covers.map((c) => (
            <CoverLesson key={`cover-${c.id}`} cover={c} />
          ))}
        </div>
      ) : (
        <span className="sr-only">Free</span>
      )}
    </td>
  );
}

/**
 * A week as a table: the periods down the side with their times (a break as a thin row across
 * the week), the school days across the top. Each lesson names its subject, who is on the
 * other side of it (the teacher, or the section), and the room.
 */
export function WeekTable({ week, today, caption, covers = [] }: WeekTableProps) {
  const days = weekDays(week);
  const lessonsAt = lessonsByCell(week.entries);
  const coversAt = lessonsByCell(covers);
  const by = week.of.kind;
  return (
    <ScrollRegion label={caption} className="overflow-x-auto rounded-md ring-1 ring-slate-200 print:overflow-visible print:ring-0">
      <table className="w-full min-w-[40rem] table-fixed border-collapse text-left text-sm print:min-w-0 print:text-[10px]">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col className="w-28 print:w-20" />
          {days.map((d) => (
            <col key={d} />
          ))}
        </colgroup>
        <thead>
          <tr className="border-b border-slate-300 bg-slate-50 text-xs uppercase tracking-wide text-slate-600 print:bg-transparent print:text-[10px]">
            <th scope="col" className="px-2 py-2 font-semibold">
              Period
            </th>
            {days.map((d) => (
              <th key={d} scope="col" aria-current={d === today ? 'date' : undefined} className={`border-l border-slate-200 px-2 py-2 font-semibold ${d === today ? `${todayTint} text-brand-800` : ''}`}>
                <span aria-hidden="true" className="desk:hidden print:hidden">
                  {dayShort(d)}
                </span>
                <span className="sr-only desk:not-sr-only print:not-sr-only">{dayName(d)}</span>
                {d === today ? <span className="ml-1 rounded-full bg-brand-700 px-1.5 py-0.5 text-[10px] normal-case text-white print:hidden">Today</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {inSchoolOrder(week.periods).map((p) =>
            p.kind === 'break' ? (
              <tr key={p.id} className="bg-slate-100 print:bg-transparent">
                <th scope="row" colSpan={days.length + 1} className="border-b border-slate-200 px-2 py-1 text-center text-xs font-medium text-slate-600 print:border-slate-400 print:py-0.5 print:text-[9px]">
                  {p.name} · <span className="tabular-nums">{timeSpan(p)}</span>
                </th>
              </tr>
            ) : (
              <tr key={p.id} className="print:break-inside-avoid">
                <th scope="row" className="border-b border-slate-200 px-2 py-2 align-top font-medium text-slate-900 print:border-slate-400 print:px-1 print:py-1">
                  <span className="block">{p.name}</span>
                  <span className="block whitespace-nowrap text-xs font-normal tabular-nums text-slate-600 print:text-[9px]">{timeSpan(p)}</span>
                </th>
                {days.map((d) => (
                  <LessonCell key={d} period={p} day={d} lessons={lessonsAt(d, p.id)} covers={coversAt(d, p.id)} by={by} isToday={d === today} />
                ))}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
