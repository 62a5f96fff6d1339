import { queryOptions } from '@tanstack/react-query';
import { examEntryEndpoints as ep, type MarkSheet, type MarkSheetConflict, type MarkSheetInput, type MarkSheetSaved, type MarkSheetStudent } from '@contract';
import { examKeys } from '@/api/exams';
import { fieldsOf, keepFields } from '@/api/rows';
import { http, HttpError } from '@/lib/http';
import { freshAfterReload } from '@/lib/query-client';
import { conflictOf } from '@/lib/sheet-draft';

/**
 * One mark sheet (a section's results on one paper), saved on the device so the grid opens
 * offline: what the grid shows and no more (names, admission numbers, results; no contact
 * details).
 */
const EXAM_FIELDS = fieldsOf<MarkSheet['exam']>()({ id: true, name: true, status: true, academic_year_name: true });
const PAPER_FIELDS = fieldsOf<MarkSheet['exam_subject']>()({
  id: true, version: true, exam_id: true, class_id: true, class_name: true, subject_id: true, subject_name: true, max_marks: true, pass_marks: true,
  date: true, grading_system_id: true, grading_system_name: true, results: true,
});
const SECTION_FIELDS = fieldsOf<MarkSheet['section']>()({ id: true, name: true, class_id: true, class_name: true });
const SAVED_FIELDS = fieldsOf<NonNullable<MarkSheet['saved']>>()({ version: true, complete: true, updated_by_name: true, updated_at: true });
const STUDENT_FIELDS = fieldsOf<MarkSheetStudent>()({ student_id: true, admission_no: true, fullname: true, result: true });

export const keepSheet = (sheet: MarkSheet): MarkSheet => ({
  exam: keepFields(sheet.exam, EXAM_FIELDS),
  exam_subject: keepFields(sheet.exam_subject, PAPER_FIELDS),
  section: keepFields(sheet.section, SECTION_FIELDS),
  saved: sheet.saved && keepFields(sheet.saved, SAVED_FIELDS),
  lock: sheet.lock && { reason: sheet.lock.reason },
  students: sheet.students.map((s) => keepFields(s, STUDENT_FIELDS)),
});

/** A reload online reads the sheet afresh, so marks saved elsewhere a moment ago are seen; offline the saved copy shows. */
export const markSheetQueryOptions = (paperId: number, sectionId: number) =>
  queryOptions({
    queryKey: examKeys.sheet(paperId, sectionId),
    queryFn: ({ signal }) => http.call(ep.sheet, { params: { examSubjectId: paperId, sectionId } }, { signal }).then(keepSheet),
    staleTime: freshAfterReload,
    meta: { persist: true },
  });

/**
 * Saved; the sheet someone else saved first (409 `conflict`), to choose from; or the exam closed
 * since the sheet was opened (409 `locked`), whose draft can no longer be sent.
 */
export type SheetAnswer = { saved: MarkSheetSaved } | { conflict: MarkSheet } | { locked: string };

/** Sends the whole sheet. A conflict's 409 carries the sheet saved first; a lock's says why, by its code. */
export async function sendMarkSheet(paperId: number, sectionId: number, input: MarkSheetInput): Promise<SheetAnswer> {
  try {
    const saved = await http.call(ep.saveSheet, { params: { examSubjectId: paperId, sectionId }, body: input });
    return { saved: { ...saved, sheet: keepSheet(saved.sheet) } };
  } catch (error) {
    if (error instanceof HttpError && error.status === 409 && error.code === 'locked') return { locked: error.message };
    const conflict = conflictOf<MarkSheetConflict>(error);
    if (!conflict) throw error;
    return { conflict: keepSheet(conflict.sheet) };
  }
}
