import type { Assignment } from '@contract';
import type { Column } from '@/components/data-table/data-table';
import { Button, focusRing } from '@/components/ui/button';
import { personColumn } from '@/components/data-table/person-column';
import { formatDate } from '@/lib/format-date';
import { lacks } from '@/lib/can';
import { placeOf, spanOf } from '../lib/labels';

export interface AssignmentColumnsOptions {
  today: string;
  /** `generate`: Change and Stop riding. */
  canAssign: boolean;
  /** `list-bus`: the bus links to its riders list. */
  canOpenBus: boolean;
  onChange: (a: Assignment) => void;
  onEnd: (a: Assignment) => void;
}

const muted = <span className="text-slate-500">—</span>;

/** Still to be ridden on some day from today: it can be changed or ended. */
export const runsOn = (a: Assignment, today: string) => a.to === null || a.to >= today;

/** Bus Student's columns: who rides what from when; ended ones show their last day. */
export function assignmentColumns({ today, canAssign, canOpenBus, onChange, onEnd }: AssignmentColumnsOptions): Column<Assignment>[] {
  return [
    personColumn({ id: 'student', header: 'Student', sort: 'student', name: (a) => a.student_name, number: (a) => a.admission_no }),
    { id: 'class', header: 'Class', cell: (a) => <span className="whitespace-nowrap">{placeOf(a) || muted}</span>, text: (a) => placeOf(a) },
    {
      id: 'bus',
      header: 'Bus',
      sort: 'bus',
      cell: (a) =>
        canOpenBus ? (
          <a href={`#/bus/riders/${a.bus_id}`} className={`whitespace-nowrap font-medium text-brand-700 underline-offset-2 hover:underline ${focusRing}`}>
            {a.bus_number}
            <span className="sr-only">, riders list</span>
          </a>
        ) : (
          <span className="whitespace-nowrap">{a.bus_number}</span>
        ),
      text: (a) => a.bus_number,
    },
    {
      id: 'zone',
      header: 'Zone, category',
      sort: 'zone',
      // The category under its zone: one column fewer keeps the row within a tablet's width.
      cell: (a) => (
        <span className="flex flex-col">
          <span className="whitespace-nowrap">{a.zone_name}</span>
          <span className="text-xs text-slate-600">{a.category_name}</span>
        </span>
      ),
      text: (a) => `${a.zone_name}, ${a.category_name}`,
    },
    { id: 'stop', header: 'Stop', wide: true, cell: (a) => a.stop ?? muted, text: (a) => a.stop ?? '' },
    {
      id: 'from',
      header: 'From',
      sort: 'from',
      cell: (a) =>
        a.to ? (
          <span className="flex flex-col whitespace-nowrap">
            <span>{formatDate(a.from)}</span>
            <span className="text-xs text-slate-600">to {formatDate(a.to)}</span>
          </span>
        ) : (
          <span className="whitespace-nowrap">{formatDate(a.from)}</span>
        ),
      text: (a) => spanOf(a),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      pin: true,
      cell: (a) =>
        runsOn(a, today) ? (
          // One above the other on a tablet, so the pinned column leaves room for the dates.
          <span className="inline-flex flex-col items-end gap-0.5 whitespace-nowrap desk:flex-row desk:gap-1">
            <Button variant="ghost" className="px-2 py-1" disabled={!canAssign} title={lacks(canAssign, 'generate')} onClick={() => onChange(a)}>
              Change<span className="sr-only"> the bus of {a.student_name}</span>
            </Button>
            <Button variant="ghost" className="px-2 py-1" disabled={!canAssign} title={lacks(canAssign, 'generate')} onClick={() => onEnd(a)}>
              Stop riding<span className="sr-only">: {a.student_name}</span>
            </Button>
          </span>
        ) : (
          <span className="text-xs text-slate-600">Ended</span>
        ),
      text: () => null,
    },
  ];
}
