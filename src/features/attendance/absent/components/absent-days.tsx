import type { AbsentStudent, AttendanceCode } from '@contract';
import { formatDate } from '@/lib/format-date';
import { markTone } from '../../view/lib/codes';
import { shortDate } from '../../view/lib/days';

export interface AbsentDaysProps {
  days: AbsentStudent['days'];
  /** The school's codes by letter, for their names and colours; empty until the settings load. */
  codes: ReadonlyMap<string, AttendanceCode>;
}

/** A student's days absent, latest first: the code in the grid's colours, the day and the taker's note. */
export function AbsentDays({ days, codes }: AbsentDaysProps) {
  return (
    <ul className="flex min-w-48 flex-wrap gap-1">
      {days.map((d) => {
        const code = codes.get(d.code);
        return (
          <li key={d.date} title={`${code?.name ?? d.code} · ${formatDate(d.date)}${d.note ? ` · ${d.note}` : ''}`} className="inline-flex max-w-full items-center gap-1 rounded bg-white px-1 py-0.5 text-xs ring-1 ring-slate-200">
            <span aria-hidden="true" className={`rounded px-1 ${markTone(code)}`}>
              {d.code}
            </span>
            <span className="sr-only">{code?.name ?? d.code}</span>
            <span className="whitespace-nowrap tabular-nums">{shortDate(d.date)}</span>
            {d.note ? <span className="truncate text-slate-600 print:whitespace-normal">· {d.note}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
