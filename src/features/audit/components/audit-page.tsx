import { useQuery } from '@tanstack/react-query';
import type { AuditRow, Profile } from '@contract';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { serverTableProps } from '@/components/data-table/server-table';
import { ToolbarDate, ToolbarSelect } from '@/components/form/toolbar-fields';
import { errorMessage, HttpError } from '@/lib/http-error';
import { auditModulesQueryOptions, auditQueryOptions, auditUserOptionsQueryOptions, fetchAuditPage, type AuditListState } from '../api/audit';
import { auditWhen } from '../lib/audit-when';

export interface AuditPageProps {
  user: Profile;
  state: AuditListState;
  onStateChange: (next: AuditListState) => void;
}

const muted = 'block text-xs text-slate-600';

/** "room #12", "student #3, #4": the kind of row and which ones. */
const recordText = (r: AuditRow) => `${r.entity}${r.entity_ids.length ? ` ${r.entity_ids.map((id) => `#${id}`).join(', ')}` : ''}`;

/** "user: Jane Teacher, from 2026-11-01": the toolbar's filters in words. */
function describeAuditFilters(filters: Record<string, string>, people: readonly { id: number; fullname: string }[]) {
  const label: Record<string, (v: string) => string> = {
    user_id: (v) => `user: ${people.find((p) => String(p.id) === v)?.fullname ?? `#${v}`}`,
    module: (v) => `module: ${v}`,
    start: (v) => `from ${v}`,
    end: (v) => `to ${v}`,
  };
  return Object.entries(filters)
    .map(([k, v]) => (label[k] ? label[k](v) : `${k}: ${v}`))
    .join(', ');
}

/** A change nobody signed in made (first-run set-up, the demo seed). */
const SYSTEM = 'System';

/** Settings › Audit trail (Admins only): who changed what, when, through which module, newest first. */
export function AuditPage({ user, state, onStateChange }: AuditPageProps) {
  const list = useQuery(auditQueryOptions(state));
  const modules = useQuery(auditModulesQueryOptions());
  const users = useQuery(auditUserOptionsQueryOptions());
  const when = auditWhen(user.time_zone);
  const choose = (patch: Partial<AuditListState>) => onStateChange({ ...state, page: 1, ...patch });
  // A failure other than "no connection" (which the table itself explains) is said above the table.
  const problem = list.isError && !(list.error instanceof HttpError && list.error.isNetwork) ? errorMessage(list.error) : '';

  const columns: Column<AuditRow>[] = [
    { id: 'at', header: 'When', sort: 'at', cell: (r) => <span className="whitespace-nowrap">{when.shown(r.at)}</span>, text: (r) => when.text(r.at) },
    {
      id: 'user',
      header: 'User',
      cell: (r) =>
        r.user_id === null ? (
          <span className="text-slate-600">{SYSTEM}</span>
        ) : (
          <span className="whitespace-nowrap">
            <span className="font-medium text-slate-900">{r.fullname ?? `User #${r.user_id}`}</span>
            {r.username ? <span className={muted}>{r.username}</span> : null}
          </span>
        ),
      text: (r) => (r.user_id === null ? SYSTEM : `${r.fullname ?? `User #${r.user_id}`}${r.username ? ` (${r.username})` : ''}`),
    },
    { id: 'module', header: 'Module', cell: (r) => r.module },
    { id: 'action', header: 'Action', cell: (r) => r.action },
    { id: 'record', header: 'Record', cell: (r) => recordText(r) },
    {
      id: 'request',
      header: 'Request id',
      cell: (r) => (r.request_id ? <span className="font-mono text-xs text-slate-700">{r.request_id}</span> : '—'),
      text: (r) => r.request_id ?? '',
      wide: true,
    },
  ];

  return (
    <>
      {problem ? (
        <p role="alert" className="mb-3 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {problem}
        </p>
      ) : null}
      <DataTable
        title="Audit trail"
        columns={columns}
        {...serverTableProps(list, state, onStateChange, fetchAuditPage)}
        emptyMessage="No changes recorded yet."
        describeFilters={(f) => describeAuditFilters(f, users.data ?? [])}
        actions={
          <>
            <ToolbarSelect
              label="User"
              value={String(state.user_id ?? '')}
              allLabel="All users"
              width="w-44"
              options={(users.data ?? []).map((u) => ({ value: String(u.id), label: `${u.fullname} (${u.username})` }))}
              onChange={(value) => choose({ user_id: value ? Number(value) : undefined })}
            />
            <ToolbarSelect
              label="Module"
              value={state.module ?? ''}
              allLabel="All modules"
              options={(modules.data ?? []).map((m) => ({ value: m, label: m }))}
              onChange={(value) => choose({ module: value || undefined })}
            />
            <ToolbarDate label="From" value={state.start ?? ''} max={state.end} onChange={(value) => choose({ start: value || undefined })} />
            <ToolbarDate label="To" value={state.end ?? ''} min={state.start} onChange={(value) => choose({ end: value || undefined })} />
          </>
        }
      />
    </>
  );
}
