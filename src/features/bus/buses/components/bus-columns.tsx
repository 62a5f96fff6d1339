import type { Bus } from '@contract';
import type { Column } from '@/components/data-table/data-table';
import { Button, buttonClass, focusRing } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { lacks } from '@/lib/can';

export const ridersHref = (busId: number) => `#/bus/riders/${busId}`;

/** "32 / 40" with a bar of the seats taken; a full bus says so in words, not by colour alone. */
export function SeatsTaken({ riders, capacity }: { riders: number; capacity: number }) {
  const full = riders >= capacity;
  const share = capacity > 0 ? Math.min(100, Math.round((riders / capacity) * 100)) : 0;
  return (
    <span className="inline-flex min-w-20 flex-col items-end gap-1">
      <span className="whitespace-nowrap tabular-nums">
        {riders} / {capacity}
        <span className="sr-only"> seats taken</span>
        {full ? <span className="ml-1 text-xs font-semibold text-amber-800">Full</span> : null}
      </span>
      <span aria-hidden="true" className="block h-1.5 w-20 overflow-hidden rounded-full bg-slate-200">
        <span className={`block h-full rounded-full ${full ? 'bg-amber-600' : 'bg-brand-600'}`} style={{ width: `${share}%` }} />
      </span>
    </span>
  );
}

/** Bus › List's columns: the bus, its driver, the seats taken today, and its riders list and Edit. */
export function busColumns(canEdit: boolean, onEdit: (bus: Bus) => void): Column<Bus>[] {
  return [
    {
      id: 'number',
      header: 'Bus',
      sort: 'number',
      cell: (b) => (
        <a href={ridersHref(b.id)} className={`whitespace-nowrap font-medium text-brand-700 underline-offset-2 hover:underline ${focusRing}`}>
          {b.number}
        </a>
      ),
      text: (b) => b.number,
    },
    { id: 'plate', header: 'Plate', sort: 'plate', cell: (b) => <span className="whitespace-nowrap font-mono text-xs">{b.plate}</span>, text: (b) => b.plate },
    {
      id: 'driver',
      header: 'Driver',
      cell: (b) =>
        b.driver_name ? (
          <span className="flex flex-col">
            <span className="whitespace-nowrap">{b.driver_name}</span>
            {b.driver_phone ? <span className="whitespace-nowrap text-xs text-slate-600">{b.driver_phone}</span> : null}
          </span>
        ) : (
          <span className="text-slate-500">No driver</span>
        ),
      text: (b) => (b.driver_name ? `${b.driver_name}${b.driver_phone ? ` (${b.driver_phone})` : ''}` : ''),
    },
    { id: 'riders', header: 'Riders', sort: 'riders', align: 'right', cell: (b) => <SeatsTaken riders={b.riders} capacity={b.capacity} />, text: (b) => `${b.riders} / ${b.capacity}` },
    { id: 'status', header: 'Status', cell: (b) => <StatusBadge status={b.status} />, text: (b) => b.status },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      pin: true,
      cell: (b) => (
        <span className="inline-flex items-center gap-1">
          <a href={ridersHref(b.id)} className={buttonClass('ghost', 'whitespace-nowrap px-2 py-1')}>
            Riders List<span className="sr-only"> of bus {b.number}</span>
          </a>
          <Button variant="ghost" className="px-2 py-1" disabled={!canEdit} title={lacks(canEdit, 'update-bus')} onClick={() => onEdit(b)}>
            Edit<span className="sr-only"> bus {b.number}</span>
          </Button>
        </span>
      ),
      text: () => null,
    },
  ];
}
