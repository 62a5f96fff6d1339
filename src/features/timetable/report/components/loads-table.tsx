import type { ReactNode } from 'react';
import type { TeacherLoad } from '@contract';
import { focusRing } from '@/components/ui/button';
import { weekHref } from '../../week/lib/search';
import type { LoadSort, SortOrder } from '../lib/loads';
import { ReportTable, type ReportColumn } from '@/components/report/report-table';

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
  const cells: Record<LoadSort, (l: TeacherLoad) => ReactNode> = {
    teacher: (l) =>
      linkWeeks ? (
        <a href={weekHref({ by: 'teacher', teacher_id: l.teacher_id })} className={`text-brand-700 underline-offset-2 hover:underline print:text-slate-900 ${focusRing}`}>
          {l.teacher_name}
        </a>
      ) : (
        l.teacher_name
      ),
    lessons: (l) => <Lessons lessons={l.lessons} most={most} />,
    sections: (l) => l.sections,
    subjects: (l) => l.subjects,
  };
  const columns: ReportColumn<TeacherLoad>[] = COLUMNS.map((c) => {
    const active = sort.sort === c.id;
    return {
      ...c,
      cell: cells[c.id],
      sorted: active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined,
      head: (
        <button type="button" onClick={() => onSort(c.id)} className={`inline-flex items-center gap-1 uppercase ${focusRing}`}>
          {c.header}
          <span aria-hidden="true" className="print:hidden">
            {active ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
          </span>
        </button>
      ),
    };
  });
  return (
    <ReportTable
      caption={caption}
      columns={columns}
      rows={loads}
      rowKey={(l) => l.teacher_id}
      totals={{ teacher: `${loads.length} teacher${loads.length === 1 ? '' : 's'}`, lessons: total }}
    />
  );
}
