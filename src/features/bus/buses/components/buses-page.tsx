import { useQuery } from '@tanstack/react-query';
import { BUS_STATES } from '@contract';
import { EditorListPage, useEditorList } from '@/components/data-table/editor-list-page';
import type { ListPageProps } from '@/components/data-table/list-page-props';
import { StatusFilter } from '@/components/data-table/status-filter';
import { can } from '@/lib/can';
import { errorMessage } from '@/lib/http-error';
import { busDriversQueryOptions, busPages, useSaveBus, type BusListState } from '../api/buses';
import { BusForm } from '../forms/bus-form';
import { busColumns } from './bus-columns';

export type BusesPageProps = ListPageProps<BusListState>;

/** Why the driver list is empty, if it is: still loading, unreadable, or no driver employed. */
function driversNote(drivers: { data?: unknown[]; isError: boolean; isPending: boolean; error: unknown }): string | undefined {
  if (drivers.isError) return `The drivers could not be read (${errorMessage(drivers.error)}). The bus can be saved without one.`;
  if (drivers.isPending) return 'Reading the drivers…';
  if (drivers.data?.length === 0) return 'No active employee of type driver yet: add one under Employees, then pick them here.';
  return undefined;
}

/** Bus › List: the school's buses, their drivers and the seats taken today; each opens its riders list. */
export function BusesPage(props: BusesPageProps) {
  const { user, state, onStateChange } = props;
  const buses = useEditorList(useQuery(busPages.options(state)), useSaveBus, busPages.fetchPage);
  const mayPickDriver = can(user, 'add-bus') || can(user, 'update-bus');
  const drivers = useQuery(busDriversQueryOptions(buses.editor.isOpen && mayPickDriver));

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Each bus with its driver and the seats its riders take today. Open a bus for the driver&apos;s riders list.</p>
      <EditorListPage
        {...props}
        {...buses}
        title="Buses"
        columns={busColumns(can(user, 'update-bus'), buses.editor.openEdit)}
        searchLabel="Search by number, plate or driver"
        emptyMessage="No buses yet. Add the first bus."
        record="bus"
        filters={<StatusFilter states={BUS_STATES} value={state.status} onChange={(status) => onStateChange({ ...state, page: 1, status })} />}
        dialogWidth="34rem"
        offlineNote="Buses are saved on the server."
        form={(form) => <BusForm {...form} drivers={drivers.data} driversNote={driversNote(drivers)} />}
      />
    </div>
  );
}
