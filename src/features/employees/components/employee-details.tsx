import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatMoney, type Employee } from '@contract';
import { profileQueryOptions } from '@/api/profile';
import { CloseFooter } from '@/components/dialogs/close-footer';
import { DialogReads } from '@/components/dialogs/dialog-reads';
import { StatusBadge } from '@/components/ui/status-badge';
import { can } from '@/lib/can';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { employeeQueryOptions } from '../api/employees';
import { typeLabel } from '../forms/employee-form';
import { EmployeePayrollTab } from './employee-payroll-tab';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children || '—'}</dd>
    </div>
  );
}

const tabClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 data-[selected]:bg-white data-[selected]:text-brand-800 data-[selected]:shadow-sm data-[selected]:ring-1 data-[selected]:ring-slate-200';

/** The employee's last working day, once the contract's Employee carries it (set on deactivation). */
const leftOn = (e: Employee): string | null => (e as Employee & { left_on?: string | null }).left_on ?? null;

function Details({ employee: e, currency }: { employee: Employee; currency?: string }) {
  return (
    <div className="space-y-5">
      <dl className="grid gap-4 sm:grid-cols-3">
        <Item label="Job title">{e.job_title}</Item>
        <Item label="Type">{typeLabel(e.type)}</Item>
        <Item label="Hire date">{formatDate(e.hire_date)}</Item>
        {leftOn(e) ? <Item label="Last working day">{formatDate(leftOn(e))}</Item> : null}
        <Item label="Gender">{e.gender}</Item>
        <Item label="Phone">{e.phone}</Item>
        <Item label="Email">{e.email}</Item>
        <Item label="National id">{e.national_id}</Item>
        <Item label="Address">{e.address}</Item>
        <Item label="Monthly base salary">{formatMoney(e.base_salary, currency)}</Item>
        <Item label="Bank name">{e.bank_name}</Item>
        <Item label="Bank account">{e.bank_account}</Item>
      </dl>
      <section aria-labelledby="status-history">
        <h3 id="status-history" className="mb-2 text-sm font-semibold text-slate-900">
          Status history
        </h3>
        {e.status_history.length === 0 ? (
          <p className="text-sm text-slate-700">Active since hiring; never deactivated.</p>
        ) : (
          <ol className="space-y-2">
            {e.status_history.map((h, i) => (
              <li key={`${h.at}-${i}`} className="rounded-md border border-slate-200 px-3 py-2 text-sm">
                <span className="font-medium text-slate-900">{h.action === 'deactivate' ? 'Deactivated' : 'Activated'}</span>
                <span className="text-slate-700"> · {formatDateTime(h.at)}</span>
                {h.reason ? <p className="mt-0.5 text-slate-800">{h.reason}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/**
 * View employee: every detail, pay and bank included, and the status history; with the
 * Personal report privilege (`employee-report`), a Payroll tab with the last twelve months.
 */
export function EmployeeDetails({ id, currency, onClose }: { id: number; currency?: string; onClose: () => void }) {
  const query = useQuery(employeeQueryOptions(id));
  return (
    <DialogReads reads={[query]} loading="Loading..." onClose={onClose}>
      {(employee) => <EmployeeView employee={employee} currency={currency} onClose={onClose} />}
    </DialogReads>
  );
}

function EmployeeView({ employee: e, currency, onClose }: { employee: Employee; currency?: string; onClose: () => void }) {
  // The signed-in user is always in the cache under the app's layout (it loads it first).
  const user = useQuery(profileQueryOptions()).data;
  const payroll = can(user, 'employee-report');
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-base font-semibold text-slate-900">{e.fullname}</p>
        <span className="text-sm text-slate-700">{e.number}</span>
        <StatusBadge status={e.status} />
      </div>
      {payroll ? (
        <TabGroup>
          <TabList aria-label="About the employee" className="mb-3 inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
            <Tab className={tabClass}>Details</Tab>
            <Tab className={tabClass}>Payroll</Tab>
          </TabList>
          <TabPanels>
            <TabPanel>
              <Details employee={e} currency={currency} />
            </TabPanel>
            <TabPanel>
              <EmployeePayrollTab employeeId={e.id} timeZone={user?.time_zone} />
            </TabPanel>
          </TabPanels>
        </TabGroup>
      ) : (
        <Details employee={e} currency={currency} />
      )}
      <CloseFooter onClose={onClose} />
    </div>
  );
}
