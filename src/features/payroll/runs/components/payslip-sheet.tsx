import { useQueryClient } from '@tanstack/react-query';
import { daysLabel, formatMoney, type PrintedPayslip, type PrintedPayslips, type Profile, monthLabel } from '@contract';
import { profileKeys } from '@/api/profile';
import { PrintLetterhead } from '@/components/print/letterhead';
import { PaperDetail, PaperStamp, SignatureLines } from '@/components/print/paper-parts';
import { ColumnHeads } from '@/components/data-table/column-heads';
import { formatDate } from '@/lib/format-date';
import { prorated } from '../lib/run-rules';

export interface PayslipSheetProps {
  slip: PrintedPayslip;
  school: PrintedPayslips['school'];
}

const TYPE: Record<PrintedPayslip['employee_type'], string> = { teacher: 'Teacher', staff: 'Staff', driver: 'Driver' };

/** A draft or a cancelled run's slip says so across its face, so a printed copy is never taken for pay. */
function Stamp({ status }: { status: PrintedPayslip['status'] }) {
  if (status !== 'Pending' && status !== 'Cancelled') return null;
  return <PaperStamp className="mt-3 py-1">{status === 'Pending' ? 'Draft: not approved' : 'Cancelled'}</PaperStamp>;
}

/**
 * One employee's payslip, laid out for a sheet of A4 or letter. Every line shows, so salary −
 * unpaid leave = gross and gross − total deductions = net can be checked on the slip itself;
 * the year to date sits under it.
 */
export function PayslipSheet({ slip, school }: PayslipSheetProps) {
  // The payslips' answer carries no logo; the signed-in profile (always read by the shell) does.
  const logo = useQueryClient().getQueryData<Profile>(profileKeys.all)?.logo ?? null;
  const money = (n: number) => formatMoney(n, school.currency);
  const part = prorated(slip);
  const month = monthLabel(slip.month);
  return (
    <article
      aria-label={`Payslip of ${slip.employee_name}, ${month}`}
      className="mx-auto w-full max-w-2xl break-inside-avoid rounded-xl bg-white p-8 text-sm text-slate-900 shadow-sm ring-1 ring-slate-200 print:max-w-none print:rounded-none print:p-0 print:shadow-none print:ring-0 [&:not(:last-child)]:break-after-page"
    >
      <PrintLetterhead school={{ ...school, logo }}>
        <h2 className="text-lg font-semibold uppercase tracking-wide">Payslip</h2>
        <p className="font-medium">{month}</p>
      </PrintLetterhead>
      <Stamp status={slip.status} />

      <dl className="mt-4 grid gap-x-8 sm:grid-cols-2 print:grid-cols-2">
        <PaperDetail look="ruled" label="Employee">{slip.employee_name}</PaperDetail>
        <PaperDetail look="ruled" label="Employee no">{slip.employee_number}</PaperDetail>
        <PaperDetail look="ruled" label="Job title">{slip.job_title || TYPE[slip.employee_type]}</PaperDetail>
        <PaperDetail look="ruled" label="Type">{TYPE[slip.employee_type]}</PaperDetail>
        <PaperDetail look="ruled" label="Base salary">{money(slip.base_salary)}</PaperDetail>
        <PaperDetail look="ruled" label="Days worked">{part ?? `Full month (${slip.days_in_month} days)`}</PaperDetail>
      </dl>

      <table className="mt-5 w-full border-collapse text-left">
        <caption className="sr-only">Pay and deductions</caption>
        <ColumnHeads row="border-y border-slate-400 text-slate-700" cell="py-1.5 pr-3 last:pr-0" heads={['Item', { label: 'Amount', numeric: true }]} />
        <tbody>
          <tr className="border-b border-slate-200">
            <th scope="row" className="py-1.5 pr-3 text-left font-normal">
              Salary{part ? ` (${part})` : ''}
            </th>
            <td className="py-1.5 text-right tabular-nums">{money(slip.gross + slip.unpaid_amount)}</td>
          </tr>
          {/* Approved unpaid leave comes off the salary before gross: what is posted as expense is what was earned. */}
          {slip.unpaid_days > 0 ? (
            <tr className="border-b border-slate-200">
              <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                Unpaid leave ({daysLabel(slip.unpaid_days)})
              </th>
              <td className="py-1.5 text-right tabular-nums">{slip.unpaid_amount ? `− ${money(slip.unpaid_amount)}` : money(0)}</td>
            </tr>
          ) : null}
          <tr className="border-b border-slate-400 bg-slate-50 print:bg-transparent">
            <th scope="row" className="py-1.5 pr-3 text-left font-semibold">
              Gross pay
            </th>
            <td className="py-1.5 text-right font-semibold tabular-nums">{money(slip.gross)}</td>
          </tr>
          {slip.items.map((item, i) => (
            <tr key={`${item.kind}-${item.recovery_id ?? item.deduction_id ?? i}-${i}`} className="border-b border-slate-200">
              <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                Less: {item.label}
                {item.deferred > 0 ? <span className="block text-xs text-slate-700">{money(item.deferred)} deferred to a later month (net pay floor)</span> : null}
              </th>
              <td className="py-1.5 text-right align-top tabular-nums">{item.amount ? `− ${money(item.amount)}` : money(0)}</td>
            </tr>
          ))}
          <tr className="border-b border-slate-400">
            <th scope="row" className="py-1.5 pr-3 text-left font-semibold">
              Total deductions
            </th>
            <td className="py-1.5 text-right font-semibold tabular-nums">{slip.deductions ? `− ${money(slip.deductions)}` : money(0)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr className="border-b-2 border-slate-800">
            <th scope="row" className="py-2 pr-3 text-left text-base font-bold">
              Net pay
            </th>
            <td className="py-2 text-right text-base font-bold tabular-nums">{money(slip.net)}</td>
          </tr>
        </tfoot>
      </table>

      <table className="mt-5 w-full border-collapse text-left">
        <caption className="mb-1 text-left font-semibold">Year to date</caption>
        <ColumnHeads row="border-b border-slate-400 text-slate-700" cell="py-1 pr-3 last:pr-0" heads={[{ label: 'Gross', numeric: true }, { label: 'Deductions', numeric: true }, { label: 'Net', numeric: true }]} />
        <tbody>
          <tr className="border-b border-slate-200">
            <td className="py-1 pr-3 text-right tabular-nums">{money(slip.ytd.gross)}</td>
            <td className="py-1 pr-3 text-right tabular-nums">{money(slip.ytd.deductions)}</td>
            <td className="py-1 text-right tabular-nums">{money(slip.ytd.net)}</td>
          </tr>
        </tbody>
      </table>

      <p className="mt-5 font-medium text-slate-700">{paymentLine(slip)}</p>
      <SignatureLines labels={['Authorised by', 'Received by']} className="mt-14" />
    </article>
  );
}

/** What the foot of a payslip says of its payment: the day it was paid, or why it was not. */
function paymentLine(slip: Pick<PayslipSheetProps['slip'], 'paid_on' | 'net'>) {
  if (slip.paid_on) return `Paid on ${formatDate(slip.paid_on)}`;
  return slip.net === 0 ? 'Nothing to pay' : 'Not paid yet';
}
