import { feeEndpoints, IDEMPOTENCY_HEADER, type FeeRunInput, type FeeRunResult } from '@contract';
import { financeKeys } from '@/api/finance';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

export interface GenerateVars {
  input: FeeRunInput;
  /** Made once per submission and sent again on a retry of the same run (src/lib/submission-keys.ts). */
  key: string;
}

/** Generate fee, step two: `POST /finance/fees/generate`, under the submission's Idempotency-Key. */
export function useGenerateFees(onDone: (data: FeeRunResult) => void) {
  return useAction({
    mutationFn: ({ input, key }: GenerateVars) => http.call(feeEndpoints.generate, { body: input }, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    // The receivable and income balances moved, and every preview of the month is out of date.
    invalidates: [financeKeys.all], // a money mutation moves balances, reports and statements alike
    success: (data) => data.message,
    onSuccess: onDone,
  });
}
