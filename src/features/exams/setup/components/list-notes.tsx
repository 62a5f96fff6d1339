import type { ReactNode } from 'react';
import { SavedMarker } from '@/components/overlays/query-state';

/** A list with nothing in it yet: says so, and what to do. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-md bg-slate-50 px-4 py-8 text-center text-sm text-slate-700">{children}</p>;
}

/** Offline over a list read earlier: it shows, marked with when it was read, but changes need a connection. */
export function OfflineNote({ updatedAt }: { updatedAt: number }) {
  return (
    <p role="status" className="mb-4 flex flex-wrap items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
      <SavedMarker updatedAt={updatedAt} />
      <span>
        <span className="font-semibold">You are offline.</span> This list is the copy last read; changes need a connection.
      </span>
    </p>
  );
}
