import type { PerformanceReport } from '@contract';
import { CATEGORY_LABELS } from '../lib/dates';

type Row = PerformanceReport['by_category'][number];

const fmt = (n: number) => n.toFixed(1);

/**
 * Average rating per category as horizontal bars on a 0–5 scale, drawn in SVG. The picture is
 * one image to assistive technology (its label says every number); the table beside it holds
 * the same numbers for reading.
 */
export function CategoryChart({ rows }: { rows: Row[] }) {
  const shown = rows.filter((r) => r.notes > 0);
  const label = shown.length
    ? `Average rating by category, out of 5: ${shown.map((r) => `${CATEGORY_LABELS[r.category]} ${fmt(r.average)} from ${r.notes} note${r.notes === 1 ? '' : 's'}`).join('; ')}.`
    : 'No notes in this period.';
  const barH = 26;
  const gap = 14;
  const left = 96;
  const width = 480;
  const plot = width - left - 48;
  const height = Math.max(1, rows.length) * (barH + gap) + 24;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${height}`} className="h-auto w-full max-w-xl" preserveAspectRatio="xMinYMin meet">
      {[0, 1, 2, 3, 4, 5].map((t) => {
        const x = left + (plot * t) / 5;
        return (
          <g key={t}>
            <line x1={x} x2={x} y1={0} y2={height - 20} className="stroke-slate-200" strokeWidth={1} />
            <text x={x} y={height - 6} textAnchor="middle" className="fill-slate-600 text-[11px]">
              {t}
            </text>
          </g>
        );
      })}
      {rows.map((r, i) => {
        const y = i * (barH + gap) + 4;
        const w = r.notes > 0 ? (plot * Math.max(0, Math.min(5, r.average))) / 5 : 0;
        return (
          <g key={r.category}>
            <text x={left - 8} y={y + barH / 2 + 4} textAnchor="end" className="fill-slate-800 text-[12px]">
              {CATEGORY_LABELS[r.category]}
            </text>
            <rect x={left} y={y} width={w} height={barH} rx={3} className="fill-brand-600 print:fill-slate-700" />
            <text x={left + w + 6} y={y + barH / 2 + 4} className="fill-slate-900 text-[12px] font-semibold">
              {r.notes > 0 ? fmt(r.average) : '—'}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
