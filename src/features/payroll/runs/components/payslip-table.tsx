import { useId } from 'react';
import { daysLabel, formatMoney, type Payslip, type PayrollRun } from '@contract';
import { Button, buttonClass } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { itemTotal, payable, prorated } from '../lib/run-rules';
import { ScrollRegion } from '@/components/layout/scroll-region';

export interface PayslipTableProps {
  run: PayrollRun;
  currency?: string;
  /** Offers Pay on each unpaid row (an approved run, and the user may pay it). */
  canPay: boolean;
  onPay: (slip: Payslip) => void;
}

const KIND_LABEL = { advance: 'Advance', loan: 'Loan', deduction: 'Deduction' } as const;
// Closer cells in a narrow box (a tablet's 800 px): the six columns then fit without a sideways scroll.
const pad = 'px-2 @4xl:px-3';
const th = `${pad} py-2 font-semibold`;
const num = `whitespace-nowrap ${pad} py-2 text-right tabular-nums text-slate-900`;
// A wide box gets a column per kind; a narrower one a cell listing the slip's lines. The box's
// own width decides, not the screen's: at 1280 px beside the sidebar it is 960 px, and the nine
// columns with real amounts and "Worked …" notes did not fit, cutting off Payslip.
const wide = 'hidden @5xl:table-cell';
const narrow = '@5xl:hidden';

/** An amount, with what the net-pay floor moved to a later month under it. */
function Recovered({ amount, deferred }: { amount: number; deferred: number }) {
  return (
    <>
      {amount ? formatMoney(amount) : <span className="text-slate-500">—</span>}
      {deferred > 0 ? <span className="block text-xs font-medium text-amber-800">{formatMoney(deferred)} deferred</span> : null}
    </>
  );
}

/** The slip's lines in one cell: the total, then each kind under it. */
function Items({ slip }: { slip: Payslip }) {
  if (slip.items.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <>
      {formatMoney(slip.deductions)}
      {slip.items.map((item, i) => (
        <span key={i} className="block text-xs font-normal text-slate-700">
          {KIND_LABEL[item.kind]} {formatMoney(item.amount)}
          {item.deferred > 0 ? <span className="block font-medium text-amber-800">{formatMoney(item.deferred)} deferred</span> : null}
        </span>
      ))}
    </>
  );
}

/** Every employee's slip in the run: gross, what it recovers and deducts, net, and when it was paid. */
export function PayslipTable({ run, currency, canPay, onPay }: PayslipTableProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="@container rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2 px-4 pb-2 pt-4">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          Payslips
        </h2>
        {currency ? <p className="text-sm text-slate-600">Amounts in {currency}</p> : null}
      </div>
      <ScrollRegion label="Payslips table" className="overflow-x-auto rounded-b-xl">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50">
            <tr className="border-y border-slate-200 text-slate-700">
              <th scope="col" className={th}>Employee</th>
              <th scope="col" className={`${th} text-right`}>Gross</th>
              <th scope="col" className={`${th} ${wide} text-right`}>Advances</th>
              <th scope="col" className={`${th} ${wide} text-right`}>Loans</th>
              <th scope="col" className={`${th} ${wide} text-right`}>Deductions</th>
              <th scope="col" className={`${th} ${narrow} text-right`}>Deducted</th>
              <th scope="col" className={`${th} text-right`}>Net</th>
              <th scope="col" className={th}>Paid on</th>
              <th scope="col" className={th}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {run.payslips.map((s) => {
              const part = prorated(s);
              return (
                <tr key={s.id} className="border-b border-slate-100 align-top last:border-0">
                  <th scope="row" className={`min-w-40 ${pad} py-2 font-medium text-slate-900`}>
                    {s.employee_name}
                    <span className="block text-xs font-normal text-slate-600">
                      {s.employee_number}
                      {s.job_title ? ` · ${s.job_title}` : ''}
                    </span>
                    {part ? <span className="mt-0.5 inline-block whitespace-nowrap rounded bg-sky-50 px-1.5 text-xs font-medium text-sky-900 ring-1 ring-sky-200">Worked {part}</span> : null}
                  </th>
                  <td className={num}>
                    {formatMoney(s.gross)}
                    {/* It wraps under the figure rather than widen the column (the table fits a tablet). */}
                    {s.unpaid_days > 0 ? (
                      <span className="block whitespace-normal text-xs font-normal text-slate-700">
                        Unpaid leave ({daysLabel(s.unpaid_days)}) − {formatMoney(s.unpaid_amount)}
                      </span>
                    ) : null}
                  </td>
                  <td className={`${num} ${wide}`}>
                    <Recovered {...itemTotal(s, 'advance')} />
                  </td>
                  <td className={`${num} ${wide}`}>
                    <Recovered {...itemTotal(s, 'loan')} />
                  </td>
                  <td className={`${num} ${wide}`}>
                    <Recovered {...itemTotal(s, 'deduction')} />
                  </td>
                  <td className={`${num} ${narrow}`}>
                    <Items slip={s} />
                  </td>
                  <td className={`${num} font-semibold`}>{formatMoney(s.net)}</td>
                  {/* Unpaid on a run that can be paid: the cell holds the Pay button itself. */}
                  <td className={`whitespace-nowrap ${pad} text-slate-800 ${canPay && payable(s) ? 'py-1.5' : 'py-2'}`}>
                    {s.paid_on ? (
                      formatDate(s.paid_on)
                    ) : s.net === 0 ? (
                      <span className="text-slate-600">Nothing to pay</span>
                    ) : canPay ? (
                      <Button variant="secondary" className="px-3 py-1" aria-label={`Pay ${s.employee_name}`} onClick={() => onPay(s)}>
                        Pay
                      </Button>
                    ) : (
                      <span className="text-slate-600">Not paid</span>
                    )}
                  </td>
                  <td className="px-2 py-1.5 text-right">
                    <a href={`#/employees/payslips/${run.id}?employee_id=${s.employee_id}`} aria-label={`Payslip of ${s.employee_name}`} className={buttonClass('ghost', 'px-2 py-1')}>
                      Payslip
                    </a>
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-300 bg-slate-50">
              <th scope="row" className={`${pad} py-2 text-left font-semibold text-slate-900`}>
                Total
              </th>
              <td className={`${num} font-semibold`}>{formatMoney(run.gross)}</td>
              <td className={`${num} ${wide} font-semibold`}>{formatMoney(run.advances)}</td>
              <td className={`${num} ${wide} font-semibold`}>{formatMoney(run.loans)}</td>
              <td className={`${num} ${wide} font-semibold`}>{formatMoney(run.deductions)}</td>
              <td className={`${num} ${narrow} font-semibold`}>{formatMoney(run.advances + run.loans + run.deductions)}</td>
              <td className={`${num} font-bold`}>{formatMoney(run.net)}</td>
              <td colSpan={2} />
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
    </section>
  );
}
