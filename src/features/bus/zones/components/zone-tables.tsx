import type { FeeCategory, Zone } from '@contract';
import { Money, ReportTable, type ReportColumn } from '@/components/report/report-table';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';

const count = (n: number) => <span className={n === 0 ? 'text-slate-500' : ''}>{n}</span>;

const editButton = (label: string, onEdit: () => void) => (
  <Button variant="ghost" className="px-2 py-1" onClick={onEdit}>
    Edit<span className="sr-only"> {label}</span>
  </Button>
);

export function ZonesTable({ zones, onEdit }: { zones: Zone[]; onEdit: (zone: Zone) => void }) {
  const columns: ReportColumn<Zone>[] = [
    { id: 'name', header: 'Zone', cell: (z) => z.name },
    { id: 'fee', header: 'Monthly fee', numeric: true, cell: (z) => <Money minor={z.monthly_fee} /> },
    { id: 'categories', header: 'Categories', numeric: true, cell: (z) => count(z.categories) },
    { id: 'riders', header: 'Riders', numeric: true, cell: (z) => count(z.riders) },
    { id: 'actions', header: 'Actions', numeric: true, cell: (z) => editButton(`zone ${z.name}`, () => onEdit(z)) },
  ];
  return <ReportTable caption="Each zone's monthly fee and riders" columns={columns} rows={zones} rowKey={(z) => z.id} />;
}

export function CategoriesTable({ categories, onEdit }: { categories: FeeCategory[]; onEdit: (category: FeeCategory) => void }) {
  const columns: ReportColumn<FeeCategory>[] = [
    { id: 'name', header: 'Category', cell: (c) => c.name },
    { id: 'zone', header: 'Zone', cell: (c) => c.zone_name },
    {
      id: 'fee',
      header: 'Fee',
      cell: (c) => (c.monthly_fee === null ? <span className="text-slate-600">Zone fee</span> : <span>Own fee</span>),
    },
    { id: 'rate', header: 'A month', numeric: true, cell: (c) => <Money minor={c.rate} /> },
    { id: 'riders', header: 'Riders', numeric: true, cell: (c) => count(c.riders) },
    { id: 'status', header: 'Status', cell: (c) => <StatusBadge status={c.status} /> },
    { id: 'actions', header: 'Actions', numeric: true, cell: (c) => editButton(`category ${c.name} of ${c.zone_name}`, () => onEdit(c)) },
  ];
  return <ReportTable caption="Each fee category's rate and riders" columns={columns} rows={categories} rowKey={(c) => c.id} />;
}
