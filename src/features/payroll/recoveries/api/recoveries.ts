import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import {
  advanceEndpoints,
  IDEMPOTENCY_HEADER,
  loanEndpoints,
  recoveryListQuery,
  type AdvanceInput,
  type LoanInput,
  type OpeningAdvanceInput,
  type OpeningLoanInput,
  type RecoveryPosted,
  type RecoveryReversalInput,
  type RecoveryUpdateInput,
} from '@contract';
import { financeKeys } from '@/api/finance';
import { payrollKeys } from '@/api/payroll';
import { searchSchemaOf, toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';
import type { KindInfo } from '../lib/kinds';

export const recoveryListSearch = searchSchemaOf(recoveryListQuery);
export type RecoveryListState = v.InferOutput<typeof recoveryListSearch>;

const kindKey = (info: KindInfo) => (info.kind === 'advance' ? payrollKeys.advances() : payrollKeys.loans());
const listKey = (info: KindInfo, state: ListState) => [...kindKey(info), 'list', state] as const;
const oneKey = (info: KindInfo, id: number) => [...kindKey(info), 'one', id] as const;
/** The kind's endpoints (`employees/advances/12`, `employees/loans/12/skip`): always from the contract. */
const endpointsOf = (info: KindInfo) => (info.kind === 'advance' ? advanceEndpoints : loanEndpoints);

export const fetchRecoveriesPage = (info: KindInfo, state: ListState, signal?: AbortSignal) =>
  http.call(endpointsOf(info).list, { query: toListParams(state) }, { signal });

/** One page of the advances or loans. Payroll data: never saved for offline. */
export const recoveriesQueryOptions = (info: KindInfo, state: ListState) =>
  queryOptions({ queryKey: listKey(info, state), queryFn: ({ signal }) => fetchRecoveriesPage(info, state, signal), placeholderData: keepPreviousData });

/** An advance or a loan with its schedule. */
export const recoveryQueryOptions = (info: KindInfo, id: number) =>
  queryOptions({ queryKey: oneKey(info, id), queryFn: ({ signal }) => http.call(endpointsOf(info).get, { params: { id } }, { signal }) });

/**
 * Pay out an advance or a loan, under the submission's Idempotency-Key: a retry after a lost
 * answer gets the first payout back instead of paying twice.
 */
export function usePayOut<T extends AdvanceInput | LoanInput>(info: KindInfo, onDone: (posted: RecoveryPosted) => void) {
  return useAction({
    mutationFn: ({ input, key }: { input: T; key: string }) => http.call(endpointsOf(info).payOut, { body: input }, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    // The cash or bank balance moved (finance), and the list has a new recovery (payroll).
    invalidates: [payrollKeys.all, financeKeys.all],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}

/** Change plan: a new instalment from a month for what is still planned, with the row's version. */
export function useChangePlan(info: KindInfo, onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: { id: number; input: RecoveryUpdateInput }) => http.call(endpointsOf(info).replan, { params: { id }, body: input }),
    // Nothing is posted: only the schedule changes, which the runs and reports read too.
    invalidates: [payrollKeys.all],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}

/** Skip a month: its instalment moves to the month after the schedule's last. */
export function useSkipMonth(info: KindInfo, onDone: () => void) {
  return useAction({
    mutationFn: ({ id, month }: { id: number; month: string }) => http.call(endpointsOf(info).skip, { params: { id }, body: { month } }),
    invalidates: [payrollKeys.all],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}

/**
 * Bring forward an outstanding advance or loan (no cash moves), under the submission's
 * Idempotency-Key: a retry after a lost answer gets the first one back instead of posting twice.
 */
export function useBringForward<T extends OpeningAdvanceInput | OpeningLoanInput>(info: KindInfo, onDone: (posted: RecoveryPosted) => void) {
  return useAction({
    mutationFn: ({ input, key }: { input: T; key: string }) => http.call(endpointsOf(info).open, { body: input }, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    // Employee advances or loans and Opening equity moved (finance); the list has a new recovery (payroll).
    invalidates: [payrollKeys.all, financeKeys.all],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}

/** Reverse a brought-forward advance or loan: the opposite entry, and its schedule cancelled. */
export function useReverseOpening(info: KindInfo, onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input, key }: { id: number; input: RecoveryReversalInput; key: string }) =>
      http.call(endpointsOf(info).reverse, { params: { id }, body: input }, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    invalidates: [payrollKeys.all, financeKeys.all],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}
