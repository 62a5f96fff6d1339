import { httpMessages } from '@contract';
import { Spinner } from './loading-overlay';

/** Spec §4: shown while a create, update or delete is in flight. */
export function TakingAction({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed bottom-4 left-1/2 z-50 flex -translate-x-1/2 items-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-sm font-medium text-white shadow-lg"
    >
      <Spinner className="size-4 text-white" />
      {httpMessages.takingAction}
    </div>
  );
}
