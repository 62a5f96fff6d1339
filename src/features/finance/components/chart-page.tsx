import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_TYPE_LABELS, DEFAULT_ROLE_LABELS, formatMoney, type Account } from '@contract';
import { accountOptionsQueryOptions } from '@/api/finance';
import type { Column } from '@/components/data-table/data-table';
import { nameColumn } from '@/components/data-table/person-column';
import { EditorListPage, useEditorList } from '@/components/data-table/editor-list-page';
import type { ListPageProps } from '@/components/data-table/list-page-props';
import { ToolbarSelect } from '@/components/form/toolbar-fields';
import { StatusBadge } from '@/components/ui/status-badge';
import { ChartSettings } from '../settings/components/chart-settings';
import { accountPages, useSaveAccount, type AccountListState } from '../api/accounts';
import { AccountForm, TYPE_OPTIONS } from '../forms/account-form';

export type ChartPageProps = ListPageProps<AccountListState>;

const muted = 'text-slate-500';

/** "type: Asset, status: Inactive": the toolbar's filters in words. */
function describeChartFilters(filters: Record<string, string>) {
  const label: Record<string, (v: string) => string> = {
    type: (v) => `type: ${ACCOUNT_TYPE_LABELS[v as keyof typeof ACCOUNT_TYPE_LABELS] ?? v}`,
    status: (v) => `status: ${v}`,
    cash: () => 'cash and bank only',
  };
  return Object.entries(filters)
    .map(([k, v]) => (label[k] ? label[k](v) : `${k}: ${v}`))
    .join(', ');
}

/** Finance › Chart of accounts: every account of the school with its balance today. */
export function ChartPage(props: ChartPageProps) {
  const { user, state, onStateChange } = props;
  const accounts = useEditorList(useQuery(accountPages.options(state)), useSaveAccount, accountPages.fetchPage);
  // The parent picker reads the whole chart, only once a form is open.
  const chart = useQuery(accountOptionsQueryOptions(accounts.editor.isOpen));
  const choose = (patch: Partial<AccountListState>) => onStateChange({ ...state, page: 1, ...patch });

  const columns: Column<Account>[] = [
    { id: 'code', header: 'Code', sort: 'code', cell: (a) => <span className="font-mono text-slate-900">{a.code}</span>, text: (a) => a.code },
    nameColumn(),
    { id: 'type', header: 'Type', sort: 'type', cell: (a) => ACCOUNT_TYPE_LABELS[a.type] },
    { id: 'parent', header: 'Parent', cell: (a) => a.parent_name ?? <span className={muted}>—</span>, text: (a) => a.parent_name ?? '', wide: true },
    { id: 'cash', header: 'Cash/bank', cell: (a) => (a.is_cash ? 'Yes' : <span className={muted}>No</span>), text: (a) => (a.is_cash ? 'Yes' : 'No') },
    {
      id: 'default',
      header: 'Default for',
      cell: (a) => (a.default_for ? DEFAULT_ROLE_LABELS[a.default_for] : <span className={muted}>—</span>),
      text: (a) => (a.default_for ? DEFAULT_ROLE_LABELS[a.default_for] : ''),
      wide: true,
    },
    { id: 'status', header: 'Status', cell: (a) => <StatusBadge status={a.status} />, text: (a) => a.status },
    {
      id: 'balance',
      header: 'Balance',
      align: 'right',
      cell: (a) => <span className={`whitespace-nowrap ${a.balance < 0 ? 'text-red-700' : ''}`}>{formatMoney(a.balance, user.currency)}</span>,
      text: (a) => formatMoney(a.balance),
    },
  ];

  return (
    <EditorListPage
      {...props}
      {...accounts}
      title="Chart of accounts"
      columns={columns}
      searchLabel="Search by code or name"
      emptyMessage="No accounts yet. Add the first one."
      describeFilters={describeChartFilters}
      record="account"
      rowName={(a) => a.name}
      filters={
        <>
          <ToolbarSelect label="Type" value={state.type ?? ''} allLabel="All types" width="w-32" options={TYPE_OPTIONS} onChange={(value) => choose({ type: (value || undefined) as AccountListState['type'] })} />
          <ToolbarSelect
            label="Status"
            value={state.status ?? ''}
            allLabel="Any status"
            width="w-32"
            options={[
              { value: 'Active', label: 'Active' },
              { value: 'Inactive', label: 'Inactive' },
            ]}
            onChange={(value) => choose({ status: (value || undefined) as AccountListState['status'] })}
          />
        </>
      }
      trailing={<ChartSettings user={user} />}
      dialogWidth="36rem"
      form={(form) => <AccountForm {...form} accounts={chart.data ?? []} />}
    />
  );
}
