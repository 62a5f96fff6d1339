import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { readGate } from '@/components/overlays/read-gate';

/**
 * What a leave list shows until its rows arrive. Leave is staff data, read from the server each
 * time and never kept on the device. `what` names it: "leave types", "your leave".
 */
export function leaveGate(query: UseQueryResult<unknown>, online: boolean, what: string): ReactNode {
  return readGate(query, online, {
    offline: { title: 'This needs a connection', message: `Leave is read from the server each time; none is kept on this device. Connect to see ${what}.` },
    loading: { rows: 4, label: `Loading ${what}…` },
    failed: `${what.charAt(0).toUpperCase()}${what.slice(1)} could not load`,
  });
}

/** A list with nothing in it yet: says so, and what to do. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-md bg-slate-50 px-4 py-8 text-center text-sm text-slate-700">{children}</p>;
}
