import { useSignals } from '@preact/signals-react/runtime';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTakingAction } from '@/lib/action-guard';
import { FormStatusContext, type FormFeedback } from './form-status';

export interface FormActionsProps {
  /** Save stays disabled while the form is invalid. */
  valid?: boolean;
  /** This form's save is still running (its refetches included), so a second click cannot send it twice. */
  pending?: boolean;
  /** Without it there is no Cancel button (a page form, not a dialog). */
  onCancel?: () => void;
  submitLabel?: string;
  cancelLabel?: string;
  /** A form whose submit removes or deactivates something. */
  danger?: boolean;
  className?: string;
}

/**
 * Cancel / Save under every form. Save is also disabled while the action guard runs any
 * create, update or delete ('Taking action'), which the guard would refuse anyway. Above them,
 * the form's own message: what the server refused that no field on screen shows, or that the
 * row changed since it was loaded, with Reload.
 */
export function FormActions({ valid = true, pending = false, onCancel, submitLabel = 'Save', cancelLabel = 'Cancel', danger, className = 'flex justify-end gap-2 pt-2' }: FormActionsProps) {
  useSignals();
  const takingAction = useTakingAction();
  const feedback = useContext(FormStatusContext);
  const status = feedback?.status.value;
  return (
    <>
      {status ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200">
          <p className="min-w-0 flex-1">{status.message}</p>
          {status.stale && feedback ? <ReloadButton feedback={feedback} /> : null}
        </div>
      ) : null}
      <div className={className}>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
        ) : null}
        <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={!valid || pending || takingAction}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}

/**
 * Fetches again what this screen shows (its active queries, the edited row among them); the
 * form then starts again from the fresh row (use-form-plumbing.tsx).
 */
function ReloadButton({ feedback }: { feedback: FormFeedback }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const reload = () => {
    feedback.requestReload();
    setBusy(true);
    // If the row came back unchanged the form stays as it is, and Reload can be pressed again.
    void queryClient.refetchQueries({ type: 'active' }).finally(() => setBusy(false));
  };
  return (
    <Button variant="secondary" className="px-3 py-1" disabled={busy} onClick={reload}>
      {busy ? 'Reloading…' : 'Reload'}
    </Button>
  );
}
