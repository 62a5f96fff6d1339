import { formatMoney, type FamilyFees } from '@contract';
import { formatDate } from '@/lib/format-date';
import { busLine } from './fees-lines';

/** The bus the child rides, its zone and stop, and what a month costs; or that they do not ride. */
export function FeesBus({ bus, currency }: { bus: FamilyFees['bus']; currency: string }) {
  return (
    <section aria-labelledby="family-bus" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="family-bus" className="text-lg font-semibold text-slate-900">
        School bus
      </h2>
      {bus ? (
        <>
          <p className="mt-1 font-medium text-slate-900">{busLine(bus)}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-700">Stop</dt>
            <dd className="min-w-0 break-words font-medium text-slate-900">{bus.stop ?? 'Not named'}</dd>
            <dt className="text-slate-700">Monthly rate</dt>
            <dd className="font-medium tabular-nums text-slate-900">{formatMoney(bus.rate, currency)}</dd>
            <dt className="text-slate-700">Since</dt>
            <dd className="font-medium text-slate-900">{formatDate(bus.from)}</dd>
          </dl>
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-700">Not on the school bus.</p>
      )}
    </section>
  );
}
