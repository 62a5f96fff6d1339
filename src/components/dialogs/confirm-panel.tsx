import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

export interface ConfirmPanelProps {
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  cancelLabel?: string;
}

/** The body of a confirm step: what will happen, then Cancel / the action. */
export function ConfirmPanel({ children, confirmLabel, danger, pending, onConfirm, onCancel, cancelLabel = 'Cancel' }: ConfirmPanelProps) {
  return (
    <div className="space-y-4">
      <div className="space-y-2 text-sm text-slate-800">{children}</div>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
