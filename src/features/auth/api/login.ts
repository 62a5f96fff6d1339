import { useQueryClient } from '@tanstack/react-query';
import { authEndpoints, type LoginInput, type LoginResponse } from '@contract';
import { http } from '@/lib/http';
import { forgetClientState } from '@/lib/query-client';
import { saveLogin } from '@/lib/session';
import { useAction } from '@/lib/use-action';

/** POST /auth/login. A previous user's cache is dropped before the new session starts. */
export function useLogin(onSignedIn: () => void) {
  const queryClient = useQueryClient();
  return useAction<LoginResponse, LoginInput>({
    mutationFn: (input) => http.call(authEndpoints.login, { body: input }),
    onSuccess: (response, input) => {
      forgetClientState(queryClient);
      saveLogin(response, input.rem === true);
      onSignedIn();
    },
  });
}
