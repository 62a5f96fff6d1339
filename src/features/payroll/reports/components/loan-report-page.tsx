import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney, type Profile } from '@contract';
import { can } from '@/lib/can';
import { loanReportQueryOptions, type FoundEmployee } from '../api/reports';
import { csvFileName, loanReportCsv } from '../lib/csv';
import { canOpenRecovery, kindLabel } from '../lib/labels';
import type { LoanReportSearch } from '../lib/search';
import { LoanFilterDialog } from './loan-filter-dialog';
import { LoanTable } from './loan-table';
import { ReportFrame } from '@/components/report/report-frame';

export interface LoanReportPageProps {
  user: Profile;
  search: LoanReportSearch;
  onSearch: (next: LoanReportSearch) => void;
}

const TITLE = 'Loan report';
const personalHref = (employeeId: number) => `#/employees/employee-report?employee_id=${employeeId}`;

/** Employees › Loan report: every advance and loan, what was recovered and what remains, each with its schedule. */
export function LoanReportPage({ user, search, onSearch }: LoanReportPageProps) {
  const loans = useQuery(loanReportQueryOptions(search));
  const [filtering, setFiltering] = useState(false);
  // The filtered employee's name comes from the report's own rows, or from the last pick.
  const [picked, setPicked] = useState<FoundEmployee | null>(null);
  const first = loans.data?.rows[0];
  const employee: FoundEmployee | null = search.employee_id
    ? picked?.id === search.employee_id
      ? picked
      : first && first.employee_id === search.employee_id
        ? { id: first.employee_id, name: first.employee_name, number: first.employee_number, job_title: '' }
        : { id: search.employee_id, name: `Employee #${search.employee_id}`, number: '', job_title: '' }
    : null;
  const details = [
    search.kind ? `${kindLabel(search.kind)}s` : 'Advances and loans',
    search.status ? search.status.toLowerCase() : 'active and repaid',
    employee ? `${employee.name}${employee.number ? ` (${employee.number})` : ''}` : 'all employees',
  ].join(' · ');
  const filtered = Boolean(search.kind || search.status || search.employee_id);

  return (
    <>
      <ReportFrame
        title={TITLE}
        user={user}
        period="Every advance and loan paid out"
        details={details}
        query={loans}
        onFilter={() => setFiltering(true)}
        isEmpty={(r) => r.rows.length === 0}
        empty={filtered ? 'No advance or loan matches this filter. Change the filter to see others.' : 'No advance or loan has been paid out yet.'}
        csv={(r) => ({ name: csvFileName(TITLE, undefined), text: loanReportCsv(r) })}
      >
        {(r) => {
          const count = (k: 'advance' | 'loan') => r.rows.filter((x) => x.kind === k).length;
          const active = r.rows.filter((x) => x.status === 'Active').length;
          return (
            <>
              <p className="mb-3 text-sm text-slate-700">
                {count('advance')} {count('advance') === 1 ? 'advance' : 'advances'} and {count('loan')} {count('loan') === 1 ? 'loan' : 'loans'}; {active} still
                recovering, {formatMoney(r.total.remaining, user.currency)} to recover. Recovered counts approved payroll only.
              </p>
              <LoanTable report={r} caption={`${TITLE}, ${details}`} employeeHref={can(user, 'employee-report') ? personalHref : undefined} canOpen={(kind) => canOpenRecovery(user, kind)} />
            </>
          );
        }}
      </ReportFrame>
      <LoanFilterDialog
        open={filtering}
        onClose={() => setFiltering(false)}
        canPickEmployee={can(user, 'list-employee')}
        initial={{ kind: search.kind, status: search.status, employee }}
        onApply={(c) => {
          setPicked(c.employee);
          onSearch({ kind: c.kind, status: c.status, employee_id: c.employee?.id });
        }}
      />
    </>
  );
}
