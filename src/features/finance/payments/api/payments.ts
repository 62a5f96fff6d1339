import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { IDEMPOTENCY_HEADER, paymentEndpoints, receiptListQuery, type PaymentInput, type PaymentPosted } from '@contract';
import { financeKeys } from '@/api/finance';
import { searchSchemaOf, toListParams } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/*
 * The counter's reads. Finance data: none is ever saved on the device (no `meta.persist`).
 */
const payersKey = financeKeys.payers;
const payerSearchKey = (q: string) => [...payersKey(), 'search', q] as const;
const payerAccountKey = (id: number) => [...payersKey(), 'account', id] as const;
const receiptsKey = financeKeys.receipts;
const receiptKey = (number: number) => [...receiptsKey(), 'one', number] as const;
const receiptBookKey = (state: ReceiptListState) => [...receiptsKey(), 'list', state] as const;

export const receiptListSearch = searchSchemaOf(receiptListQuery);
export type ReceiptListState = v.InferOutput<typeof receiptListSearch>;

/** Students found by name, admission number or parent phone (up to 10). Blank reads nothing. */
export const payerSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: payerSearchKey(q),
    queryFn: ({ signal }) => http.call(paymentEndpoints.payers, { query: { q } }, { signal }),
    enabled: q.trim().length > 0,
    staleTime: 10_000,
  });

/** A student's balance and open charges, read fresh each time the counter picks them. */
export const payerAccountQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: payerAccountKey(id ?? 0),
    queryFn: ({ signal }) => http.call(paymentEndpoints.payer, { params: { id: id ?? 0 } }, { signal }),
    enabled: id !== null,
  });

export const receiptQueryOptions = (number: number | null) =>
  queryOptions({
    queryKey: receiptKey(number ?? 0),
    queryFn: ({ signal }) => http.call(paymentEndpoints.receipt, { params: { id: number ?? 0 } }, { signal }),
    enabled: number !== null,
  });

export const fetchReceiptsPage = (state: ReceiptListState, signal?: AbortSignal) => http.call(paymentEndpoints.receipts, { query: toListParams(state) }, { signal });

/** One page of the receipt book, newest first unless sorted otherwise. */
export const receiptBookQueryOptions = (state: ReceiptListState) =>
  queryOptions({
    queryKey: receiptBookKey(state),
    queryFn: ({ signal }) => fetchReceiptsPage(state, signal),
    placeholderData: keepPreviousData,
  });

export interface PaymentVars {
  input: PaymentInput;
  /** One per submission, sent again on a retry of the same one (src/lib/submission-keys.ts). */
  key: string;
}

/** `POST /finance/payments` under the submission's Idempotency-Key. */
export function useReceivePayment(onDone: (data: PaymentPosted, vars: PaymentVars) => void | Promise<void>) {
  return useAction({
    mutationFn: ({ input, key }: PaymentVars) => http.call(paymentEndpoints.receive, { body: input }, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    // The cash account's balance, the student's balance and charges, and the receipt book moved.
    invalidates: [financeKeys.all], // balances, reports and statements move with a payment
    success: (data) => data.message,
    onSuccess: onDone,
  });
}
