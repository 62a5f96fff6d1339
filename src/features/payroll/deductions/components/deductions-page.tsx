import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { DEDUCTION_STATES, formatMoney, type Deduction, type DeductionInput, type DeductionUpdateInput, type Profile, monthLabel } from '@contract';
import { serverTableProps } from '@/components/data-table/server-table';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { Modal } from '@/components/dialogs/modal';
import { useEditor } from '@/components/dialogs/use-editor';
import { inputClass } from '@/components/form/field-types';
import { StatusFilter } from '@/components/data-table/status-filter';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { can, lacks } from '@/lib/can';
import { useOnline } from '@/lib/online';
import { EntityCombobox } from '@/components/form/entity-combobox';
import { employeeChoice, type PickedEmployee } from '../../recoveries/components/employee-choice';
import { NeedsConnection } from '@/components/overlays/needs-connection';
import { personColumn } from '@/components/data-table/person-column';
import { editColumn } from '@/components/data-table/row-action';
import { monthAfter } from '../../recoveries/lib/months';
import { todayIn } from '@/lib/today';
import { deductionsQueryOptions, fetchDeductionsPage, useSaveDeduction, type DeductionListState } from '../api/deductions';
import { DeductionForm } from '../forms/deduction-form';

export interface DeductionsPageProps {
  user: Profile;
  state: DeductionListState;
  onStateChange: (next: DeductionListState) => void;
}

const muted = 'text-slate-500';
const kindOf = (d: Deduction) => (d.recurring ? 'Recurring' : 'One-off');
const span = (d: Deduction) => (d.recurring ? `${monthLabel(d.from_month, true)} – ${monthLabel(d.to_month, true)}` : monthLabel(d.from_month, true));

/** The month filter in the toolbar: deductions that apply in that month. */
function ToolbarMonth({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="w-40">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        Applies in
      </label>
      <input id={id} type="month" value={value} placeholder="YYYY-MM" onChange={(e) => onChange(e.target.value)} className={inputClass} />
    </div>
  );
}

/**
 * Employees › Deductions: what is taken from whose pay, for which months, and how much of it
 * approved payrolls have taken; Add deduction and Edit open the form.
 */
export function DeductionsPage({ user, state, onStateChange }: DeductionsPageProps) {
  const online = useOnline();
  const list = useQuery(deductionsQueryOptions(state));
  const canAdd = can(user, 'add-deductions');
  const canEdit = can(user, 'update-deductions');
  const editor = useEditor<Deduction>(list.data?.data);
  const save = useSaveDeduction(editor.close);
  const [picked, setPicked] = useState<PickedEmployee | null>(null);
  const choose = (patch: Partial<DeductionListState>) => onStateChange({ ...state, page: 1, ...patch });
  const row = list.data?.data.find((d) => d.employee_id === state.employee_id);
  const employee: PickedEmployee | null = !state.employee_id
    ? null
    : picked?.id === state.employee_id
      ? picked
      : row
        ? { id: row.employee_id, name: row.employee_name, number: row.employee_number }
        : { id: state.employee_id, name: `Employee ${state.employee_id}`, number: '' };
  const describe = (filters: Record<string, string>) =>
    Object.entries(filters)
      .map(([k, v]) => (k === 'employee_id' ? `employee: ${employee?.name ?? v}` : k === 'month' ? `applies in ${monthLabel(v)}` : `${k}: ${v}`))
      .join(', ');

  const columns: Column<Deduction>[] = [
    personColumn({ id: 'employee', header: 'Employee', sort: 'employee', name: (d) => d.employee_name, number: (d) => d.employee_number }),
    { id: 'amount', header: 'Amount', sort: 'amount', align: 'right', cell: (d) => <span className="whitespace-nowrap">{formatMoney(d.amount, user.currency)}</span>, text: (d) => formatMoney(d.amount) },
    { id: 'reason', header: 'Reason', cell: (d) => <span className="line-clamp-2 min-w-40">{d.reason}</span>, text: (d) => d.reason, wide: true },
    {
      id: 'months',
      header: 'Months',
      sort: 'from_month',
      // One-off or recurring under the months: one column fewer keeps the row within a tablet's width.
      cell: (d) => (
        <span className="flex flex-col">
          <span className="whitespace-nowrap">{span(d)}</span>
          <span className="text-xs text-slate-600">{kindOf(d)}</span>
        </span>
      ),
      text: (d) => `${d.recurring ? `${d.from_month} to ${d.to_month}` : d.from_month} (${kindOf(d).toLowerCase()})`,
    },
    { id: 'status', header: 'Status', cell: (d) => <StatusBadge status={d.status} />, text: (d) => d.status },
    {
      id: 'applied',
      header: 'Applied',
      align: 'right',
      cell: (d) =>
        d.applied_months ? (
          <span className="flex flex-col items-end whitespace-nowrap">
            <span>{formatMoney(d.applied_total)}</span>
            <span className="text-xs text-slate-600">
              {d.applied_months} month{d.applied_months === 1 ? '' : 's'}
            </span>
          </span>
        ) : (
          <span className={muted}>None yet</span>
        ),
      text: (d) => `${d.applied_months} months, ${formatMoney(d.applied_total)}`,
    },
    { ...editColumn(editor.openEdit, canEdit, 'update-deductions', (d) => `deduction of ${d.employee_name}, ${span(d)}`), pin: true },
  ];

  return (
    <>
      <DataTable
        title="Deductions"
        columns={columns}
        {...serverTableProps(list, state, onStateChange, fetchDeductionsPage)}
        onOpen={canEdit ? editor.openEdit : undefined}
        searchLabel="Search by employee or reason"
        emptyMessage="No deductions yet."
        describeFilters={describe}
        actions={
          <>
            <EntityCombobox
              {...employeeChoice(false)}
              clearable
              className="w-56"
              value={employee}
              onChange={(e) => {
                setPicked(e);
                choose({ employee_id: e?.id });
              }}
            />
            <StatusFilter states={DEDUCTION_STATES} value={state.status} onChange={(status) => choose({ status })} />
            <ToolbarMonth value={state.month ?? ''} onChange={(value) => choose({ month: value || undefined })} />
            <Button disabled={!canAdd} title={lacks(canAdd, 'add-deductions')} onClick={editor.openNew}>
              Add deduction
            </Button>
          </>
        }
      />
      <Modal open={editor.isOpen} onClose={editor.close} title={editor.isNew ? 'Add deduction' : 'Edit deduction'} width="36rem">
        {!online ? <NeedsConnection message="Deductions are saved on the server." /> : null}
        {editor.isOpen ? (
          <DeductionForm
            initial={editor.editing}
            firstMonth={monthAfter(todayIn(user.time_zone))}
            currency={user.currency}
            pending={save.isPending}
            onCancel={editor.close}
            onSubmit={(input) =>
              editor.editing ? save.mutate({ id: editor.editing.id, input: input as DeductionUpdateInput }) : save.mutate({ id: null, input: input as DeductionInput })
            }
          />
        ) : null}
      </Modal>
    </>
  );
}
