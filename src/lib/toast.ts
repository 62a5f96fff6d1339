import type * as SonnerModule from 'sonner';
import { errorMessage } from './http-error';

/** Spec §8/§9: toasts last 3 s. */
export const TOAST_DURATION = 3000;

/**
 * sonner holds a toast for as long as the pointer rests on it; a tablet's last touch leaves the
 * pointer there for good. It leaves this long after it came, read or not.
 */
export const TOAST_LONGEST = 6000;

/**
 * A toast's text: a string as is, otherwise the `error` or `message` field of a response
 * object (spec §8), otherwise the thrown error's message.
 */
export function toastText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && !(value instanceof Error)) {
    const { error, message } = value as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error) return error;
    if (typeof message === 'string' && message) return message;
  }
  return errorMessage(value);
}

type Sonner = typeof SonnerModule;
let sonner: Promise<Sonner> | undefined;
let toasterMounted: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});

let toasterWanted = false;
const listeners = new Set<() => void>();

/**
 * sonner (10 KB on the wire) is not part of the sign-in page: the signed-in layout asks for
 * the toaster, or the first toast does, whichever comes first; the service worker keeps it
 * for offline use (bench:wire, ADR 020).
 */
export const loadSonner = (): Promise<Sonner> => (sonner ??= import('sonner'));

export function wantToaster() {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore in the root layout: whether the toaster should be on the page. */
export const toasterStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: () => toasterWanted,
};

/** Called by the toaster once it listens: a toast sent before then would be lost. */
export function markToasterMounted() {
  toasterMounted();
}

function show(kind: 'success' | 'info' | 'warning' | 'error', value: unknown) {
  const text = toastText(value);
  wantToaster();
  void toasterReady.then(async () => {
    const { toast } = await loadSonner();
    const id = toast[kind](text);
    setTimeout(() => toast.dismiss(id), TOAST_LONGEST);
  });
}

export const notify = {
  success: (value: unknown) => show('success', value),
  info: (value: unknown) => show('info', value),
  warning: (value: unknown) => show('warning', value),
  error: (value: unknown) => show('error', value),
};
