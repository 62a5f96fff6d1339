import { todayIn } from '@/lib/today';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { Profile, Weekday } from '@contract';
import { SavedMarker } from '@/components/overlays/query-state';
import { ReportEmpty } from '@/components/report/report-states';
import { Button, buttonClass } from '@/components/ui/button';
import { can } from '@/lib/can';
import { formatDate, formatDateTime } from '@/lib/format-date';
import type { SavedCoverWeek } from '@/api/cover';
import type { SavedWeek } from '@/api/timetable-week';
import { coverLine, lessonCount } from '../lib/grid';
import { WeekTable } from './week-table';

export interface WeekSheetProps {
  week: SavedWeek;
  user: Pick<Profile, 'school_name' | 'time_zone' | 'privileges' | 'role_id'>;
  today: Weekday;
  /** When the copy shown is the one saved on the device: the moment it was saved. */
  savedAt: number | null;
  /** A teacher's own week: the lessons they cover this week, when known. */
  covers?: SavedCoverWeek;
  print?: () => void;
}

/** What the count under the name means for each kind of week. */
function loadLine(week: SavedWeek): string {
  const count = lessonCount(week.lessons);
  if (week.of.kind === 'teacher') return `Teaches ${count} a week`;
  if (week.of.kind === 'room') return `In use for ${count} a week`;
  return `${count} a week`;
}

function Empty({ week, mayBuild }: { week: SavedWeek; mayBuild: boolean }) {
  const build = mayBuild ? (
    <span className="mt-3 block">
      <a href="#/timetable/add" className={buttonClass('secondary')}>
        Open the timetable builder
      </a>
    </span>
  ) : null;
  let words: ReactNode;
  if (!week.academic_year) words = 'There is no active academic year, so there is no timetable to show. An Admin activates one in Academic Years.';
  else if (week.periods.length === 0) words = 'The school has no periods yet: the bell schedule is set in the timetable builder.';
  else if (week.of.kind === 'teacher') words = `${week.of.name} has no lessons in ${week.academic_year.name}.`;
  else if (week.of.kind === 'room') words = `Nothing is timetabled in ${week.of.name} in ${week.academic_year.name}.`;
  else words = `No lessons are timetabled for ${week.of.name} in ${week.academic_year.name} yet.`;
  return (
    <ReportEmpty>
      {words}
      {build}
    </ReportEmpty>
  );
}

/**
 * One week on screen and on paper: whose it is, the year and the lessons a week, then the
 * table. On paper the app's chrome and the buttons go, and the school and the moment of
 * printing head the page.
 */
export function WeekSheet({ week, user, today, savedAt, covers, print = () => window.print() }: WeekSheetProps) {
  const headingId = useId();
  // The moment on paper is when Print was pressed, not when the page was opened.
  const [printedAt, setPrintedAt] = useState(() => new Date());
  useEffect(() => {
    const stamp = () => setPrintedAt(new Date());
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);
  const coverCount = covers?.covers.length ?? 0;
  // A teacher with no lessons of their own may still cover a colleague's this week.
  const empty = !week.academic_year || week.periods.length === 0 || (week.entries.length === 0 && coverCount === 0);
  const caption = `Timetable of ${week.of.name}${week.academic_year ? `, ${week.academic_year.name}` : ''}`;

  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto max-w-6xl rounded-xl bg-white shadow-sm ring-1 ring-slate-200 print:max-w-none print:rounded-none print:shadow-none print:ring-0"
    >
      <header className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 p-4 print:border-slate-500 print:px-0 print:py-2">
        <div className="min-w-0">
          <p className="hidden text-sm font-medium print:block">{user.school_name}</p>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            <span className="hidden print:inline">Timetable · </span>
            {week.of.name}
          </h2>
          <p className="text-sm text-slate-600">{[week.academic_year?.name, loadLine(week)].filter(Boolean).join(' · ')}</p>
          {coverCount ? (
            <p className="text-sm font-medium text-amber-900 print:text-slate-900">
              {coverLine(coverCount, covers!.week_start > todayIn(user.time_zone))} ({formatDate(covers!.week_start)} to {formatDate(covers!.week_end)})
            </p>
          ) : null}
          <p className="hidden text-xs print:block">Printed {formatDateTime(printedAt, user.time_zone)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          {savedAt !== null ? <SavedMarker updatedAt={savedAt} /> : null}
          <Button variant="secondary" disabled={empty} onClick={print}>
            Print
          </Button>
        </div>
      </header>
      <div className="p-4 print:px-0 print:py-2">{empty ? <Empty week={week} mayBuild={can(user, 'add-timetable')} /> : <WeekTable week={week} today={today} caption={caption} covers={covers?.covers} />}</div>
    </section>
  );
}
