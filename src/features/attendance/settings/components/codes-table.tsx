import type { AttendanceCode, AttendanceCount } from '@contract';
import { ReportTable, type ReportColumn } from '@/components/report/report-table';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';

/** The colours a code's letter wears here and on the register, by how it counts. */
export const COUNT_TONES: Record<AttendanceCount, string> = {
  present: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  absent: 'bg-red-100 text-red-900 ring-red-300',
  excused: 'bg-amber-100 text-amber-900 ring-amber-300',
};

/** The "Counts as" column: short, since the heading says the rest. */
const COUNTS_AS: Record<AttendanceCount, string> = { present: 'Present', absent: 'Absent', excused: 'Excused absence' };

export function CodeBadge({ code }: { code: Pick<AttendanceCode, 'code' | 'counts'> }) {
  return (
    <span className={`inline-flex h-7 min-w-7 items-center justify-center rounded-md px-1.5 font-mono text-sm font-bold ring-1 ${COUNT_TONES[code.counts]}`}>
      {code.code}
    </span>
  );
}

export interface CodesTableProps {
  codes: AttendanceCode[];
  canEdit: boolean;
  /** Why Edit is disabled, for its title. */
  why?: string;
  onEdit: (code: AttendanceCode) => void;
}

/** The codes in the register's tap order. */
export function CodesTable({ codes, canEdit, why, onEdit }: CodesTableProps) {
  const columns: ReportColumn<AttendanceCode>[] = [
    { id: 'code', header: 'Code', cell: (c) => <CodeBadge code={c} /> },
    {
      id: 'name',
      header: 'Name',
      cell: (c) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          {c.name}
          {c.built_in ? <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">Built-in</span> : null}
        </span>
      ),
    },
    { id: 'counts', header: 'Counts as', cell: (c) => COUNTS_AS[c.counts] },
    { id: 'status', header: 'Status', cell: (c) => <StatusBadge status={c.status} /> },
    {
      id: 'actions',
      header: 'Actions',
      numeric: true,
      cell: (c) => (
        <Button variant="ghost" className="px-2 py-1" disabled={!canEdit} title={why} onClick={() => onEdit(c)}>
          Edit<span className="sr-only"> code {c.code}, {c.name}</span>
        </Button>
      ),
    },
  ];
  return <ReportTable caption="Attendance codes in the register's tap order" columns={columns} rows={codes} rowKey={(c) => c.id} />;
}
