import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ADMIN_ROLE_ID, weekdayOf, type Profile } from '@contract';
import { classOptionsQueryOptions } from '@/api/classes';
import { teacherOptionsQueryOptions } from '@/api/employees';
import { roomOptionsQueryOptions } from '@/api/rooms';
import { classSectionsQueryOptions } from '@/api/sections';
import { QueryProblem } from '@/components/overlays/query-state';
import { ReportSkeleton } from '@/components/report/report-states';
import { Button } from '@/components/ui/button';
import { HttpError, errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { todayIn } from '@/lib/today';
import { coverWeekDay, coverWeekQueryOptions } from '@/api/cover';
import { weekQueryOptions } from '@/api/timetable-week';
import { viewOf, weekOf, type WeekSearch, type WeekView } from '../lib/search';
import { WeekChoice, type Option } from './week-choice';
import { WeekSheet } from './week-sheet';

export interface TimetableWeekPageProps {
  user: Profile;
  search: WeekSearch;
  onSearch: (next: WeekSearch) => void;
  print?: () => void;
}

// A week of five to seven days fits an A4 page on its side.
const PRINT_CSS = '@media print { @page { size: A4 landscape; margin: 10mm; } body, #main { background: white !important; } }';

const offlineError = (online: boolean, error: unknown) => !online || (error instanceof HttpError && error.isNetwork);

const LIST_NOUNS: Record<WeekView, string> = { section: 'classes and sections', teacher: 'teachers', room: 'rooms' };

/** Why there is no week to ask for yet: a list to choose from that is missing, refused or empty. */
function idleProblem(by: WeekView, online: boolean, list: Pick<UseQueryResult<unknown[]>, 'data' | 'error'>, user: Profile, classes: Option[] | undefined) {
  if (!list.data && offlineError(online, list.error)) {
    return <QueryProblem title="This page needs a connection" message={`The ${LIST_NOUNS[by]} to choose from have not been saved on this device yet. Open this page once with a connection to keep them here.`} />;
  }
  if (list.error) {
    const refused = list.error instanceof HttpError && list.error.status === 403;
    return (
      <QueryProblem
        title={refused ? `Your role cannot read the ${LIST_NOUNS[by]}` : `The ${LIST_NOUNS[by]} could not load`}
        message={refused ? `Choosing a week by ${by} needs the list of ${LIST_NOUNS[by]}. An Admin can add it to your role.` : errorMessage(list.error)}
      />
    );
  }
  if (list.data?.length === 0) {
    if (by === 'teacher') return <QueryProblem title="No teachers" message="The school has no active teachers yet. They are added in Employees." />;
    if (by === 'room') return <QueryProblem title="No rooms" message="The school has no rooms yet. They are added in Settings › Rooms." />;
    if (classes?.length === 0) {
      return <QueryProblem title="No classes" message={user.role_id === ADMIN_ROLE_ID ? 'The school has no classes yet.' : 'No classes are assigned to you. An Admin assigns them to your user.'} />;
    }
    return <QueryProblem title="No sections" message="This class has no sections in the active year." />;
  }
  return <ReportSkeleton rows={8} label="Loading the timetable…" />;
}

/**
 * Timetable › List: one week at a time, of a section, a teacher or a room, and the user's own
 * when they teach. A week opened once is saved on the device and reads offline, with the time
 * it was saved.
 */
export function TimetableWeekPage({ user, search, onSearch, print }: TimetableWeekPageProps) {
  const online = useOnline();
  const today = weekdayOf(todayIn(user.time_zone));
  // A user with a staff record opens on their own week ("My week") unless the address says otherwise.
  const mine = user.employee_id ?? undefined;
  const by = viewOf(search, mine);

  const classes = useQuery({ ...classOptionsQueryOptions(), enabled: by === 'section' });
  const namedSection = useQuery({ ...weekQueryOptions({ section_id: search.section_id ?? 0 }), enabled: by === 'section' && search.section_id !== undefined });
  // A section named by the address without its class: its lessons say which class it is.
  const classId = search.class_id ?? (search.section_id !== undefined ? namedSection.data?.entries[0]?.class_id : classes.data?.[0]?.id);
  const sections = useQuery({ ...classSectionsQueryOptions(classId), enabled: by === 'section' && classId !== undefined });
  const teachers = useQuery({ ...teacherOptionsQueryOptions(), enabled: by === 'teacher' });
  const rooms = useQuery(roomOptionsQueryOptions(by === 'room'));

  const teacherId = search.teacher_id ?? mine ?? teachers.data?.[0]?.id;
  const chosen = { section: search.section_id ?? sections.data?.[0]?.id, teacher: teacherId, room: search.room_id ?? rooms.data?.[0]?.id };
  const of = weekOf(by, chosen[by]);
  const week = useQuery({ ...weekQueryOptions(of ?? { section_id: 0 }), enabled: of !== undefined });
  // My week also holds this week's cover lessons. Saved like the week; without a copy offline,
  // or refused, the week shows without them.
  const ownWeek = by === 'teacher' && mine !== undefined && teacherId === mine;
  // Asked once the week is known: its school days say when the school's week is over.
  const coverDay = coverWeekDay(todayIn(user.time_zone), week.data?.school_days);
  const covers = useQuery({ ...coverWeekQueryOptions(mine ?? 0, coverDay), enabled: ownWeek && week.data !== undefined });

  const onView = (view: WeekView | 'mine') => {
    if (view === 'mine') return onSearch({ ...search, by: 'teacher', teacher_id: mine });
    // "By teacher" from the user's own week goes on to someone else's.
    const other = view === 'teacher' && mine !== undefined && teacherId === mine ? teachers.data?.find((t) => t.id !== mine)?.id : search.teacher_id;
    onSearch({ ...search, by: view, teacher_id: other });
  };

  // A section named by the address whose class is unknown (its week is empty) is still shown by name.
  const sectionOptions: Option[] | undefined =
    classId === undefined && namedSection.data ? [{ id: namedSection.data.of.id, name: namedSection.data.of.name }] : sections.data?.map((s) => ({ id: s.id, name: s.name }));
  // A teacher whose role cannot read the teacher list still has their own week to pick.
  const ownName = week.data?.of.kind === 'teacher' && week.data.of.id === mine ? week.data.of.name : user.fullname;
  const teacherOptions: Option[] | undefined =
    teachers.data?.map((t) => ({ id: t.id, name: `${t.fullname} (${t.number})` })) ?? (teachers.isError && mine !== undefined ? [{ id: mine, name: ownName }] : undefined);
  const lists = { section: classes.data?.length && classId !== undefined ? sections : classes, teacher: teachers, room: rooms };

  let body;
  if (!of) body = idleProblem(by, online, lists[by], user, classes.data);
  else if (week.data) {
    const savedCopy = week.isPaused || week.isError || !online;
    body = <WeekSheet week={week.data} user={user} today={today} savedAt={savedCopy ? week.dataUpdatedAt : null} covers={ownWeek ? covers.data : undefined} print={print} />;
  } else if (offlineError(online, week.error)) {
    body = <QueryProblem title="This page needs a connection" message="This week has not been saved on this device yet. Open it once with a connection to keep it here for reading offline." />;
  } else if (week.isError) {
    const missing = week.error instanceof HttpError && week.error.status === 404;
    body = (
      <QueryProblem
        title={missing ? 'No such timetable' : 'The timetable could not load'}
        message={errorMessage(week.error)}
        action={
          <Button variant="secondary" onClick={() => void week.refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else body = <ReportSkeleton rows={8} label="Loading the timetable…" />;

  return (
    <div className="space-y-4">
      <style>{PRINT_CSS}</style>
      <WeekChoice
        by={by}
        mine={mine === undefined ? null : by === 'teacher' && teacherId === mine}
        onView={onView}
        classes={{ options: classes.data, chosen: classId, onChoose: (next) => onSearch({ ...search, class_id: next, section_id: undefined }) }}
        sections={{ options: sectionOptions, chosen: chosen.section, onChoose: (next) => onSearch({ ...search, class_id: classId, section_id: next }) }}
        teachers={{ options: teacherOptions, chosen: teacherId, onChoose: (next) => onSearch({ ...search, teacher_id: next }) }}
        rooms={{ options: rooms.data, chosen: chosen.room, onChoose: (next) => onSearch({ ...search, room_id: next }) }}
      />
      {body}
    </div>
  );
}
