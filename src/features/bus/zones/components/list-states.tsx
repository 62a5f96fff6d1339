import type { ReactNode } from 'react';
import { ReportSkeleton } from '@/components/report/report-states';
import { Button } from '@/components/ui/button';
import { HttpError, errorMessage } from '@/lib/http-error';

export interface ListBodyProps<T> {
  /** What the list holds, in words: "zones", "fee categories". */
  what: string;
  query: { data: T[] | undefined; error: unknown; isError: boolean; refetch: () => unknown };
  empty: ReactNode;
  children: (rows: T[]) => ReactNode;
}

/** A small list's states: loading, no connection (never saved on the device), an error with Try again, empty, or the rows. */
export function ListBody<T>({ what, query, empty, children }: ListBodyProps<T>) {
  if (query.data) {
    return query.data.length ? children(query.data) : <p className="rounded-md bg-slate-50 px-4 py-8 text-center font-medium text-slate-900">{empty}</p>;
  }
  if (!query.isError) return <ReportSkeleton rows={3} label={`Loading the ${what}…`} />;
  const offline = query.error instanceof HttpError && query.error.isNetwork;
  return (
    <div role="alert" className="rounded-md bg-red-50 px-4 py-6 text-center text-sm text-red-900 ring-1 ring-red-200">
      <p className="font-semibold">{offline ? 'This needs a connection' : `The ${what} could not load`}</p>
      <p className="mt-1">{offline ? `The ${what} are read from the server; they are not kept on this device.` : errorMessage(query.error)}</p>
      <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
        Try again
      </Button>
    </div>
  );
}
