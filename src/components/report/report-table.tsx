import type { ReactNode } from 'react';
import { formatMoney } from '@contract';
import { formatDate } from '@/lib/format-date';
import { TableFrame } from '@/components/data-table/table-frame';

/**
 * An amount in a report: right-aligned by its cell, tabular figures, red when negative unless
 * `plain` (a student's negative balance is money paid ahead, not a problem).
 */
export function Money({ minor, plain }: { minor: number; plain?: boolean }) {
  // A zero reads quieter, so the accounts and students that moved stand out in a long table.
  const tone = minor < 0 && !plain ? 'text-red-700' : minor === 0 ? 'text-slate-500' : '';
  return <span className={`whitespace-nowrap tabular-nums ${tone}`}>{formatMoney(minor)}</span>;
}

/** A day in a report's cell, never broken over two lines. */
export function Day({ iso }: { iso: string }) {
  return <span className="whitespace-nowrap tabular-nums">{formatDate(iso)}</span>;
}


export interface ReportColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Money or counts: right-aligned, tabular figures. */
  numeric?: boolean;
  /** Left out below the desktop width (it is still printed and in the CSV). */
  wide?: boolean;
  /** What the head shows in place of the header's words (a button that sorts by the column). */
  head?: ReactNode;
  /** The order the rows are in by this column, when they are sorted by it. */
  sorted?: 'ascending' | 'descending';
}

export interface ReportTableProps<T> {
  caption: string;
  columns: ReportColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Rows before the body's (an opening balance) and after it (a closing one), as cells by column id. */
  first?: Partial<Record<string, ReactNode>>;
  last?: Partial<Record<string, ReactNode>>;
  /** The footer's cells by column id: the totals. */
  totals?: Partial<Record<string, ReactNode>>;
}

const WIDE = 'hidden desk:table-cell print:table-cell';
// A figure's head stays on one line, over its figures.
const headClass = (c: { numeric?: boolean; wide?: boolean }) => `${c.numeric ? 'whitespace-nowrap' : ''} ${c.wide ? WIDE : ''}`;
const cellClass = (c: { numeric?: boolean; wide?: boolean }) => `px-3 py-2 ${c.numeric ? 'text-right tabular-nums whitespace-nowrap' : ''} ${c.wide ? WIDE : ''}`;

/**
 * A report's table: every row on one page (reports are not paged, so print shows them all),
 * the first column as each row's header, totals in the footer. It scrolls sideways inside its
 * own focusable region on a narrow screen rather than widening the page.
 */
export function ReportTable<T>({ caption, columns, rows, rowKey, first, last, totals }: ReportTableProps<T>) {
  const extra = (cells: Partial<Record<string, ReactNode>>, className: string) => (
    <tr className={className}>
      {columns.map((c, i) =>
        i === 0 ? (
          <th key={c.id} scope="row" className={`${cellClass(c)} text-left font-semibold text-slate-900`}>
            {cells[c.id]}
          </th>
        ) : (
          <td key={c.id} className={`${cellClass(c)} font-semibold text-slate-900`}>
            {cells[c.id]}
          </td>
        ),
      )}
    </tr>
  );
  return (
    <TableFrame caption={caption} heads={columns.map((c) => ({ label: c.head ?? c.header, numeric: c.numeric, className: headClass(c), sorted: c.sorted }))}>
      <tbody>
        {first ? extra(first, 'border-b border-slate-200 bg-slate-50/60 print:bg-transparent') : null}
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-slate-100 last:border-0 hover:bg-slate-50 print:break-inside-avoid">
            {columns.map((c, i) =>
              i === 0 ? (
                <th key={c.id} scope="row" className={`${cellClass(c)} text-left font-medium text-slate-900`}>
                  {c.cell(row)}
                </th>
              ) : (
                <td key={c.id} className={`${cellClass(c)} text-slate-800`}>
                  {c.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
        {last ? extra(last, 'border-t border-slate-200 bg-slate-50/60 print:bg-transparent') : null}
      </tbody>
      {totals ? <tfoot>{extra(totals, 'border-t-2 border-slate-300 bg-slate-50 print:border-slate-600 print:bg-transparent')}</tfoot> : null}
    </TableFrame>
  );
}
