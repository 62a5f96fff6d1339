import { formatMoney, type BusFeePreview, type Profile, monthLabel } from '@contract';
import { FeeRunStateCell, feeRunRowClass } from '@/components/ledger/fee-run-state-cell';
import { changedNote, daysOf, STATE_LABELS } from '../lib/billing';
import { TableFrame } from '@/components/data-table/table-frame';

const num = 'whitespace-nowrap px-3 py-2 text-right tabular-nums';
/** Left out below the desktop width; the amount and days say what a tablet needs. */
const wide = 'hidden desk:table-cell';

/** The month's riders: where each rides, the rate, the days of the month, the amount and whether it is billed. */
export function BillingTable({ preview, user }: { preview: BusFeePreview; user: Profile }) {
  const currency = user.currency;
  const caption = `Bus fees for ${monthLabel(preview.month)}`;
  return (
    <TableFrame
      caption={caption}
      heads={['Student', 'Class', 'Bus', 'Zone, category', { label: 'Rate', numeric: true, className: wide }, { label: 'Days', numeric: true }, { label: 'Amount', numeric: true }, 'State']}
    >
      <tbody>
        {preview.rows.map((r) => (
          <tr key={r.student_id} className={feeRunRowClass(r.state)}>
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
            <FeeRunStateCell state={r.state} label={STATE_LABELS[r.state]} changedNote={changedNote(r, currency)} billedEntryId={r.billed_entry_id} user={user} />
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
