import { queryOptions } from '@tanstack/react-query';
import { examSetupEndpoints as ep, type ExamTypeInput } from '@contract';
import { examKeys } from '@/api/exams';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';
import { SETUP_STALE } from './stale';

/** The school's exam types and their weights in the final report. Fetched live. */
export const examTypesQueryOptions = () =>
  queryOptions({
    queryKey: examKeys.types(),
    queryFn: ({ signal }) => http.call(ep.types, {}, { signal }),
  });

export type SaveExamType = { id: number | null; input: ExamTypeInput };

/** Add a type (`add-exam-type`) or change one (`update-exam-type`). */
export function useSaveExamType(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: SaveExamType) => (id === null ? http.call(ep.createType, { body: input }) : http.call(ep.updateType, { params: { id }, body: input })),
    invalidates: SETUP_STALE,
    success: (data) => data.message,
    onSuccess: onDone,
  });
}
