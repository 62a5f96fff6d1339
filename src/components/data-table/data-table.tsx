import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Page } from '@contract';
import { FilterDialog, type FilterDialogProps } from '@/components/dialogs/filter-dialog';
import type { FilterField, FilterFormValues, FilterResult } from '@/components/dialogs/filter-schema';
import { SavedMarker } from '@/components/overlays/query-state';
import { Button, focusRing } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { notify } from '@/lib/toast';
import { toCsv, downloadText } from './csv';
import { activeFilters, fetchAllRows, withoutFilters, type ListState } from './list-state';
import { Pager } from './pager';
import { PrintTable } from './print-table';
import type { Column } from './types';
import { useDebounced } from './use-debounced';

export type { Column } from './types';

export interface DataTableProps<T, S extends ListState = ListState> {
  /** What the rows are, for the caption, the export file and the print heading. */
  title: string;
  columns: Column<T>[];
  rows: Page<T> | undefined;
  /** The list's flat state (the address's search): paging, search, sort and its filter keys. */
  state: S;
  onStateChange: (next: S) => void;
  rowKey: (row: T) => string | number;
  /** Opens a row (Enter on a focused row). */
  onOpen?: (row: T) => void;
  /** Reads every filtered row, for CSV and print. */
  fetchPage: (state: S) => Promise<Page<T>>;
  loading?: boolean;
  savedAt?: number;
  /** The list could not be read for want of a connection, and nothing is saved. */
  needsConnection?: boolean;
  searchLabel?: string;
  emptyMessage?: string;
  /** Under the empty message (no search, no filter): e.g. what must exist first (`NeedsFirst`). */
  emptyNote?: ReactNode;
  /** Buttons beside the search, e.g. "Add class". */
  actions?: ReactNode;
  /**
   * Column filters through the shared filter dialog: which fields, and their choices. Each
   * field reads and writes the state's key of the same name (`status`, `house`).
   */
  filter?: Omit<FilterDialogProps, 'open' | 'onClose' | 'onApply' | 'initial'> & { describe?: (filters: Record<string, string>) => string };
  /** Words for the active filters when a page filters from its toolbar instead of the dialog. */
  describeFilters?: (filters: Record<string, string>) => string;
}

/** The dialog starts from the state's values for its fields. */
function dialogValues(state: ListState, fields: readonly FilterField[]): Partial<FilterFormValues> {
  const flat = state as unknown as Record<string, unknown>;
  return Object.fromEntries(fields.filter((f) => flat[f] !== undefined && flat[f] !== null).map((f) => [f, String(flat[f])]));
}

/**
 * The dialog's answer written to the state's keys of the same names; All ("0") and empty
 * clear a key. The route's validateSearch checks each value again on the way into the address.
 */
function applyDialog<S extends ListState>(state: S, values: FilterResult): S {
  const next: Record<string, unknown> = { ...(state as unknown as Record<string, unknown>), page: 1 };
  for (const [key, value] of Object.entries(values)) next[key] = value === 0 || value === '0' || value === '' ? undefined : value;
  return next as S;
}

const textOf = <T,>(c: Column<T>, row: T) => {
  if (c.text) return c.text(row);
  const v = c.cell(row);
  return typeof v === 'string' || typeof v === 'number' ? v : '';
};

/**
 * A header or body cell's alignment and visibility. A pinned cell sticks to the right edge of
 * the scrolling table and takes its row's background (hover, focus) so rows never show through.
 */
function cellClass<T>(c: Column<T>): string {
  return [
    c.align === 'right' ? 'text-right' : '',
    c.wide ? 'hidden desk:table-cell' : '',
    c.pin ? 'sticky right-0 bg-inherit shadow-[inset_1px_0_0_var(--color-slate-200)]' : '',
  ].join(' ');
}

/**
 * The one list of the app: server-side paging, sorting, a debounced search, filters through
 * the filter dialog, an empty state, arrow-key row navigation, CSV export and a print view.
 */
export function DataTable<T, S extends ListState = ListState>(props: DataTableProps<T, S>) {
  const { title, columns, rows, state, onStateChange, rowKey, onOpen, loading, savedAt, actions, filter } = props;
  const describe = props.describeFilters ?? filter?.describe;
  const searchId = useId();
  const [search, setSearch] = useState(state.search ?? '');
  const settled = useDebounced(search);
  const [filterOpen, setFilterOpen] = useState(false);
  const [printRows, setPrintRows] = useState<T[] | null>(null);
  const [busy, setBusy] = useState(false);
  const bodyRef = useRef<HTMLTableSectionElement>(null);

  useEffect(() => {
    if ((settled || undefined) !== (state.search || undefined)) onStateChange({ ...state, search: settled || undefined, page: 1 });
    // Only a settled search should reach the server; state changes from elsewhere must not loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  useEffect(() => {
    if (!printRows) return;
    const done = () => setPrintRows(null);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printRows]);

  const sortBy = (key: string) => {
    const order = state.sort === key && state.order !== 'desc' ? 'desc' : 'asc';
    onStateChange({ ...state, sort: key, order, page: 1 });
  };

  async function allRows(): Promise<T[] | null> {
    setBusy(true);
    try {
      return await fetchAllRows(props.fetchPage, state);
    } catch (error) {
      notify.error(error);
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function exportCsv() {
    const all = await allRows();
    if (!all) return;
    const csv = toCsv(columns.map((c) => ({ header: c.header, value: (r: T) => textOf(c, r) })), all);
    downloadText(`${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.csv`, csv);
  }

  async function print() {
    const all = await allRows();
    if (all) setPrintRows(all);
  }

  // Arrow keys move between rows; Enter opens the focused one.
  function onKeyDown(e: KeyboardEvent<HTMLTableElement>) {
    const row = (e.target as HTMLElement).closest('tr');
    if (!row || !bodyRef.current) return;
    const all = Array.from(bodyRef.current.rows);
    const i = all.indexOf(row);
    const move = (to: number) => {
      const target = all[Math.max(0, Math.min(all.length - 1, to))];
      if (target) {
        e.preventDefault();
        target.focus();
      }
    };
    if (e.key === 'ArrowDown') move(i + 1);
    else if (e.key === 'ArrowUp') move(i - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(all.length - 1);
    else if (e.key === 'Enter' && e.target === row && onOpen) {
      const item = rows?.data[i];
      if (item) onOpen(item);
    }
  }

  const filters = activeFilters(state);
  const data = rows?.data ?? [];

  return (
    <section aria-label={title} className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 p-4 print:hidden">
        <div className="min-w-48 flex-1">
          <SearchField
            id={searchId}
            label={props.searchLabel ?? 'Search'}
            value={search}
            onChange={setSearch}
            placeholder="Type to search"
            className={`w-full rounded-md border border-slate-300 px-3 py-2 text-sm ${focusRing}`}
          />
        </div>
        {filter ? (
          <Button variant="secondary" onClick={() => setFilterOpen(true)}>
            Filter{filters.length ? ` (${filters.length})` : ''}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => void exportCsv()} disabled={busy}>
          Export CSV
        </Button>
        <Button variant="secondary" onClick={() => void print()} disabled={busy}>
          Print
        </Button>
        {actions}
      </div>

      {filters.length > 0 || savedAt ? (
        <div className="flex flex-wrap items-center gap-2 px-4 pt-3 text-sm text-slate-700 print:hidden">
          {filters.length > 0 ? (
            <>
              <span>Filtered by {describe ? describe(Object.fromEntries(filters)) : filters.map(([k, v]) => `${k}: ${v}`).join(', ')}</span>
              <button type="button" className={`text-brand-700 underline ${focusRing}`} onClick={() => onStateChange(withoutFilters(state))}>
                Clear filters
              </button>
            </>
          ) : null}
          {savedAt ? <SavedMarker updatedAt={savedAt} /> : null}
        </div>
      ) : null}

      <div className="overflow-x-auto print:hidden">
        {/* A grid: arrow keys move between rows, Enter opens one. Cells pad 12px a side, which
            keeps an eight-column list (Performance notes) within the page at 1280px. */}
        <table role="grid" className="w-full text-left text-sm" onKeyDown={onKeyDown}>
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              {columns.map((c) => (
                <th
                  key={c.id}
                  scope="col"
                  aria-sort={state.sort && state.sort === c.sort ? (state.order === 'desc' ? 'descending' : 'ascending') : undefined}
                  className={`px-3 py-2 font-semibold ${cellClass(c)}`}
                >
                  {c.sort ? (
                    <button type="button" onClick={() => sortBy(c.sort!)} className={`inline-flex items-center gap-1 uppercase ${focusRing}`}>
                      {c.header}
                      <span aria-hidden="true">{state.sort === c.sort ? (state.order === 'desc' ? '▼' : '▲') : '↕'}</span>
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={bodyRef} aria-busy={loading || undefined}>
            {data.map((row, i) => (
              <tr
                key={rowKey(row)}
                tabIndex={i === 0 ? 0 : -1}
                className={`border-b border-slate-100 bg-white last:border-0 hover:bg-slate-50 focus:bg-brand-50 focus:outline-none ${onOpen ? 'cursor-pointer' : ''}`}
                onDoubleClick={onOpen ? () => onOpen(row) : undefined}
              >
                {columns.map((c) => (
                  <td key={c.id} className={`px-3 py-2.5 text-slate-800 ${cellClass(c)} ${c.align === 'right' ? 'tabular-nums' : ''}`}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows && data.length === 0 ? (
          <div className="px-4 py-12 text-center">
            <p className="font-medium text-slate-900">{state.search || filters.length ? 'Nothing matches this search.' : (props.emptyMessage ?? `No ${title.toLowerCase()} yet.`)}</p>
            {state.search || filters.length ? <p className="mt-1 text-sm text-slate-600">Try other words or clear the filters.</p> : props.emptyNote ? <div className="mt-1">{props.emptyNote}</div> : null}
          </div>
        ) : null}
        {!rows && loading ? <p className="px-4 py-12 text-center text-sm text-slate-600">Loading...</p> : null}
        {/* No connection and no saved copy: the loader only prefetched (decision 011), so say so here. */}
        {!rows && !loading && props.needsConnection ? (
          <div className="px-4 py-12 text-center">
            <p className="font-medium text-slate-900">This needs a connection</p>
            <p className="mt-1 text-sm text-slate-600">This list has no saved copy on this device yet. Open it once with a connection to keep a copy here.</p>
          </div>
        ) : null}
      </div>

      {rows ? (
        <Pager
          page={state.page}
          limit={state.limit}
          total={rows.total}
          onPage={(page) => onStateChange({ ...state, page })}
          onLimit={(limit) => onStateChange({ ...state, limit, page: 1 })}
        />
      ) : null}

      {printRows ? <PrintTable title={title} columns={columns} rows={printRows} textOf={textOf} /> : null}

      {filter ? (
        <FilterDialog
          {...filter}
          open={filterOpen}
          onClose={() => setFilterOpen(false)}
          initial={dialogValues(state, filter.fields)}
          onApply={(values) => onStateChange(applyDialog(state, values))}
        />
      ) : null}
    </section>
  );
}
