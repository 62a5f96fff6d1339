import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { leaveRequestEndpoints, type LeaveRequest, type LeaveRequestInput } from '@contract';
import { coverKeys } from '@/api/cover';
import { leaveKeys } from '@/api/leave';
import { payrollKeys } from '@/api/payroll';
import { toListParams } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';
import type { RequestListState } from '../lib/search';

/**
 * Leave changes balances; approved unpaid leave makes its month's payroll run out of date; and
 * approving or cancelling changes which lessons need cover (a cancellation drops its covers).
 */
const STALE = [leaveKeys.all, payrollKeys.runs(), coverKeys.all];

export const fetchRequestsPage = (state: RequestListState, signal?: AbortSignal) => http.call(leaveRequestEndpoints.list, { query: toListParams(state) }, { signal });

/** One page of the school's leave requests (Employees › Leave). */
export const requestsQueryOptions = (state: RequestListState) =>
  queryOptions({ queryKey: leaveKeys.requestList(state), queryFn: ({ signal }) => fetchRequestsPage(state, signal), placeholderData: keepPreviousData });

const MINE = { page: 1, limit: 100, sort: 'start_date', order: 'desc', mine: '1' } as const;

/** The signed-in user's own requests, latest first (My leave). */
export const myRequestsQueryOptions = () =>
  queryOptions({ queryKey: leaveKeys.requestList(MINE), queryFn: ({ signal }) => http.call(leaveRequestEndpoints.list, { query: MINE }, { signal }) });

export interface AskedLeave {
  message: string;
  /** The request as the server counted it; null if it could not be read back. */
  request: LeaveRequest | null;
}

/**
 * Ask for leave, or record it for another employee (`employee_id`). The request is read back so
 * the dialog can say how many school days the server counted and whether it is approved.
 */
export function useAskLeave(onDone: (asked: AskedLeave) => void) {
  return useAction({
    mutationFn: async (input: LeaveRequestInput): Promise<AskedLeave> => {
      const created = await http.call(leaveRequestEndpoints.create, { body: input });
      const request = await http.call(leaveRequestEndpoints.get, { params: { id: created.id } }).catch(() => null);
      return { message: created.message, request };
    },
    invalidates: STALE,
    success: (data) => data.message,
    onSuccess: onDone,
  });
}

export type Decision = { kind: 'approve'; request: LeaveRequest; note: string } | { kind: 'refuse'; request: LeaveRequest; note: string };

/** Approve (an optional note) or refuse (a reason) a request, with the row's version. */
export function useDecideLeave(onDone: () => void) {
  return useAction({
    mutationFn: ({ kind, request, note }: Decision) =>
      http.call(kind === 'approve' ? leaveRequestEndpoints.approve : leaveRequestEndpoints.refuse, { params: { id: request.id }, body: { version: request.version, note } }),
    invalidates: STALE,
    success: (data) => data.message,
    onSuccess: onDone,
  });
}

/** Cancel a request; its cover lessons go with it. */
export function useCancelLeave(onDone: () => void) {
  return useAction({
    mutationFn: (request: LeaveRequest) => http.call(leaveRequestEndpoints.cancel, { params: { id: request.id }, body: { version: request.version } }),
    invalidates: STALE,
    success: (data) => data.message,
    onSuccess: onDone,
  });
}
