import type { QueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@contract';
import { actionGuard } from '@/lib/action-guard';
import { http } from '@/lib/http';
import { clearAllDrafts } from '@/lib/drafts';
import { isOnline } from '@/lib/online';
import { forgetClientState } from '@/lib/query-client';

/**
 * Spec §4: logout tells the server (which revokes the user's tokens), forgets the token,
 * the user, the cache and its saved copy, and the drafts, goes to sign-in and reloads. A failed or
 * offline call never keeps anyone signed in on this device.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  if (isOnline()) {
    await actionGuard.run(() => http.call(authEndpoints.logout)).catch(() => undefined);
  }
  forgetClientState(queryClient);
  // The user has been warned of unsent drafts (the signed-in layout asks first).
  clearAllDrafts();
  window.location.hash = '#/auth/login';
  window.location.reload();
}
