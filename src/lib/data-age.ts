import { useSyncExternalStore } from 'react';
import { DATA_AS_OF_HEADER } from '@contract';

/** Older than this, a report says how old its figures are (a replica running behind, issue 34). */
export const STALE_AFTER_MS = 5_000;

let lagging: Date | null = null;
const listeners = new Set<() => void>();

/**
 * Every report answers with the moment its data is from (`Data-As-Of`). Measured against the
 * answer's own `Date`, both on the server's clock, so the device's clock does not matter. The
 * last report answer decides: the page on screen asked for it.
 */
export function noteDataAge(response: Response): void {
  const asOf = response.headers.get(DATA_AS_OF_HEADER);
  if (!asOf) return;
  const answeredAt = Date.parse(response.headers.get('date') ?? '') || Date.now();
  const from = new Date(asOf);
  // `Date` has whole seconds: a second is added before comparing.
  const next = answeredAt + 1_000 - from.getTime() > STALE_AFTER_MS ? from : null;
  if (next?.getTime() === lagging?.getTime()) return;
  lagging = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => lagging;

/** When the figures on screen are from, if that is more than a few seconds ago; otherwise null. */
export function useLaggingData(): Date | null {
  return useSyncExternalStore(subscribe, current, () => null);
}
