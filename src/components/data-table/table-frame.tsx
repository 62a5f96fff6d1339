import type { ReactNode } from 'react';
import { ScrollRegion } from '@/components/layout/scroll-region';
import { ColumnHeads, type ColumnHead } from './column-heads';

export interface TableFrameProps {
  /** Said by a screen reader for the table and for its scrolling region. */
  caption: string;
  heads: readonly (string | ColumnHead)[];
  /** Every header cell's padding: a table inside a tab is tighter. */
  cell?: string;
  /** The scrolling region's look, when it is not a wide table's (a long list scrolls in a fixed height). */
  region?: string;
  /** The header stays in view while the rows scroll under it (a region of fixed height). */
  stickyHead?: boolean;
  /** The table's type on paper: a sheet with many columns prints smaller to fit A4. */
  print?: string;
  /** The table's bodies and footer. */
  children: ReactNode;
}

const WIDE_TABLE_REGION = 'overflow-x-auto rounded-md ring-1 ring-slate-200 print:overflow-visible print:ring-0';

/**
 * A table on a page (a report, a preview, a tab): its caption for screen readers, its column
 * heads in small capitals on grey, and a focusable region that scrolls it sideways on a narrow
 * screen rather than widening the page. On paper it lies flat, without the grey and the ring.
 */
export function TableFrame({ caption, heads, cell = 'px-3 py-2', region = WIDE_TABLE_REGION, stickyHead = false, print = 'print:text-xs', children }: TableFrameProps) {
  return (
    <ScrollRegion label={caption} className={region}>
      <table className={`w-full text-left text-sm ${print}`}>
        <caption className="sr-only">{caption}</caption>
        <ColumnHeads
          className={`${stickyHead ? 'sticky top-0 ' : ''}bg-slate-50 print:bg-transparent`}
          row="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600 print:border-slate-500"
          cell={cell}
          heads={heads}
        />
        {children}
      </table>
    </ScrollRegion>
  );
}
