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

const W = 600;
const H = 220;
const LEFT = 48;
const BOTTOM = 28;
const TOP = 8;
const TICKS = 4;

/** A round top for the axis above the largest value: 1, 2 or 5 times a power of ten. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((m) => m * power >= value) ?? 10) * power;
}

/**
 * Grouped vertical bars drawn in SVG, no chart library: the picture is for the eye (hidden
 * from screen readers), and the same figures sit in a table under "Figures" for anyone who
 * reads them, a screen reader included. A legend names each colour in words.
 */
export function BarChart({ labels, series, format, short, max, labelHead }: BarChartProps) {
  const top = max ?? niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const plotW = W - LEFT;
  const plotH = H - BOTTOM - TOP;
  const group = plotW / Math.max(1, labels.length);
  const bar = Math.min(36, (group * 0.7) / series.length);
  const y = (v: number) => TOP + plotH - (Math.max(0, v) / top) * plotH;
  return (
    <div className="mt-4">
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
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" aria-hidden="true" focusable="false">
        {Array.from({ length: TICKS + 1 }, (_, i) => {
          const v = (top / TICKS) * i;
          return (
            <g key={i}>
              <line x1={LEFT} x2={W} y1={y(v)} y2={y(v)} className={i === 0 ? 'stroke-slate-300' : 'stroke-slate-100'} />
              <text x={LEFT - 6} y={y(v) + 4} textAnchor="end" className="fill-slate-600 text-[11px] tabular-nums">
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
              <text x={LEFT + group * i + group / 2} y={H - 8} textAnchor="middle" className="fill-slate-700 text-[12px]">
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
