import { queryOptions } from '@tanstack/react-query';
import { timetableEndpoints as ep, type ApiIssue, type CopyInput, type CopyResult, type EntryInput, type TimetableEntry } from '@contract';
import { fieldsOf, keepFields } from '@/api/rows';
import { timetableKeys } from '@/api/timetable';
import { http } from '@/lib/http';
import { HttpError } from '@/lib/http-error';
import { useAction } from '@/lib/use-action';

export type SaveLesson = { id: number | null; input: EntryInput };

const ENTRY_FIELDS = fieldsOf<TimetableEntry>()({
  id: true, version: true, academic_year_id: true, section_id: true, section_name: true, class_id: true, class_name: true, weekday: true, period_id: true,
  subject_id: true, subject_name: true, teacher_id: true, teacher_name: true, room_id: true, room_name: true, locked: true,
});

/** Every lesson of the active year, all sections: the builder checks teachers and rooms across them. */
export const entriesQueryOptions = () =>
  queryOptions({
    queryKey: timetableKeys.entries(),
    queryFn: ({ signal }) => http.call(ep.entries, {}, { signal }).then((rows) => rows.map((e) => keepFields(e, ENTRY_FIELDS))),
  });

/** A placement changes the weeks, the requirements' placed counts, the loads and the clash report (src/api/timetable.ts). */
export const PLACEMENT_STALE = [timetableKeys.entries(), timetableKeys.weeks(), timetableKeys.requirements(), timetableKeys.loads(), timetableKeys.clashes()];

/**
 * A 409 names every clash, each at the field to change; two clashes can name one field (the
 * teacher busy and unavailable). A form shows one message per field, so they are joined there.
 */
export function oneIssuePerField(issues: readonly ApiIssue[]): ApiIssue[] {
  const byPath = new Map<string, string[]>();
  for (const issue of issues) byPath.set(issue.path, [...(byPath.get(issue.path) ?? []), issue.message]);
  return [...byPath].map(([path, messages]) => ({ path, message: [...new Set(messages)].join(' ') }));
}

async function placing<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof HttpError && error.status === 409 && error.issues.length > 1) throw new HttpError(409, error.message, oneIssuePerField(error.issues));
    throw error;
  }
}

const sendLesson = ({ id, input }: SaveLesson) =>
  placing(() => (id === null ? http.call(ep.placeLesson, { body: input }) : http.call(ep.changeLesson, { params: { id }, body: input })));

/** Place a lesson (`add-timetable`) or change one (`update-timetable`) from the lesson form. */
export function useSaveLesson(onDone: () => void) {
  return useAction({ mutationFn: sendLesson, invalidates: PLACEMENT_STALE, success: (data) => data.message, onSuccess: onDone });
}

/** The whole lesson as the form would send it, from a lesson in the week. */
export const inputOf = (e: TimetableEntry): EntryInput => ({
  section_id: e.section_id,
  weekday: e.weekday,
  period_id: e.period_id,
  subject_id: e.subject_id,
  teacher_id: e.teacher_id,
  room_id: e.room_id,
  locked: e.locked,
  version: e.version,
});

/** A lesson dropped in another cell, or locked or unlocked: the same lesson sent back changed. */
export function useChangeLesson() {
  return useAction({
    mutationFn: ({ entry, change }: { entry: TimetableEntry; change: Partial<EntryInput> }) => sendLesson({ id: entry.id, input: { ...inputOf(entry), ...change } }),
    invalidates: PLACEMENT_STALE,
    success: (data) => data.message,
  });
}

/** Take a lesson out of the week. */
export function useRemoveLesson(onDone: () => void) {
  return useAction({ mutationFn: (id: number) => http.call(ep.removeLesson, { params: { id } }), invalidates: PLACEMENT_STALE, success: (data) => data.message, onSuccess: onDone });
}

/** Copy a section's week or a whole year; what could not be copied comes back listed, not toasted. */
export function useCopyTimetable(onDone: (result: CopyResult) => void) {
  return useAction({ mutationFn: (input: CopyInput) => http.call(ep.copy, { body: input }), invalidates: PLACEMENT_STALE, success: (data) => data.message, onSuccess: onDone });
}
