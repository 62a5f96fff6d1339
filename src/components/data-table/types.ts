import type { ReactNode } from 'react';

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The API's sort key; a column without one is not sortable. */
  sort?: string;
  /** The value written to CSV and print; defaults to the cell when it is plain text. */
  text?: (row: T) => string | number | boolean | null | undefined;
  align?: 'left' | 'right';
  /** Hidden below the tablet width to keep rows on one line. */
  wide?: boolean;
  /** Kept in view at the right edge when the table is wider than the page (a row's actions). */
  pin?: boolean;
}
