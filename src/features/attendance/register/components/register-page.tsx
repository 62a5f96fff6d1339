import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { AttendanceSheet, Mark, Profile, SheetStudent } from '@contract';
import { attendanceKeys } from '@/api/attendance';
import { SavedMarker } from '@/components/overlays/query-state';
import { SheetLoadProblem, type SheetLoadTexts } from '@/components/overlays/sheet-load-problem';
import { buttonClass } from '@/components/ui/button';
import { useOnline } from '@/lib/online';
import { useSheetWithDraft } from '@/lib/sheet-draft';
import { useAction } from '@/lib/use-action';
import { activeCodes, attendanceConfigQueryOptions } from '../../api/config';
import { registerQueryOptions, savedRoster, sendRegister, type SaveAnswer } from '../api/register';
import { chosenDraft, draftId, draftKind, nextCode, overtaken, registerInput, shownMark, withMark, type RegisterDraft } from '../lib/marks';
import { ConflictChooser } from './conflict-chooser';
import { MarkMenu } from './mark-menu';
import { RegisterHeader } from './register-header';
import { RegisterHistory } from './register-history';
import { RegisterRow } from './register-row';
import { SaveBar } from './save-bar';

export interface RegisterPageProps {
  user: Profile;
  sectionId: number;
  date: string;
}

const boardLink = (date: string) => `#/attendance/generate?date=${date}`;

const registerTexts: SheetLoadTexts = {
  offlineTitle: 'This register needs a connection',
  offlineMessage: "This section's register has not been saved on this device yet. Open it once with a connection and it will open here offline.",
  missingTitle: 'No such section',
  failedTitle: 'The register could not load',
  loading: 'Opening the register…',
};

/**
 * Attendance › Take Attendance, one register (ADR 025). Everyone starts Present; a tap moves a
 * student to the next code. What is typed is a draft on the device until it is sent, so a
 * dropped connection, a reload or a closed browser loses nothing.
 */
export function RegisterPage({ user, sectionId, date }: RegisterPageProps) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const config = useQuery(attendanceConfigQueryOptions());
  const query = useQuery(registerQueryOptions(sectionId, date));
  const id = draftId(sectionId, date);
  const kept = useSheetWithDraft<AttendanceSheet, RegisterDraft>({
    user,
    kind: draftKind,
    id,
    queryKey: attendanceKeys.sheet(sectionId, date),
    chosen: (saved, mine, keepMine) => {
      const next = chosenDraft(saved, mine, keepMine);
      return Object.keys(next.marks).length ? next : null;
    },
  });
  const { draft, keep } = kept;
  const [menuFor, setMenuFor] = useState<SheetStudent | null>(null);

  // Offline, a day never opened here still gets the section's students from another day's copy.
  const copy = useMemo(() => (query.data ? null : savedRoster(queryClient, sectionId)), [query.data, queryClient, sectionId]);
  const fallback = useMemo(() => offlineRoster(copy, date), [copy, date]);
  const sheet = query.data ?? fallback;
  const codes = useMemo(() => (config.data ? activeCodes(config.data) : []), [config.data]);
  // Every code, retired ones too: a mark may keep a code made inactive since; taps cycle the active ones only.
  const codeById = useMemo(() => new Map((config.data?.codes ?? []).map((c) => [c.id, c])), [config.data]);
  const presentId = (codes.find((c) => c.code === 'P') ?? codes[0])?.id ?? 0;

  const save = useAction<SaveAnswer, { input: ReturnType<typeof registerInput> }>({
    mutationFn: ({ input }) => sendRegister(sectionId, date, input),
    invalidates: [attendanceKeys.board(date), attendanceKeys.log(sectionId, date), attendanceKeys.views(), attendanceKeys.absences()],
    success: (answer) => ('saved' in answer ? answer.saved.message : undefined),
    onSuccess: kept.settle,
  });

  if (!sheet || !config.data) {
    const back = <a href={boardLink(date)} className={buttonClass('secondary')}>All registers</a>;
    return <SheetLoadProblem error={query.error ?? config.error} online={online} back={back} texts={registerTexts} />;
  }

  const closed = !sheet.school_day.open;
  const stale = overtaken(sheet, draft);
  const setMark = (student: SheetStudent, mark: Mark) => {
    keep(withMark(draft, sheet, student, mark, presentId));
  };
  const send = (typed: RegisterDraft | null = draft) => save.mutate({ input: registerInput(sheet, typed, presentId) });
  const choose = (keepMine: ReadonlySet<number>) => {
    const next = kept.choose(sheet, keepMine);
    if (next) send(next);
  };

  return (
    <div className="mx-auto max-w-3xl space-y-4 pb-4">
      <RegisterHeader
        sheet={sheet}
        timeZone={user.time_zone}
        back={boardLink(date)}
        fromOtherDay={copy?.date ?? null}
        marker={query.data && (query.isPaused || query.isError || !online) ? <SavedMarker updatedAt={query.dataUpdatedAt} /> : null}
      />
      {closed ? (
        <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200">
          No register can be taken: {sheet.school_day.reason}
        </p>
      ) : null}
      {stale ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-300">
          <span>{sheet.sheet?.updated_by_name} saved this register after you began. Choose which marks to keep before sending.</span>
          <button type="button" className={buttonClass('secondary')} onClick={kept.openChooser}>
            Compare both
          </button>
        </div>
      ) : null}
      {sheet.students.length ? (
        <ul aria-label="Students" className="rounded-xl bg-white px-2 shadow-sm ring-1 ring-slate-200">
          {sheet.students.map((s) => {
            const mark = shownMark(s, draft, presentId);
            return (
              <RegisterRow
                key={s.student_id}
                student={s}
                mark={mark}
                codes={codeById}
                unsent={!!draft?.marks[s.student_id]}
                disabled={closed || !codes.length}
                onTap={() => setMark(s, { code_id: nextCode(codes, mark.code_id), note: mark.note })}
                onMore={() => setMenuFor(s)}
              />
            );
          })}
        </ul>
      ) : (
        <p className="rounded-xl bg-white px-4 py-10 text-center font-medium text-slate-900 shadow-sm ring-1 ring-slate-200">
          No students are enrolled in this section on this day.
        </p>
      )}
      {!closed && sheet.students.length ? (
        <SaveBar
          sheet={sheet}
          draft={draft}
          codes={codes}
          presentId={presentId}
          online={online}
          pending={save.isPending}
          blocked={stale}
          onSave={() => (stale ? kept.openChooser() : send())}
        />
      ) : null}
      {sheet.sheet && query.data ? (
        <RegisterHistory sectionId={sectionId} date={date} codes={codeById} timeZone={user.time_zone} />
      ) : null}
      <MarkMenu
        student={menuFor}
        mark={menuFor ? shownMark(menuFor, draft, presentId) : null}
        codes={codes}
        onClose={() => setMenuFor(null)}
        onChoose={(mark) => {
          if (menuFor) setMark(menuFor, mark);
          setMenuFor(null);
        }}
      />
      <ConflictChooser
        saved={kept.choosing && stale ? sheet : null}
        draft={draft}
        codes={codeById}
        timeZone={user.time_zone}
        onChoose={choose}
        onClose={kept.closeChooser}
      />
    </div>
  );
}

/** Another day's saved register as this day's roster: its students, no marks, the day assumed open. */
function offlineRoster(copy: AttendanceSheet | null, date: string): AttendanceSheet | null {
  if (!copy) return null;
  return {
    ...copy,
    date,
    school_day: { open: true, reason: null },
    sheet: null,
    students: copy.students.map((s) => ({ ...s, mark: null, override: null })),
  };
}
