import * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import { examEntryEndpoints, type Exam, type ExamClass, type ExamClassSection } from '@contract';
import { examKeys } from '@/api/exams';
import { http } from '@/lib/http';

/** A section's broadsheet: how far each paper's marks are. Fetched live. */
export const entryBroadsheetQueryOptions = (examId: number, sectionId: number) =>
  queryOptions({
    queryKey: examKeys.broadsheet(examId, sectionId),
    queryFn: ({ signal }) => http.call(examEntryEndpoints.broadsheet, { query: { examId, sectionId } }, { signal }),
  });

/** Active exams first (marks are entered in them), then Pending, then Closed; newest first within each. */
export function examsForEntry(exams: readonly Exam[]): Exam[] {
  const rank = { Active: 0, Pending: 1, Closed: 2 } as const;
  return exams.map((e, i) => ({ e, i })).sort((a, b) => rank[a.e.status] - rank[b.e.status] || a.i - b.i).map(({ e }) => e);
}

/** A section sitting the exam, with its class, for the picker. */
export interface PickedSection extends ExamClassSection {
  class_id: number;
  class_name: string;
  /** The class's papers in the exam. */
  papers: number;
}

/** Every section of every class sitting the exam, the user's own first, in the classes' order. */
export function sectionsOf(classes: readonly ExamClass[]): PickedSection[] {
  const all = classes.flatMap((c) => c.sections.map((s) => ({ ...s, class_id: c.class_id, class_name: c.class_name, papers: c.subjects })));
  return [...all.filter((s) => s.own), ...all.filter((s) => !s.own)];
}

const id = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined);

/**
 * `#/exams/exam-entry?exam=&section=&paper=&tab=`: the picker until a paper is chosen, then
 * its grid; a malformed value falls back to none.
 */
export const entrySearch = v.object({
  exam: id,
  section: id,
  paper: id,
  tab: v.fallback(v.optional(v.picklist(['papers', 'remarks'])), undefined),
});
export type EntrySearch = v.InferOutput<typeof entrySearch>;

/** The address of a step of the picker, or of a grid. */
export function entryHref(search: EntrySearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined) params.set(key, String(value));
  const query = params.toString();
  return `#/exams/exam-entry${query ? `?${query}` : ''}`;
}
