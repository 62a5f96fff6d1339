import * as v from 'valibot';
import { idField, isoDate, LEAVE_STATES, type LeaveState } from '@contract';
import { listSearchSchema, type ListState } from '@/components/data-table/list-state';
import { OFFICE_TABS } from './access';

/** "Any status", kept in the address so an approver's default (Requested) can be turned off. */
export const ANY_STATUS = 'Any';

const lenient = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);

/**
 * Employees › Leave's address: the tab, the requests' paging and filters, and the year of the
 * balances and the report (none: the active year). A bad value falls back to none.
 */
export const officeLeaveSearch = v.object({
  ...listSearchSchema.entries,
  tab: lenient(v.picklist(OFFICE_TABS)),
  status: lenient(v.picklist([...LEAVE_STATES, ANY_STATUS])),
  employee_id: lenient(idField),
  from: lenient(isoDate),
  to: lenient(isoDate),
  year: lenient(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER))),
});
export type OfficeLeaveSearch = v.InferOutput<typeof officeLeaveSearch>;

/** The requests list as the table and the API read it. */
export interface RequestListState extends ListState {
  status?: LeaveState;
  employee_id?: number;
  from?: string;
  to?: string;
}

/**
 * The status the list shows: the one chosen; with none chosen, Requested for an approver (what
 * waits for them) and every status for anyone else.
 */
export function shownStatus(chosen: OfficeLeaveSearch['status'], approver: boolean): LeaveState | undefined {
  if (chosen === ANY_STATUS) return undefined;
  return chosen ?? (approver ? 'Requested' : undefined);
}

export function requestListState(search: OfficeLeaveSearch, approver: boolean): RequestListState {
  const { page, limit, search: text, sort, order, employee_id, from, to } = search;
  return { page, limit, search: text, sort, order, status: shownStatus(search.status, approver), employee_id, from, to };
}

/** The table's change of its state written back to the address: no status is "Any" when the default would be Requested. */
export function withRequestState(search: OfficeLeaveSearch, next: RequestListState, approver: boolean): OfficeLeaveSearch {
  const status = next.status ?? (approver ? ANY_STATUS : undefined);
  return { ...search, ...next, status: status === 'Requested' && approver ? undefined : status };
}
