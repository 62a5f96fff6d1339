import { useLayoutEffect, useRef, useState } from 'react';

export interface BarSeries {
  name: string;
  values: readonly number[];
  /** The bars' fill and the legend's swatch (a Tailwind `fill-*` and `bg-*` pair of one colour). */
  fill: string;
  swatch: string;
}

export interface BarChartProps {
  /** One label under each group of bars (a month, a week, a grade). */
  labels: readonly string[];
  series: readonly BarSeries[];
  /** A value in full, for the figures table ("KES 1,234,000.00", "92%"). */
  format: (value: number) => string;
  /** A value in few characters, on the axis ("1.2M", "92%"). */
  short: (value: number) => string;
  /** The axis's top when the values' own maximum would mislead (100 for a rate). */
  max?: number;
  /** The first column's heading in the figures table ("Month"). */
  labelHead: string;
}

const H = 220;
const LEFT = 48;
const BOTTOM = 28;
const TOP = 10;

/** A round top for the axis above the largest value: 1, 2 or 5 times a power of ten. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((m) => m * power >= value) ?? 10) * power;
}

/** Gridlines at round steps: a top of 2 (×10ⁿ) in fours, 1 or 5 in fives. */
export const tickCount = (top: number) => (Math.round(top / 10 ** Math.floor(Math.log10(top))) === 2 ? 4 : 5);

/**
 * The chart's drawn width in CSS pixels, so its text stays at the page's size at any width
 * (a scaled drawing would shrink it in a half-width card and blow it up on a tablet).
 */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(Math.max(240, Math.round(el.clientWidth)) || fallback);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}

/**
 * Grouped vertical bars drawn in SVG, no chart library: the picture is for the eye (hidden
 * from screen readers), and the same figures sit in a table under "Figures" for anyone who
 * reads them, a screen reader included. A legend names each colour in words.
 */
export function BarChart({ labels, series, format, short, max, labelHead }: BarChartProps) {
  const [ref, W] = useWidth(600);
  const top = max ?? niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const ticks = tickCount(top);
  const plotW = W - LEFT;
  const plotH = H - BOTTOM - TOP;
  const group = plotW / Math.max(1, labels.length);
  const bar = Math.min(36, (group * 0.7) / series.length);
  const y = (v: number) => TOP + plotH - (Math.max(0, v) / top) * plotH;
  return (
    <div className="mt-4" ref={ref}>
      {series.length > 1 ? (
        <ul className="mb-2 flex flex-wrap gap-4 text-xs text-slate-700">
          {series.map((s) => (
            <li key={s.name} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-sm ${s.swatch}`} />
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
      <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} className="block max-w-full" aria-hidden="true" focusable="false">
        {Array.from({ length: ticks + 1 }, (_, i) => {
          const v = (top / ticks) * i;
          return (
            <g key={i}>
              <line x1={LEFT} x2={W} y1={y(v)} y2={y(v)} className={i === 0 ? 'stroke-slate-300' : 'stroke-slate-100'} />
              <text x={LEFT - 6} y={y(v) + 4} textAnchor="end" className="fill-slate-600 text-[12px] tabular-nums">
                {short(v)}
              </text>
            </g>
          );
        })}
        {labels.map((label, i) => {
          const x0 = LEFT + group * i + (group - bar * series.length) / 2;
          return (
            <g key={label}>
              {series.map((s, k) => {
                const v = s.values[i] ?? 0;
                return <rect key={s.name} x={x0 + bar * k} y={y(v)} width={bar - 2} height={TOP + plotH - y(v)} rx={2} className={s.fill} />;
              })}
              <text x={LEFT + group * i + group / 2} y={H - 8} textAnchor="middle" className="fill-slate-700 text-[13px]">
                {label}
              </text>
            </g>
          );
        })}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-slate-700 hover:text-slate-900">Figures</summary>
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              <th scope="col" className="py-1.5 pr-2 font-semibold">
                {labelHead}
              </th>
              {series.map((s) => (
                <th key={s.name} scope="col" className="py-1.5 pl-2 text-right font-semibold">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={label} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-1.5 pr-2 font-medium text-slate-900">
                  {label}
                </th>
                {series.map((s) => (
                  <td key={s.name} className="py-1.5 pl-2 text-right tabular-nums text-slate-800">
                    {format(s.values[i] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
