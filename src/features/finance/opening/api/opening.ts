import { IDEMPOTENCY_HEADER, openingEndpoints, type OpeningInput, type PostedEntry, type StudentOpeningInput, type StudentOpeningResult } from '@contract';
import { financeKeys } from '@/api/finance';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

export interface OpeningVars<T> {
  input: T;
  /** Made once per submission and sent again on a retry of the same values (src/lib/submission-keys.ts). */
  key: string;
}

/** `POST /finance/opening`: the accounts' opening entry, under the submission's Idempotency-Key. */
export function usePostOpening(onDone: (data: PostedEntry) => void) {
  return useAction({
    mutationFn: ({ input, key }: OpeningVars<OpeningInput>) => http.call(openingEndpoints.post, { body: input }, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    // Every balance and report may have moved.
    invalidates: [financeKeys.all],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}

/** `POST /finance/opening/students`: every row's balance, or none, under the submission's Idempotency-Key. */
export function usePostStudentOpening(onDone: (data: StudentOpeningResult) => void) {
  return useAction({
    mutationFn: ({ input, key }: OpeningVars<StudentOpeningInput>) => http.call(openingEndpoints.students, { body: input }, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    invalidates: [financeKeys.all],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}
