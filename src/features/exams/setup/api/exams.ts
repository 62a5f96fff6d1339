import { queryOptions } from '@tanstack/react-query';
import { EXAM_MESSAGES, examSetupEndpoints as ep, type Exam, type ExamInput, type ExamState } from '@contract';
import { allExamsQueryOptions } from '@/api/exam-lists';
import { examKeys } from '@/api/exams';
import { http } from '@/lib/http';
import { notify } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import { movedExam, movesFor } from '../lib/moves';
import { SETUP_STALE } from './stale';

export type ExamsFilter = { academic_year_id?: number; status?: ExamState };

/**
 * Exams, newest first, of a year and a status when given; fetched live. Unfiltered, it is the
 * saved list of every exam (src/api/exam-lists.ts).
 */
export const examsQueryOptions = (filter: ExamsFilter) =>
  filter.academic_year_id === undefined && filter.status === undefined
    ? allExamsQueryOptions()
    : queryOptions({
        queryKey: examKeys.list(filter),
        queryFn: ({ signal }) => http.call(ep.exams, { query: filter }, { signal }),
      });

export type SaveExam = { id: number | null; input: ExamInput };

/** Add an exam (`add-exam`) or change one (`update-exam`). */
export function useSaveExam(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: SaveExam) => (id === null ? http.call(ep.createExam, { body: input }) : http.call(ep.updateExam, { params: { id }, body: input })),
    invalidates: SETUP_STALE,
    success: (data) => data.message,
    onSuccess: onDone,
  });
}

export type MoveExam = { exam: Exam; to: ExamState };

/**
 * Move an exam along EXAM_STATE_MOVES (`update-exam`): the row as it is with the new status and
 * its version, so a move on a copy someone changed since is refused (409) rather than undoing theirs.
 */
export function useMoveExam(onDone: () => void) {
  return useAction({
    mutationFn: ({ exam, to }: MoveExam) => http.call(ep.updateExam, { params: { id: exam.id }, body: movedExam(exam, to) }),
    // A move locks or unlocks marks: the sheets and the entry progress change with it.
    invalidates: [...SETUP_STALE, examKeys.sheets(), examKeys.progress()],
    // The toast names the exam and what the move did, which only the request knows.
    onSuccess: (_data, { exam, to }) => {
      notify.success(movesFor(exam.status).find((m) => m.to === to)?.done(exam.name) ?? EXAM_MESSAGES.examSaved);
      onDone();
    },
  });
}
