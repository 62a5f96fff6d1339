import { examSetupEndpoints as ep, type ExamSubjectInput, type ExamSubjectsBulkInput } from '@contract';
import { http } from '@/lib/http';
import { HttpError } from '@/lib/http-error';
import { notify } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import { SETUP_STALE } from './stale';

export type SavePaper = { id: number | null; input: ExamSubjectInput };

/** Add a paper (`add-exam-subject`) or change one (`update-exam-subject`). */
export function useSavePaper(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: SavePaper) => (id === null ? http.call(ep.createPaper, { body: input }) : http.call(ep.updatePaper, { params: { id }, body: input })),
    invalidates: SETUP_STALE,
    success: (data) => data.message,
    onSuccess: onDone,
  });
}

/**
 * The server names a bulk row by its place among the rows sent (`subjects.2.max_marks`); the
 * form lists every subject, chosen or not. `rows[i]` is the form row of the i-th row sent, so
 * the refusal lands on the row it is about.
 */
export function toFormRows(error: unknown, rows: readonly number[]): unknown {
  if (!(error instanceof HttpError) || !error.issues.length) return error;
  const issues = error.issues.map((issue) => {
    const match = /^subjects\.(\d+)\.(.+)$/.exec(issue.path);
    const row = match ? rows[Number(match[1])] : undefined;
    return match && row !== undefined ? { ...issue, path: `rows.${row}.${match[2]}` } : issue;
  });
  return new HttpError(error.status, error.message, issues);
}

export type AddPapers = { input: ExamSubjectsBulkInput; rows: number[] };

/** Set a class's papers at once, all or none (`add-exam-subject`). */
export function useAddPapers(onDone: () => void) {
  return useAction({
    mutationFn: ({ input, rows }: AddPapers) =>
      http.call(ep.addClassPapers, { body: input }).catch((error: unknown) => {
        throw toFormRows(error, rows);
      }),
    invalidates: SETUP_STALE,
    onSuccess: (data) => {
      notify.success(data.message);
      onDone();
    },
  });
}

/** Delete a paper nobody has marks on yet (the server refuses one with results). */
export function useDeletePaper(onDone: () => void) {
  return useAction({
    mutationFn: (id: number) => http.call(ep.deletePaper, { params: { id } }),
    invalidates: SETUP_STALE,
    success: (data) => data?.message ?? 'The exam subject has been deleted',
    onSuccess: onDone,
  });
}
