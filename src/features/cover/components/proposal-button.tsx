import type { CoverProposal } from '@contract';
import { focusRing } from '@/components/ui/button';
import { coversLine } from '../lib/day';

export interface ProposalButtonProps {
  proposal: CoverProposal;
  disabled: boolean;
  onPick: () => void;
}

/** Says what makes a teacher a good choice: the same subject, and how much cover they have given. */
export const proposalLabel = (p: CoverProposal) => [p.teacher_name, p.same_subject ? 'same subject' : null, coversLine(p.covers).toLowerCase()].filter(Boolean).join(', ');

/**
 * A free teacher as one large button, big enough for a finger on a tablet: one tap and they
 * take the lesson.
 */
export function ProposalButton({ proposal, disabled, onPick }: ProposalButtonProps) {
  return (
    <button
      type="button"
      aria-label={proposalLabel(proposal)}
      disabled={disabled}
      onClick={onPick}
      className={`flex min-h-14 w-full flex-col items-start justify-center gap-1 rounded-lg border border-brand-200 bg-brand-50 px-4 py-2 text-left hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`}
    >
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{proposal.teacher_name}</span>
        {proposal.same_subject ? <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900">Same subject</span> : null}
      </span>
      <span className="text-xs text-slate-600">{coversLine(proposal.covers)}</span>
    </button>
  );
}
