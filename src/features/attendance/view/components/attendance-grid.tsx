import { useLayoutEffect, useRef } from 'react';
import type { AttendanceGrid as Grid } from '@contract';
import { formatDate } from '@/lib/format-date';
import { markTone, type CodeLook } from '../lib/codes';
import { dayHeading, monthRuns } from '../lib/days';
import { formatRate, isLowRate } from '../lib/rate';
import { ScrollRegion } from '@/components/layout/scroll-region';

export interface AttendanceGridProps {
  grid: Grid;
  codes: CodeLook;
  caption: string;
  /** The school's today: the grid opens with it as the last day in view. */
  today: string;
}

type Day = Grid['days'][number];
type GridStudent = Grid['students'][number];

// Sticky cells need their own background, or the scrolled days show through them.
const stickyHead = 'sticky left-0 z-10 border-r border-slate-200 bg-white px-3 text-left print:static';
const dayCell = 'w-8 min-w-8 border-b border-slate-100 px-0.5 py-1 text-center tabular-nums';
const totalCell = 'border-b border-slate-100 px-2 py-1 text-right tabular-nums whitespace-nowrap';
// The rate stays in view at the right while the days scroll, as the names do at the left. Its
// width is fixed and the days snap to its edge (the region's `scroll-pr-20`), so no day is
// left half under it.
const stickyRate = 'sticky right-0 z-10 w-20 min-w-20 border-l border-l-slate-200 bg-white print:static';

function dayTitle(day: Day): string {
  const date = formatDate(day.date);
  if (!day.taken) return `${date}: not taken`;
  return day.school_day ? date : `${date}: not a school day, a register was taken`;
}

function DayHeading({ day }: { day: Day }) {
  const [weekday, date] = dayHeading(day.date).split(' ');
  return (
    <th scope="col" data-day={day.date} title={dayTitle(day)} className={`${dayCell} snap-end border-slate-200 text-xs font-semibold ${day.taken ? 'text-slate-700' : 'bg-slate-50 text-slate-500'} ${day.school_day ? '' : 'italic'}`}>
      <span className="block font-normal">{weekday}</span> <span className="block">{date}</span>
      {day.taken ? null : <span className="sr-only">, not taken</span>}
    </th>
  );
}

/** A dash to the eye, words to a screen reader. */
function NotTaken() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">not taken</span>
    </>
  );
}

function MarkCell({ codeId, day, codes }: { codeId: number | null; day: Day; codes: CodeLook }) {
  if (!day.taken) {
    return (
      <td className={`${dayCell} bg-slate-50 text-slate-400`}>
        <NotTaken />
      </td>
    );
  }
  if (codeId === null) {
    return (
      <td title={`${formatDate(day.date)}: not enrolled`} className={dayCell}>
        <span className="sr-only">not enrolled</span>
      </td>
    );
  }
  const code = codes.get(codeId);
  return (
    <td title={`${code?.name ?? 'Unknown code'} · ${formatDate(day.date)}`} className={dayCell}>
      <span aria-hidden="true" className={`inline-block min-w-7 rounded px-1 py-0.5 ${markTone(code)}`}>
        {code?.code ?? '?'}
      </span>
      <span className="sr-only">{code?.name ?? 'Unknown code'}</span>
    </td>
  );
}

function RateText({ totals, decimals = 1 }: { totals: Pick<GridStudent, 'marked' | 'present'>; decimals?: 0 | 1 }) {
  return <span className={isLowRate(totals) ? 'font-semibold text-red-700' : ''}>{formatRate(totals, decimals)}</span>;
}

const TOTAL_ROWS = [
  { label: 'Present', key: 'present' },
  { label: 'Absent', key: 'absent' },
  { label: 'Excused', key: 'excused' },
] as const;


/**
 * A section over a range of days: a student a row, a day a column, the code that counts in each
 * cell. Names stay in view while the days scroll sideways; each student's totals and rate close
 * the row, and each day's counts and rate sit in the footer, under the total they add up to.
 */
export function AttendanceGrid({ grid, codes, caption, today }: AttendanceGridProps) {
  const trailing = ['Present', 'Absent', 'Excused', 'Rate'];
  const region = useRef<HTMLDivElement>(null);
  const first = grid.days[0]?.date;
  const last = grid.days.at(-1)?.date;
  // Opens on today (or the last day, for days gone by) just left of the rate, so the latest marks are in view.
  useLayoutEffect(() => {
    const box = region.current;
    if (!box || !first || !last || today < first) return;
    const day = box.querySelector(`[data-day="${today > last ? last : today}"]`);
    const rate = box.querySelector('[data-rate]');
    if (!day || !rate) return;
    box.scrollLeft = Math.max(0, box.scrollLeft + day.getBoundingClientRect().right - rate.getBoundingClientRect().left);
  }, [grid.section.id, first, last, today]);
  return (
    // The region is positioned so the cells' screen-reader text (absolutely placed) scrolls inside it, not beside the page.
    <ScrollRegion ref={region} label={caption} className="relative snap-x scroll-pr-20 overflow-x-auto rounded-md ring-1 ring-slate-200 print:overflow-visible print:ring-0">
      <table className="w-full border-separate border-spacing-0 text-sm print:text-[9px]">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 print:bg-transparent">
          <tr className="text-xs text-slate-600">
            <th scope="col" rowSpan={2} className={`${stickyHead} border-b border-slate-200 bg-slate-50 py-2 font-semibold uppercase tracking-wide`}>
              Student
            </th>
            {monthRuns(grid.days.map((d) => d.date)).map((run, i) => (
              <th key={`${run.month}-${i}`} scope="colgroup" colSpan={run.span} className="border-l border-slate-200 px-2 py-1 text-left font-semibold first-of-type:border-l-0">
                {run.month}
              </th>
            ))}
            {trailing.map((h) => (
              <th key={h} scope="col" rowSpan={2} data-rate={h === 'Rate' ? '' : undefined} className={`border-b border-l border-slate-200 px-2 py-2 text-right font-semibold uppercase tracking-wide ${h === 'Rate' ? `${stickyRate} bg-slate-50` : ''}`}>
                {h}
              </th>
            ))}
          </tr>
          <tr>
            {grid.days.map((d) => (
              <DayHeading key={d.date} day={d} />
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.students.map((s) => (
            <tr key={s.student_id} className="hover:bg-slate-50 print:break-inside-avoid">
              <th scope="row" className={`${stickyHead} border-b border-b-slate-100 py-1 font-medium text-slate-900`}>
                <span className="block max-w-[11rem] truncate desk:max-w-[16rem]" title={s.fullname}>
                  {s.fullname}
                </span>
                <span className="block text-xs font-normal text-slate-600">{s.admission_no}</span>
              </th>
              {s.marks.map((codeId, i) => (
                <MarkCell key={grid.days[i]!.date} codeId={codeId} day={grid.days[i]!} codes={codes} />
              ))}
              <td className={`${totalCell} border-l border-slate-200`}>{s.present}</td>
              <td className={totalCell}>{s.absent}</td>
              <td className={`${totalCell} snap-end`}>{s.excused}</td>
              <td className={`${totalCell} ${stickyRate}`}>
                <RateText totals={s} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-slate-50 font-semibold text-slate-900 print:bg-transparent">
          {TOTAL_ROWS.map((row, r) => (
            <tr key={row.label}>
              <th scope="row" className={`${stickyHead} bg-slate-50 py-1 ${r === 0 ? 'border-t-2 border-t-slate-300' : ''}`}>
                {row.label}
              </th>
              {grid.days.map((d) => (
                <td key={d.date} className={`${dayCell} ${r === 0 ? 'border-t-2 border-t-slate-300' : ''} ${d.taken ? '' : 'text-slate-400'}`}>
                  {d.taken ? d[row.key] : <NotTaken />}
                </td>
              ))}
              {trailing.map((h, i) => (
                <td key={h} className={`${totalCell} ${i === 0 ? 'border-l border-slate-200' : ''} ${h === 'Rate' ? `${stickyRate} bg-slate-50` : ''} ${r === 0 ? 'border-t-2 border-t-slate-300' : ''}`}>
                  {h === row.label ? grid.totals[row.key] : null}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className={`${stickyHead} bg-slate-50 py-1`}>
              Rate
            </th>
            {grid.days.map((d) => (
              <td key={d.date} className={`${dayCell} text-xs ${d.taken ? '' : 'text-slate-400'}`}>
                {d.taken ? <RateText totals={d} decimals={0} /> : <NotTaken />}
              </td>
            ))}
            <td className={`${totalCell} border-l border-slate-200`} />
            <td className={totalCell} />
            <td className={totalCell} />
            <td className={`${totalCell} ${stickyRate} bg-slate-50`}>
              <RateText totals={grid.totals} />
            </td>
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
