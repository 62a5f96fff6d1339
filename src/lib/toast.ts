import { toast } from 'sonner';
import { errorMessage } from './http-error';

/** Spec §8/§9: toasts last 3 s and sit in a corner. */
export const TOAST_DURATION = 3000;

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

export const notify = {
  success: (value: unknown) => toast.success(toastText(value)),
  info: (value: unknown) => toast.info(toastText(value)),
  warning: (value: unknown) => toast.warning(toastText(value)),
  error: (value: unknown) => toast.error(toastText(value)),
};
