import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, type ReactNode } from 'react';
import { onNavigation } from '@/lib/modals';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** CSS width of the panel; capped by the viewport. */
  width?: string;
  children: ReactNode;
}

/** The one dialog frame: Headless UI's focus trap and Escape, and closing on navigation. */
export function Modal({ open, onClose, title, width = '28rem', children }: ModalProps) {
  useEffect(() => (open ? onNavigation(onClose) : undefined), [open, onClose]);
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          style={{ width, maxWidth: '100%' }}
          className="max-h-[90vh] overflow-y-auto rounded-xl bg-white p-6 shadow-xl ring-1 ring-slate-200"
        >
          <DialogTitle as="h2" className="mb-4 text-lg font-semibold text-slate-900">
            {title}
          </DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
