import { useQuery } from '@tanstack/react-query';
import { BUS_STATES, type Bus, type Profile } from '@contract';
import { DataTable } from '@/components/data-table/data-table';
import { tableQueryProps } from '@/components/data-table/list-state';
import { Modal } from '@/components/dialogs/modal';
import { useEditor } from '@/components/dialogs/use-editor';
import { ToolbarSelect } from '@/components/form/toolbar-fields';
import { Button } from '@/components/ui/button';
import { can, lacks } from '@/lib/can';
import { errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { busDriversQueryOptions, busesQueryOptions, fetchBusesPage, useSaveBus, type BusListState } from '../api/buses';
import { BusForm } from '../forms/bus-form';
import { busColumns } from './bus-columns';
import { NeedsConnection } from '@/components/overlays/needs-connection';

export interface BusesPageProps {
  user: Profile;
  state: BusListState;
  onStateChange: (next: BusListState) => void;
}

/** Why the driver list is empty, if it is: still loading, unreadable, or no driver employed. */
function driversNote(drivers: { data?: unknown[]; isError: boolean; isPending: boolean; error: unknown }): string | undefined {
  if (drivers.isError) return `The drivers could not be read (${errorMessage(drivers.error)}). The bus can be saved without one.`;
  if (drivers.isPending) return 'Reading the drivers…';
  if (drivers.data?.length === 0) return 'No active employee of type driver yet: add one under Employees, then pick them here.';
  return undefined;
}

/** Bus › List: the school's buses, their drivers and the seats taken today; each opens its riders list. */
export function BusesPage({ user, state, onStateChange }: BusesPageProps) {
  const online = useOnline();
  const list = useQuery(busesQueryOptions(state));
  const canAdd = can(user, 'add-bus');
  const canEdit = can(user, 'update-bus');
  const editor = useEditor<Bus>(list.data?.data);
  const save = useSaveBus(editor.close);
  const drivers = useQuery(busDriversQueryOptions(editor.isOpen && (canAdd || canEdit)));

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Each bus with its driver and the seats its riders take today. Open a bus for the driver&apos;s riders list.</p>
      <DataTable
        title="Buses"
        columns={busColumns(canEdit, editor.openEdit)}
        {...tableQueryProps(list)}
        state={state}
        onStateChange={onStateChange}
        rowKey={(b) => b.id}
        onOpen={canEdit ? editor.openEdit : undefined}
        fetchPage={(s) => fetchBusesPage(s)}
        searchLabel="Search by number, plate or driver"
        emptyMessage="No buses yet. Add the first bus."
        actions={
          <>
            <ToolbarSelect
              label="Status"
              value={state.status ?? ''}
              allLabel="Any status"
              width="w-32"
              options={BUS_STATES.map((s) => ({ value: s, label: s }))}
              onChange={(value) => onStateChange({ ...state, page: 1, status: BUS_STATES.find((s) => s === value) })}
            />
            <Button disabled={!canAdd} title={lacks(canAdd, 'add-bus')} onClick={editor.openNew}>
              Add bus
            </Button>
          </>
        }
      />
      <Modal open={editor.isOpen} onClose={editor.close} title={editor.isNew ? 'Add bus' : 'Edit bus'} width="34rem">
        {!online ? <NeedsConnection message="Buses are saved on the server." /> : null}
        {editor.isOpen ? (
          <BusForm
            initial={editor.editing}
            drivers={drivers.data}
            driversNote={driversNote(drivers)}
            pending={save.isPending}
            onCancel={editor.close}
            onSubmit={(input) => save.mutate({ id: editor.editing?.id ?? null, input })}
          />
        ) : null}
      </Modal>
    </div>
  );
}
