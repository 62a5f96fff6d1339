import type { DayMark, MarkTone } from '../lib/calendar';

/** Each tone's colours; the text (the code, or the mark's name) always goes with them. */
export const TONE_CLASSES: Record<MarkTone, string> = {
  present: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  late: 'bg-amber-100 text-amber-950 ring-amber-300',
  absent: 'bg-red-100 text-red-900 ring-red-300',
  excused: 'bg-sky-100 text-sky-900 ring-sky-300',
};

/** A mark as a pill: "Present", "Late", "Absent" in its colour. */
export function MarkBadge({ mark, tone }: { mark: DayMark; tone: MarkTone }) {
  return <span className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ${TONE_CLASSES[tone]}`}>{mark.name}</span>;
}
