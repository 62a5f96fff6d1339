import { authEndpoints, changePasswordMessages, type EndpointOutput } from '@contract';
import { http } from '@/lib/http';
import { getRememberedLogin, saveLogin, setToken } from '@/lib/session';
import { useAction } from '@/lib/use-action';

type ChangePasswordResponse = EndpointOutput<typeof authEndpoints.changePassword>;

/**
 * POST /auth/change-password. The server revokes every older token and answers with a new
 * one, which must replace the stored token or the next request would be a 401.
 */
export function useChangePassword(onChanged: () => void) {
  return useAction<ChangePasswordResponse, { password: string }>({
    mutationFn: (body) => http.call(authEndpoints.changePassword, { body }),
    success: (res) => res.message || changePasswordMessages.success,
    onSuccess: (res) => {
      const remembered = getRememberedLogin();
      if (remembered) saveLogin({ ...remembered, token: res.token }, true);
      else setToken(res.token);
      onChanged();
    },
  });
}
