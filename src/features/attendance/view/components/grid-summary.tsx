import { formatCount, type AttendanceCode, type AttendanceGrid } from '@contract';
import { markTone } from '../lib/codes';
import { formatRate, isLowRate, LOW_RATE } from '../lib/rate';

/** The range at a glance: the overall rate, the marks behind it and how many registers were taken. */
export function GridSummary({ grid }: { grid: AttendanceGrid }) {
  const taken = grid.days.filter((d) => d.taken).length;
  const schoolDays = grid.days.filter((d) => d.school_day).length;
  const cards = [
    { label: 'Attendance rate', value: formatRate(grid.totals), low: isLowRate(grid.totals) },
    { label: 'Present', value: formatCount(grid.totals.present) },
    { label: 'Absent', value: formatCount(grid.totals.absent) },
    { label: 'Excused', value: formatCount(grid.totals.excused) },
    { label: 'Registers taken', value: `${taken} of ${schoolDays} ${schoolDays === 1 ? 'day' : 'days'}` },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 print:grid-cols-5">
      {cards.map((c) => (
        <div key={c.label} className="rounded-lg px-3 py-2 ring-1 ring-slate-200">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{c.label}</dt>
          <dd className={`mt-1 text-lg font-semibold tabular-nums ${c.low ? 'text-red-700' : 'text-slate-900'}`}>{c.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the letters mean, in the grid's own colours. */
export function CodeLegend({ codes }: { codes: AttendanceCode[] }) {
  return (
    <ul aria-label="Codes" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
      {codes.map((c) => (
        <li key={c.id} className="flex items-center gap-1">
          <span aria-hidden="true" className={`inline-block min-w-6 rounded px-1 text-center ${markTone(c)}`}>
            {c.code}
          </span>
          {c.name}
        </li>
      ))}
      <li className="flex items-center gap-1">
        <span aria-hidden="true" className="inline-block min-w-6 rounded bg-slate-50 px-1 text-center text-slate-400">
          –
        </span>
        Not taken
      </li>
      <li className="text-red-700">Rates under {LOW_RATE * 100}% in red</li>
    </ul>
  );
}
