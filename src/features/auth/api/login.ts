import { useQueryClient } from '@tanstack/react-query';
import { authEndpoints, type AnyLoginResponse, type LoginInput } from '@contract';
import { http } from '@/lib/http';
import { forgetClientState } from '@/lib/query-client';
import { saveLogin, setToken } from '@/lib/session';
import { useAction } from '@/lib/use-action';

/**
 * POST /auth/login. A previous user's cache is dropped before the new session starts. A parent
 * or pupil (issue 33) goes to the family portal, never the staff shell.
 */
export function useLogin(onSignedIn: (to: 'staff' | 'family') => void) {
  const queryClient = useQueryClient();
  return useAction<AnyLoginResponse, LoginInput>({
    mutationFn: (input) => http.call(authEndpoints.login, { body: input }),
    onSuccess: (response, input) => {
      forgetClientState(queryClient);
      if ('family' in response) {
        setToken(response.token);
        onSignedIn('family');
        return;
      }
      saveLogin(response, input.rem === true);
      onSignedIn('staff');
    },
  });
}
