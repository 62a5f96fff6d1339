import { createContext, useContext, useEffect } from 'react';

/** Whether a form inside a dialog holds edits that closing would throw away. */
export type DirtyCheck = () => boolean;

/** A dialog's registry of its forms' dirty checks (Modal provides it). */
export const DiscardGuardContext = createContext<((check: DirtyCheck) => () => void) | null>(null);

/**
 * Tells the dialog around this form (if any) how to know it holds unsaved edits, so Escape or
 * a click outside asks before discarding them. `check` should keep its identity across renders.
 */
export function useDiscardGuard(check: DirtyCheck): void {
  const register = useContext(DiscardGuardContext);
  useEffect(() => register?.(check), [register, check]);
}
