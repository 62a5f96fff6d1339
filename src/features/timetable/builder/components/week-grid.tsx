import { Fragment, type ReactNode } from 'react';
import { WEEKDAY_NAMES, type Period, type Weekday } from '@contract';
import { periodTimes, runsOn } from '../../setup/lib/periods';
import { ScrollRegion } from '@/components/layout/scroll-region';

export interface WeekGridProps {
  caption: string;
  periods: Period[];
  days: Weekday[];
  /** A lesson period's cell (a `<td>`) on a day it runs. */
  cell: (day: Weekday, period: Period) => ReactNode;
}

const head = 'border-b border-slate-200 px-2 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600';

/**
 * The week as a table: a row per period, a column per school day. A break is one thin row
 * across the days; a period that does not run on a day (a short Friday) is greyed there.
 */
export function WeekGrid({ caption, periods, days, cell }: WeekGridProps) {
  return (
    <ScrollRegion label={caption} className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[34rem] table-fixed border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col className="w-24" />
        </colgroup>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={`${head} text-left`}>
              Period
            </th>
            {days.map((d) => (
              <th key={d} scope="col" className={`${head} text-center`}>
                {WEEKDAY_NAMES[d]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {periods.map((p) =>
            p.kind === 'break' ? (
              <tr key={p.id} className="bg-amber-50/60">
                <th scope="row" className="border-b border-slate-100 px-2 py-1 text-left text-xs font-medium text-amber-900">
                  {p.name}
                </th>
                <td colSpan={days.length} className="border-b border-slate-100 px-2 py-1 text-center text-xs tabular-nums text-amber-900">
                  {`${periodTimes(p)} · break`}
                </td>
              </tr>
            ) : (
              <tr key={p.id}>
                <th scope="row" className="border-b border-slate-100 px-2 py-2 text-left align-top font-medium text-slate-900">
                  {p.name}
                  <span className="block text-xs font-normal tabular-nums text-slate-600">{periodTimes(p)}</span>
                </th>
                {days.map((d) =>
                  runsOn(p, d) ? (
                    <Fragment key={d}>{cell(d, p)}</Fragment>
                  ) : (
                    <td key={d} className="border-b border-l border-slate-100 bg-slate-50 px-1 text-center text-slate-400">
                      <span aria-hidden="true">–</span>
                      <span className="sr-only">{`No ${p.name} on ${WEEKDAY_NAMES[d]}`}</span>
                    </td>
                  ),
                )}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
