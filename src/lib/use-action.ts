import { useMutation, useQueryClient, type MutateOptions, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { ActionRefused, actionGuard } from './action-guard';
import { submittingForm, type RefusalTarget } from './refusals';
import { notify } from './toast';

export interface ActionOptions<TData, TVars> {
  mutationFn: (vars: TVars) => Promise<TData>;
  /**
   * The narrowest keys this change makes stale, from the domains' key factories (src/api);
   * never "everything". A function picks them from what was sent.
   */
  invalidates?: readonly QueryKey[] | ((vars: TVars) => readonly QueryKey[]);
  /** A success toast: fixed text, or picked from the response (its `message`). */
  success?: string | ((data: TData) => unknown);
  onSuccess?: (data: TData, vars: TVars) => void | Promise<void>;
}

/**
 * useMutation through the action guard: refused offline or while another action runs,
 * invalidates what it changed, and toasts the outcome. Every create/update/delete uses it.
 * A refusal of a save started from a form's submit goes back to that form first, which shows
 * it at the fields it names (src/lib/refusals.ts); only what no form shows is toasted.
 */
export function useAction<TData, TVars = void>(options: ActionOptions<TData, TVars>) {
  const queryClient = useQueryClient();
  // The form whose submit started the running mutation; the guard lets one run at a time.
  const from = useRef<RefusalTarget | null>(null);
  const mutation = useMutation<TData, Error, TVars>({
    mutationFn: (vars) => actionGuard.run(() => options.mutationFn(vars)),
    // 'always': offline, the guard must refuse at once rather than the mutation pausing.
    networkMode: 'always',
    retry: 0,
    onSuccess: async (data, vars) => {
      const stale = typeof options.invalidates === 'function' ? options.invalidates(vars) : (options.invalidates ?? []);
      await Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (options.success) {
        const text = typeof options.success === 'function' ? options.success(data) : options.success;
        if (text) notify.success(text);
      }
      await options.onSuccess?.(data, vars);
    },
    onError: (error) => {
      // A refusal by the guard has already been toasted.
      if (error instanceof ActionRefused) return;
      if (from.current?.show(error)) return;
      notify.error(error);
    },
  });
  const { mutate: send, mutateAsync: sendAsync } = mutation;
  const mutate = useCallback(
    (vars: TVars, opts?: MutateOptions<TData, Error, TVars>) => {
      from.current = submittingForm();
      send(vars, opts);
    },
    [send],
  );
  const mutateAsync = useCallback(
    (vars: TVars, opts?: MutateOptions<TData, Error, TVars>) => {
      from.current = submittingForm();
      return sendAsync(vars, opts);
    },
    [sendAsync],
  );
  return { ...mutation, mutate, mutateAsync };
}
