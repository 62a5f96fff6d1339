import { useSyncExternalStore } from 'react';
import { httpMessages } from '@contract';
import { isOnline } from './online';
import { notify } from './toast';

/** Thrown when the guard refuses to start an action; it has already told the user why. */
export class ActionRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ActionRefused';
  }
}

export interface ActionGuard {
  /** Runs a create/update/delete, or refuses it (offline, or another one still running). */
  run<T>(action: () => Promise<T>): Promise<T>;
  isBusy(): boolean;
  subscribe(listener: () => void): () => void;
}

/**
 * Spec §4: while a create, update or delete is in flight a 'Taking action' indicator shows
 * and a second one is refused with 'Please slow down!...'. Offline, every action is refused
 * at once: mutations stay online-only, and the form keeps what was typed.
 */
export function createActionGuard(deps: { isOnline: () => boolean; refuse: (message: string) => void }): ActionGuard {
  let busy = false;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  return {
    async run(action) {
      if (!deps.isOnline()) {
        deps.refuse(httpMessages.offline);
        throw new ActionRefused(httpMessages.offline);
      }
      if (busy) {
        deps.refuse(httpMessages.slowDown);
        throw new ActionRefused(httpMessages.slowDown);
      }
      busy = true;
      emit();
      try {
        return await action();
      } finally {
        busy = false;
        emit();
      }
    },
    isBusy: () => busy,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The one guard every mutation in the app goes through. */
export const actionGuard = createActionGuard({ isOnline, refuse: (m) => notify.error(m) });

export function useTakingAction(guard: ActionGuard = actionGuard): boolean {
  return useSyncExternalStore(guard.subscribe, guard.isBusy, () => false);
}
