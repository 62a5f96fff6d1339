import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { chartEndpoints, checkEndpoints, checkListQuery, IDEMPOTENCY_HEADER, type CheckInput, type VoidCheckInput, type WrittenCheck } from '@contract';
import { financeKeys } from '@/api/finance';
import { EVERY_ROW } from '@/api/rows';
import { searchSchemaOf, toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/*
 * The checks' query keys hang under financeKeys.all, so "every finance read" still covers them.
 * They belong in src/api/finance.ts's financeKeys (not this helper's file to edit): move them
 * there when it is next touched.
 */
export const checksKey = financeKeys.checks;
const checkListKey = (state: ListState) => [...checksKey(), 'list', state] as const;
const checkKey = (id: number) => [...checksKey(), 'one', id] as const;
const recentNumbersKey = (bankAccountId: number) => [...checksKey(), 'numbers', bankAccountId] as const;
const payableAccountsKey = () => [...financeKeys.accounts(), 'payable'] as const;

export const checkListSearch = searchSchemaOf(checkListQuery);
export type CheckListState = v.InferOutput<typeof checkListSearch>;

export const fetchChecksPage = (state: ListState, signal?: AbortSignal) => http.call(checkEndpoints.list, { query: toListParams(state) }, { signal });

/** One page of the check register. Finance data: never saved for offline. */
export const checkRegisterQueryOptions = (state: ListState) =>
  queryOptions({ queryKey: checkListKey(state), queryFn: ({ signal }) => fetchChecksPage(state, signal), placeholderData: keepPreviousData });

/** A check with its lines: the payment voucher. */
export const checkQueryOptions = (id: number) =>
  queryOptions({ queryKey: checkKey(id), queryFn: ({ signal }) => http.call(checkEndpoints.get, { params: { id } }, { signal }) });

/**
 * The numbers already used on a bank account, for the next-number suggestion. The register
 * sorts numbers as text ("999" after "1000"), so the highest by number and the newest by date
 * are both read; the caller takes the highest of them as a number.
 */
export const recentCheckNumbersQueryOptions = (bankAccountId: number | null) =>
  queryOptions({
    queryKey: recentNumbersKey(bankAccountId ?? 0),
    queryFn: async ({ signal }) => {
      const read = (sort: 'number' | 'date') =>
        http.call(checkEndpoints.list, { query: { page: 1, limit: 25, bank_account_id: bankAccountId, sort, order: 'desc' } }, { signal });
      const [byNumber, byDate] = await Promise.all([read('number'), read('date')]);
      return [...byNumber.data, ...byDate.data].map((c) => c.number);
    },
    enabled: bankAccountId !== null,
  });

/** What a check may pay: active expense accounts, then the liabilities it may settle (a supplier's bill). */
export const payableAccountsQueryOptions = () =>
  queryOptions({
    queryKey: payableAccountsKey(),
    queryFn: async ({ signal }) => {
      const read = (type: 'expense' | 'liability') =>
        http.call(chartEndpoints.accounts, { query: { ...EVERY_ROW, sort: 'code', order: 'asc', status: 'Active', type } }, { signal });
      const [expense, liability] = await Promise.all([read('expense'), read('liability')]);
      return [...expense.data, ...liability.data];
    },
  });

export type { WrittenCheck };

/** Write check: `POST /finance/checks`, under the submission's Idempotency-Key. */
export function useWriteCheck(onDone: (data: WrittenCheck) => void) {
  return useAction({
    mutationFn: ({ input, key }: { input: CheckInput; key: string }) =>
      http.call(checkEndpoints.write, { body: input }, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    // The bank and the expense balances moved, and the register has a new check.
    invalidates: [financeKeys.all],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}

/** The bank has paid the check: `POST /finance/checks/{id}/clear`. */
export function useClearCheck(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, date }: { id: number; date: string }) => http.call(checkEndpoints.clear, { params: { id }, body: { date } }),
    invalidates: [checksKey()],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}

/** Void: posts the check's reversal on the date given, under the submission's Idempotency-Key. */
export function useVoidCheck(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input, key }: { id: number; input: VoidCheckInput; key: string }) =>
      http.call(checkEndpoints.void, { params: { id }, body: input }, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    // The reversal moves the bank and expense balances back.
    invalidates: [financeKeys.all],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}
