import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { daysLabel, LEAVE_STATES, type LeaveRequest, type LeaveState, type Profile } from '@contract';
import { leaveTypesQueryOptions } from '@/api/leave';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { personColumn } from '@/components/data-table/person-column';
import { actionsColumn, RowAction } from '@/components/data-table/row-action';
import { serverTableProps } from '@/components/data-table/server-table';
import { EntityCombobox } from '@/components/form/entity-combobox';
import { ToolbarDate, ToolbarSelect } from '@/components/form/toolbar-fields';
import { Button, buttonClass } from '@/components/ui/button';
import { can, lacksAny } from '@/lib/can';
import { formatDate } from '@/lib/format-date';
import { todayIn } from '@/lib/today';
import { balancesQueryOptions } from '../api/balances';
import { fetchRequestsPage, requestsQueryOptions } from '../api/requests';
import { approvesLeave, recordsLeave } from '../lib/access';
import { requestActions } from '../lib/rules';
import type { RequestListState } from '../lib/search';
import { activeTypes, datesText } from '../lib/words';
import { AskLeaveDialog } from './ask-leave-dialog';
import { CancelDialog } from './cancel-dialog';
import { DecisionDialog } from './decision-dialog';
import { employeeChoice, type PickedEmployee } from './employee-choice';
import { LeaveStatusBadge, statusLabel } from './leave-status-badge';
import { decisionText } from './my-requests';

export interface RequestsTabProps {
  user: Profile;
  state: RequestListState;
  onStateChange: (next: RequestListState) => void;
}

type Decision = { kind: 'approve' | 'refuse'; request: LeaveRequest } | null;

/**
 * Employees › Leave › Requests: everyone's requests, filtered by status (an approver opens on
 * those waiting), employee and dates. Approvers approve or refuse; the office records leave
 * for an employee (a sick note), and may cancel.
 */
export function RequestsTab({ user, state, onStateChange }: RequestsTabProps) {
  const list = useQuery(requestsQueryOptions(state));
  const types = useQuery(leaveTypesQueryOptions());
  const today = todayIn(user.time_zone);
  const approver = approvesLeave(user);
  const records = recordsLeave(user);
  // The cover page (Timetable › Lesson Cover) opens for these; approved leave links to its first day still ahead.
  const arrangesCover = can(user, 'update-timetable') || approver;
  const [decision, setDecision] = useState<Decision>(null);
  const [cancelling, setCancelling] = useState<LeaveRequest | null>(null);
  const [recording, setRecording] = useState(false);
  const [picked, setPicked] = useState<PickedEmployee | null>(null);
  const [recordFor, setRecordFor] = useState<PickedEmployee | null>(null);
  const recordBalances = useQuery(balancesQueryOptions({ employee_id: recordFor?.id }, recording && recordFor !== null));
  const closeDecision = useCallback(() => setDecision(null), []);
  const closeCancel = useCallback(() => setCancelling(null), []);
  const closeRecord = useCallback(() => {
    setRecording(false);
    setRecordFor(null);
  }, [setRecording, setRecordFor]);
  const choose = (patch: Partial<RequestListState>) => onStateChange({ ...state, page: 1, ...patch });

  const row = list.data?.data.find((r) => r.employee_id === state.employee_id);
  const employee: PickedEmployee | null = !state.employee_id
    ? null
    : picked?.id === state.employee_id
      ? picked
      : row
        ? { id: row.employee_id, name: row.employee_name, number: row.employee_number }
        : { id: state.employee_id, name: `Employee ${state.employee_id}`, number: '' };

  const columns: Column<LeaveRequest>[] = [
    personColumn({ id: 'employee', header: 'Employee', sort: 'employee', name: (r) => r.employee_name, number: (r) => r.employee_number }),
    {
      id: 'type',
      header: 'Leave',
      // On a tablet the days sit under the type: the Days column is for wide screens, so the actions stay in view.
      cell: (r) => (
        <span className="flex flex-col">
          <span>{r.leave_type}</span>
          <span className="text-xs text-slate-600 desk:hidden">{daysLabel(r.days)}</span>
        </span>
      ),
      text: (r) => r.leave_type,
    },
    { id: 'dates', header: 'Dates', sort: 'start_date', cell: (r) => <span className="whitespace-nowrap">{datesText(r)}</span>, text: (r) => datesText(r) },
    { id: 'days', header: 'Days', align: 'right', wide: true, cell: (r) => daysLabel(r.days) },
    { id: 'status', header: 'Status', sort: 'status', cell: (r) => <LeaveStatusBadge status={r.status} />, text: (r) => statusLabel(r.status) },
    {
      id: 'detail',
      header: 'Reason and decision',
      wide: true,
      cell: (r) => (
        <span className="flex min-w-48 flex-col text-sm">
          {r.reason ? <span className="line-clamp-2">{r.reason}</span> : null}
          {r.status !== 'Requested' ? <span className="text-xs text-slate-600">{decisionText(r)}</span> : null}
          {r.status === 'Requested' ? <span className="text-xs text-slate-600">Asked on {formatDate(r.requested_at)}</span> : null}
          {r.requested_by_name && r.requested_by_name !== r.employee_name ? <span className="text-xs text-slate-600">Recorded by {r.requested_by_name}</span> : null}
        </span>
      ),
      text: (r) => [r.reason, decisionText(r)].filter(Boolean).join(' · '),
    },
    {
      ...actionsColumn((r: LeaveRequest) => {
        const may = requestActions(r, user, today);
        const target = `${r.employee_name}, ${datesText(r)}`;
        return (
          <span className="flex justify-end gap-1">
            {may.approve ? <RowAction label="Approve" target={target} allowed privilege="approve-leave" onClick={() => setDecision({ kind: 'approve', request: r })} /> : null}
            {may.refuse ? <RowAction label="Refuse" target={target} allowed privilege="approve-leave" onClick={() => setDecision({ kind: 'refuse', request: r })} /> : null}
            {may.cancel ? <RowAction label="Cancel" target={target} allowed privilege="update-employee" onClick={() => setCancelling(r)} /> : null}
            {arrangesCover && r.status === 'Approved' && r.end_date >= today ? (
              <a href={`#/timetable/cover?date=${r.start_date > today ? r.start_date : today}`} className={buttonClass('ghost', 'px-2 py-1')}>
                Cover<span className="sr-only"> the lessons of {target}</span>
              </a>
            ) : null}
          </span>
        );
      }),
      pin: true,
    },
  ];

  return (
    <>
      <DataTable
        title="Leave requests"
        columns={columns}
        {...serverTableProps(list, state, onStateChange, fetchRequestsPage)}
        searchLabel="Search by employee or reason"
        emptyMessage={state.status === 'Requested' ? 'No leave is waiting for a decision.' : 'No leave requests match.'}
        describeFilters={(filters) =>
          Object.entries(filters)
            .map(([k, v]) => (k === 'employee_id' ? `employee: ${employee?.name ?? v}` : k === 'from' ? `from ${formatDate(v)}` : k === 'to' ? `to ${formatDate(v)}` : k === 'status' ? `status: ${statusLabel(v as LeaveState)}` : `${k}: ${v}`))
            .join(', ')
        }
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
            <ToolbarSelect
              label="Status"
              value={state.status ?? ''}
              allLabel="Any status"
              width="w-32"
              options={LEAVE_STATES.map((s) => ({ value: s, label: statusLabel(s) }))}
              onChange={(picked) => choose({ status: LEAVE_STATES.find((s) => s === picked) })}
            />
            <ToolbarDate label="From" value={state.from ?? ''} onChange={(from) => choose({ from: from || undefined })} />
            <ToolbarDate label="To" value={state.to ?? ''} min={state.from} onChange={(to) => choose({ to: to || undefined })} />
            <Button disabled={!records} title={lacksAny(records, 'update-employee', 'approve-leave')} onClick={() => setRecording(true)}>
              Record leave
            </Button>
          </>
        }
      />
      {approver ? <DecisionDialog decision={decision} onClose={closeDecision} /> : null}
      <CancelDialog request={cancelling} own={cancelling?.employee_id === user.employee_id} onClose={closeCancel} />
      {records ? (
        <AskLeaveDialog
          open={recording}
          onClose={closeRecord}
          types={activeTypes(types.data ?? [])}
          balances={recordFor ? recordBalances.data?.balances : undefined}
          today={today}
          forEmployee
          onEmployee={setRecordFor}
        />
      ) : null}
    </>
  );
}
