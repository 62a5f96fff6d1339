import { formatCount, type CardAttendance, type CardSubject, type GradingScale, type ReportCard } from '@contract';
import { formatDate } from '@/lib/format-date';

/** How a report card words its figures: the staff's printed cards and the family portal's issued ones (issue 33). */

export const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** Marks as entered (at most two decimals): 45, 45.5, 45.25. */
export const marksText = (n: number) => String(Math.round(n * 100) / 100);

/** A ruled percentage at its system's precision ("74.0%" stays "74.0%": the precision is part of the rule). */
export const percentText = (percent: number | null, precision = 0) => (percent == null ? '—' : `${percent.toFixed(precision)}%`);

/** The system that grades a paper, or the exam's (the first) when it is not listed. */
export const scaleOf = (grading: GradingScale[], id: number | undefined): GradingScale | undefined => grading.find((g) => g.id === id) ?? grading[0];

/** A paper's marks cell: marks out of the maximum, or the state; never a 0 for Absent or Exempt. */
export function paperMarks(s: Pick<CardSubject, 'state' | 'marks' | 'max_marks'>): string {
  if (s.state === 'absent') return 'Absent';
  if (s.state === 'exempt') return 'Exempt';
  if (s.state == null || s.marks == null) return 'Not entered';
  return `${marksText(s.marks)} / ${marksText(s.max_marks)}`;
}

/** "Position 3 of 40". Equal percentages share a position (1, 1, 3), so the wording is the same for each. */
export function positionText(card: Pick<ReportCard, 'rank' | 'ranked_of'>): string {
  if (card.rank == null) return 'Not ranked: no paper sat';
  return `Position ${card.rank} of ${card.ranked_of}`;
}

/** "9 papers sat · 1 absent · 0 exempt". */
export const satText = (card: Pick<ReportCard, 'sat' | 'absent' | 'exempt'>) => `${plural(card.sat, 'paper')} sat · ${card.absent} absent · ${card.exempt} exempt`;

/** "1 Sep 2026 – 27 Nov 2026: present 58, absent 2, excused 1 of 61 days marked (95.1%)". */
export function attendanceText(a: CardAttendance): string {
  const span = `${formatDate(a.from)} – ${formatDate(a.to)}`;
  if (a.marked === 0) return `${span}: no register marked`;
  const rate = a.rate == null ? '' : ` (${a.rate.toFixed(1)}%)`;
  return `${span}: present ${a.present}, absent ${a.absent}, excused ${a.excused} of ${plural(a.marked, 'day')} marked${rate}`;
}

/** "A 80–100%": a band's range at its system's precision. */
export const bandRange = (b: { from: number; to: number }, precision: number) => `${b.from.toFixed(precision)}–${b.to.toFixed(precision)}%`;
