import type { QueryClient } from '@tanstack/react-query';
import { authEndpoints, familyEndpoints } from '@contract';
import { actionGuard } from '@/lib/action-guard';
import { http } from '@/lib/http';
import { clearAllDrafts } from '@/lib/drafts';
import { isOnline } from '@/lib/online';
import { forgetClientState } from '@/lib/query-client';
import { sessionKind } from '@/lib/session';

/**
 * Spec §4: logout tells the server (which revokes the user's tokens), forgets the token,
 * the user, the cache and its saved copy, and the drafts, goes to sign-in and reloads. A failed or
 * offline call never keeps anyone signed in on this device. A parent or pupil (issue 33) signs out
 * through the family endpoint, and leaves nothing they saw on the phone either.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  if (isOnline()) {
    const family = sessionKind() === 'family';
    await actionGuard.run(() => http.call(family ? familyEndpoints.logout : authEndpoints.logout)).catch(() => undefined);
  }
  forgetClientState(queryClient);
  // The user has been warned of unsent drafts (the signed-in layout asks first).
  clearAllDrafts();
  window.location.hash = '#/auth/login';
  window.location.reload();
}
