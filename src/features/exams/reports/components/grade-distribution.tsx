import type { SubjectStatistics } from '@contract';
import { plural } from '../lib/cards';

/**
 * Each paper's grades as CSS bars, the count written beside every bar, so the chart reads the
 * same to a screen reader (the bars are hidden from it) and on a black-and-white printout.
 */
export function GradeDistribution({ rows, sections }: { rows: SubjectStatistics[]; sections: boolean }) {
  return (
    // As many 16rem charts a row as fit (two on a tablet, three on a desktop); see report-choice.tsx
    // for why not `sm:… desk:…`.
    <div className="grid gap-4 sm:grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] print:grid-cols-3">
      {rows.map((r) => {
        const max = Math.max(1, ...r.distribution.map((g) => g.count));
        const name = sections ? `${r.subject_name} · ${r.class_name} ${r.section_name}` : r.subject_name;
        const id = `grades-${r.exam_subject_id}-${r.section_id}`;
        return (
          <figure key={id} aria-labelledby={id} className="rounded-lg p-3 ring-1 ring-slate-200 print:break-inside-avoid">
            <figcaption className="mb-2 text-sm">
              <span id={id} className="font-semibold text-slate-900">
                {name}
              </span>
              <span className="block text-xs text-slate-600">{plural(r.sat, 'student')} sat</span>
            </figcaption>
            {r.sat === 0 ? (
              <p className="text-xs text-slate-600">No marks to grade.</p>
            ) : (
              <ul className="space-y-1">
                {r.distribution.map((g) => (
                  <li key={g.grade} className="grid grid-cols-[2.5rem_1fr_4.5rem] items-center gap-2 text-xs">
                    <span className="font-semibold text-slate-900">{g.grade}</span>
                    <span aria-hidden="true" className="h-3 rounded-sm bg-slate-100 print:bg-transparent">
                      <span className="block h-3 rounded-sm bg-brand-600 print:bg-slate-800" style={{ width: `${(g.count / max) * 100}%`, printColorAdjust: 'exact' }} />
                    </span>
                    <span className="text-right tabular-nums text-slate-800">
                      {g.count} <span className="text-slate-600">({Math.round((g.count / r.sat) * 100)}%)</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </figure>
        );
      })}
    </div>
  );
}
