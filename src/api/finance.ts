import { queryOptions } from '@tanstack/react-query';
import { chartEndpoints, feeEndpoints, openingEndpoints, type FeeRunInput, type OpeningInput, type StudentOpeningInput } from '@contract';
import type { ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { EVERY_ROW } from './rows';

/**
 * Finance reads. None of them is ever saved on the device (no `meta.persist`): balances and
 * the chart are finance data, which src/api/persisted.test.ts keeps out of the saved copy.
 */
const all = ['finance'] as const;
export const financeKeys = {
  all,
  accounts: () => [...all, 'accounts'] as const,
  accountList: (state: ListState) => [...all, 'accounts', 'list', state] as const,
  accountOptions: () => [...all, 'accounts', 'options'] as const,
  cashAccounts: () => [...all, 'accounts', 'cash'] as const,
  fees: () => [...all, 'fees'] as const,
  payers: () => [...all, 'payers'] as const,
  receipts: () => [...all, 'receipts'] as const,
  checks: () => [...all, 'checks'] as const,
  reports: () => [...all, 'reports'] as const,
  entries: () => [...all, 'entries'] as const,
  periods: () => [...all, 'periods'] as const,
  feePreview: (input: FeeRunInput) => [...all, 'fees', 'preview', input] as const,
  opening: () => [...all, 'opening'] as const,
  openingPreview: (input: OpeningInput) => [...all, 'opening', 'preview', input] as const,
  studentOpeningPreview: (input: StudentOpeningInput) => [...all, 'opening', 'students', input] as const,
};

/** Every account of the chart by code, inactive ones too: the parent picker. Not saved for offline. */
export const accountOptionsQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: financeKeys.accountOptions(),
    queryFn: ({ signal }) => http.call(chartEndpoints.accounts, { query: { ...EVERY_ROW, sort: 'code', order: 'asc' } }, { signal }).then((p) => p.data),
    enabled,
  });

/** The active cash and bank accounts with their balances: Transfer A2A's pickers. Not saved for offline. */
export const cashAccountOptionsQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: financeKeys.cashAccounts(),
    queryFn: ({ signal }) =>
      http.call(chartEndpoints.accounts, { query: { ...EVERY_ROW, sort: 'code', order: 'asc', cash: '1', status: 'Active' } }, { signal }).then((p) => p.data),
    enabled,
  });

/**
 * Generate fee, step one: who would be charged what for a month, against what is billed
 * already. A POST that changes nothing; read only once a preview is asked for. Not saved for offline.
 */
export const feePreviewQueryOptions = (input: FeeRunInput | null) =>
  queryOptions({
    queryKey: financeKeys.feePreview(input ?? { month: '', class_ids: [] }),
    queryFn: ({ signal }) => http.call(feeEndpoints.preview, { body: input ?? { month: '', class_ids: [] } }, { signal }),
    enabled: input !== null,
  });

/**
 * Opening balances, step one: the entry and the balance sheet it would produce (ADR 041). A POST
 * that changes nothing; read only once a preview is asked for. Not saved for offline.
 */
export const openingPreviewQueryOptions = (input: OpeningInput | null) =>
  queryOptions({
    queryKey: financeKeys.openingPreview(input ?? { date: '', lines: [] }),
    queryFn: ({ signal }) => http.call(openingEndpoints.preview, { body: input ?? { date: '', lines: [] } }, { signal }),
    enabled: input !== null,
    retry: false,
  });

/** Students' brought-forward balances, step one: each row's student, or the rows refused. Not saved for offline. */
export const studentOpeningPreviewQueryOptions = (input: StudentOpeningInput | null) =>
  queryOptions({
    queryKey: financeKeys.studentOpeningPreview(input ?? { date: '', rows: [] }),
    queryFn: ({ signal }) => http.call(openingEndpoints.studentsPreview, { body: input ?? { date: '', rows: [] } }, { signal }),
    enabled: input !== null,
    retry: false,
  });
