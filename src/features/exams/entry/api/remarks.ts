import { queryOptions } from '@tanstack/react-query';
import { API, type CardRemark, type CardRemarksInput, type CardRemarksSaved } from '@contract';
import { examKeys } from '@/api/exams';
import { http } from '@/lib/http';

/** The class teacher's remark on each report card of a section. Fetched live: a short list, typed at a desk. */
export const cardRemarksQueryOptions = (examId: number, sectionId: number) =>
  queryOptions({
    queryKey: examKeys.remarks(examId, sectionId),
    queryFn: ({ signal }) => http.get<CardRemark[]>(API.resultRemarks, { examId, sectionId }, { signal }),
  });

export const saveCardRemarks = (input: CardRemarksInput) => http.put<CardRemarksSaved>(API.resultRemarks, input);
