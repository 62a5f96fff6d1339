import { formatMoney, type FeePreview, type FeePreviewRow, type FeeRowState } from '@contract';

export const STATE_LABELS: Record<FeeRowState, string> = { new: 'New', billed: 'Already billed', changed: 'Changed' };

/** "12 new: USD 1,250.00 · 30 already billed · 2 changed": the preview's totals in one line. */
export function totalsLine(preview: FeePreview, currency?: string): string {
  const { new: fresh, billed, changed } = preview.totals;
  return [`${fresh.students} new: ${formatMoney(fresh.amount, currency)}`, `${billed.students} already billed`, `${changed.students} changed`].join(' · ');
}

/** What Post does with this preview: how many charges, or why there is nothing to post. */
export function postState(preview: FeePreview | undefined): { count: number; reason: string } {
  if (!preview) return { count: 0, reason: 'Preview the run first.' };
  const count = preview.totals.new.students;
  if (count > 0) return { count, reason: '' };
  if (preview.rows.length === 0) return { count, reason: 'No student of these classes has a fee to bill for this month.' };
  return { count, reason: 'Nothing new to bill: every student of these classes is already billed for this month.' };
}

export const postLabel = (count: number) => `Post ${count} ${count === 1 ? 'charge' : 'charges'}`;

/** Why a Changed row was left alone, and what to do about it. */
export const changedNote = (row: FeePreviewRow, currency?: string) =>
  `Billed at ${formatMoney(row.billed ?? 0, currency)}; the fee or discount has changed since. Reverse the old charge to bill the new amount.`;
