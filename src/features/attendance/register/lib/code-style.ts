import type { AttendanceCode } from '@contract';

/** Colours a code by how it counts, Late apart from Present, so an exception stands out in a long list. */
export function codeTone(code: Pick<AttendanceCode, 'code' | 'counts'> | undefined): string {
  if (!code) return 'bg-slate-100 text-slate-800 ring-slate-300';
  if (code.counts === 'absent') return 'bg-red-100 text-red-900 ring-red-300';
  if (code.counts === 'excused') return 'bg-sky-100 text-sky-900 ring-sky-300';
  if (code.code === 'P') return 'bg-emerald-50 text-emerald-900 ring-emerald-300';
  return 'bg-amber-100 text-amber-900 ring-amber-300';
}
