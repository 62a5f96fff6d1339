import * as v from 'valibot';
import { EXAM_STATES, idField } from '@contract';

export const SETUP_TABS = ['exams', 'types', 'grading'] as const;
export type SetupTab = (typeof SETUP_TABS)[number];

const id = v.fallback(v.optional(idField), undefined);

/** "All years" in the year filter: 0, since no year has that id. */
export const ALL_YEARS = 0;

/**
 * Exams › List's address: the tab, and the exams tab's year and status filters, so a reload or
 * a shared link opens the same list. No year means the active one. A bad value falls back.
 */
export const setupSearch = v.object({
  tab: v.fallback(v.optional(v.picklist(SETUP_TABS)), undefined),
  year: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER))), undefined),
  status: v.fallback(v.optional(v.picklist(EXAM_STATES)), undefined),
});
export type SetupSearch = v.InferOutput<typeof setupSearch>;

/** Exams › Exam subjects' address: the exam and the class whose papers are shown. */
export const papersSearch = v.object({ exam: id, class: id });
export type PapersSearch = v.InferOutput<typeof papersSearch>;
