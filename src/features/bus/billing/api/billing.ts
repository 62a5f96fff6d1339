import { queryOptions } from '@tanstack/react-query';
import { busFeeEndpoints, IDEMPOTENCY_HEADER, type BusFeeRunInput, type BusFeeRunResult } from '@contract';
import { busKeys } from '@/api/bus';
import { financeKeys } from '@/api/finance';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** `GET /bus/fees/preview?month=`: every rider of the month, what they would be charged, and what is billed already. Live. */
export const busFeePreviewQueryOptions = (month: string | null) =>
  queryOptions({
    queryKey: busKeys.feePreview(month),
    queryFn: ({ signal }) => http.call(busFeeEndpoints.preview, { query: { month } }, { signal }),
    enabled: month !== null,
  });

export interface BillVars {
  input: BusFeeRunInput;
  /** Made once per submission and sent again on a retry of the same run (src/lib/submission-keys.ts). */
  key: string;
}

/** `POST /bus/fees/generate` under the submission's Idempotency-Key: one entry per new rider. */
export function useBillMonth(onDone: (data: BusFeeRunResult) => void) {
  return useAction({
    mutationFn: ({ input, key }: BillVars) => http.call(busFeeEndpoints.generate, { body: input }, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    // The preview and the report follow the charges; the ledger, statements and balances moved too.
    invalidates: [busKeys.all, financeKeys.all],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}
