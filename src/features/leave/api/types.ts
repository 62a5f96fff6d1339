import { queryOptions } from '@tanstack/react-query';
import { leaveSettingsEndpoints, leaveTypeEndpoints, type LeaveSettingsInput, type LeaveTypeInput, type LeaveTypeUpdateInput } from '@contract';
import { leaveKeys } from '@/api/leave';
import { payrollKeys } from '@/api/payroll';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** How a day of unpaid leave is priced (`GET /employees/leave/settings`). */
export const leaveSettingsQueryOptions = () =>
  queryOptions({
    queryKey: leaveKeys.settings(),
    queryFn: ({ signal }) => http.call(leaveSettingsEndpoints.get, {}, { signal }),
  });

export type SaveLeaveType = { id: null; input: LeaveTypeInput } | { id: number; input: LeaveTypeUpdateInput };

/** Add a type (`POST`) or change one (`PUT /{id}` with its version): Admin or `update-employee`. */
export function useSaveLeaveType(onDone: () => void) {
  return useAction({
    mutationFn: (save: SaveLeaveType) =>
      save.id === null ? http.call(leaveTypeEndpoints.create, { body: save.input }) : http.call(leaveTypeEndpoints.update, { params: { id: save.id }, body: save.input }),
    // Balances and requests name the type; a type made unpaid changes what payroll takes.
    invalidates: [leaveKeys.all, payrollKeys.runs()],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}

/** The unpaid-day rule: payroll runs generated after it price unpaid days the new way. */
export function useSaveLeaveSettings() {
  return useAction({
    mutationFn: (input: LeaveSettingsInput) => http.call(leaveSettingsEndpoints.update, { body: input }),
    invalidates: [leaveKeys.settings(), payrollKeys.runs()],
    success: (data) => data.message,
  });
}
