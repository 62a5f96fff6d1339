import type { ReactNode } from 'react';
import { QueryProblem } from '@/components/overlays/query-state';
import { Button } from '@/components/ui/button';
import { HttpError, errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';

/** Grey rows the height of the report's, so nothing jumps when the figures arrive. */
export function ReportSkeleton({ rows = 6, label = 'Loading the report…' }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3 py-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} aria-hidden="true" className="flex items-center gap-4">
          <span className="h-4 w-1/4 rounded bg-slate-200 motion-safe:animate-pulse" />
          <span className="h-4 flex-1 rounded bg-slate-100 motion-safe:animate-pulse" />
          <span className="h-4 w-24 rounded bg-slate-200 motion-safe:animate-pulse" />
        </div>
      ))}
    </div>
  );
}

/** Nothing to report: says so, and what would put something here. */
export function ReportEmpty({ children }: { children: ReactNode }) {
  return (
    <div className="px-4 py-10 text-center">
      <p className="font-medium text-slate-900">{children}</p>
    </div>
  );
}

export interface ReportIdleProps {
  /** "Choose a student to see their statement." */
  ask: string;
  /** Offline: why nothing is on the device, and what to do once connected. */
  offline: string;
  /** Online: where to choose ("Type a name … above"), or where else to open one from. */
  hint: string;
}

/**
 * A one-person report before anyone is chosen. Offline the search could not find anyone, so it
 * says so rather than invite a search that fails.
 */
export function ReportIdle({ ask, offline, hint }: ReportIdleProps) {
  const online = useOnline();
  return (
    <div className="px-4 py-10 text-center">
      <p className="font-medium text-slate-900">{online ? ask : 'This needs a connection'}</p>
      <p className="mt-1 text-sm text-slate-600">{online ? hint : offline}</p>
    </div>
  );
}

export interface ReportProblemProps {
  error: unknown;
  onRetry: () => void;
  /** Opens the filter: a refused range is fixed there, not by trying again. */
  onFilter?: () => void;
}

/**
 * Why a report is not shown. No connection: reports are never saved on the device. A refused
 * range or filter (400/422): the server's words, and the filter to fix it. Anything else:
 * the message and Try again.
 */
export function ReportProblem({ error, onRetry, onFilter }: ReportProblemProps) {
  const retry = (
    <Button variant="secondary" onClick={onRetry}>
      Try again
    </Button>
  );
  if (error instanceof HttpError && error.isNetwork) {
    return (
      <QueryProblem
        title="This needs a connection"
        message="Reports are read from the server each time; none is saved on this device. Connect, then try again."
        action={retry}
      />
    );
  }
  const refused = error instanceof HttpError && (error.status === 400 || error.status === 422);
  return (
    <QueryProblem
      title={refused ? 'This report cannot be made for that choice' : 'The report could not load'}
      message={errorMessage(error)}
      action={
        refused && onFilter ? (
          <Button variant="secondary" onClick={onFilter}>
            Change the filter
          </Button>
        ) : (
          retry
        )
      }
    />
  );
}
