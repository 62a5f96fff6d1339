import type { IssueCardsResult } from '@contract';
import { plural } from '@/components/print/card-text';

// The card's own wording lives with the printed card (src/components/print), which the family portal shares.
export { attendanceText, bandRange, marksText, paperMarks, percentText, plural, positionText, satText, scaleOf } from '@/components/print/card-text';

/** The toast after issuing: how many were frozen as a new version, and how many were already as issued. */
export function issuedText(r: Pick<IssueCardsResult, 'issued' | 'unchanged'>): string {
  if (r.issued === 0) return `Nothing new to issue: ${r.unchanged === 1 ? 'the card is' : `all ${r.unchanged} cards are`} as last issued.`;
  const issued = `${plural(r.issued, 'report card')} issued`;
  return r.unchanged ? `${issued}; ${r.unchanged} unchanged since their last issue ${r.unchanged === 1 ? 'was' : 'were'} not issued again.` : `${issued}.`;
}
