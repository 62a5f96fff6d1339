import type { ReactNode } from 'react';
import { useOnline } from '@/lib/online';

const time = (ms: number) => new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * Architecture: offline, a saved query renders with an "offline · saved HH:MM" marker.
 * Pass the query's dataUpdatedAt; online, nothing shows.
 */
export function SavedMarker({ updatedAt }: { updatedAt: number }) {
  const online = useOnline();
  if (online || !updatedAt) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
      offline · saved {time(updatedAt)}
    </span>
  );
}

/** The clear state for a page whose data could not load (offline with nothing saved, or an error). */
export function QueryProblem({ title, message, action }: { title: string; message: string; action?: ReactNode }) {
  return (
    <div role="alert" className="mx-auto my-10 max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 text-sm text-slate-700">{message}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
