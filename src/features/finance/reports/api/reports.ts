import { queryOptions } from '@tanstack/react-query';
import {
  API, type AccountLines, type AccountSummary, type BalanceSheet, type ClassSummary, type FinanceOverview, type IncomeStatement, type StudentStatement,
  type StudentSummary,
} from '@contract';
import { financeKeys } from '@/api/finance';
import { http, type Params } from '@/lib/http';
import type { DateRange } from '../lib/range';

/**
 * The finance reports (`GET /finance/reports/...`). Like every finance read they are never
 * saved on the device (no `meta.persist`). A short staleTime keeps the loader's read from
 * being repeated on mount, while a report opened again a little later is read afresh.
 */
const STALE = 5_000;

/*
 * The path names the one account or student; the params, the range and filters.
 */
export const reportsKey = financeKeys.reports;
export const reportKey = (path: string, params: Params) => [...reportsKey(), path, params] as const;

function report<T>(path: string, params: Params, enabled = true) {
  return queryOptions({
    queryKey: reportKey(path, params),
    queryFn: ({ signal }) => http.get<T>(`${API.financeReports}${path}`, params, { signal }),
    staleTime: STALE,
    enabled,
  });
}

export const accountSummaryQueryOptions = (range: DateRange) => report<AccountSummary>('/accounts', { ...range });

export const accountLinesQueryOptions = (accountId: number, range: DateRange) =>
  report<AccountLines>(`/accounts/${accountId}`, { ...range });

export interface StudentSummaryFilter extends DateRange {
  class_id?: number;
  section_id?: number;
}

export const studentSummaryQueryOptions = (filter: StudentSummaryFilter) => report<StudentSummary>('/students', { ...filter });

export const classSummaryQueryOptions = (range: DateRange) => report<ClassSummary>('/classes', { ...range });

/** A student's statement; asked for only once a student is chosen. */
export const statementQueryOptions = (studentId: number | undefined, range: DateRange) =>
  report<StudentStatement>(`/students/${studentId ?? 0}`, { ...range }, studentId !== undefined);

export const incomeStatementQueryOptions = (range: DateRange) => report<IncomeStatement>('/income-statement', { ...range });

export const balanceSheetQueryOptions = (on: string) => report<BalanceSheet>('/balance-sheet', { on });

/** The bursar's dashboard card: this month (the server's default range). */
export const overviewQueryOptions = (enabled = true) => report<FinanceOverview>('/overview', {}, enabled);
