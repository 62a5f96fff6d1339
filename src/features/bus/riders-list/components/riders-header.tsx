import type { RidersList } from '@contract';
import { formatDate } from '@/lib/format-date';
import { telHref } from '../lib/group-riders';

/** The sheet's head: the school, the bus, its driver, the seats and the day, on screen and on paper. */
export function RidersHeader({ list, headingId }: { list: RidersList; headingId: string }) {
  const { bus, school, date, riders } = list;
  return (
    <header className="space-y-3 border-b border-slate-200 pb-4 print:border-slate-500 print:pb-2">
      <div>
        <p className="text-sm font-medium text-slate-700">
          {school.name}
          {school.phone ? ` · ${school.phone}` : ''}
        </p>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Riders List · {bus.number} <span className="font-normal text-slate-600">({bus.plate})</span>
        </h2>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4 print:grid-cols-4">
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-600">Driver</dt>
          <dd className="font-medium text-slate-900">{bus.driver_name ?? 'No driver'}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-600">Driver&apos;s phone</dt>
          <dd className="font-medium text-slate-900">
            {bus.driver_phone ? (
              <a href={telHref(bus.driver_phone)} className="text-brand-700 underline-offset-2 hover:underline print:text-slate-900">
                {bus.driver_phone}
              </a>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-600">Seats</dt>
          <dd className="font-medium tabular-nums text-slate-900">
            {riders.length} of {bus.capacity} taken
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-600">Date</dt>
          <dd className="font-medium text-slate-900">{formatDate(date)}</dd>
        </div>
      </dl>
    </header>
  );
}
