import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { onNavigation } from '@/lib/modals';
import { DiscardGuardContext, type DirtyCheck } from './discard-guard';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** CSS width of the panel; capped by the viewport. */
  width?: string;
  children: ReactNode;
}

/**
 * The one dialog frame: Headless UI's focus trap and Escape, and closing on navigation.
 * Escape or a click outside asks first when a form inside holds unsaved edits (its forms
 * register through useDiscardGuard); Cancel and navigation close at once.
 */
export function Modal({ open, onClose, title, width = '28rem', children }: ModalProps) {
  const [asking, setAsking] = useState(false);
  useEffect(
    () =>
      open
        ? onNavigation(() => {
            setAsking(false);
            onClose();
          })
        : undefined,
    [open, onClose],
  );
  const [checks] = useState(() => new Set<DirtyCheck>());
  const register = useCallback(
    (check: DirtyCheck) => {
      checks.add(check);
      return () => void checks.delete(check);
    },
    [checks],
  );
  const dismiss = () => ([...checks].some((dirty) => dirty()) ? setAsking(true) : onClose());
  const discard = () => {
    setAsking(false);
    onClose();
  };

  return (
    <Dialog open={open} onClose={dismiss} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          style={{ width, maxWidth: '100%' }}
          className="max-h-[90vh] overflow-y-auto rounded-xl bg-white p-6 shadow-xl ring-1 ring-slate-200"
        >
          <DialogTitle as="h2" className="mb-4 text-lg font-semibold text-slate-900">
            {title}
          </DialogTitle>
          <DiscardGuardContext.Provider value={register}>{children}</DiscardGuardContext.Provider>
        </DialogPanel>
      </div>
      <DiscardQuestion open={open && asking} onKeep={() => setAsking(false)} onDiscard={discard} />
    </Dialog>
  );
}

/** "Discard your changes?" over the dialog; Escape, like Keep editing, goes back to the form. */
function DiscardQuestion({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  return (
    <Dialog open={open} onClose={onKeep} role="alertdialog" className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/20" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-xl bg-white p-5 shadow-xl ring-1 ring-slate-200">
          <DialogTitle as="h2" className="text-base font-semibold text-slate-900">
            Discard your changes?
          </DialogTitle>
          <p className="mt-1 text-sm text-slate-700">What you typed in this form has not been saved.</p>
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="secondary" data-autofocus onClick={onKeep}>
              Keep editing
            </Button>
            <Button variant="danger" onClick={onDiscard}>
              Discard changes
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
