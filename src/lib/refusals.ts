/**
 * A form that can show a refused save itself: at the fields the refusal names, or as a message
 * of its own (issue 10, item 8). `show` answers whether it did; if not, the refusal is toasted.
 */
export interface RefusalTarget {
  show(error: unknown): boolean;
}

let submitting: RefusalTarget | null = null;

/**
 * Runs a form's submit handler with the form marked as the one submitting, so an action the
 * handler starts (useAction's mutate) knows whose refusal it is. Only for the synchronous
 * handler: an action started later, from a confirm step or a button, is nobody's and is toasted.
 */
export function whileSubmitting<T>(target: RefusalTarget, handler: () => T): T {
  const previous = submitting;
  submitting = target;
  try {
    return handler();
  } finally {
    submitting = previous;
  }
}

/** The form whose submit handler is running now, if any. */
export const submittingForm = (): RefusalTarget | null => submitting;
