import type { AttendanceTotals } from '@contract';

/**
 * The attendance rate: days present (Late included) out of days marked. An excused absence is
 * still a day away from class, so it lowers the rate; the absent report is where it is set apart.
 * null when nothing is marked, so "no registers" never reads as 0%.
 */
export function attendanceRate(totals: Pick<AttendanceTotals, 'marked' | 'present'>): number | null {
  return totals.marked > 0 ? totals.present / totals.marked : null;
}

/**
 * "94.2%" (or "94%" with no decimals, for a narrow grid column), "—" with nothing marked.
 * Rounded half up, whatever the float underneath.
 */
export function formatRate(totals: Pick<AttendanceTotals, 'marked' | 'present'>, decimals: 0 | 1 = 1): string {
  const rate = attendanceRate(totals);
  if (rate === null) return '—';
  const scale = decimals === 1 ? 1000 : 100;
  return `${(Math.round(rate * scale + 1e-9) / (scale / 100)).toFixed(decimals)}%`;
}

/**
 * Below this a rate is shown as a concern: missing one day in ten is where schools commonly
 * start to call a student's absence chronic.
 */
export const LOW_RATE = 0.9;

export const isLowRate = (totals: Pick<AttendanceTotals, 'marked' | 'present'>) => {
  const rate = attendanceRate(totals);
  return rate !== null && rate < LOW_RATE;
};
