import { queryOptions } from '@tanstack/react-query';
import { examEntryEndpoints as ep, type CardRemarksInput } from '@contract';
import { examKeys } from '@/api/exams';
import { http } from '@/lib/http';

/** The class teacher's remark on each report card of a section. Fetched live: a short list, typed at a desk. */
export const cardRemarksQueryOptions = (examId: number, sectionId: number) =>
  queryOptions({
    queryKey: examKeys.remarks(examId, sectionId),
    queryFn: ({ signal }) => http.call(ep.remarks, { query: { examId, sectionId } }, { signal }),
  });

export const saveCardRemarks = (input: CardRemarksInput) => http.call(ep.saveRemarks, { body: input });
