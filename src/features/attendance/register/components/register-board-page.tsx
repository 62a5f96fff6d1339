import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ADMIN_ROLE_ID, type Profile, type RegisterSection } from '@contract';
import { QueryProblem, SavedMarker } from '@/components/overlays/query-state';
import { ToolbarDate } from '@/components/form/toolbar-fields';
import { ReportSkeleton } from '@/components/report/report-states';
import { NeedsFirst } from '@/components/ui/needs-first';
import { SectionCardList } from '@/components/ui/section-card-list';
import { can } from '@/lib/can';
import { listDrafts, useDraftCount } from '@/lib/drafts';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { HttpError, errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { registerBoardQueryOptions, registerQueryOptions } from '../api/register';
import { draftId, draftKind } from '../lib/marks';

export interface RegisterBoardPageProps {
  user: Profile;
  date: string;
  onDateChange: (date: string) => void;
}

/** The registers a tablet keeps ready for offline: its user's own sections of the day. */
const PREFETCH_MAX = 12;

/**
 * Attendance › Take Attendance: the day's sections with their registers' state, the user's own
 * first. For the head teacher it is the "not taken yet" board, with each section's teacher.
 */
export function RegisterBoardPage({ user, date, onDateChange }: RegisterBoardPageProps) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const [pendingOnly, setPendingOnly] = useState(false);
  const board = useQuery(registerBoardQueryOptions(date));
  const mayTake = can(user, 'generate-attendance');
  useDraftCount(user, draftKind);
  const unsent = new Set(listDrafts(user, draftKind).map((d) => d.id));

  useEffect(() => {
    if (!online || !mayTake || !board.data?.school_day.open) return;
    for (const s of board.data.sections.filter((x) => x.own).slice(0, PREFETCH_MAX)) {
      void queryClient.prefetchQuery(registerQueryOptions(s.section_id, date));
    }
  }, [online, mayTake, board.data, queryClient, date]);

  const picker = (
    <div className="flex flex-wrap items-end gap-3">
      {/* A cleared field keeps the day shown: the board is always of one day. */}
      <ToolbarDate label="Day" value={date} onChange={(day) => day && onDateChange(day)} />
      <label className="inline-flex min-h-10 items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" checked={pendingOnly} onChange={(e) => setPendingOnly(e.target.checked)} className="h-4 w-4" />
        Not taken yet only
      </label>
      {board.data && (board.isPaused || board.isError || !online) ? <SavedMarker updatedAt={board.dataUpdatedAt} /> : null}
    </div>
  );

  const data = board.data;
  if (!data) {
    const error = board.error;
    const body =
      !online || (error instanceof HttpError && error.isNetwork) ? (
        <QueryProblem title="This day needs a connection" message="The registers of this day have not been saved on this device yet." />
      ) : error ? (
        <QueryProblem title="The registers could not load" message={errorMessage(error)} />
      ) : (
        <ReportSkeleton rows={5} label="Loading the registers…" />
      );
    return (
      <div className="mx-auto max-w-4xl space-y-4">
        {picker}
        {body}
      </div>
    );
  }

  const taken = data.sections.filter((s) => s.taken).length;
  const shown = data.sections.filter((s) => !pendingOnly || !s.taken);
  const own = shown.filter((s) => s.own);
  const others = shown.filter((s) => !s.own);
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      {picker}
      {data.school_day.open ? (
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">
            {taken} of {data.sections.length}
          </span>{' '}
          registers taken on {formatDate(data.date)}.
        </p>
      ) : (
        <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200">
          No registers on {formatDate(data.date)}: {data.school_day.reason}
        </p>
      )}
      {!data.sections.length ? (
        <div className="rounded-xl bg-white px-4 py-10 text-center text-slate-800 shadow-sm ring-1 ring-slate-200">
          {user.role_id === ADMIN_ROLE_ID ? (
            <NeedsFirst href="#/settings/list-sections" link="Add a section first" allowed={can(user, 'list-section')}>
              The school has no sections this year yet. A register is taken for each section.
            </NeedsFirst>
          ) : (
            <p>No sections to take a register for. Sections of your classes in the active year appear here.</p>
          )}
        </div>
      ) : !data.sections.some((s) => s.students > 0) ? (
        <div className="rounded-md bg-amber-50 px-3 py-2 ring-1 ring-amber-200">
          <NeedsFirst href="#/students/add" link="Admit students first" allowed={can(user, 'add-student')}>
            No section has any students yet, so there is nobody to mark.
          </NeedsFirst>
        </div>
      ) : null}
      {own.length ? <SectionList title="Your sections" sections={own} {...{ date, mayTake, unsent, user }} /> : null}
      {others.length ? <SectionList title={own.length ? 'Other sections' : 'Sections'} sections={others} {...{ date, mayTake, unsent, user }} /> : null}
      {pendingOnly && data.sections.length && !shown.length ? (
        <p className="rounded-xl bg-white px-4 py-6 text-center font-medium text-emerald-900 shadow-sm ring-1 ring-slate-200">Every register has been taken.</p>
      ) : null}
    </div>
  );
}

interface SectionListProps {
  title: string;
  sections: RegisterSection[];
  date: string;
  mayTake: boolean;
  unsent: ReadonlySet<string>;
  user: Profile;
}

function SectionList({ title, sections, date, mayTake, unsent, user }: SectionListProps) {
  return (
    <SectionCardList
      title={title}
      items={sections}
      keyOf={(s) => s.section_id}
      hrefOf={mayTake ? (s) => `#/attendance/generate?section=${s.section_id}&date=${date}` : null}
      faceOf={(s) => ({
        name: `${s.class_name} ${s.section_name}`,
        summary: `${s.teacher_name ?? 'No class teacher'} · ${s.students} students`,
        detail: s.taken
          ? `${s.taken.present} present · ${s.taken.absent} absent${s.taken.excused ? ` · ${s.taken.excused} excused` : ''} · by ${s.taken.by_name}, ${formatDateTime(s.taken.at, user.time_zone)}`
          : null,
        done: !!s.taken,
        doneLabel: 'Taken',
        todoLabel: 'Not taken yet',
        unsent: unsent.has(draftId(s.section_id, date)),
      })}
    />
  );
}
