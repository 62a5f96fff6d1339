import { useId, type ReactNode } from 'react';
import { Button } from './button';

export interface ReasonedButtonProps {
  /** Why the button does nothing now ("Nothing new to bill…"); empty when it can act. */
  reason: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A run's main action at the foot of its preview, with the reason it is off said under it (and read with it). */
export function ReasonedButton({ reason, disabled, onClick, children }: ReasonedButtonProps) {
  const reasonId = useId();
  return (
    <div className="flex flex-col items-end gap-1 pt-2">
      <Button disabled={disabled} aria-describedby={reason ? reasonId : undefined} onClick={onClick}>
        {children}
      </Button>
      {reason ? (
        <p id={reasonId} className="text-sm text-slate-600">
          {reason}
        </p>
      ) : null}
    </div>
  );
}
