import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Profile } from '@contract';
import { QueryProblem, SavedMarker } from '@/components/overlays/query-state';
import { ReportSkeleton } from '@/components/report/report-states';
import { Button, buttonClass } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { HttpError, errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { todayIn } from '@/lib/today';
import { busRidersQueryOptions } from '../api/riders';
import { RidersHeader } from './riders-header';
import { RidersTable } from './riders-table';

export interface RidersListPageProps {
  busId: number;
  user: Pick<Profile, 'time_zone'>;
  print?: () => void;
}

// On paper: the shell hides itself (print:hidden); the sheet loses its card and fits A4.
const PRINT_CSS = `@media print {
  @page { size: A4 portrait; margin: 12mm; }
  body, #main { background: white !important; }
}`;

/**
 * Bus › Riders list: a bus's riders today by zone and stop, with the parents' phones, for the
 * driver. It is saved on the device that opens it (ADR 024), so offline it still opens, with
 * the time it was saved and, if it is an older day's, that day.
 */
export function RidersListPage({ busId, user, print = () => window.print() }: RidersListPageProps) {
  const online = useOnline();
  const headingId = useId();
  const query = useQuery(busRidersQueryOptions(busId));
  const back = (
    <a href="#/bus/list" className={buttonClass('secondary')}>
      All buses
    </a>
  );

  const list = query.data;
  if (!list) {
    if (!online || (query.error instanceof HttpError && query.error.isNetwork)) {
      return (
        <QueryProblem
          title="This needs a connection"
          message="This bus's riders list has not been saved on this device yet. Open it once with a connection to keep it here for the road."
          action={back}
        />
      );
    }
    if (query.isError) {
      const missing = query.error instanceof HttpError && query.error.status === 404;
      return <QueryProblem title={missing ? 'No such bus' : 'The riders list could not load'} message={errorMessage(query.error)} action={back} />;
    }
    return <ReportSkeleton rows={6} label="Loading the riders list…" />;
  }

  const savedCopy = query.isPaused || query.isError || !online;
  const olderDay = list.date !== todayIn(user.time_zone);
  return (
    <div className="mx-auto max-w-6xl space-y-4 print:max-w-none print:space-y-2">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <p className="text-sm text-slate-600">The driver&apos;s list: today&apos;s riders by zone and stop, with their parents&apos; phones. It is kept on this device for offline use; signing out removes it.</p>
        <div className="flex flex-wrap items-center gap-2">
          {savedCopy ? <SavedMarker updatedAt={query.dataUpdatedAt} /> : null}
          {back}
          <Button onClick={print}>Print</Button>
        </div>
      </div>
      {olderDay ? (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          This list is for {formatDate(list.date)}, the day it was saved. Riders may have changed since; open it with a connection for today&apos;s.
        </p>
      ) : null}
      <section aria-labelledby={headingId} className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 desk:p-6 print:rounded-none print:p-0 print:shadow-none print:ring-0">
        <RidersHeader list={list} headingId={headingId} />
        {list.riders.length ? (
          <RidersTable busNumber={list.bus.number} date={list.date} riders={list.riders} />
        ) : (
          <p className="px-4 py-10 text-center font-medium text-slate-900">No riders on {list.bus.number} on {formatDate(list.date)}. Students are assigned to a bus on the Bus Student page.</p>
        )}
      </section>
    </div>
  );
}
