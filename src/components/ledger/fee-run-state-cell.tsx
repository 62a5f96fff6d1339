import type { Profile } from '@contract';
import { OldChargeLink } from './entry-link';

/** Where a fee run (tuition or bus) stands with one student against what the ledger holds. */
export type FeeRunRowState = 'new' | 'billed' | 'changed';

const BADGE: Record<FeeRunRowState, string> = {
  new: 'bg-sky-100 text-sky-900',
  billed: 'bg-emerald-100 text-emerald-900',
  changed: 'bg-amber-100 text-amber-900',
};

/** A changed row stands out in the preview: it needs a reversal before it can be billed again. */
export const feeRunRowClass = (state: FeeRunRowState) => `border-b border-slate-100 align-top last:border-0 ${state === 'changed' ? 'bg-amber-50/60' : ''}`;

export interface FeeRunStateCellProps {
  state: FeeRunRowState;
  /** The run's word for the state ("Billed", "Already billed"). */
  label: string;
  /** For a changed row: what was billed and what to do about it. */
  changedNote: string;
  /** The charge posted already, for a changed row. */
  billedEntryId: number | null;
  user: Profile;
}

/** A fee run preview's State cell: the badge and, for a changed row, the note with a link to the old charge. */
export function FeeRunStateCell({ state, label, changedNote, billedEntryId, user }: FeeRunStateCellProps) {
  return (
    <td className="px-3 py-2">
      <span className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[state]}`}>{label}</span>
      {state === 'changed' ? (
        <p className="mt-1 max-w-xs text-xs text-slate-700">
          {changedNote}
          <OldChargeLink id={billedEntryId} user={user} />
        </p>
      ) : null}
    </td>
  );
}
