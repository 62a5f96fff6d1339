import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Assignment, Profile } from '@contract';
import { busFeeCategoriesQueryOptions } from '../../zones/api/zones';
import { DataTable } from '@/components/data-table/data-table';
import { tableQueryProps } from '@/components/data-table/list-state';
import { Modal } from '@/components/dialogs/modal';
import { QueryProblem } from '@/components/overlays/query-state';
import { Button, buttonClass } from '@/components/ui/button';
import { can, lacks } from '@/lib/can';
import { errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { todayIn } from '@/lib/today';
import {
  allBusesQueryOptions,
  assignmentsQueryOptions,
  fetchAssignmentsPage,
  useAssignSection,
  useAssignStudent,
  useEndAssignment,
  type AssignmentListState,
} from '../api/assignments';
import { AssignForm } from '../forms/assign-form';
import { EndForm } from '../forms/end-form';
import { SectionForm } from '../forms/section-form';
import { placeOf } from '../lib/labels';
import { assignmentColumns } from './assignment-columns';
import { AssignmentFilterDialog, type AssignmentFilter } from './assignment-filter-dialog';

export interface BusStudentsPageProps {
  user: Profile;
  state: AssignmentListState;
  onStateChange: (next: AssignmentListState) => void;
}

type Dialog = { kind: 'assign'; current?: Assignment } | { kind: 'section' } | { kind: 'end'; assignment: Assignment } | null;

/** Offline, a save would be refused: the dialog says so before anything is chosen. */
function NeedsConnection() {
  return (
    <p role="status" className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
      <span className="font-semibold">This needs a connection.</span> Assignments are saved on the server.
    </p>
  );
}

/**
 * Bus › Bus Student: who rides which bus today, or every dated assignment with History.
 * Assign a student or a whole section; Change is a new assignment from a day, never an edit,
 * and Stop riding gives the last day.
 */
export function BusStudentsPage({ user, state, onStateChange }: BusStudentsPageProps) {
  const online = useOnline();
  const today = todayIn(user.time_zone);
  const canAssign = can(user, 'generate');
  const list = useQuery(assignmentsQueryOptions(state));
  const categories = useQuery(busFeeCategoriesQueryOptions());
  const [filtering, setFiltering] = useState(false);
  const buses = useQuery(allBusesQueryOptions(filtering || !!state.bus_id));
  const [sectionLabel, setSectionLabel] = useState<string>();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const assign = useAssignStudent(close);
  const bulk = useAssignSection(close);
  const end = useEndAssignment(close);

  const history = state.history === 'true';
  const zones = [...new Map((categories.data ?? []).map((c) => [c.zone_id, { id: c.zone_id, name: c.zone_name }])).values()];
  const rows = list.data?.data ?? [];
  const sectionName = sectionLabel ?? (state.section_id ? placeOf(rows[0] ?? { class_name: null, section_name: null }) || undefined : undefined);
  const describe = (filters: Record<string, string>) =>
    Object.entries(filters)
      .map(([k, v]) => {
        if (k === 'history') return 'every assignment, ended ones too';
        if (k === 'bus_id') return `bus: ${buses.data?.find((b) => String(b.id) === v)?.number ?? rows[0]?.bus_number ?? v}`;
        if (k === 'zone_id') return `zone: ${zones.find((z) => String(z.id) === v)?.name ?? v}`;
        if (k === 'section_id') return `section: ${sectionName ?? v}`;
        return `${k}: ${v}`;
      })
      .join(', ');
  const filterCount = [state.bus_id, state.zone_id, state.section_id].filter(Boolean).length;
  const applyFilter = (f: AssignmentFilter, label?: string) => {
    setSectionLabel(label);
    onStateChange({ ...state, page: 1, bus_id: f.bus_id, zone_id: f.zone_id, section_id: f.section_id });
  };

  const columns = assignmentColumns({
    today,
    canAssign,
    canOpenBus: can(user, 'list-bus'),
    onChange: (a) => setDialog({ kind: 'assign', current: a }),
    onEnd: (a) => setDialog({ kind: 'end', assignment: a }),
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 flex-1 text-sm text-slate-600">
          {history
            ? 'Every assignment, newest first, with the day each ended. A change of bus or zone is a new assignment; the one before ends the day before.'
            : 'Who rides which bus today, under which fee category and from which stop. Bus fees are billed from these assignments.'}
        </p>
        {canAssign ? (
          <a href="#/bus/billing" className={buttonClass('secondary')}>
            Bill a month
          </a>
        ) : null}
      </div>
      {categories.isError ? <QueryProblem title="Fee categories could not load" message={errorMessage(categories.error)} /> : null}
      <DataTable
        title={history ? 'Bus assignments, with history' : 'Bus students'}
        columns={columns}
        {...tableQueryProps(list)}
        state={state}
        onStateChange={onStateChange}
        rowKey={(a) => a.id}
        fetchPage={(s) => fetchAssignmentsPage(s)}
        searchLabel="Search by student or admission no"
        emptyMessage={history ? 'No student has been assigned to a bus yet.' : 'Nobody rides a bus today. Assign a student or a whole section.'}
        describeFilters={describe}
        actions={
          <>
            <Button variant="secondary" aria-pressed={history} onClick={() => onStateChange({ ...state, page: 1, history: history ? undefined : 'true' })}>
              History
            </Button>
            <Button variant="secondary" onClick={() => setFiltering(true)}>
              Filter{filterCount ? ` (${filterCount})` : ''}
            </Button>
            <Button disabled={!canAssign} title={lacks(canAssign, 'generate')} onClick={() => setDialog({ kind: 'assign' })}>
              Assign a student
            </Button>
            <Button variant="secondary" disabled={!canAssign} title={lacks(canAssign, 'generate')} onClick={() => setDialog({ kind: 'section' })}>
              Assign a section
            </Button>
          </>
        }
      />
      <AssignmentFilterDialog
        open={filtering}
        onClose={() => setFiltering(false)}
        initial={{ bus_id: state.bus_id, zone_id: state.zone_id, section_id: state.section_id }}
        buses={buses.data ?? []}
        zones={zones}
        sectionLabel={sectionName}
        onApply={applyFilter}
      />
      <Modal open={dialog?.kind === 'assign'} onClose={close} title={dialog?.kind === 'assign' && dialog.current ? `Change the bus of ${dialog.current.student_name}` : 'Assign a student'} width="36rem">
        {!online ? <NeedsConnection /> : null}
        {dialog?.kind === 'assign' ? (
          <AssignForm current={dialog.current} categories={categories.data} today={today} currency={user.currency} pending={assign.isPending} onCancel={close} onSubmit={(input) => assign.mutate(input)} />
        ) : null}
      </Modal>
      <Modal open={dialog?.kind === 'section'} onClose={close} title="Assign a section" width="44rem">
        {!online ? <NeedsConnection /> : null}
        {dialog?.kind === 'section' ? (
          <SectionForm categories={categories.data} today={today} currency={user.currency} pending={bulk.isPending} onCancel={close} onSubmit={(input) => bulk.mutate(input)} />
        ) : null}
      </Modal>
      <Modal open={dialog?.kind === 'end'} onClose={close} title="Stop riding" width="30rem">
        {!online ? <NeedsConnection /> : null}
        {dialog?.kind === 'end' ? (
          <EndForm assignment={dialog.assignment} today={today} pending={end.isPending} onCancel={close} onSubmit={(input) => end.mutate({ id: dialog.assignment.id, input })} />
        ) : null}
      </Modal>
    </div>
  );
}
