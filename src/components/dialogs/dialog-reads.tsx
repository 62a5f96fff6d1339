import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { CloseFooter } from './close-footer';

/** One query result for each value the dialog's body needs, in the same order. */
export type QueriesOf<T extends readonly unknown[]> = { readonly [K in keyof T]: UseQueryResult<T[K]> };

export interface DialogReadsProps<T extends readonly unknown[]> {
  reads: QueriesOf<T>;
  /** Said while they load: "Loading…", "Reading the chart…". */
  loading: string;
  /** Keeps waiting with data in hand: a read made afresh for this opening is still on its way. */
  settling?: boolean;
  /** Says why a read failed; the error's own message unless given. */
  failed?: (error: Error) => string;
  /** Offline with nothing saved to show: what to do instead (otherwise it waits for the connection). */
  offline?: string;
  onClose: () => void;
  /** The body, given each read's data in the order of `reads`. */
  children: (...data: T) => ReactNode;
}

/**
 * The body of a dialog that shows or edits what several reads bring. Until all of them have
 * arrived it says it is loading; if one fails, the dialog says so once, with Close, rather than
 * opening a form on half its data.
 */
export function DialogReads<T extends readonly unknown[]>({ reads, loading, settling = false, failed = errorMessage, offline, onClose, children }: DialogReadsProps<T>) {
  const online = useOnline();
  const queries = reads as readonly UseQueryResult<unknown>[];
  const error = queries.find((q) => q.error)?.error;
  const data = queries.map((q) => q.data);
  const arrived = data.every((d) => d !== undefined);

  if (error) return <DialogProblem message={failed(error)} onClose={onClose} />;
  if (arrived && !settling) return children(...(data as unknown as T));
  if (!arrived && !online && offline) return <DialogProblem message={offline} onClose={onClose} />;
  return <p className="py-6 text-center text-sm text-slate-600">{loading}</p>;
}

/** Why the dialog cannot show what it opened for, and the way out. */
export function DialogProblem({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <div className="space-y-4">
      <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
        {message}
      </p>
      <CloseFooter onClose={onClose} />
    </div>
  );
}
