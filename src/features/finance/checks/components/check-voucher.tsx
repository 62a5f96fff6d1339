import { formatMoney, type Check } from '@contract';
import { PrintLetterhead } from '@/components/print/letterhead';
import { PaperDetail, PaperStamp, SignatureLines } from '@/components/print/paper-parts';
import { ColumnHeads } from '@/components/data-table/column-heads';
import { formatDate } from '@/lib/format-date';
import { amountInWords } from '../lib/amount-in-words';

export interface CheckVoucherProps {
  check: Check;
  currency?: string;
}

/** The class print CSS keeps visible (voucher-page.tsx): on paper only the voucher shows. */
export const VOUCHER_CLASS = 'sd-check-voucher';

/** A voided check's voucher says so across its face, so a copy on file cannot be paid from. */
function StatusNote({ check }: { check: Check }) {
  if (check.status === 'Voided') return <PaperStamp>Void{check.voided_on ? ` · reversed on ${formatDate(check.voided_on)}` : ''}</PaperStamp>;
  if (check.status === 'Cleared') return <p className="mt-4 text-sm font-medium text-emerald-800">Cleared by the bank on {formatDate(check.cleared_on)}.</p>;
  return null;
}

/** The payment voucher of a check, laid out for A4 or letter paper. */
export function CheckVoucher({ check, currency }: CheckVoucherProps) {
  return (
    <article aria-label={`Payment voucher, check ${check.number}`} className={`${VOUCHER_CLASS} mx-auto max-w-3xl rounded-xl bg-white p-8 text-sm shadow-sm ring-1 ring-slate-200`}>
      <PrintLetterhead school={check.school}>
        <h2 className="text-lg font-semibold uppercase tracking-wide text-slate-800">Payment Voucher</h2>
        <dl className="mt-1 space-y-1">
          <div>
            <dt className="inline font-medium text-slate-700">Voucher / check no. </dt>
            <dd className="inline font-mono font-semibold text-slate-900">{check.number}</dd>
          </div>
          <div>
            <dt className="inline font-medium text-slate-700">Date </dt>
            <dd className="inline text-slate-900">{formatDate(check.date)}</dd>
          </div>
        </dl>
      </PrintLetterhead>

      <dl className="mt-5 space-y-2">
        <PaperDetail label="Pay to">
          <span className="text-base font-semibold">{check.payee}</span>
        </PaperDetail>
        <PaperDetail label="Drawn on">{check.bank_account_name}</PaperDetail>
        <PaperDetail label="Amount">
          <span className="font-semibold tabular-nums">{formatMoney(check.amount, currency)}</span>
        </PaperDetail>
        <PaperDetail label="In words">
          {amountInWords(check.amount)}
          {currency ? ` ${currency}` : ''}
        </PaperDetail>
        {check.memo ? <PaperDetail label="Memo">{check.memo}</PaperDetail> : null}
      </dl>

      <table className="mt-6 w-full border-collapse text-left">
        <caption className="sr-only">Accounts charged</caption>
        <ColumnHeads row="border-y border-slate-400 text-slate-700" cell="py-2 pr-3 last:pr-0" heads={['Account', { label: 'Amount', numeric: true }]} />
        <tbody>
          {check.lines.map((l, i) => (
            <tr key={`${l.account_id}-${i}`} className="border-b border-slate-200">
              <td className="py-2 pr-3 text-slate-900">
                <span className="font-mono">{l.account_code}</span> · {l.account_name}
              </td>
              <td className="py-2 text-right tabular-nums text-slate-900">{formatMoney(l.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-b-2 border-slate-800">
            <th scope="row" className="py-2 pr-3 text-left font-semibold text-slate-900">Total</th>
            <td className="py-2 text-right font-semibold tabular-nums text-slate-900">{formatMoney(check.amount, currency)}</td>
          </tr>
        </tfoot>
      </table>

      <StatusNote check={check} />

      <p className="mt-6 text-slate-800">
        <span className="font-medium text-slate-700">Prepared by</span> {check.written_by ?? '—'}
      </p>
      <SignatureLines labels={['Approved by', 'Received by']} />
    </article>
  );
}
