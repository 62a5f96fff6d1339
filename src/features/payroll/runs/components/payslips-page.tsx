import { monthLabel } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { QueryProblem } from '@/components/overlays/query-state';
import { Button, buttonClass } from '@/components/ui/button';
import { HttpError, errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { payslipsQueryOptions } from '../api/runs';
import { plural } from '../lib/run-rules';
import { PayslipSheet } from './payslip-sheet';

export interface PayslipsPageProps {
  runId: number;
  /** One employee's slip only; absent: every slip of the run. */
  employeeId?: number;
  print?: () => void;
}

// On paper: the shell hides itself (print:hidden); the slips lose the page's padding and each
// takes its own sheet (break-after on every slip but the last).
const PRINT_CSS = `@media print {
  @page { size: A4 portrait; margin: 14mm; }
  body, #main { background: white !important; }
}`;

/** Employees › Payslips: a run's slips, or one employee's, one per printed page. */
export function PayslipsPage({ runId, employeeId, print = () => window.print() }: PayslipsPageProps) {
  const online = useOnline();
  const query = useQuery({ ...payslipsQueryOptions(runId, employeeId), enabled: online });
  const links = (
    <div className="flex flex-wrap gap-2">
      <a href={`#/employees/payroll-run/${runId}`} className={buttonClass('secondary')}>
        Back to the run
      </a>
      {employeeId ? (
        <a href={`#/employees/payslips/${runId}`} className={buttonClass('secondary')}>
          Every payslip of the run
        </a>
      ) : null}
    </div>
  );
  if (!online || (query.error instanceof HttpError && query.error.isNetwork)) {
    return <QueryProblem title="This needs a connection" message="Payslips are read from the server; pay data is not kept on this device." action={links} />;
  }
  if (query.isError) return <QueryProblem title="The payslips could not be read" message={errorMessage(query.error)} action={links} />;
  if (!query.data) return <p className="py-12 text-center text-sm text-slate-600">Loading…</p>;

  const { payslips, school, month } = query.data;
  return (
    <div className="space-y-6 print:space-y-0">
      <style>{PRINT_CSS}</style>
      <div className="mx-auto flex max-w-2xl flex-wrap items-center justify-between gap-2 print:hidden">
        {links}
        {payslips.length > 0 ? <Button onClick={print}>{payslips.length === 1 ? 'Print payslip' : `Print ${payslips.length} payslips`}</Button> : null}
      </div>
      <p className="mx-auto max-w-2xl text-sm text-slate-700 print:hidden">
        {monthLabel(month)}: {plural(payslips.length, 'payslip')}, one per printed page.
      </p>
      {payslips.length === 0 ? (
        <p className="mx-auto max-w-2xl rounded-xl bg-white p-6 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">No payslip to show.</p>
      ) : (
        payslips.map((slip) => <PayslipSheet key={slip.id} slip={slip} school={school} />)
      )}
    </div>
  );
}
