import { memo } from 'react';
import { describeRule, type GradingScale } from '@contract';
import { bandRange } from './card-text';

/**
 * The grading legend printed on every card and report: each system used, its rule in words
 * (so a percentage on a boundary can be checked by hand) and its bands, highest first.
 */
export const GradingKey = memo(function GradingKey({ grading }: { grading: GradingScale[] }) {
  return (
    <div className="space-y-2 text-xs text-slate-700">
      {grading.map((g) => (
        <div key={g.id}>
          <p>
            <span className="font-semibold text-slate-900">{g.name}:</span> {describeRule(g)}
          </p>
          <ul aria-label={`Grades of ${g.name}`} className="mt-1 grid grid-cols-2 gap-x-4 sm:grid-cols-3 print:grid-cols-3">
            {[...g.bands]
              .sort((a, b) => b.from - a.from)
              .map((b) => (
                <li key={b.grade} className="tabular-nums">
                  <span className="font-semibold text-slate-900">{b.grade}</span> {bandRange(b, g.precision)} · {b.point} pt{b.point === 1 ? '' : 's'}
                  {b.remark ? ` · ${b.remark}` : ''}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
});
