import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { deductionEndpoints, deductionListQuery, type DeductionInput, type DeductionUpdateInput } from '@contract';
import { payrollKeys } from '@/api/payroll';
import { searchSchemaOf, toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

export const deductionListSearch = searchSchemaOf(deductionListQuery);
export type DeductionListState = v.InferOutput<typeof deductionListSearch>;

const listKey = (state: ListState) => [...payrollKeys.deductions(), 'list', state] as const;

export const fetchDeductionsPage = (state: ListState, signal?: AbortSignal) => http.call(deductionEndpoints.list, { query: toListParams(state) }, { signal });

/** One page of the deductions. Payroll data: never saved for offline. */
export const deductionsQueryOptions = (state: ListState) =>
  queryOptions({ queryKey: listKey(state), queryFn: ({ signal }) => fetchDeductionsPage(state, signal), placeholderData: keepPreviousData });

export type SaveDeduction = { id: null; input: DeductionInput } | { id: number; input: DeductionUpdateInput };

/** Add (`POST /employees/deductions`) or edit (`PUT /employees/deductions/{id}`, with the row's version). */
export function useSaveDeduction(onDone: () => void) {
  return useAction({
    mutationFn: (save: SaveDeduction) =>
      save.id === null ? http.call(deductionEndpoints.create, { body: save.input }) : http.call(deductionEndpoints.update, { params: { id: save.id }, body: save.input }),
    // Nothing is posted until a run is approved; the runs' previews and the reports read deductions.
    invalidates: [payrollKeys.all],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}
