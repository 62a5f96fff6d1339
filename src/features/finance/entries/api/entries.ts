import { queryOptions } from '@tanstack/react-query';
import { entryEndpoints, IDEMPOTENCY_HEADER, type PostedEntry, type ReversalInput } from '@contract';
import { financeKeys } from '@/api/finance';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/*
 * An entry's key hangs under financeKeys.all, so "every finance read" still covers it. It
 * belongs in src/api/finance.ts's financeKeys (not this helper's file to edit).
 */
const entryKey = (id: number) => [...financeKeys.entries(), id] as const;

/** One journal entry with its lines and its reversal links. Finance data: never saved for offline. */
export const entryQueryOptions = (id: number) =>
  queryOptions({ queryKey: entryKey(id), queryFn: ({ signal }) => http.call(entryEndpoints.get, { params: { id } }, { signal }) });

export interface ReverseVars {
  id: number;
  input: ReversalInput;
  /** Made once per submission and sent again on a retry of the same form (src/lib/submission-keys.ts). */
  key: string;
}

/** `POST /finance/entries/{id}/reverse` (`update-account`), under the submission's Idempotency-Key. */
export function useReverseEntry(onDone: (data: PostedEntry) => void) {
  return useAction({
    mutationFn: ({ id, input, key }: ReverseVars) => http.call(entryEndpoints.reverse, { params: { id }, body: input }, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    // A reversal can move any finance figure: balances, reports, statements, a voided check.
    invalidates: [financeKeys.all],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}
