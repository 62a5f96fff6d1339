import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ADMIN_ROLE_ID, type AttendanceGrid as Grid, type Profile } from '@contract';
import { classOptionsQueryOptions } from '@/api/classes';
import { classSectionsQueryOptions } from '@/api/sections';
import { ReportEmpty } from '@/components/report/report-states';
import { ReportFrame } from '@/components/report/report-frame';
import { buttonClass } from '@/components/ui/button';
import { can } from '@/lib/can';
import { formatDate } from '@/lib/format-date';
import { HttpError, errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { todayIn } from '@/lib/today';
import { activeCodes, attendanceConfigQueryOptions } from '../../api/config';
import { attendanceGridQueryOptions } from '../api/view';
import { codesById } from '../lib/codes';
import { csvFileName, gridCsv } from '../lib/grid-csv';
import { effectiveDays, rangeProblem, type ViewSearch } from '../lib/search';
import { AttendanceGrid } from './attendance-grid';
import { CodeLegend, GridSummary } from './grid-summary';
import { ViewChoice } from './view-choice';

export interface AttendanceViewPageProps {
  user: Profile;
  search: ViewSearch;
  onSearch: (next: ViewSearch) => void;
}

const TITLE = 'Attendance';

// A month of days fits an A4 page on its side.
const PRINT_CSS = '@media print { @page { size: A4 landscape; margin: 10mm; } }';

const sectionName = (g: Grid) => `${g.section.class_name} ${g.section.name}`;
const noneTaken = (g: Grid) => g.days.every((d) => !d.taken);

/**
 * Attendance › View: a section over a range of days as a grid (students × days), with each
 * student's and each day's totals and rates. The class and section come from the lists the
 * user may see (a teacher: their own classes); the first is shown until another is chosen.
 */
export function AttendanceViewPage({ user, search, onSearch }: AttendanceViewPageProps) {
  const today = todayIn(user.time_zone);
  const days = effectiveDays(search, today);
  const problem = rangeProblem(days);
  const classes = useQuery(classOptionsQueryOptions());
  const config = useQuery(attendanceConfigQueryOptions());
  const chosenSection = search.section_id;
  // A section named by the address without its class: its grid says which class it is.
  const named = useQuery({ ...attendanceGridQueryOptions(chosenSection ?? 0, days.start, days.end), enabled: chosenSection !== undefined && !problem });
  const classId = search.class_id ?? (chosenSection ? named.data?.section.class_id : classes.data?.[0]?.id);
  const sections = useQuery(classSectionsQueryOptions(classId));
  const sectionId = chosenSection ?? sections.data?.[0]?.id;
  const shown = useQuery({ ...attendanceGridQueryOptions(sectionId ?? 0, days.start, days.end), enabled: sectionId !== undefined && !problem });
  const codes = codesById(config.data);

  const online = useOnline();
  const idle = idleNote({ user, online, classes, sections, sectionId, problem });
  const period = `${formatDate(days.start)} – ${formatDate(days.end)}`;
  const data = shown.data;

  return (
    <div className="space-y-4">
      <style>{PRINT_CSS}</style>
      <ViewChoice
        classes={classes.data}
        classId={classId}
        onClass={(next) => onSearch({ ...search, class_id: next, section_id: undefined })}
        sections={sections.data}
        sectionId={sectionId}
        onSection={(next) => onSearch({ ...search, class_id: classId, section_id: next })}
        days={days}
        today={today}
        onDays={(next) => onSearch({ ...search, ...next })}
        problem={problem}
      />
      <ReportFrame
        title={TITLE}
        user={user}
        money={false}
        period={period}
        details={data ? [sectionName(data), data.section.teacher_name ? `Class teacher ${data.section.teacher_name}` : ''].filter(Boolean).join(' · ') : undefined}
        query={shown}
        idle={idle}
        isEmpty={(g) => g.students.length === 0 || g.days.length === 0 || noneTaken(g)}
        empty={(g) => emptyNote(g, can(user, 'generate-attendance'))}
        csv={(g) => ({ name: csvFileName(g), text: gridCsv(g, codes) })}
      >
        {(g) => (
          <div className="space-y-4">
            <GridSummary grid={g} />
            {config.data ? <CodeLegend codes={activeCodes(config.data)} /> : null}
            <AttendanceGrid grid={g} codes={codes} caption={`Attendance of ${sectionName(g)}, ${period}`} today={today} />
          </div>
        )}
      </ReportFrame>
    </div>
  );
}

function emptyNote(g: Grid, canTake: boolean): ReactNode {
  const between = `between ${formatDate(g.start)} and ${formatDate(g.end)}`;
  if (g.days.length === 0) return `There are no school days ${between}. Choose other dates.`;
  if (g.students.length === 0) return `No students were enrolled in ${sectionName(g)} ${between}.`;
  return (
    <>
      No register has been taken for {sectionName(g)} {between}.
      {canTake ? (
        <span className="mt-3 block">
          <a href="#/attendance/generate" className={buttonClass('secondary')}>
            Take attendance
          </a>
        </span>
      ) : null}
    </>
  );
}

interface IdleArgs {
  user: Profile;
  online: boolean;
  classes: { data?: unknown[]; error: unknown };
  sections: { data?: unknown[]; error: unknown };
  sectionId: number | undefined;
  problem: string | null;
}

/** Why there is no grid to ask for yet: no class or section to pick, or days the server would refuse. */
function idleNote({ user, online, classes, sections, sectionId, problem }: IdleArgs): ReactNode {
  const listError = classes.error ?? sections.error;
  // Offline the lists wait instead of failing: without a saved copy there is nothing to pick from.
  if (sectionId === undefined && !classes.data && (!online || (listError instanceof HttpError && listError.isNetwork))) {
    return <ReportEmpty>This page needs a connection: the classes and sections have not been saved on this device yet.</ReportEmpty>;
  }
  if (sectionId === undefined && listError) {
    const refused = listError instanceof HttpError && listError.status === 403;
    return (
      <ReportEmpty>
        {refused ? 'Choosing a section needs the class and section lists, which your role cannot read. An Admin can add them to it.' : `The sections could not be read: ${errorMessage(listError)}`}
      </ReportEmpty>
    );
  }
  if (classes.data?.length === 0) {
    return <ReportEmpty>{user.role_id === ADMIN_ROLE_ID ? 'The school has no classes yet.' : 'No classes are assigned to you. An Admin assigns them to your user.'}</ReportEmpty>;
  }
  if (sections.data?.length === 0 && sectionId === undefined) return <ReportEmpty>This class has no sections in the active year.</ReportEmpty>;
  if (problem) return <ReportEmpty>{problem} The grid shows up to a hundred days.</ReportEmpty>;
  return undefined;
}
