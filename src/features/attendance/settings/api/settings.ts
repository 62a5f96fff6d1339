import { attendanceEndpoints as ep, type CodeInput, type HolidayInput, type SchoolDaysInput } from '@contract';
import { attendanceKeys } from '@/api/attendance';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

export type Save<T> = { id: number | null; input: T };

/**
 * Every register, grid and report reads codes and school days, so any settings change makes
 * the whole attendance area stale (ADR 025), not only the settings.
 */
const stale = [attendanceKeys.all];


/** The weekdays the school is open. */
export function useSaveSchoolDays() {
  return useAction({ mutationFn: (input: SchoolDaysInput) => http.call(ep.saveSchoolDays, { body: input }), invalidates: stale, success: (data) => data.message });
}

/** Add or edit a code; a built-in one keeps its letter, counting and status (the server refuses). */
export function useSaveCode(onDone: () => void) {
  return useAction({ mutationFn: ({ id, input }: Save<CodeInput>) => (id === null ? http.call(ep.createCode, { body: input }) : http.call(ep.updateCode, { params: { id }, body: input })), invalidates: stale, success: (data) => data.message, onSuccess: onDone });
}

/** Add or edit a holiday of the active year. */
export function useSaveHoliday(onDone: () => void) {
  return useAction({ mutationFn: ({ id, input }: Save<HolidayInput>) => (id === null ? http.call(ep.createHoliday, { body: input }) : http.call(ep.updateHoliday, { params: { id }, body: input })), invalidates: stale, success: (data) => data.message, onSuccess: onDone });
}

/** Delete a holiday: its days are school days again. */
export function useDeleteHoliday(onDone: () => void) {
  return useAction({ mutationFn: (id: number) => http.call(ep.deleteHoliday, { params: { id } }), invalidates: stale, success: (data) => data.message, onSuccess: onDone });
}
