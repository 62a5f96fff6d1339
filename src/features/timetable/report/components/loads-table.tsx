import type { TeacherLoad } from '@contract';
import { focusRing } from '@/components/ui/button';
import { weekHref } from '../../week/lib/search';
import type { LoadSort, SortOrder } from '../lib/loads';
import { ScrollRegion } from '@/components/layout/scroll-region';

export interface LoadsTableProps {
  loads: TeacherLoad[];
  sort: { sort: LoadSort; order: SortOrder };
  onSort: (column: LoadSort) => void;
  /** Each name opens the teacher's week, for those who may read it. */
  linkWeeks: boolean;
  caption: string;
}

const COLUMNS: { id: LoadSort; header: string; numeric: boolean }[] = [
  { id: 'teacher', header: 'Teacher', numeric: false },
  { id: 'lessons', header: 'Lessons a week', numeric: true },
  { id: 'sections', header: 'Sections', numeric: true },
  { id: 'subjects', header: 'Subjects', numeric: true },
];

const cell = (numeric: boolean) => `px-3 py-2 ${numeric ? 'text-right tabular-nums whitespace-nowrap' : ''}`;

/** The lessons with a bar against the heaviest load, so the stretched and the idle stand out. */
function Lessons({ lessons, most }: { lessons: number; most: number }) {
  return (
    <span className="inline-flex items-center justify-end gap-2">
      <span aria-hidden="true" className="hidden h-2 w-24 overflow-hidden rounded-full bg-slate-100 md:inline-block print:hidden">
        <span className="block h-full rounded-full bg-brand-600" style={{ width: `${most ? (lessons / most) * 100 : 0}%` }} />
      </span>
      <span className={lessons === 0 ? 'text-slate-500' : ''}>{lessons}</span>
    </span>
  );
}

/**
 * Each teacher's week in numbers. The headers sort it (names A–Z, counts largest first, a
 * second press the other way); the order is kept in the address.
 */
export function LoadsTable({ loads, sort, onSort, linkWeeks, caption }: LoadsTableProps) {
  const most = Math.max(0, ...loads.map((l) => l.lessons));
  const total = loads.reduce((sum, l) => sum + l.lessons, 0);
  return (
    <ScrollRegion label={caption} className="overflow-x-auto rounded-md ring-1 ring-slate-200 print:overflow-visible print:ring-0">
      <table className="w-full text-left text-sm print:text-xs">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 print:bg-transparent">
          <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600 print:border-slate-500">
            {COLUMNS.map((c) => {
              const active = sort.sort === c.id;
              return (
                <th key={c.id} scope="col" aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined} className={`${cell(c.numeric)} font-semibold`}>
                  <button type="button" onClick={() => onSort(c.id)} className={`inline-flex items-center gap-1 uppercase ${focusRing}`}>
                    {c.header}
                    <span aria-hidden="true" className="print:hidden">
                      {active ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loads.map((l) => (
            <tr key={l.teacher_id} className="border-b border-slate-100 last:border-0 hover:bg-slate-50 print:break-inside-avoid">
              <th scope="row" className={`${cell(false)} font-medium text-slate-900`}>
                {linkWeeks ? (
                  <a href={weekHref({ by: 'teacher', teacher_id: l.teacher_id })} className={`text-brand-700 underline-offset-2 hover:underline print:text-slate-900 ${focusRing}`}>
                    {l.teacher_name}
                  </a>
                ) : (
                  l.teacher_name
                )}
              </th>
              <td className={`${cell(true)} text-slate-800`}>
                <Lessons lessons={l.lessons} most={most} />
              </td>
              <td className={`${cell(true)} text-slate-800`}>{l.sections}</td>
              <td className={`${cell(true)} text-slate-800`}>{l.subjects}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-slate-300 bg-slate-50 font-semibold text-slate-900 print:border-slate-600 print:bg-transparent">
            <th scope="row" className={cell(false)}>
              {loads.length} teacher{loads.length === 1 ? '' : 's'}
            </th>
            <td className={cell(true)}>{total}</td>
            <td className={cell(true)} />
            <td className={cell(true)} />
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
