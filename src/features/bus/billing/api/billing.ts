import { queryOptions } from '@tanstack/react-query';
import { API, IDEMPOTENCY_HEADER, type BusFeePreview, type BusFeeRunInput, type BusFeeRunResult } from '@contract';
import { busKeys } from '@/api/bus';
import { financeKeys } from '@/api/finance';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** `GET /bus/fees/preview?month=`: every rider of the month, what they would be charged, and what is billed already. Live. */
export const busFeePreviewQueryOptions = (month: string | null) =>
  queryOptions({
    queryKey: busKeys.feePreview(month),
    queryFn: ({ signal }) => http.get<BusFeePreview>(`${API.busFees}/preview`, { month }, { signal }),
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
    mutationFn: ({ input, key }: BillVars) => http.post<BusFeeRunResult>(`${API.busFees}/generate`, input, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    // The preview and the report follow the charges; the ledger, statements and balances moved too.
    invalidates: [busKeys.all, financeKeys.all],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}
