/**
 * Spec §2: any open modal closes on each navigation. The router reports navigations here
 * (main.tsx) and every dialog listens, so dialogs need no router of their own.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onNavigation(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyNavigation(): void {
  for (const l of [...listeners]) l();
}
