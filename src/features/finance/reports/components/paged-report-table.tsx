import { useState } from 'react';
import { Pager } from '@/components/data-table/pager';
import { ReportTable, type ReportTableProps } from '@/components/report/report-table';

/** The roster's first page size: a month of a busy account or a whole school opens at once. */
export const REPORT_PAGE_SIZE = 100;

/**
 * A long report shown a page at a time, like the roster: the browser lays out 100 rows, not
 * 1,500. The totals in the footer and the CSV are the server's, over every row; the opening
 * balance heads the first page and the closing one ends the last.
 */
export function PagedReportTable<T>({ rows, first, last, ...table }: ReportTableProps<T>) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(REPORT_PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(rows.length / limit));
  // A new range may hold fewer rows than the page asked for: stay on its last page.
  const at = Math.min(page, pages);
  const shown = rows.length > limit ? rows.slice((at - 1) * limit, at * limit) : rows;
  return (
    <div>
      <ReportTable {...table} rows={shown} first={at === 1 ? first : undefined} last={at === pages ? last : undefined} />
      {rows.length > limit || limit !== REPORT_PAGE_SIZE ? (
        <Pager
          page={at}
          limit={limit}
          total={rows.length}
          onPage={setPage}
          onLimit={(next) => {
            setLimit(next);
            setPage(1);
          }}
        />
      ) : null}
    </div>
  );
}
