import type { AttendanceCode, AttendanceConfig, AttendanceCount } from '@contract';

export type CodeLook = ReadonlyMap<number, AttendanceCode>;

/** The school's codes by id, inactive ones included: old registers still use them. */
export const codesById = (config: AttendanceConfig | undefined): CodeLook => new Map((config?.codes ?? []).map((c) => [c.id, c]));

/** The same by letter, for answers that name a mark by its letter (the absent report, the student's recent days). */
export const codesByLetter = (config: AttendanceConfig | undefined): ReadonlyMap<string, AttendanceCode> => new Map((config?.codes ?? []).map((c) => [c.code, c]));

/**
 * How a mark looks in the grid and lists. Absences stand out (red), excused ones are amber,
 * a present code other than plain Present (Late) is blue, and Present itself stays quiet so
 * the exceptions are what the eye finds.
 */
export function markTone(code: Pick<AttendanceCode, 'code' | 'counts' | 'built_in'> | undefined): string {
  if (!code) return 'text-slate-700';
  const tones: Record<AttendanceCount, string> = {
    absent: 'bg-red-100 font-semibold text-red-800 print:bg-transparent',
    excused: 'bg-amber-100 font-semibold text-amber-900 print:bg-transparent',
    // Built-in codes keep their letter, so P is always the school's plain Present.
    present: code.built_in && code.code === 'P' ? 'text-slate-500' : 'font-semibold text-sky-800',
  };
  return tones[code.counts];
}
