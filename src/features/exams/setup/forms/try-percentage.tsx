import { useId, useState } from 'react';
import type { GradeBand, GradingRule } from '@contract';
import { FieldLabel } from '@/components/form/field-label';
import { inputClass } from '@/components/form/field-types';
import { atPrecision, tryPercentage } from '../lib/bands';

export interface TryPercentageProps {
  rule: GradingRule;
  /** The bands as typed; null while a bound is not a number yet. */
  bands: GradeBand[] | null;
}

function verdict(text: string, rule: GradingRule, bands: GradeBand[] | null): string {
  if (text.trim() === '') return 'Type a percentage to see the grade it gets, such as one right on a boundary.';
  if (!bands) return 'Fill in every band’s from and to first.';
  const result = tryPercentage(text, rule, bands);
  if (!result) return 'Type a percentage from 0 to 100, such as 79.5.';
  const shown = `${atPrecision(result.shown, rule.precision)}%`;
  const as = shown === `${text.trim()}%` ? `${shown} is` : `${text.trim()}% is shown as ${shown} and`;
  if (!result.band) return `${as} graded nothing: no band covers ${shown}.`;
  return `${as} graded ${result.band.grade}${result.band.remark ? ` (${result.band.remark})` : ''}, ${result.band.point} ${result.band.point === 1 ? 'point' : 'points'}.`;
}

/**
 * "Try a percentage": the grade a percentage gets under the rule and bands as typed, by the very
 * steps every report takes (`applyRule`, then `bandFor`), so 79.5 can be checked before saving.
 */
export function TryPercentage({ rule, bands }: TryPercentageProps) {
  const id = useId();
  const [text, setText] = useState('');
  return (
    <div className="grid items-start gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <div>
        <FieldLabel htmlFor={id} label="Try a percentage" />
        <input id={id} inputMode="decimal" autoComplete="off" maxLength={7} placeholder="79.5" value={text} onChange={(e) => setText(e.target.value)} className={`${inputClass} tabular-nums`} />
      </div>
      <output htmlFor={id} aria-live="polite" className="text-sm text-slate-800 sm:pt-7">
        {verdict(text, rule, bands)}
      </output>
    </div>
  );
}
