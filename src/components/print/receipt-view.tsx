import { formatMoney, type Receipt } from '@contract';
import { PrintLetterhead } from '@/components/print/letterhead';
import { ColumnHeads } from '@/components/data-table/column-heads';
import { formatDate } from '@/lib/format-date';
import { balanceShort, placeOf } from './balance-text';

/**
 * Print CSS for a page that holds a receipt: on paper only the receipt shows, at the top of
 * the sheet; the shell and the rest of the page stay on screen. Rendered only while a receipt
 * is on the page, so printing any other page is untouched.
 */
export function ReceiptPrintStyle() {
  return (
    <style>{`@media print {
  body * { visibility: hidden !important; }
  .sd-receipt, .sd-receipt * { visibility: visible !important; }
  .sd-receipt { position: absolute; inset: 0 auto auto 0; width: 100%; max-width: 160mm; margin: 0; box-shadow: none !important; border: 0; }
  @page { margin: 12mm; }
}`}</style>
  );
}

export interface ReceiptViewProps {
  receipt: Receipt;
  /** The receipt's own title: h2 on its page, h3 inside the counter's panel. */
  headingLevel?: 2 | 3;
}

const row = 'flex justify-between gap-4 border-b border-slate-200 py-1.5';

/** A payment's receipt as it is printed and handed to the parent. */
export function ReceiptView({ receipt: r, headingLevel = 2 }: ReceiptViewProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const currency = r.school.currency;
  const place = placeOf(r.student);
  const details: [string, string][] = [
    ['Student', `${r.student.name} (${r.student.admission_no})`],
    ['Class', place || 'Not enrolled'],
    ['Method', r.method],
    ...(r.payer ? ([['Paid by', r.payer]] as [string, string][]) : []),
    ['Received into', r.account_name],
    // A payment posted without a memo is memoed "Receipt 12" by the server: no news on a receipt.
    ...(r.memo && r.memo !== `Receipt ${r.number}` ? ([['Memo', r.memo]] as [string, string][]) : []),
  ];
  return (
    <article aria-label={`Receipt ${r.number}`} className="sd-receipt relative mx-auto w-full max-w-xl overflow-hidden rounded-xl bg-white p-6 text-slate-900 shadow-sm ring-1 ring-slate-200">
      {r.voided ? (
        // Drawn by CSS (content: attr): a mark across the paper, not text to read or check for contrast.
        <p
          aria-hidden="true"
          data-mark="VOID"
          className="pointer-events-none absolute inset-0 flex items-center justify-center text-7xl font-black tracking-widest text-red-700/25 [transform:rotate(-20deg)] before:content-[attr(data-mark)]"
        />
      ) : null}
      <PrintLetterhead school={r.school} />
      <Heading className="mt-4 text-center text-lg font-semibold uppercase tracking-wide">{r.voided ? 'Receipt (void)' : 'Payment receipt'}</Heading>
      <div className="mt-1 flex justify-between text-sm">
        <span>Receipt no {r.number}</span>
        <span>{formatDate(r.date)}</span>
      </div>
      <p className="my-4 rounded-md bg-slate-100 py-3 text-center text-2xl font-bold print:bg-transparent print:ring-1 print:ring-slate-400">{formatMoney(r.amount, currency)}</p>
      <dl className="text-sm">
        {details.map(([label, value]) => (
          <div key={label} className={row}>
            <dt className="text-slate-700">{label}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {r.allocations.length > 0 || r.unallocated > 0 ? (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="mb-1 text-left text-sm font-semibold">Applied to</caption>
          <ColumnHeads row="border-b border-slate-400" cell="py-1" heads={['Date', 'Charge', { label: 'Amount', numeric: true }]} />
          <tbody>
            {r.allocations.map((a) => (
              <tr key={a.charge_entry_id} className="border-b border-slate-200">
                <td className="whitespace-nowrap py-1 pr-2">{formatDate(a.date)}</td>
                <td className="py-1 pr-2">{a.memo ?? 'Charge'}</td>
                <td className="whitespace-nowrap py-1 text-right">{formatMoney(a.amount, currency)}</td>
              </tr>
            ))}
            {r.unallocated > 0 ? (
              <tr className="border-b border-slate-200">
                <td className="py-1 pr-2">—</td>
                <td className="py-1 pr-2">Paid ahead (for the next fee)</td>
                <td className="whitespace-nowrap py-1 text-right">{formatMoney(r.unallocated, currency)}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      ) : null}
      {/* The server's balance_after counts every payment to date, so a reprint shows today's. */}
      <p className="mt-4 text-sm font-semibold">Balance to date: {balanceShort(r.balance_after, currency)}</p>
      <div className="mt-10 flex items-end justify-between gap-4 text-sm">
        <span>Received by {r.received_by ?? '—'}</span>
        <span className="border-t border-slate-500 px-6 pt-1">Signature</span>
      </div>
    </article>
  );
}
