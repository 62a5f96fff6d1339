import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { accountEndpoints, accountListQuery, chartEndpoints, IDEMPOTENCY_HEADER, type AccountInput, type AccountTransferInput, type PostedEntry } from '@contract';
import { financeKeys } from '@/api/finance';
import { searchSchemaOf, toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

export const accountListSearch = searchSchemaOf(accountListQuery);
export type AccountListState = v.InferOutput<typeof accountListSearch>;

export const fetchAccountsPage = (state: ListState, signal?: AbortSignal) => http.call(chartEndpoints.accounts, { query: toListParams(state) }, { signal });

/** One page of Finance › Chart of accounts, with balances. Finance data: never saved for offline. */
export const chartQueryOptions = (state: ListState) =>
  queryOptions({
    queryKey: financeKeys.accountList(state),
    queryFn: ({ signal }) => fetchAccountsPage(state, signal),
    placeholderData: keepPreviousData,
  });
export const accountPages = { options: chartQueryOptions, fetchPage: fetchAccountsPage };

export interface SavedAccount {
  message: string;
  id?: number;
}

/** Add (`POST /account/add`) or edit (`POST /account/{id}`) an account. */
export function useSaveAccount(onDone: (data: SavedAccount) => void) {
  return useAction({
    mutationFn: ({ id, input }: { id: number | null; input: AccountInput }) =>
      id ? http.call(accountEndpoints.update, { params: { id }, body: input }) : http.call(accountEndpoints.create, { body: input }),
    // Every chart read: the list, the parent picker and the transfer's cash accounts.
    invalidates: [financeKeys.accounts()],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}

export interface TransferVars {
  input: AccountTransferInput;
  /** Made once per submission and sent again on a retry of the same form (src/lib/submission-keys.ts). */
  key: string;
}

/** Transfer A2A: `POST /account/tran`, under the submission's Idempotency-Key. */
export function useTransfer(onDone: (data: PostedEntry) => void) {
  return useAction({
    mutationFn: ({ input, key }: TransferVars) => http.call(accountEndpoints.transfer, { body: input }, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    // Both balances moved, and every report over them.
    invalidates: [financeKeys.all],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}
