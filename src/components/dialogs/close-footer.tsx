import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

export interface CloseFooterProps {
  onClose: () => void;
  /** "Close" where the dialog only shows things; "Done" where its buttons have already changed things. */
  label?: 'Close' | 'Done';
  /** A rule above it, under a dialog of several parts. */
  ruled?: boolean;
  /** A button after Close that goes on from what was shown ("Open that week"). */
  children?: ReactNode;
}

/** The foot of a dialog with nothing to save: one button that closes it. */
export function CloseFooter({ onClose, label = 'Close', ruled = false, children }: CloseFooterProps) {
  return (
    <div className={`flex justify-end gap-2${ruled ? ' border-t border-slate-200 pt-4' : ''}`}>
      <Button variant="secondary" onClick={onClose}>
        {label}
      </Button>
      {children}
    </div>
  );
}
