import { API, type CodeInput, type HolidayInput, type SchoolDaysInput } from '@contract';
import { attendanceKeys } from '@/api/attendance';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

type Message = { message: string };
type Added = Message & { id: number };
export type Save<T> = { id: number | null; input: T };

/**
 * Every register, grid and report reads codes and school days, so any settings change makes
 * the whole attendance area stale (ADR 025), not only the settings.
 */
const stale = [attendanceKeys.all];

const save = <T>(path: typeof API.attendanceCodes | typeof API.attendanceHolidays) => ({ id, input }: Save<T>) =>
  id === null ? http.post<Added>(path, input) : http.put<Message>(rowPath(path, id), input);

const rowPath = (path: string, id: number) => `${path}/${id}`;

/** The weekdays the school is open. */
export function useSaveSchoolDays() {
  return useAction({ mutationFn: (input: SchoolDaysInput) => http.put<Message>(API.attendanceSchoolDays, input), invalidates: stale, success: (data) => data.message });
}

/** Add or edit a code; a built-in one keeps its letter, counting and status (the server refuses). */
export function useSaveCode(onDone: () => void) {
  return useAction({ mutationFn: save<CodeInput>(API.attendanceCodes), invalidates: stale, success: (data) => data.message, onSuccess: onDone });
}

/** Add or edit a holiday of the active year. */
export function useSaveHoliday(onDone: () => void) {
  return useAction({ mutationFn: save<HolidayInput>(API.attendanceHolidays), invalidates: stale, success: (data) => data.message, onSuccess: onDone });
}

/** Delete a holiday: its days are school days again. */
export function useDeleteHoliday(onDone: () => void) {
  return useAction({ mutationFn: (id: number) => http.delete<Message>(`${API.attendanceHolidays}/${id}`), invalidates: stale, success: (data) => data.message, onSuccess: onDone });
}
