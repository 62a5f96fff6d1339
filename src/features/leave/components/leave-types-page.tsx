import { useQuery } from '@tanstack/react-query';
import type { LeaveType, LeaveTypeInput, LeaveTypeUpdateInput, Profile } from '@contract';
import { leaveTypesQueryOptions } from '@/api/leave';
import { AddRowButton, EditorDialog, EditRowButton } from '@/components/dialogs/editor-dialog';
import { useEditor } from '@/components/dialogs/use-editor';
import { Panel } from '@/components/layout/panel';
import { NeedsConnection } from '@/components/overlays/needs-connection';
import { ReportTable, type ReportColumn } from '@/components/report/report-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { lacks } from '@/lib/can';
import { useOnline } from '@/lib/online';
import { useSaveLeaveType } from '../api/types';
import { LeaveTypeForm } from '../forms/leave-type-form';
import { keepsLeave } from '../lib/access';
import { entitlementText, yesNo } from '../lib/words';
import { EmptyNote, leaveGate } from './gate';
import { UnpaidDayPanel } from './unpaid-day-panel';

/**
 * Settings › Leave types (issue 35): the kinds of leave the school gives, each with its days a
 * year, and the rule that prices a day of unpaid leave. Everyone may read them; Admin or
 * `update-employee` changes them.
 */
export function LeaveTypesPage({ user }: { user: Profile }) {
  const online = useOnline();
  const types = useQuery(leaveTypesQueryOptions());
  const editor = useEditor<LeaveType>(types.data);
  const save = useSaveLeaveType(editor.close);
  const allowed = keepsLeave(user);
  const why = lacks(allowed, 'update-employee');
  const rows = types.data ?? [];

  const columns: ReportColumn<LeaveType>[] = [
    { id: 'name', header: 'Leave type', cell: (t) => t.name },
    { id: 'days', header: 'Days a year', numeric: true, cell: (t) => entitlementText(t.days_per_year) },
    { id: 'paid', header: 'Paid', cell: (t) => yesNo(t.paid) },
    { id: 'carries', header: 'Carries over', cell: (t) => yesNo(t.carries_over) },
    { id: 'approval', header: 'Needs approval', cell: (t) => yesNo(t.needs_approval) },
    { id: 'status', header: 'Status', cell: (t) => <StatusBadge status={t.status} /> },
    { id: 'requests', header: 'Requests made', numeric: true, wide: true, cell: (t) => t.requests },
    { id: 'actions', header: 'Actions', numeric: true, cell: (t) => <EditRowButton editor={editor} row={t} allowed={allowed} why={why} /> },
  ];

  const submit = (input: LeaveTypeInput | LeaveTypeUpdateInput) =>
    editor.editing ? save.mutate({ id: editor.editing.id, input: input as LeaveTypeUpdateInput }) : save.mutate({ id: null, input: input as LeaveTypeInput });

  return (
    <div className="space-y-4">
      <Panel
        title="Leave types"
        description="The kinds of leave staff may ask for, and how many school days of each they have a year."
        action={<AddRowButton noun="leave type" allowed={allowed} why={why} onClick={editor.openNew} />}
      >
        {leaveGate(types, online, 'the leave types') ??
          (rows.length ? (
            <ReportTable caption="The kinds of leave and their days a year" columns={columns} rows={rows} rowKey={(t) => t.id} />
          ) : (
            <EmptyNote>
              No leave types yet. Add the kinds of leave your school gives: Annual, Sick, Unpaid… Staff can ask for leave once there is at least one.
            </EmptyNote>
          ))}
        <EditorDialog editor={editor} noun="leave type" width="34rem">
          {!online ? <NeedsConnection message="Leave types are saved on the server." /> : null}
          <LeaveTypeForm initial={editor.editing} pending={save.isPending} onCancel={editor.close} onSubmit={submit} />
        </EditorDialog>
      </Panel>
      <UnpaidDayPanel canChange={allowed} whyNot={why} />
    </div>
  );
}
