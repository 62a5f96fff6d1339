import { Button } from '@/components/ui/button';
import { useTakingAction } from '@/lib/action-guard';

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
 * create, update or delete ('Taking action'), which the guard would refuse anyway.
 */
export function FormActions({ valid = true, pending = false, onCancel, submitLabel = 'Save', cancelLabel = 'Cancel', danger, className = 'flex justify-end gap-2 pt-2' }: FormActionsProps) {
  const takingAction = useTakingAction();
  return (
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
  );
}
