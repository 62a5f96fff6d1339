import { API, changePasswordMessages } from '@contract';
import { http } from '@/lib/http';
import { getRememberedLogin, saveLogin, setToken } from '@/lib/session';
import { useAction } from '@/lib/use-action';

interface ChangePasswordResponse {
  message: string;
  token: string;
}

/**
 * POST /auth/change-password. The server revokes every older token and answers with a new
 * one, which must replace the stored token or the next request would be a 401.
 */
export function useChangePassword(onChanged: () => void) {
  return useAction<ChangePasswordResponse, { password: string }>({
    mutationFn: (body) => http.post<ChangePasswordResponse>(API.authChangePassword, body),
    success: (res) => res.message || changePasswordMessages.success,
    onSuccess: (res) => {
      const remembered = getRememberedLogin();
      if (remembered) saveLogin({ ...remembered, token: res.token }, true);
      else setToken(res.token);
      onChanged();
    },
  });
}
