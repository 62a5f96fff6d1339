import type { ReactNode } from 'react';

/** One column's header: its words, right-aligned over figures, and any width of its own. */
export interface ColumnHead {
  label: ReactNode;
  numeric?: boolean;
  className?: string;
  /** The order the rows are in by this column, when they are sorted by it. */
  sorted?: 'ascending' | 'descending';
}

export interface ColumnHeadsProps {
  heads: readonly (string | ColumnHead)[];
  /** The header row's rule and type ("border-b … uppercase"). */
  row: string;
  /** Every header cell's padding. */
  cell: string;
  className?: string;
}

/** A small table's header row (a slip, a voucher, a summary), each cell a column header. */
export function ColumnHeads({ heads, row, cell, className }: ColumnHeadsProps) {
  return (
    <thead className={className}>
      <tr className={row}>
        {heads.map((h, i) => {
          const head = typeof h === 'string' ? { label: h } : h;
          return (
            <th key={i} scope="col" aria-sort={head.sorted} className={`${cell} ${head.numeric ? 'text-right ' : ''}${head.className ? `${head.className} ` : ''}font-semibold`}>
              {head.label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
