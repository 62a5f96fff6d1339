import * as v from 'valibot';
import type { Exam, ExamClass } from '@contract';
import { idKeys, oneOfKey } from '@/lib/search-keys';

/**
 * The reports' addresses, so a report can be bookmarked or sent. Every key is typed by hand or
 * pasted, so a bad value falls back to "not chosen".
 */
export const REPORT_TABS = ['cards', 'statistics'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/** Student Exam Report: the tab, the exam, the section, one student, and an issued version opened. */
export const examReportSearch = v.object({ tab: oneOfKey(REPORT_TABS), ...idKeys('exam', 'section', 'student', 'issued') });
export type ExamReportSearch = v.InferOutput<typeof examReportSearch>;

/** Final Exam Report: the academic year, a section (else the one `defaultSection` picks), and "up to" an exam. */
export const finalReportSearch = v.object(idKeys('year', 'section', 'upTo'));
export type FinalReportSearch = v.InferOutput<typeof finalReportSearch>;

/** The exam shown before one is chosen: the newest with marks to report (not Pending), else the newest. */
export function defaultExam(exams: Pick<Exam, 'id' | 'status'>[] | undefined): number | undefined {
  if (!exams?.length) return undefined;
  return (exams.find((e) => e.status !== 'Pending') ?? exams[0])!.id;
}

/** The section shown before one is chosen: the user's own class's first, else the first. */
export function defaultSection(classes: ExamClass[] | undefined): number | undefined {
  const sections = (classes ?? []).flatMap((c) => c.sections);
  return (sections.find((s) => s.own) ?? sections[0])?.id;
}

/** A section's name with its class: "Grade 7 North". */
export function sectionLabel(classes: ExamClass[] | undefined, sectionId: number | undefined): string | undefined {
  for (const c of classes ?? []) {
    const s = c.sections.find((x) => x.id === sectionId);
    if (s) return `${c.class_name} ${s.name}`;
  }
  return undefined;
}
