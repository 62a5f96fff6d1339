import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { entryEndpoints, IDEMPOTENCY_HEADER, type EmployeeListRow, type JournalInput, type PostedEntry } from '@contract';
import { searchEmployees } from '@/api/employee-search';
import { employeeKeys } from '@/api/employees';
import { financeKeys } from '@/api/finance';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

const employeePickKey = (search: string) => [...employeeKeys.lists(), 'journal-pick', search] as const;

/** The first twenty employees matching a name or number, for a journal line. Not saved for offline. */
export const journalEmployeeQueryOptions = (search: string) =>
  queryOptions<EmployeeListRow[]>({
    queryKey: employeePickKey(search),
    queryFn: ({ signal }) => searchEmployees(search, signal, { byFirstName: true }),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export interface JournalVars {
  input: JournalInput;
  /** Made once per submission and sent again on a retry of the same form (src/lib/submission-keys.ts). */
  key: string;
}

/** General journal: `POST /finance/journal`, under the submission's Idempotency-Key. */
export function usePostJournal(onDone: (data: PostedEntry) => void) {
  return useAction({
    mutationFn: ({ input, key }: JournalVars) => http.call(entryEndpoints.post, { body: input }, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    // Any account may have moved, and every report over them.
    invalidates: [financeKeys.all],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}
