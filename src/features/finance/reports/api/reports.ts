import { queryOptions } from '@tanstack/react-query';
import { financeReportEndpoints as reports } from '@contract';
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

export const accountSummaryQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: reportKey('/accounts', { ...range }),
    queryFn: ({ signal }) => http.call(reports.accounts, { query: { ...range } }, { signal }),
    staleTime: STALE,
  });

export const accountLinesQueryOptions = (accountId: number, range: DateRange) =>
  queryOptions({
    queryKey: reportKey(`/accounts/${accountId}`, { ...range }),
    queryFn: ({ signal }) => http.call(reports.accountLines, { params: { id: accountId }, query: { ...range } }, { signal }),
    staleTime: STALE,
  });

export interface StudentSummaryFilter extends DateRange {
  class_id?: number;
  section_id?: number;
}

export const studentSummaryQueryOptions = (filter: StudentSummaryFilter) =>
  queryOptions({
    queryKey: reportKey('/students', { ...filter }),
    queryFn: ({ signal }) => http.call(reports.students, { query: { ...filter } }, { signal }),
    staleTime: STALE,
  });

export const classSummaryQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: reportKey('/classes', { ...range }),
    queryFn: ({ signal }) => http.call(reports.classes, { query: { ...range } }, { signal }),
    staleTime: STALE,
  });

/** A student's statement; asked for only once a student is chosen. */
export const statementQueryOptions = (studentId: number | undefined, range: DateRange) =>
  queryOptions({
    queryKey: reportKey(`/students/${studentId ?? 0}`, { ...range }),
    queryFn: ({ signal }) => http.call(reports.statement, { params: { id: studentId ?? 0 }, query: { ...range } }, { signal }),
    staleTime: STALE,
    enabled: studentId !== undefined,
  });

export const incomeStatementQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: reportKey('/income-statement', { ...range }),
    queryFn: ({ signal }) => http.call(reports.incomeStatement, { query: { ...range } }, { signal }),
    staleTime: STALE,
  });

export const balanceSheetQueryOptions = (on: string) =>
  queryOptions({
    queryKey: reportKey('/balance-sheet', { on }),
    queryFn: ({ signal }) => http.call(reports.balanceSheet, { query: { on } }, { signal }),
    staleTime: STALE,
  });

/** The bursar's dashboard card: this month (the server's default range). */
export const overviewQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: reportKey('/overview', {}),
    queryFn: ({ signal }) => http.call(reports.overview, {}, { signal }),
    staleTime: STALE,
    enabled,
  });
