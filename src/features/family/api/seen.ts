import { useEffect } from 'react';
import { familyEndpoints } from '@contract';
import { http } from '@/lib/http';
import { isOnline } from '@/lib/online';

const loadedAt = Date.now();

/**
 * `POST /family/seen` once the home page has shown a child's news, with the answer's `as_of`:
 * the next visit's "new since" starts there. Quiet and online only: it is no action of the
 * parent's (no guard, no toast), and a failure only means the same news shows once more.
 */
export function useMarkSeen(childId: number, asOf: string | undefined, updatedAt: number) {
  // A copy restored from the phone was fetched before this page load: it was marked then.
  const fromServer = updatedAt >= loadedAt;
  useEffect(() => {
    if (!asOf || !fromServer || !isOnline()) return;
    http.call(familyEndpoints.seen, { body: { student_id: childId, at: asOf } }).catch(() => undefined);
  }, [childId, asOf, fromServer]);
}
