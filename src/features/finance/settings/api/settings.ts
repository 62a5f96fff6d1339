import { queryOptions } from '@tanstack/react-query';
import { accountEndpoints, chartEndpoints, type ClosedMonth, type DefaultAccountsInput } from '@contract';
import { financeKeys } from '@/api/finance';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/*
 * The closed months hang under financeKeys.all, so "every finance read" still covers them.
 * The key belongs in src/api/finance.ts's financeKeys (not this helper's file to edit).
 */
export const closedMonthsKey = financeKeys.periods;

export type { ClosedMonth };

/** The months an Admin has closed, oldest first. Finance data: never saved for offline. */
export const closedMonthsQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: closedMonthsKey(),
    queryFn: ({ signal }) => http.call(chartEndpoints.periods, undefined, { signal }),
    enabled,
  });

/** `PUT /account/defaults` (`defualt-account`): which account plays each role. */
export function useSetDefaultAccounts(onDone: () => void) {
  return useAction({
    mutationFn: (input: DefaultAccountsInput) => http.call(accountEndpoints.defaults, { body: input }),
    // The chart's "Default for" column and every picker that preselects a default.
    invalidates: [financeKeys.accounts()],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}

/** `POST /finance/periods` (Admin): nothing more may be dated in the month. */
export function useCloseMonth(onDone: () => void) {
  return useAction({
    mutationFn: (month: string) => http.call(chartEndpoints.closePeriod, { body: { month } }),
    invalidates: [closedMonthsKey()],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}
