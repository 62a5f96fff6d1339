import type { ExamType } from '@contract';

/** Each type's share of the final report: its weight ÷ the sum of the weights, in percent; null when nothing weighs. */
export function sharesOf(types: readonly Pick<ExamType, 'id' | 'weight'>[]): Map<number, number | null> {
  const total = types.reduce((sum, t) => sum + t.weight, 0);
  return new Map(types.map((t) => [t.id, total > 0 ? (t.weight * 100) / total : null]));
}

/** "33.3%", "20%": one decimal at most, no trailing ".0". */
export const formatShare = (share: number | null) => (share === null ? '—' : `${Math.round(share * 10) / 10}%`);

/**
 * "Final report: Mid-term 20% · End of term 30% · Annual 50%": how the final report combines the
 * types, in the list's order, leaving out a type that weighs nothing.
 */
export function finalReportLine(types: readonly Pick<ExamType, 'id' | 'name' | 'weight'>[]): string {
  const shares = sharesOf(types);
  const parts = types.filter((t) => t.weight > 0).map((t) => `${t.name} ${formatShare(shares.get(t.id) ?? null)}`);
  return parts.length ? `Final report: ${parts.join(' · ')}` : 'Final report: no type has a weight yet, so no exam counts towards it.';
}
