import { queryOptions } from '@tanstack/react-query';
import { API, EXAM_MESSAGES, type ExamType, type ExamTypeInput } from '@contract';
import { examKeys } from '@/api/exams';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';
import { SETUP_STALE, type Saved } from './stale';

/** The school's exam types and their weights in the final report. Fetched live. */
export const examTypesQueryOptions = () =>
  queryOptions({
    queryKey: examKeys.types(),
    queryFn: ({ signal }) => http.get<ExamType[]>(API.examTypes, undefined, { signal }),
  });

export type SaveExamType = { id: number | null; input: ExamTypeInput };

/** Add a type (`add-exam-type`) or change one (`update-exam-type`). */
export function useSaveExamType(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: SaveExamType) => (id === null ? http.post<Saved>(API.examTypes, input) : http.put<Saved>(`${API.examTypes}/${id}`, input)),
    invalidates: SETUP_STALE,
    success: (data) => data?.message ?? EXAM_MESSAGES.typeSaved,
    onSuccess: onDone,
  });
}
