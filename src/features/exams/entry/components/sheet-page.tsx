import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { MarkSheet, MarkSheetInput, MarkSheetStudent, Profile } from '@contract';
import { examKeys } from '@/api/exams';
import { SavedMarker } from '@/components/overlays/query-state';
import { Button } from '@/components/ui/button';
import { readDraft } from '@/lib/drafts';
import { useOnline } from '@/lib/online';
import { useSheetWithDraft } from '@/lib/sheet-draft';
import { whileSubmitting } from '@/lib/refusals';
import { notify } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import { allExamsQueryOptions, examPapersQueryOptions, gradingSystemsQueryOptions } from '@/api/exam-lists';
import { entryHref } from '../api/picker';
import { markSheetQueryOptions, sendMarkSheet, type SheetAnswer } from '../api/sheet';
import { paperScale } from '../lib/grading';
import {
  chosenDraft,
  draftId,
  draftKind,
  overtaken,
  sheetErrors,
  sheetInput,
  shownComplete,
  tally,
  withComplete,
  withEntry,
  type MarksDraft,
  type TypedResult,
} from '../lib/marks';
import { refusalsOf, type Refusals } from '../lib/refusals';
import { ConflictDialog } from './conflict-dialog';
import { focusCell, MarksGrid } from './marks-grid';
import { SheetHeader } from './sheet-header';
import { SheetNotices, SheetProblem } from './sheet-notices';
import { SheetSaveBar } from './sheet-save-bar';

export interface MarkSheetPageProps {
  user: Profile;
  paperId: number;
  sectionId: number;
  /** Opens another paper of the section (Save & next paper). */
  onOpenPaper: (paperId: number) => void;
}

const NO_REFUSALS: Refusals = { marks: new Map(), remark: new Map(), problem: null };

/**
 * Exams › Exam Result, one grid: a section's marks on one paper. What is typed is a draft on
 * the device until it is saved, so a dropped connection, a reload or a closed browser loses
 * nothing; saving is online only, through the action guard.
 */
export function MarkSheetPage({ user, paperId, sectionId, onOpenPaper }: MarkSheetPageProps) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const query = useQuery(markSheetQueryOptions(paperId, sectionId));
  const grading = useQuery(gradingSystemsQueryOptions());
  const exams = useQuery(allExamsQueryOptions());
  const sheet = query.data;
  const papers = useQuery({ ...examPapersQueryOptions(sheet?.exam.id ?? 0, sheet?.section.class_id ?? 0), enabled: !!sheet });
  const id = draftId(paperId, sectionId);
  const key = examKeys.sheet(paperId, sectionId);
  const drafts = useSheetWithDraft<MarkSheet, MarksDraft>({ user, kind: draftKind, id, queryKey: key, chosen: chosenDraft });
  const { kept, draft, keep, current } = drafts;
  // Opened with marks typed before (a reload, another day, offline): say so at the top.
  const [restored] = useState(() => !!readDraft(user, draftKind, id));
  const [remarksShown, setRemarksShown] = useState<boolean | null>(null);
  const [refused, setRefused] = useState<Refusals>(NO_REFUSALS);
  const wrapper = useRef<HTMLDivElement>(null);
  // The students of the save in flight, in the order sent: a refusal names `results.{i}`.
  const sent = useRef<number[]>([]);
  // Save & next paper, waiting on the conflict chooser.
  const after = useRef<number | undefined>(undefined);

  // Stable for the rows' memo: it reads the draft as it is now, not as it was at the last render.
  const onChange = useCallback(
    (student: MarkSheetStudent, entry: TypedResult) => {
      if (!sheet) return;
      keep(withEntry(current(), sheet, student, entry));
      setRefused((prev) => (prev.marks.has(student.student_id) || prev.remark.has(student.student_id) ? dropStudent(prev, student.student_id) : prev));
    },
    [sheet, current, keep],
  );

  const save = useAction<SheetAnswer, { input: MarkSheetInput; next?: number }>({
    mutationFn: ({ input }) => sendMarkSheet(paperId, sectionId, input),
    invalidates: [examKeys.progress(), examKeys.reports()],
    success: (answer) => ('saved' in answer ? answer.saved.message : undefined),
    onSuccess: async (answer, vars) => {
      if ('locked' in answer) {
        // The exam closed since the sheet was opened: the grid shows it locked (the draft stays on the device) and reads it afresh.
        queryClient.setQueryData<MarkSheet>(key, (old) => old && { ...old, lock: { reason: answer.locked } });
        notify.error(answer.locked);
        await queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      drafts.settle(answer);
      if ('saved' in answer) {
        setRefused(NO_REFUSALS);
        // Other pages' copies of this sheet are stale; this one is the answer itself.
        await queryClient.invalidateQueries({ queryKey: examKeys.sheets(), refetchType: 'none' });
        if (vars.next) onOpenPaper(vars.next);
      } else {
        after.current = vars.next;
      }
    },
  });

  const scale = useMemo(() => (sheet ? paperScale(sheet, grading.data, exams.data) : null), [sheet, grading.data, exams.data]);
  const checks = useMemo(() => (sheet ? sheetErrors(sheet, draft) : new Map<number, string>()), [sheet, draft]);

  if (!sheet) return <SheetProblem error={query.error} online={online} />;

  const back = entryHref({ exam: sheet.exam.id, section: sectionId });
  const locked = !!sheet.lock;
  const stale = overtaken(sheet, draft);
  const counts = tally(sheet, draft);
  const errors = new Map([...refused.marks, ...checks]);
  const order = papers.data?.map((p) => p.id) ?? [];
  const nextPaper = order.includes(paperId) ? order[order.indexOf(paperId) + 1] : undefined;
  const showRemark = remarksShown ?? sheet.students.some((s) => !!s.result?.remark || !!draft?.rows[s.student_id]?.remark);
  const unsent = draft ? Object.keys(draft.rows).length + (draft.complete !== undefined ? 1 : 0) : 0;

  const send = (typed: MarksDraft, next?: number) => {
    const target = {
      show: (error: unknown) => {
        const found = refusalsOf(error, sent.current);
        if (!found) return false;
        setRefused(found);
        const first = sheet.students.findIndex((s) => found.marks.has(s.student_id));
        if (first >= 0) focusCell(wrapper.current, first, 0);
        return true;
      },
    };
    const { input, order } = sheetInput(sheet, typed);
    sent.current = order;
    whileSubmitting(target, () => save.mutate({ input, next }));
  };

  const onSave = (toNext: boolean) => {
    const next = toNext ? nextPaper : undefined;
    if (!draft) {
      if (next) onOpenPaper(next);
      return;
    }
    if (stale) {
      after.current = next;
      drafts.openChooser();
      return;
    }
    if (checks.size) {
      const first = sheet.students.findIndex((s) => checks.has(s.student_id));
      focusCell(wrapper.current, first, 0);
      return;
    }
    send(draft, next);
  };

  const choose = (keepMine: ReadonlySet<number>) => {
    if (!drafts.current()) return drafts.closeChooser();
    const next = drafts.choose(sheet, keepMine);
    if (next && !sheetErrors(sheet, next).size) send(next, after.current);
    else if (!next && after.current) onOpenPaper(after.current);
  };

  return (
    <div ref={wrapper} className="mx-auto max-w-5xl space-y-4 pb-4">
      <SheetHeader
        sheet={sheet}
        scale={scale}
        counts={counts}
        timeZone={user.time_zone}
        back={back}
        marker={query.isPaused || query.isError || !online ? <SavedMarker updatedAt={query.dataUpdatedAt} /> : null}
      />
      <SheetNotices
        lock={sheet.lock}
        unsent={unsent}
        restoredAt={restored && kept ? kept.savedAt : null}
        stale={stale ? (sheet.saved?.updated_by_name ?? 'Someone else') : null}
        timeZone={user.time_zone}
        onDiscard={() => keep(null)}
        onCompare={drafts.openChooser}
      />
      {sheet.students.length ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-700">
              {locked ? 'The marks as saved.' : 'Type a mark and press Enter. a: Absent · x: Exempt · arrows move between cells.'}
            </p>
            <Button variant="ghost" onClick={() => setRemarksShown(!showRemark)}>
              {showRemark ? 'Hide remarks' : 'Show remarks'}
            </Button>
          </div>
          <MarksGrid
            sheet={sheet}
            draft={locked ? null : draft}
            scale={scale}
            errors={locked ? new Map() : errors}
            remarkErrors={refused.remark}
            showRemark={showRemark}
            locked={locked}
            onChange={onChange}
          />
        </>
      ) : (
        <p className="rounded-xl bg-white px-4 py-10 text-center font-medium text-slate-900 shadow-sm ring-1 ring-slate-200">
          No students sit this paper in this section.
        </p>
      )}
      {!locked && sheet.students.length ? (
        <SheetSaveBar
          unsent={unsent}
          complete={shownComplete(sheet, draft)}
          saved={!!sheet.saved}
          missing={counts.missing}
          invalid={checks.size}
          online={online}
          pending={save.isPending}
          blocked={stale}
          hasNext={nextPaper !== undefined}
          problem={refused.problem}
          onComplete={(complete) => keep(withComplete(drafts.current(), sheet, complete))}
          onSave={onSave}
        />
      ) : null}
      <ConflictDialog saved={drafts.choosing && stale ? sheet : null} draft={draft} timeZone={user.time_zone} onChoose={choose} onClose={drafts.closeChooser} />
    </div>
  );
}

function dropStudent(refusals: Refusals, studentId: number): Refusals {
  const marks = new Map(refusals.marks);
  const remark = new Map(refusals.remark);
  marks.delete(studentId);
  remark.delete(studentId);
  return { ...refusals, marks, remark };
}
