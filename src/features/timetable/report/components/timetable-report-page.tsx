import { useQuery } from '@tanstack/react-query';
import { formatCount, type Profile, type TeacherLoad } from '@contract';
import { ReportFrame } from '@/components/report/report-frame';
import { buttonClass } from '@/components/ui/button';
import { SummaryCards } from '@/components/report/summary-cards';
import { can } from '@/lib/can';
import { schoolPeriodsQueryOptions } from '@/api/timetable-week';
import { clashReportQueryOptions, teacherLoadsQueryOptions } from '../api/report';
import { DEFAULT_SORT, csvFileName, loadsCsv, nextSort, sortLoads, type LoadsSearch } from '../lib/loads';
import { ClashList } from './clash-list';
import { LoadsTable } from './loads-table';

export interface TimetableReportPageProps {
  user: Profile;
  search: LoadsSearch;
  onSearch: (next: LoadsSearch) => void;
}

const TITLE = 'Timetable report';

const timetabled = (loads: TeacherLoad[]) => loads.filter((l) => l.lessons > 0);

function Cards({ loads }: { loads: TeacherLoad[] }) {
  const teaching = timetabled(loads);
  const lessons = teaching.reduce((sum, l) => sum + l.lessons, 0);
  const cards = [
    { label: 'Teachers timetabled', value: `${teaching.length} of ${loads.length}` },
    { label: 'Lessons a week', value: formatCount(lessons) },
    { label: 'Average load', value: teaching.length ? (lessons / teaching.length).toFixed(1) : '0' },
    { label: 'Heaviest load', value: String(Math.max(0, ...loads.map((l) => l.lessons))) },
  ];
  return <SummaryCards cards={cards} />;
}

/**
 * Timetable › Report: each teacher's lessons a week in the active year, with how many sections
 * and subjects they spread over, and the whole school's week checked for clashes.
 */
export function TimetableReportPage({ user, search, onSearch }: TimetableReportPageProps) {
  const loads = useQuery(teacherLoadsQueryOptions());
  const clashes = useQuery(clashReportQueryOptions());
  const periods = useQuery(schoolPeriodsQueryOptions());
  const sort = { sort: search.sort ?? DEFAULT_SORT.sort, order: search.order ?? (search.sort ? nextSort(DEFAULT_SORT, search.sort).order : DEFAULT_SORT.order) };
  const mayBuild = can(user, 'add-timetable');
  const year = user.academic_name;

  return (
    <div className="space-y-4">
      <p className="mx-auto max-w-6xl text-sm text-slate-600 print:hidden">
        How many lessons each teacher has in a week of the active year, and whether the week holds a clash anywhere in the school.
      </p>
      <ReportFrame
        title={TITLE}
        user={user}
        money={false}
        period={`Lessons a week, ${year}`}
        details={loads.data ? `${loads.data.length} teacher${loads.data.length === 1 ? '' : 's'}` : undefined}
        query={loads}
        isEmpty={(rows) => timetabled(rows).length === 0}
        empty={
          <>
            No lessons are timetabled in {year} yet.
            {mayBuild ? (
              <span className="mt-3 block">
                <a href="#/timetable/add" className={buttonClass('secondary')}>
                  Open the timetable builder
                </a>
              </span>
            ) : null}
          </>
        }
        csv={(rows) => ({ name: csvFileName(year), text: loadsCsv(sortLoads(rows, sort)) })}
      >
        {(rows) => (
          <div className="space-y-4">
            <Cards loads={rows} />
            <LoadsTable
              loads={sortLoads(rows, sort)}
              sort={sort}
              onSort={(column) => onSearch(nextSort(sort, column))}
              linkWeeks={can(user, 'list-timetable')}
              caption={`Teachers' lessons a week, ${year}`}
            />
          </div>
        )}
      </ReportFrame>
      <ClashList query={clashes} periods={periods.data} mayFix={can(user, 'update-timetable')} />
    </div>
  );
}
