import { PROMOTION_OUTCOMES, type PromotionPreview, type PromotionProposal } from '@contract';
import { OUTCOME_LABELS, optionsFor, outcomeOf, type Decision } from './decisions';
import { FinalResult } from './final-result';
import { LabelledSelect } from './labelled-select';

export interface DecisionRowProps {
  preview: PromotionPreview;
  student: PromotionProposal;
  decision: Decision;
  /** The server's refusals for this student, if the last save failed. */
  issues: string[] | undefined;
  onOutcome: (outcome: Decision['outcome']) => void;
  onTarget: (sectionId: string) => void;
  /** Show the final exam report's column (the year had exams with results). */
  showFinal?: boolean;
}

/** One student: the outcome, the section in the target year, and what was proposed or decided before. */
export function DecisionRow({ preview, student: s, decision: d, issues, onOutcome, onTarget, showFinal }: DecisionRowProps) {
  const options = optionsFor(preview, d.outcome);
  // Narrower cells and selects below the desktop width, so the five columns fit a tablet (800 px)
  // without scrolling sideways; on a desktop a name stays on one line.
  return (
    <tr className={`border-b border-slate-100 last:border-0 ${issues ? 'bg-red-50' : ''}`}>
      <th scope="row" className="px-3 py-2 text-left font-normal desk:px-4">
        <span className="block font-medium text-slate-900 desk:whitespace-nowrap">{s.fullname}</span>
        <span className="block text-xs text-slate-600">{s.admission_no}</span>
      </th>
      {showFinal ? (
        <td className="px-3 py-2 desk:px-4">
          <FinalResult result={s.final_result} />
        </td>
      ) : null}
      <td className="px-3 py-2 desk:px-4">
        <LabelledSelect
          label={`Outcome for ${s.fullname}`}
          srOnlyLabel
          value={d.outcome}
          width="w-32 desk:w-36"
          onChange={(v) => {
            const outcome = outcomeOf(v);
            if (outcome) onOutcome(outcome);
          }}
        >
          {PROMOTION_OUTCOMES.map((o) => (
            <option key={o} value={o} disabled={o === 'promoted' && !preview.next_class_id}>
              {OUTCOME_LABELS[o]}
            </option>
          ))}
        </LabelledSelect>
      </td>
      <td className="px-3 py-2 desk:px-4">
        {d.outcome === 'graduated' ? (
          <span className="text-slate-600">Leaves the school</span>
        ) : (
          <LabelledSelect label={`Section for ${s.fullname}`} srOnlyLabel value={d.target} width="w-52 desk:w-60" onChange={onTarget}>
            <option value="">{options.length ? 'Pick a section' : 'No sections yet'}</option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {d.outcome === 'promoted' ? preview.next_class_name : preview.class_name} {o.name} ({o.enrolled}/{o.capacity})
              </option>
            ))}
          </LabelledSelect>
        )}
        {issues ? <p className="mt-1 text-xs font-medium text-red-700">{issues.join(' ')}</p> : null}
      </td>
      <td className="px-3 py-2 desk:px-4">
        {s.already ? (
          <span className="inline-flex rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">Already {s.already.outcome}</span>
        ) : (
          <span className="text-xs text-slate-600">
            Proposed: {OUTCOME_LABELS[s.proposed].toLowerCase()}
            {s.proposed === 'repeated' && s.final_result?.outcome === 'fail' ? ' (failed the final exam report)' : ''}
          </span>
        )}
      </td>
    </tr>
  );
}
