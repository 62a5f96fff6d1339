/**
 * A collection rate (0 to 1) as a percentage with one decimal: "87.5%". Rounded half up on
 * the tenths so 0.8745 reads 87.5 whatever the float underneath.
 */
export function percent(rate: number, sign = true): string {
  const tenths = Math.round(rate * 1000 + 1e-9);
  const text = (tenths / 10).toFixed(1);
  return sign ? `${text}%` : text;
}

/** A share of the largest value as a bar's width, never below a sliver for a non-zero value. */
export function barWidth(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.max(1, Math.min(100, (value / max) * 100));
}
