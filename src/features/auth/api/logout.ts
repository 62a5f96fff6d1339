import type { QueryClient } from '@tanstack/react-query';
import { API } from '@contract';
import { actionGuard } from '@/lib/action-guard';
import { http } from '@/lib/http';
import { isOnline } from '@/lib/online';
import { forgetClientState } from '@/lib/query-client';

/**
 * Spec §4: logout tells the server (which revokes the user's tokens), forgets the token,
 * the user, the cache and its saved copy, goes to sign-in and reloads. A failed or
 * offline call never keeps anyone signed in on this device.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  if (isOnline()) {
    await actionGuard.run(() => http.post(API.authLogout)).catch(() => undefined);
  }
  forgetClientState(queryClient);
  window.location.hash = '#/auth/login';
  window.location.reload();
}
