import { useEffect, useState } from 'react';

const key = (userId: number) => `schooldesk.dash.seen.${userId}`;

/**
 * Whether this is the user's first look at the dashboard on this device: "Welcome" then,
 * "Welcome back" after. Known on the device, not from the server, so the shared dashboard
 * answer (ADR 034) never depends on who reads it.
 */
export function useFirstVisit(userId: number | undefined): boolean {
  const [first] = useState(() => {
    if (userId == null) return false;
    try {
      return localStorage.getItem(key(userId)) == null;
    } catch {
      return false;
    }
  });
  useEffect(() => {
    if (userId == null) return;
    try {
      localStorage.setItem(key(userId), new Date().toISOString());
    } catch {
      // Storage full or refused: the greeting is all that is lost.
    }
  }, [userId]);
  return first;
}
