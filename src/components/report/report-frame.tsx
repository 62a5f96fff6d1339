import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { Profile } from '@contract';
import { downloadText } from '@/components/data-table/csv';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { LaggingNote } from '@/components/report/lagging-note';
import { ReportEmpty, ReportProblem, ReportSkeleton } from '@/components/report/report-states';

export interface ReportFrameProps<T> {
  /** The report's name, on paper and in the CSV file (the screen shows it in the navbar). */
  title: string;
  user: Pick<Profile, 'school_name' | 'currency' | 'time_zone'>;
  /** The period in words: "1 Nov 2026 – 23 Nov 2026", "At 30 Nov 2026". */
  period: string;
  /** The filters beside the period: "Grade 1, section A". */
  details?: string;
  /** Reports without money (attendance) say nothing of a currency. */
  money?: boolean;
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'>;
  isEmpty: (data: T) => boolean;
  /** What an empty report says: why, and what would fill it. */
  empty: ReactNode | ((data: T) => ReactNode);
  csv: (data: T) => { name: string; text: string };
  onFilter?: () => void;
  /** Controls beside the buttons (the statement's student picker). */
  toolbar?: ReactNode;
  /** Shown instead of the body before there is anything to ask for (no student chosen yet). */
  idle?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * Every report's frame: the period in the header, Filter, Download CSV and Print, and the
 * body's states. On paper the app's chrome and these buttons are hidden (print:hidden), and
 * the school, the report's name and the moment of printing head the page instead.
 */
export function ReportFrame<T>({ title, user, period, details, money = true, query, isEmpty, empty, csv, onFilter, toolbar, idle, children }: ReportFrameProps<T>) {
  const headingId = useId();
  const { data } = query;
  // The moment on paper is when Print was pressed, not when the page was opened.
  const [printedAt, setPrintedAt] = useState(() => new Date());
  useEffect(() => {
    const stamp = () => setPrintedAt(new Date());
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);
  const download = () => {
    if (!data) return;
    const file = csv(data);
    downloadText(file.name, file.text);
  };

  let body: ReactNode;
  if (idle) body = idle;
  else if (data !== undefined) body = isEmpty(data) ? <ReportEmpty>{typeof empty === 'function' ? empty(data) : empty}</ReportEmpty> : children(data);
  else if (query.isError) body = <ReportProblem error={query.error} onRetry={() => void query.refetch()} onFilter={onFilter} />;
  else body = <ReportSkeleton />;

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={query.isFetching || undefined}
      className="mx-auto max-w-6xl rounded-xl bg-white shadow-sm ring-1 ring-slate-200 print:max-w-none print:rounded-none print:shadow-none print:ring-0"
    >
      <header className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 p-4 print:border-slate-500 print:px-0">
        <div className="min-w-0">
          <p className="hidden text-sm font-medium print:block">{user.school_name}</p>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            <span className="hidden print:inline">{title} · </span>
            {period}
          </h2>
          <p className="text-sm text-slate-600">{[money ? `Amounts in ${user.currency}` : '', details ?? ''].filter(Boolean).join(' · ')}</p>
          <p className="hidden text-xs print:block">Printed {formatDateTime(printedAt, user.time_zone)}</p>
        </div>
        <div className="flex flex-wrap items-end gap-2 print:hidden">
          {toolbar}
          {onFilter ? (
            <Button variant="secondary" onClick={onFilter}>
              Filter
            </Button>
          ) : null}
          <Button variant="secondary" disabled={!data || isEmpty(data)} onClick={download}>
            Download CSV
          </Button>
          <Button variant="secondary" disabled={!data} onClick={() => window.print()}>
            Print
          </Button>
        </div>
      </header>
      <div className="p-4 print:px-0">
        {data !== undefined ? (
          <div className="mb-4 empty:hidden">
            <LaggingNote timeZone={user.time_zone} onRefresh={() => void query.refetch()} />
          </div>
        ) : null}
        {body}
      </div>
    </section>
  );
}
