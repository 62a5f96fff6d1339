import { useCallback, useState } from 'react';
import { HttpError } from '@/lib/http-error';
import { submittingForm, whileSubmitting } from '@/lib/refusals';

/** Refusals about the request itself (bad input, a run that moved on): the bursar reads them in the dialog, not in a passing toast. */
const SHOWN = new Set([400, 409, 422]);

/**
 * A dialog that keeps its refusals. A form inside shows the issues naming its fields at those
 * fields (and a stale row with Reload) as every form does; a refusal naming no field on screen
 * ("The run is no longer pending") would otherwise become a toast, so it is kept here and the
 * dialog shows it with `RefusalNote`. Anything else (offline, 403, 500) is still toasted.
 */
export function useDialogRefusal() {
  const [message, setMessage] = useState<string | null>(null);
  /** Runs `start` (which calls an action's mutate) as the dialog's submission. */
  const submit = useCallback((start: () => void) => {
    setMessage(null);
    const form = submittingForm();
    const target = {
      show(error: unknown) {
        if (form?.show(error)) return true;
        if (error instanceof HttpError && SHOWN.has(error.status)) {
          setMessage(error.message);
          return true;
        }
        return false;
      },
    };
    whileSubmitting(target, start);
  }, []);
  const clear = useCallback(() => setMessage(null), []);
  return { message, submit, clear };
}

export function RefusalNote({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200">
      {message}
    </p>
  );
}
