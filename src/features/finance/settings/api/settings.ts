import { queryOptions } from '@tanstack/react-query';
import { API, type DefaultAccountsInput } from '@contract';
import { financeKeys } from '@/api/finance';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/*
 * The closed months hang under financeKeys.all, so "every finance read" still covers them.
 * The key belongs in src/api/finance.ts's financeKeys (not this helper's file to edit).
 */
export const closedMonthsKey = financeKeys.periods;

/**
 * A row of `GET /finance/periods`. The contract has no type for it yet; this is what
 * entries.service.ts's listClosedPeriods answers.
 */
export interface ClosedMonth {
  /** The month's first day, YYYY-MM-01. */
  month: string;
  closed_at: string;
  closed_by: string | null;
}

/** The months an Admin has closed, oldest first. Finance data: never saved for offline. */
export const closedMonthsQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: closedMonthsKey(),
    queryFn: ({ signal }) => http.get<ClosedMonth[]>(API.financePeriods, undefined, { signal }),
    enabled,
  });

/** `PUT /account/defaults` (`defualt-account`): which account plays each role. */
export function useSetDefaultAccounts(onDone: () => void) {
  return useAction({
    mutationFn: (input: DefaultAccountsInput) => http.put<{ message: string }>(API.accountDefaults, input),
    // The chart's "Default for" column and every picker that preselects a default.
    invalidates: [financeKeys.accounts()],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}

/** `POST /finance/periods` (Admin): nothing more may be dated in the month. */
export function useCloseMonth(onDone: () => void) {
  return useAction({
    mutationFn: (month: string) => http.post<{ message: string }>(API.financePeriods, { month }),
    invalidates: [closedMonthsKey()],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}
