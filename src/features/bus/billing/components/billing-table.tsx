import { formatMoney, type BusFeePreview, type BusFeeRowState, type Profile, monthLabel } from '@contract';
import { OldChargeLink } from '@/components/ledger/entry-link';
import { changedNote, daysOf, STATE_LABELS } from '../lib/billing';
import { ScrollRegion } from '@/components/layout/scroll-region';

const BADGE: Record<BusFeeRowState, string> = {
  new: 'bg-sky-100 text-sky-900',
  billed: 'bg-emerald-100 text-emerald-900',
  changed: 'bg-amber-100 text-amber-900',
};

function StateBadge({ state }: { state: BusFeeRowState }) {
  return <span className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[state]}`}>{STATE_LABELS[state]}</span>;
}

const th = 'px-3 py-2 font-semibold';
const num = 'whitespace-nowrap px-3 py-2 text-right tabular-nums';
/** Left out below the desktop width; the amount and days say what a tablet needs. */
const wide = 'hidden desk:table-cell';

/** The month's riders: where each rides, the rate, the days of the month, the amount and whether it is billed. */
export function BillingTable({ preview, user }: { preview: BusFeePreview; user: Profile }) {
  const currency = user.currency;
  const caption = `Bus fees for ${monthLabel(preview.month)}`;
  return (
    <ScrollRegion label={caption} className="overflow-x-auto rounded-md ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
            <th scope="col" className={th}>Student</th>
            <th scope="col" className={th}>Class</th>
            <th scope="col" className={th}>Bus</th>
            <th scope="col" className={th}>Zone, category</th>
            <th scope="col" className={`${th} ${wide} text-right`}>Rate</th>
            <th scope="col" className={`${th} text-right`}>Days</th>
            <th scope="col" className={`${th} text-right`}>Amount</th>
            <th scope="col" className={th}>State</th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((r) => (
            <tr key={r.student_id} className={`border-b border-slate-100 align-top last:border-0 ${r.state === 'changed' ? 'bg-amber-50/60' : ''}`}>
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                <span className="block whitespace-nowrap">{r.student_name}</span>
                <span className="block text-xs font-normal text-slate-600">{r.admission_no}</span>
              </th>
              <td className="whitespace-nowrap px-3 py-2 text-slate-800">{r.class_name ?? '—'}</td>
              <td className="whitespace-nowrap px-3 py-2 text-slate-800">{r.bus_number}</td>
              <td className="px-3 py-2 text-slate-800">
                <span className="block">{r.zone_name}</span>
                <span className="block text-xs text-slate-600">{r.category_name}</span>
              </td>
              <td className={`${num} ${wide}`}>{formatMoney(r.rate, currency)}</td>
              <td className={num}>{daysOf(r, preview.days_in_month)}</td>
              <td className={`${num} text-slate-900`}>{formatMoney(r.amount, currency)}</td>
              <td className="px-3 py-2">
                <StateBadge state={r.state} />
                {r.state === 'changed' ? (
                  <p className="mt-1 max-w-xs text-xs text-slate-700">
                    {changedNote(r, currency)}
                    <OldChargeLink id={r.billed_entry_id} user={user} />
                  </p>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
