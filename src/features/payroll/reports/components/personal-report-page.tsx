import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatMoney, type PersonalReport, type Profile, monthLabel } from '@contract';
import { personalReportQueryOptions } from '@/api/payroll-reports';
import { EntityCombobox } from '@/components/form/entity-combobox';
import { StatusBadge } from '@/components/ui/status-badge';
import { can } from '@/lib/can';
import { formatDate } from '@/lib/format-date';
import type { FoundEmployee } from '../api/reports';
import { csvFileName, personalReportCsv } from '../lib/csv';
import { canOpenRecovery, typeLabel } from '../lib/labels';
import type { PersonalReportSearch } from '../lib/search';
import { useMonthRange } from '../lib/use-month-range';
import { reportEmployeeChoice } from './employee-choice';
import { MonthRangeDialog } from './month-range-dialog';
import { DeductionsTable, MonthsTable, RecoveriesTable } from './personal-sections';
import { ReportFrame } from '@/components/report/report-frame';
import { ReportIdle } from '@/components/report/report-states';

export interface PersonalReportPageProps {
  user: Profile;
  search: PersonalReportSearch;
  onSearch: (next: PersonalReportSearch) => void;
}

const TITLE = 'Personal report';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `personal-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mt-6 print:break-inside-avoid">
      <h3 id={id} className="mb-2 text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Who the report is about, in one line under the header. */
function About({ employee: e, currency }: { employee: PersonalReport['employee']; currency: string }) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
      <span className="text-base font-semibold text-slate-900">{e.name}</span>
      <StatusBadge status={e.status} />
      {/* "Teacher · Teacher" says nothing twice: the job title alone when it names the type. */}
      <span>{e.job_title.toLowerCase() === typeLabel(e.type).toLowerCase() ? e.job_title : `${typeLabel(e.type)} · ${e.job_title}`}</span>
      <span>Base salary {formatMoney(e.base_salary, currency)} a month</span>
      <span>
        Hired {formatDate(e.hire_date)}
        {e.left_on ? ` · last working day ${formatDate(e.left_on)}` : ''}
      </span>
    </div>
  );
}

/** The total counts approved and paid months only: say which rows it leaves out, so the sum is not mistaken. */
function PendingNote({ months }: { months: PersonalReport['months'] }) {
  const pending = months.filter((m) => m.status === 'Pending').map((m) => monthLabel(m.month, true));
  if (pending.length === 0) return null;
  return (
    <p className="mt-2 text-sm text-slate-700">
      The total counts approved and paid months; {pending.join(', ')} {pending.length === 1 ? 'is' : 'are'} still pending and not in it.
    </p>
  );
}

/** Employees › Personal report: pick an employee, read their pay, advances, loans and deductions over a range of months. */
export function PersonalReportPage({ user, search, onSearch }: PersonalReportPageProps) {
  const report = useMonthRange(search, user.time_zone);
  const personal = useQuery(personalReportQueryOptions(search.employee_id, report.range));
  const e = personal.data?.employee;
  const picked: FoundEmployee | null = e ? { id: e.id, name: e.name, number: e.number, job_title: e.job_title } : null;
  const canPick = can(user, 'list-employee');

  const idle = search.employee_id ? undefined : (
    <ReportIdle
      ask="Choose an employee to see their pay."
      offline="Payroll reports are read from the server each time; pay is never saved on this device. Connect, then choose an employee."
      hint={canPick ? 'Type a name, employee number or phone in Employee above.' : 'Open one from the Loan report: each employee’s name there leads to their personal report.'}
    />
  );

  return (
    <>
      <ReportFrame
        title={e ? `Personal report of ${e.name}` : TITLE}
        user={user}
        period={report.label}
        details={e ? `${e.number} · ${e.job_title}` : undefined}
        query={personal}
        onFilter={report.openFilter}
        idle={idle}
        toolbar={canPick ? <EntityCombobox {...reportEmployeeChoice} className="w-full min-w-64 sm:w-80" value={picked} onChange={(x) => x && onSearch({ ...search, employee_id: x.id })} /> : null}
        isEmpty={() => false}
        empty={null}
        csv={(r) => ({ name: csvFileName(`personal report ${r.employee.number}`, report.range.from, report.range.to), text: personalReportCsv(r) })}
      >
        {(r) => (
          <>
            <About employee={r.employee} currency={user.currency} />
            <Section title="Pay by month">
              {r.months.length === 0 ? (
                <p className="text-sm text-slate-700">No payroll for {r.employee.name} in these months. Choose other months, or generate that month’s payroll.</p>
              ) : (
                <>
                  <MonthsTable report={r} caption={`Pay of ${r.employee.name} by month, ${report.label}`} />
                  <PendingNote months={r.months} />
                </>
              )}
            </Section>
            <Section title="Advances and loans">
              {r.recoveries.length === 0 ? (
                <p className="text-sm text-slate-700">No advance or loan.</p>
              ) : (
                <RecoveriesTable rows={r.recoveries} caption={`Advances and loans of ${r.employee.name}`} canOpen={(kind) => canOpenRecovery(user, kind)} />
              )}
            </Section>
            <Section title="Deductions">
              {r.deductions.length === 0 ? (
                <p className="text-sm text-slate-700">No deduction.</p>
              ) : (
                <DeductionsTable rows={r.deductions} caption={`Deductions of ${r.employee.name}`} />
              )}
            </Section>
          </>
        )}
      </ReportFrame>
      <MonthRangeDialog
        {...report.dialog}
        initial={report.range}
        onApply={(c) => onSearch({ ...search, from: c.from, to: c.to })}
      />
    </>
  );
}
