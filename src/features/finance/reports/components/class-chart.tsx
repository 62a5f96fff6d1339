import { formatMoney, type ClassSummaryRow } from '@contract';
import { barWidth, percent } from '../lib/numbers';

/**
 * Billed against collected per class, as CSS bars. Each class's figures are written beside
 * its bars, so the chart reads the same to a screen reader (the bars themselves are hidden
 * from it) and on a black-and-white printout.
 */
export function ClassChart({ rows, currency }: { rows: ClassSummaryRow[]; currency: string }) {
  const max = Math.max(0, ...rows.map((r) => Math.max(r.billed, r.collected)));
  return (
    <figure className="mb-6 print:break-inside-avoid">
      <figcaption className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        <span className="font-medium text-slate-900">Billed and collected by class</span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-slate-400 print:border print:border-slate-700 print:bg-transparent" />
          Billed
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-brand-600 print:bg-slate-800" />
          Collected
        </span>
      </figcaption>
      <ul className="space-y-3">
        {rows.map((r) => (
          <li key={r.class_id} className="grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
            <span className="truncate text-sm font-medium text-slate-900">{r.class_name}</span>
            <div className="space-y-1">
              <Bar width={barWidth(r.billed, max)} tone="bg-slate-400 print:border print:border-slate-700 print:bg-transparent" text={`Billed ${formatMoney(r.billed, currency)}`} />
              <Bar
                width={barWidth(r.collected, max)}
                tone="bg-brand-600 print:bg-slate-800"
                text={`Collected ${formatMoney(r.collected, currency)}${r.collection_rate === null ? '' : ` (${percent(r.collection_rate)})`}`}
              />
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}

function Bar({ width, tone, text }: { width: number; tone: string; text: string }) {
  return (
    <div className="flex items-center gap-2">
      <div aria-hidden="true" className="h-3 w-1/2 shrink-0 rounded-sm bg-slate-100 print:bg-transparent sm:w-3/5">
        <div className={`h-3 rounded-sm ${tone}`} style={{ width: `${width}%`, printColorAdjust: 'exact' }} />
      </div>
      <span className="text-xs tabular-nums text-slate-700">{text}</span>
    </div>
  );
}
