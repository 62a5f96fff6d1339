import * as v from 'valibot';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { attendanceEndpoints as ep, type AttendanceSheet, type RegisterBoard, type RegisterSection, type SheetConflict, type SheetInput, type SheetSaved, type SheetStudent } from '@contract';
import { attendanceKeys } from '@/api/attendance';
import { fieldsOf, keepFields } from '@/api/rows';
import { http } from '@/lib/http';
import { conflictOf } from '@/lib/sheet-draft';
import { freshAfterReload } from '@/lib/query-client';

/**
 * A register and a day's board, saved on the device (ADR 025): what a register shows and no
 * more (names, admission numbers, marks; no contact details), so a register opens offline.
 */
const SECTION_FIELDS = fieldsOf<AttendanceSheet['section']>()({ id: true, name: true, class_id: true, class_name: true, teacher_name: true });
const STAMP_FIELDS = fieldsOf<NonNullable<AttendanceSheet['sheet']>>()({
  version: true, taken_by: true, taken_by_name: true, taken_at: true, updated_by_name: true, updated_at: true,
});
const STUDENT_FIELDS = fieldsOf<SheetStudent>()({ student_id: true, admission_no: true, fullname: true, gender: true, mark: true, override: true });
const BOARD_FIELDS = fieldsOf<RegisterSection>()({
  section_id: true, section_name: true, class_id: true, class_name: true, teacher_name: true, own: true, students: true, taken: true,
});

export const keepSheet = (sheet: AttendanceSheet): AttendanceSheet => ({
  section: keepFields(sheet.section, SECTION_FIELDS),
  date: sheet.date,
  school_day: { open: sheet.school_day.open, reason: sheet.school_day.reason },
  sheet: sheet.sheet && keepFields(sheet.sheet, STAMP_FIELDS),
  students: sheet.students.map((s) => keepFields(s, STUDENT_FIELDS)),
});

const keepBoard = (board: RegisterBoard): RegisterBoard => ({
  date: board.date,
  school_day: { open: board.school_day.open, reason: board.school_day.reason },
  sections: board.sections.map((s) => keepFields(s, BOARD_FIELDS)),
});

/** A day's registers in the user's scope, their own first: the picker and the "not taken yet" board. */
export const registerBoardQueryOptions = (date: string) =>
  queryOptions({
    queryKey: attendanceKeys.board(date),
    queryFn: ({ signal }) => http.call(ep.registers, { query: { date } }, { signal }).then(keepBoard),
    staleTime: freshAfterReload,
    meta: { persist: true },
  });

/**
 * One register: the section's students that day with their marks. A reload online reads it
 * afresh, so an office override made a moment ago is seen; offline the saved copy shows.
 */
export const registerQueryOptions = (sectionId: number, date: string) =>
  queryOptions({
    queryKey: attendanceKeys.sheet(sectionId, date),
    queryFn: ({ signal }) => http.call(ep.sheet, { params: { sectionId, date } }, { signal }).then(keepSheet),
    staleTime: freshAfterReload,
    meta: { persist: true },
  });

/** Saved, or the register someone else saved first (409), to choose from. */
export type SaveAnswer = { saved: SheetSaved } | { conflict: AttendanceSheet };

/** Sends the whole register. A 409 (`code: 'conflict'`) carries the register saved first, to choose from. */
export async function sendRegister(sectionId: number, date: string, input: SheetInput): Promise<SaveAnswer> {
  try {
    const saved = await http.call(ep.saveSheet, { params: { sectionId, date }, body: input });
    return { saved: { ...saved, sheet: keepSheet(saved.sheet) } };
  } catch (error) {
    const conflict = conflictOf<SheetConflict>(error);
    if (!conflict) throw error;
    return { conflict: keepSheet(conflict.sheet) };
  }
}

/**
 * The latest register of a section saved on this device, any day: offline, a day never opened
 * still gets its roster from it (students only; the marks are that day's, so they are dropped).
 */
export function savedRoster(queryClient: QueryClient, sectionId: number): AttendanceSheet | null {
  const copies = queryClient
    .getQueriesData<AttendanceSheet>({ queryKey: attendanceKeys.registers() })
    .map(([, data]) => data)
    .filter((d): d is AttendanceSheet => !!d && 'students' in d && d.section?.id === sectionId)
    .sort((a, b) => b.date.localeCompare(a.date));
  return copies[0] ?? null;
}

/** `#/attendance/generate?section=&date=`: a malformed value falls back to none (the board, today). */
export const registerSearch = v.object({
  section: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  date: v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined),
});

/** Every change of a register's marks, oldest first: who changed what and when. Fetched live. */
export const registerLogQueryOptions = (sectionId: number, date: string) =>
  queryOptions({
    queryKey: attendanceKeys.log(sectionId, date),
    queryFn: ({ signal }) => http.call(ep.sheetLog, { params: { sectionId, date } }, { signal }),
  });
