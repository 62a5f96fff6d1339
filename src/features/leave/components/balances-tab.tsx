import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { daysLabel, type LeaveBalance, type Profile } from '@contract';
import { Modal } from '@/components/dialogs/modal';
import { EntityCombobox } from '@/components/form/entity-combobox';
import { Panel } from '@/components/layout/panel';
import { ReportTable, type ReportColumn } from '@/components/report/report-table';
import { RowAction } from '@/components/data-table/row-action';
import { useOnline } from '@/lib/online';
import { balancesQueryOptions, useSetOpening } from '../api/balances';
import { OpeningForm } from '../forms/opening-form';
import { keepsLeave, listsBalances } from '../lib/access';
import { allowanceText } from './balance-cards';
import { employeeChoice, type PickedEmployee } from './employee-choice';
import { EmptyNote, leaveGate } from './gate';
import { YearSelect } from './year-select';

export interface BalancesTabProps {
  user: Profile;
  year: number | undefined;
  onYear: (year: number | undefined) => void;
}

/**
 * Employees › Leave › Balances: what each employee has of each kind of leave in a year, and
 * Set opening balance for a school moving in (once per employee, kind and year). Everyone's
 * with `list-employee`; otherwise one employee's at a time.
 */
export function BalancesTab({ user, year, onYear }: BalancesTabProps) {
  const online = useOnline();
  const everyone = listsBalances(user);
  const [employee, setEmployee] = useState<PickedEmployee | null>(null);
  const balances = useQuery(balancesQueryOptions({ academic_year_id: year, employee_id: everyone ? undefined : employee?.id }, everyone || employee !== null));
  const [opening, setOpening] = useState<LeaveBalance | null>(null);
  const close = useCallback(() => setOpening(null), []);
  const save = useSetOpening(close);
  const sets = keepsLeave(user);
  const yearName = balances.data?.academic_year.name ?? 'this year';

  const columns: ReportColumn<LeaveBalance>[] = [
    {
      id: 'employee',
      header: 'Employee',
      cell: (b) => (
        <span className="flex flex-col">
          <span className="whitespace-nowrap font-medium text-slate-900">{b.employee_name}</span>
          <span className="text-xs text-slate-600">{b.employee_number}</span>
        </span>
      ),
    },
    { id: 'type', header: 'Leave', cell: (b) => b.leave_type },
    { id: 'allowance', header: 'For the year', wide: true, cell: (b) => allowanceText(b) },
    { id: 'taken', header: 'Taken', numeric: true, cell: (b) => daysLabel(b.taken) },
    { id: 'pending', header: 'Waiting', numeric: true, cell: (b) => daysLabel(b.pending) },
    { id: 'left', header: 'Left', numeric: true, cell: (b) => (b.left === null ? 'No limit' : daysLabel(b.left)) },
    ...(sets
      ? [
          {
            id: 'opening',
            header: 'Opening balance',
            numeric: true,
            cell: (b: LeaveBalance) =>
              b.opening !== null ? (
                daysLabel(b.opening)
              ) : b.entitlement === null ? (
                <span className="text-slate-500">No limit</span>
              ) : (
                <RowAction label="Set opening balance" target={`${b.employee_name}, ${b.leave_type}`} allowed privilege="update-employee" onClick={() => setOpening(b)} />
              ),
          },
        ]
      : []),
  ];

  const rows = balances.data?.balances ?? [];
  return (
    <Panel
      title={`Leave balances, ${yearName}`}
      description="What each member of staff has left of each kind of leave, in school days. A school moving in sets what each had left once, as the opening balance."
      action={
        <div className="flex flex-wrap items-end gap-3">
          {everyone ? null : <EntityCombobox {...employeeChoice(false)} clearable className="w-56" value={employee} onChange={setEmployee} />}
          <YearSelect value={year} onChange={onYear} />
        </div>
      }
    >
      {!everyone && !employee ? (
        <EmptyNote>Choose an employee to see their leave.</EmptyNote>
      ) : (
        (leaveGate(balances, online, 'the balances') ??
        (rows.length ? (
          <ReportTable caption={`Days left of each kind of leave, ${yearName}`} columns={columns} rows={rows} rowKey={(b) => `${b.employee_id}-${b.leave_type_id}`} />
        ) : (
          <EmptyNote>No balances yet: add the kinds of leave under Settings › Leave types.</EmptyNote>
        )))
      )}
      <Modal open={opening !== null} onClose={close} title="Set opening balance" width="32rem">
        {opening ? (
          <OpeningForm
            balance={opening}
            year={yearName}
            pending={save.isPending}
            onCancel={close}
            onSubmit={(days) => save.mutate({ employee_id: opening.employee_id, leave_type_id: opening.leave_type_id, academic_year_id: balances.data?.academic_year.id, days })}
          />
        ) : null}
      </Modal>
    </Panel>
  );
}
