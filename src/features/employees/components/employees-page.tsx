import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ACTIVE_STATES, EMPLOYEE_TYPES, type EmployeeListRow, type Profile } from '@contract';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { serverTableProps } from '@/components/data-table/server-table';
import { actionsColumn, RowAction } from '@/components/data-table/row-action';
import { Modal } from '@/components/dialogs/modal';
import { useEditor } from '@/components/dialogs/use-editor';
import { ToolbarSelect } from '@/components/form/toolbar-fields';
import { Button, buttonClass } from '@/components/ui/button';
import { can, lacks } from '@/lib/can';
import { employeeQueryOptions, employeePages, nextNumberQueryOptions, useSaveEmployee, useSetEmployeeStatus, type EmployeeListState } from '../api/employees';
import { EmployeeForm, typeLabel } from '../forms/employee-form';
import { StatusForm } from '../forms/status-form';
import { EmployeeDetails } from './employee-details';
import { StatusBadge } from '@/components/ui/status-badge';

/** A row action: compact, on one line, and visibly greyed when disabled. */
const rowButton = 'px-2 py-1 disabled:text-slate-400 disabled:hover:bg-transparent';

export interface EmployeesPageProps {
  user: Profile;
  state: EmployeeListState;
  onStateChange: (next: EmployeeListState) => void;
}


/** The add form with the server's suggested number as its hint. */
function AddEmployee({ currency, pending, onSubmit, onCancel }: { currency?: string; pending: boolean; onSubmit: Parameters<typeof EmployeeForm>[0]['onSubmit']; onCancel: () => void }) {
  const next = useQuery(nextNumberQueryOptions());
  return <EmployeeForm suggestedNumber={next.data} currency={currency} pending={pending} onSubmit={onSubmit} onCancel={onCancel} />;
}

/** The edit form needs the full record (pay and bank), read with view-employee. */
function EditEmployee({ id, currency, pending, onSubmit, onCancel }: { id: number; currency?: string; pending: boolean; onSubmit: Parameters<typeof EmployeeForm>[0]['onSubmit']; onCancel: () => void }) {
  const query = useQuery(employeeQueryOptions(id));
  if (query.isPending) return <p className="py-8 text-center text-sm text-slate-600">Loading...</p>;
  if (query.isError) return <p role="alert" className="py-8 text-center text-sm text-red-700">{query.error.message}</p>;
  return <EmployeeForm initial={query.data} currency={currency} pending={pending} onSubmit={onSubmit} onCancel={onCancel} />;
}

/** Employees › List: staff, teachers and drivers; add, edit, view and (de)activate. */
export function EmployeesPage({ user, state, onStateChange }: EmployeesPageProps) {
  const list = useQuery(employeePages.options(state));
  const editor = useEditor<EmployeeListRow>();
  const { editing } = editor;
  const [viewing, setViewing] = useState<EmployeeListRow | null>(null);
  const [statusFor, setStatusFor] = useState<EmployeeListRow | null>(null);
  const save = useSaveEmployee(editor.close);
  const setStatus = useSetEmployeeStatus(() => setStatusFor(null));

  const canAdd = can(user, 'add-employee');
  const canView = can(user, 'view-employee');
  const canEdit = can(user, 'update-employee', 'view-employee');
  const editMissing = (['update-employee', 'view-employee'] as const).filter((p) => !can(user, p));
  const canStatus = can(user, 'deactivate-employee');
  const type = state.type ?? '';

  const columns: Column<EmployeeListRow>[] = [
    { id: 'number', header: 'Number', sort: 'number', cell: (e) => <span className="tabular-nums">{e.number}</span>, text: (e) => e.number },
    { id: 'name', header: 'Name', sort: 'last_name', cell: (e) => <span className="whitespace-nowrap font-medium text-slate-900">{e.fullname}</span>, text: (e) => e.fullname },
    { id: 'type', header: 'Type', sort: 'type', cell: (e) => typeLabel(e.type), text: (e) => typeLabel(e.type) },
    { id: 'job', header: 'Job title', cell: (e) => e.job_title, wide: true },
    { id: 'phone', header: 'Phone', cell: (e) => e.phone ?? '—', text: (e) => e.phone ?? '', wide: true },
    { id: 'status', header: 'Status', sort: 'status', cell: (e) => <StatusBadge status={e.status} />, text: (e) => e.status },
    actionsColumn((e) => (
      <div className="flex justify-end gap-0.5 whitespace-nowrap">
        <RowAction label="View" target={e.fullname} allowed={canView} privilege="view-employee" onClick={() => setViewing(e)} className={rowButton} />
        <RowAction label="Edit" target={e.fullname} allowed={canEdit} privilege={editMissing} onClick={() => editor.openEdit(e)} className={rowButton} />
        <RowAction label={e.status === 'Active' ? 'Deactivate' : 'Activate'} target={e.fullname} allowed={canStatus} privilege="deactivate-employee" onClick={() => setStatusFor(e)} className={rowButton} />
      </div>
    )),
  ];

  return (
    <>
      <DataTable
        title="Employees"
        columns={columns}
        {...serverTableProps(list, state, onStateChange, employeePages.fetchPage)}
        onOpen={canView ? setViewing : undefined}
        searchLabel="Search name, number or phone"
        emptyMessage="No employees yet. Add the first one."
        filter={{
          fields: ['status'],
          statuses: ACTIVE_STATES,
          title: 'Filter employees',
          describe: (f) => Object.entries(f).map(([k, v]) => (k === 'type' ? `type: ${typeLabel(v)}` : `${k}: ${v}`)).join(', '),
        }}
        actions={
          <>
            <ToolbarSelect
              label="Type"
              value={type}
              allLabel="All types"
              width="w-auto"
              options={EMPLOYEE_TYPES.map((t) => ({ value: t, label: typeLabel(t) }))}
              onChange={(value) => onStateChange({ ...state, type: EMPLOYEE_TYPES.find((t) => t === value), page: 1 })}
            />
            {canAdd ? (
              <a href="#/employees/import" className={buttonClass('secondary')}>
                Import staff
              </a>
            ) : (
              <Button variant="secondary" disabled title={lacks(false, 'add-employee')}>
                Import staff
              </Button>
            )}
            <Button disabled={!canAdd} title={lacks(canAdd, 'add-employee')} onClick={editor.openNew}>
              Add employee
            </Button>
          </>
        }
      />
      <Modal open={editor.isOpen} onClose={editor.close} title={editor.isNew ? 'Add employee' : 'Edit employee'} width="56rem">
        {editor.isNew ? (
          <AddEmployee currency={user.currency} pending={save.isPending} onCancel={editor.close} onSubmit={(input) => save.mutate({ id: null, input })} />
        ) : editing ? (
          <EditEmployee
            id={editing.id}
            currency={user.currency}
            pending={save.isPending}
            onCancel={editor.close}
            onSubmit={(input) => save.mutate({ id: editing.id, input })}
          />
        ) : null}
      </Modal>
      <Modal open={viewing !== null} onClose={() => setViewing(null)} title="Employee" width="48rem">
        {viewing ? <EmployeeDetails id={viewing.id} currency={user.currency} onClose={() => setViewing(null)} /> : null}
      </Modal>
      <Modal
        open={statusFor !== null}
        onClose={() => setStatusFor(null)}
        title={statusFor?.status === 'Inactive' ? 'Activate employee' : 'Deactivate employee'}
        width="30rem"
      >
        {statusFor ? (
          <StatusForm
            employee={statusFor}
            pending={setStatus.isPending}
            onCancel={() => setStatusFor(null)}
            onSubmit={(reason, leftOn) => setStatus.mutate({ id: statusFor.id, active: statusFor.status !== 'Active', reason, left_on: leftOn })}
          />
        ) : null}
      </Modal>
    </>
  );
}
