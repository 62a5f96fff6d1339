import { useQueryClient } from '@tanstack/react-query';
import { familyEndpoints, type EndpointOutput, type FamilyMe } from '@contract';
import { familyKeys } from '@/api/family';
import { http } from '@/lib/http';
import { setToken } from '@/lib/session';
import { useAction } from '@/lib/use-action';

type Answer = EndpointOutput<typeof familyEndpoints.changePassword>;

/**
 * `POST /family/password`: the family's own password. The server ends every older session and
 * answers with this one's new token, which replaces the stored one (or the next read is a 401);
 * the saved "who am I" stops asking for a change.
 */
export function useChangeFamilyPassword(onChanged: () => void) {
  const queryClient = useQueryClient();
  return useAction<Answer, { password: string }>({
    mutationFn: (body) => http.call(familyEndpoints.changePassword, { body }),
    success: (answer) => answer.message,
    onSuccess: (answer) => {
      setToken(answer.token);
      queryClient.setQueryData<FamilyMe>(familyKeys.me(), (me) => me && { ...me, must_change: false });
      onChanged();
    },
  });
}
