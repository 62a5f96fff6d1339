import type { BusReport } from '@contract';
import { focusRing } from '@/components/ui/button';
import { checkState, unbilledLine } from '../lib/report';

export interface ReportCheckProps {
  report: BusReport;
  currency?: string;
  /** The user may bill (`generate`): the unbilled riders link to the month's billing. */
  canBill: boolean;
}

/**
 * The month's check: what the assignments come to (riders × rate, by the part-month rule)
 * against the bus fees in the ledger. Zero is green; anything else is amber and says why.
 */
export function ReportCheck({ report, currency, canBill }: ReportCheckProps) {
  const { ok, line, why } = checkState(report.check, currency);
  const unbilled = report.check.unbilled_students;
  return (
    <section
      aria-label="The month's check"
      className={`rounded-md px-4 py-3 text-sm ring-1 print:ring-slate-400 ${ok ? 'bg-emerald-50 text-emerald-950 ring-emerald-300' : 'bg-amber-50 text-amber-950 ring-amber-300'}`}
    >
      <p className="font-semibold">
        <span className="sr-only">{ok ? 'Check passes: ' : 'Check differs: '}</span>
        {line}
      </p>
      {ok ? <p className="mt-1">The ledger holds exactly what this month&apos;s assignments come to.</p> : null}
      {why ? <p className="mt-1">{why}</p> : null}
      {unbilled > 0 ? (
        <p className="mt-1 font-medium">
          {unbilledLine(unbilled)}
          {canBill ? (
            <>
              {' — '}
              <a href={`#/bus/billing?month=${report.month}`} className={`font-semibold underline underline-offset-2 print:no-underline ${focusRing}`}>
                Bill this month
              </a>
            </>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
