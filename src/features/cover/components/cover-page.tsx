import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CoverDay, CoverLesson, Profile } from '@contract';
import { coverDayQueryOptions, coverKeys } from '@/api/cover';
import { QueryProblem } from '@/components/overlays/query-state';
import { ReportSkeleton } from '@/components/report/report-states';
import { Button } from '@/components/ui/button';
import { useTakingAction } from '@/lib/action-guard';
import { can } from '@/lib/can';
import { HttpError, errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { todayIn } from '@/lib/today';
import { useAssignCover, useRemoveCover } from '../api/cover';
import { byPeriod, lessonCount, longDay, timeSpan } from '../lib/day';
import { CoverLessonCard } from './cover-lesson';
import { CoverSheet } from './cover-sheet';
import { DayPicker } from './day-picker';
import { ProposalsDialog } from './proposals-dialog';
import { RemoveCoverDialog } from './remove-cover-dialog';

export interface CoverPageProps {
  user: Profile;
  date: string;
  onDate: (date: string) => void;
  print?: () => void;
}

// On paper: the shell hides itself (print:hidden), the screen list gives way to the sheet.
const PRINT_CSS = `@media print {
  @page { size: A4 portrait; margin: 12mm; }
  body, #main { background: white !important; }
}`;

const box = 'rounded-xl bg-white px-4 py-10 text-center shadow-sm ring-1 ring-slate-200';

/** Nothing needs cover: a day the school is closed, or nobody with lessons is away. */
function NothingToCover({ day }: { day: CoverDay }) {
  return (
    <div role="status" className={box}>
      {day.school_day ? (
        <>
          <p className="font-medium text-slate-900">No lessons need cover on {longDay(day.date)}.</p>
          <p className="mt-1 text-sm text-slate-600">No teacher with lessons that day is on approved leave.</p>
        </>
      ) : (
        <>
          <p className="font-medium text-slate-900">{longDay(day.date)} is not a school day.</p>
          <p className="mt-1 text-sm text-slate-600">The school is closed (a weekend or a holiday), so no lessons need cover.</p>
        </>
      )}
    </div>
  );
}

function Problem({ error, online, onRetry }: { error: unknown; online: boolean; onRetry: () => void }) {
  const retry = (
    <Button variant="secondary" onClick={onRetry}>
      Try again
    </Button>
  );
  if (!online || (error instanceof HttpError && error.isNetwork)) {
    return <QueryProblem title="This needs a connection" message="Cover is arranged with the server: the list is not kept on this device. Connect, then try again." action={retry} />;
  }
  return <QueryProblem title="The cover list could not load" message={errorMessage(error)} action={retry} />;
}

/**
 * Timetable › Lesson Cover: a day's lessons whose teacher is on approved leave, by period. The
 * office taps a free teacher to cover each (the same subject first, then who has covered least);
 * those who approve leave see the day without changing it. The day's cover sheet prints.
 */
export function CoverPage({ user, date, onDate, print = () => window.print() }: CoverPageProps) {
  const online = useOnline();
  const busy = useTakingAction();
  const query = useQuery(coverDayQueryOptions(date));
  const mayAssign = can(user, 'update-timetable');
  const [choosing, setChoosing] = useState<CoverLesson | null>(null);
  const [removing, setRemoving] = useState<CoverLesson | null>(null);
  const assign = useAssignCover(date);
  const remove = useRemoveCover(date, () => setRemoving(null));

  const queryClient = useQueryClient();
  // A refusal (the teacher was given another lesson meanwhile) means the list is out of date: read it again.
  const pick = (lesson: CoverLesson, teacherId: number) =>
    assign.mutate(
      { entry_id: lesson.entry_id, date, teacher_id: teacherId },
      { onSuccess: () => setChoosing(null), onError: () => void queryClient.invalidateQueries({ queryKey: coverKeys.day(date) }) },
    );

  const day = query.data;
  const covered = day?.lessons.filter((l) => l.cover).length ?? 0;
  let body;
  if (!day) body = query.isError ? <Problem error={query.error} online={online} onRetry={() => void query.refetch()} /> : <ReportSkeleton rows={6} label="Loading the cover list…" />;
  else if (!day.school_day || !day.lessons.length) body = <NothingToCover day={day} />;
  else {
    body = (
      <>
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{lessonCount(day.lessons.length)}</span> {day.lessons.length === 1 ? 'needs' : 'need'} cover on {longDay(day.date)}: {covered} covered,{' '}
          {day.lessons.length - covered} still to cover.
        </p>
        {byPeriod(day.lessons).map((group) => (
          <section key={group.period_id} aria-label={`${group.period_name}, ${timeSpan(group)}`} className="space-y-2">
            <h2 className="text-base font-semibold text-slate-900">
              {group.period_name} <span className="font-normal tabular-nums text-slate-600">· {timeSpan(group)}</span>
            </h2>
            {group.lessons.map((lesson) => (
              <CoverLessonCard
                key={lesson.entry_id}
                lesson={lesson}
                mayAssign={mayAssign}
                busy={busy}
                onPick={(teacherId) => pick(lesson, teacherId)}
                onMore={() => setChoosing(lesson)}
                onRemove={() => setRemoving(lesson)}
              />
            ))}
          </section>
        ))}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-4 print:max-w-none">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
        <DayPicker date={date} today={todayIn(user.time_zone)} onDate={onDate} />
        <Button variant="secondary" className="min-h-11" disabled={!day?.lessons.length} onClick={print}>
          Print cover sheet
        </Button>
      </div>
      <div className="space-y-4 print:hidden">{body}</div>
      {day?.lessons.length ? <CoverSheet day={day} user={user} /> : null}
      {mayAssign ? (
        <>
          <ProposalsDialog lesson={choosing} busy={busy} onPick={pick} onClose={() => setChoosing(null)} />
          <RemoveCoverDialog lesson={removing} date={date} busy={busy} onRemove={(id) => remove.mutate(id)} onClose={() => setRemoving(null)} />
        </>
      ) : null}
    </div>
  );
}
