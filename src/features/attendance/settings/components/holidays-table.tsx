import type { Holiday } from '@contract';
import { Day, ReportTable, type ReportColumn } from '@/components/report/report-table';
import { Button } from '@/components/ui/button';

export interface HolidaysTableProps {
  yearName: string;
  holidays: Holiday[];
  canEdit: boolean;
  why?: string;
  onEdit: (holiday: Holiday) => void;
  onDelete: (holiday: Holiday) => void;
}

const rowButton = 'px-2 py-1 disabled:text-slate-400 disabled:hover:bg-transparent';

/** The year's holidays by date, each with how many school days it closes. */
export function HolidaysTable({ yearName, holidays, canEdit, why, onEdit, onDelete }: HolidaysTableProps) {
  const columns: ReportColumn<Holiday>[] = [
    { id: 'name', header: 'Holiday', cell: (h) => h.name },
    { id: 'from', header: 'From', cell: (h) => <Day iso={h.start_date} /> },
    { id: 'to', header: 'To', cell: (h) => <Day iso={h.end_date} /> },
    { id: 'closed', header: 'School days closed', numeric: true, cell: (h) => <span className={h.school_days === 0 ? 'text-slate-500' : ''}>{h.school_days}</span> },
    {
      id: 'actions',
      header: 'Actions',
      numeric: true,
      cell: (h) => (
        <div className="flex justify-end gap-0.5">
          <Button variant="ghost" className={rowButton} disabled={!canEdit} title={why} onClick={() => onEdit(h)}>
            Edit<span className="sr-only"> {h.name}</span>
          </Button>
          <Button variant="ghost" className={`${rowButton} text-red-700`} disabled={!canEdit} title={why} onClick={() => onDelete(h)}>
            Delete<span className="sr-only"> {h.name}</span>
          </Button>
        </div>
      ),
    },
  ];
  return <ReportTable caption={`Holidays of ${yearName} and the school days they close`} columns={columns} rows={holidays} rowKey={(h) => h.id} />;
}
