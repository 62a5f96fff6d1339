import { queryOptions, useQueries } from '@tanstack/react-query';
import { examReportEndpoints as ep, examSetupEndpoints, type ExamClass, type IssueCardsInput } from '@contract';
import { allExamsQueryOptions, examClassesQueryOptions } from '@/api/exam-lists';
import { examKeys } from '@/api/exams';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';
import { issuedText } from '../lib/cards';

/**
 * The reports' reads. Live, never saved on the device (src/api/exams.ts): a report card is
 * read from the server each time, so a printed card is never an old copy. The exam lists they
 * pick from are the shared saved ones (src/api/exam-lists.ts).
 */

/** `GET /exams`, newest first; one year's when given (the final report's "up to exam"). */
export const reportExamsQueryOptions = (academicYearId?: number) =>
  academicYearId
    ? queryOptions({
        queryKey: examKeys.list({ academic_year_id: academicYearId }),
        queryFn: ({ signal }) => http.call(examSetupEndpoints.exams, { query: { academic_year_id: academicYearId } }, { signal }),
      })
    : allExamsQueryOptions();

/** `GET /class/exam?examId`: the classes sitting an exam and their sections in the user's scope. */

/** The sections sitting any of these exams (a year's), each once, in the order the exams list them. */
export function useSectionsOfExams(examIds: number[]) {
  return useQueries({
    queries: examIds.map((id) => examClassesQueryOptions(id)),
    combine: (results) => ({
      classes: results.every((r) => r.data) ? mergeClasses(results.map((r) => r.data!)) : undefined,
      error: results.find((r) => r.error)?.error ?? null,
    }),
  });
}

function mergeClasses(lists: ExamClass[][]): ExamClass[] {
  const byClass = new Map<number, ExamClass>();
  for (const c of lists.flat()) {
    const seen = byClass.get(c.class_id);
    if (!seen) byClass.set(c.class_id, { ...c, sections: [...c.sections] });
    else for (const s of c.sections) if (!seen.sections.some((x) => x.id === s.id)) seen.sections.push(s);
  }
  return [...byClass.values()];
}

/** `GET /results/students?examId&sectionId[&studentId]`: the section's report cards, or one student's. */
export const reportCardsQueryOptions = (examId: number, sectionId: number | undefined, studentId?: number) =>
  queryOptions({
    queryKey: examKeys.cards(examId, sectionId ?? 0, studentId),
    queryFn: ({ signal }) => http.call(ep.cards, { query: { examId, sectionId, studentId } }, { signal }),
    enabled: sectionId !== undefined,
  });

/** `GET /results/cards?examId&sectionId`: every issued version, newest first per student. */
export const issuedCardsQueryOptions = (examId: number, sectionId: number) =>
  queryOptions({
    queryKey: examKeys.issued(examId, sectionId),
    queryFn: ({ signal }) => http.call(ep.issuedCards, { query: { examId, sectionId } }, { signal }),
  });

/** `GET /results/cards/{id}`: one issued version, frozen as it was issued. */
export const issuedCardQueryOptions = (id: number) =>
  queryOptions({
    queryKey: examKeys.issuedCard(id),
    queryFn: ({ signal }) => http.call(ep.issuedCard, { params: { id } }, { signal }),
    // A snapshot never changes once issued.
    staleTime: Infinity,
  });

/** `GET /results/statistics?examId[&sectionId]`: per paper and section. */
export const statisticsQueryOptions = (examId: number, sectionId?: number) =>
  queryOptions({
    queryKey: examKeys.statistics(examId, sectionId),
    queryFn: ({ signal }) => http.call(ep.statistics, { query: { examId, sectionId } }, { signal }),
  });

export interface FinalChoice {
  accademicId: number;
  sectionId?: number;
  examId?: number;
}

/** `GET /results/next?accademicId[&sectionId][&examId]`: the year's exams combined by type weight. */
export const finalReportQueryOptions = (choice: FinalChoice) => {
  // Only the keys the choice has, so one choice is one cache entry.
  const query: FinalChoice = { accademicId: choice.accademicId };
  if (choice.sectionId) query.sectionId = choice.sectionId;
  if (choice.examId) query.examId = choice.examId;
  return queryOptions({
    queryKey: examKeys.final(query),
    queryFn: ({ signal }) => http.call(ep.final, { query: { ...query } }, { signal }),
  });
};

/** `POST /results/cards`: freeze the cards as issued; those unchanged since their last issue are not issued again. */
export function useIssueCards(onDone: () => void) {
  return useAction({
    mutationFn: (input: IssueCardsInput) => http.call(ep.issueCards, { body: input }),
    invalidates: [examKeys.reports()],
    success: issuedText,
    onSuccess: onDone,
  });
}
