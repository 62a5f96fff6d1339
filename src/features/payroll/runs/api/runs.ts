import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, employeeEndpoints, payrollRunEndpoints as runs, type CancelPayrollInput, type PayPayrollInput, type PayrollGenerated } from '@contract';
import { employeeKeys } from '@/api/employees';
import { financeKeys } from '@/api/finance';
import { payrollKeys } from '@/api/payroll';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** Every key here hangs under payrollKeys.runs(), so a payroll mutation's payrollKeys.all covers them. Never saved for offline. */
const recentKey = (limit: number) => [...payrollKeys.runs(), 'recent', limit] as const;
const runKey = (id: number) => [...payrollKeys.runs(), 'one', id] as const;
const payslipsKey = (id: number, employeeId: number | undefined) => [...payrollKeys.runs(), 'payslips', id, employeeId ?? 'all'] as const;

/** The latest runs, newest month first: the Generate Payroll page's list. */
export const recentRunsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: recentKey(limit),
    queryFn: ({ signal }) => http.call(runs.list, { query: { page: 1, limit, sort: 'month', order: 'desc' } }, { signal }),
    placeholderData: keepPreviousData,
  });

/**
 * How many active employees the school has (one row read, list-employee): none means there is
 * nobody to pay yet. Under the employees key, so adding one refreshes it.
 */
export const activeEmployeeCountQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: employeeKeys.activeCount(),
    queryFn: ({ signal }) => http.call(employeeEndpoints.list, { query: { page: 1, limit: 1, status: 'Active' } }, { signal }).then((p) => p.total),
    enabled,
  });

/** A run with its slips and floor warnings. */
export const runQueryOptions = (id: number) =>
  queryOptions({ queryKey: runKey(id), queryFn: ({ signal }) => http.call(runs.get, { params: { id } }, { signal }) });

/** The printable slips of a run, or of one employee in it, with the year to date. */
export const payslipsQueryOptions = (id: number, employeeId?: number) =>
  queryOptions({
    queryKey: payslipsKey(id, employeeId),
    queryFn: ({ signal }) => http.call(runs.payslips, { params: { id }, query: employeeId ? { employee_id: employeeId } : undefined }, { signal }),
  });

/**
 * Generate (or regenerate while Pending) the month's run. Nothing reaches the ledger yet, but
 * the run claims instalments, which the advance and loan pages show: every payroll read is stale.
 */
export function useGeneratePayroll(onDone: (data: PayrollGenerated) => void) {
  return useAction({
    mutationFn: (month: string) => http.call(runs.generate, { body: { month } }),
    invalidates: [payrollKeys.all],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}

const keyed = (key: string | undefined) => (key ? { headers: { [IDEMPOTENCY_HEADER]: key } } : undefined);
// The money actions move the ledger (balances, reports, statements) as well as the payroll pages.
const moneyKeys = [payrollKeys.all, financeKeys.all];

/** Approve: posts the run's one balanced entry, under the submission's Idempotency-Key. */
export function useApproveRun(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input, key }: { id: number; input: { version?: number; date: string }; key: string }) => http.call(runs.approve, { params: { id }, body: input }, keyed(key)),
    invalidates: moneyKeys,
    success: (data) => data.message,
    onSuccess: onDone,
  });
}

/** Pay: Dr Salaries payable / Cr cash or bank, for the listed employees or everyone unpaid. */
export function usePayRun(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input, key }: { id: number; input: Partial<PayPayrollInput> & { date: string }; key: string }) => http.call(runs.pay, { params: { id }, body: input }, keyed(key)),
    invalidates: moneyKeys,
    success: (data) => data.message,
    onSuccess: onDone,
  });
}

/** Cancel: a pending run is dropped; an approved one is reversed (then under an Idempotency-Key). */
export function useCancelRun(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input, key }: { id: number; input: Omit<CancelPayrollInput, 'date'> & { date?: string }; key?: string }) =>
      http.call(runs.cancel, { params: { id }, body: input }, keyed(key)),
    invalidates: moneyKeys,
    success: (data) => data.message,
    onSuccess: onDone,
  });
}
