import { setError, type FieldValues, type FormStore } from '@modular-forms/react';
import { signal, type Signal } from '@preact/signals-react';
import { createContext } from 'react';
import { STALE_ROW_MESSAGE } from '@contract';
import { HttpError } from '@/lib/http-error';

/** A message about the whole form (FormActions shows it above the buttons). */
export interface FormStatus {
  message: string;
  /** The save came from a stale copy of the row (409, ADR 017): FormActions offers Reload. */
  stale?: boolean;
}

export type FormFeedback = ReturnType<typeof formFeedback>;

/** The feedback of the form around a FormActions; null outside a plumbed form. */
export const FormStatusContext = createContext<FormFeedback | null>(null);

/**
 * What a form says about its last save: the form-level message, and whether the form showed the
 * refusal itself (so a page's own error line can stay quiet). `show` is its RefusalTarget.
 */
export function formFeedback<T extends FieldValues>(form: FormStore<T, undefined>, version: number | undefined) {
  const status = signal<FormStatus | null>(null);
  const refused = signal(false);
  /** The version of the row the values came from (ADR 017); undefined while adding. */
  const loaded = signal(version);
  /** Reload was pressed: the next copy of the row that arrives replaces what the form holds. */
  const reloading = signal(false);
  const reset = () => {
    status.value = null;
    refused.value = false;
    reloading.value = false;
  };
  return {
    status,
    refused,
    loaded,
    reloading,
    show(error: unknown): boolean {
      refused.value = showRefusal(form, status, error);
      return refused.value;
    },
    /** A new submit starts with a clean slate. */
    reset,
    requestReload() {
      reloading.value = true;
    },
    /**
     * The fresh row arrived and the form was filled from it. `refused` stays: the refusal was
     * the form's own, and a page's copy of that error must not show up now.
     */
    reloaded(fresh: number | undefined) {
      loaded.value = fresh;
      status.value = null;
      reloading.value = false;
    },
  };
}

/** Refusals that name what is wrong with the input; anything else (403, 500, offline) is a toast. */
const FIELD_STATUSES = new Set([400, 409, 422]);

/**
 * Shows a refused save in the form: each issue at the field it names, like a client-side error
 * (it stays until that field changes, when the form's own validation takes over again), and the
 * issues that name no field on screen as the form's message. Answers false, leaving the toast,
 * when no issue names a field here.
 */
export function showRefusal<T extends FieldValues>(form: FormStore<T, undefined>, status: Signal<FormStatus | null>, error: unknown): boolean {
  if (!(error instanceof HttpError) || !FIELD_STATUSES.has(error.status)) return false;
  if (error.status === 409 && error.message === STALE_ROW_MESSAGE) {
    status.value = { message: error.message, stale: true };
    return true;
  }
  const placed = error.issues.filter((issue) => isShownField(form, issue.path));
  if (placed.length === 0) return false;
  placed.forEach((issue, i) => {
    // Errors show once a field is touched (spec §5); a refused field counts as touched.
    form.internal.fields[issue.path as keyof typeof form.internal.fields]!.touched.value = true;
    // The first goes into focus, as a client-side error would on submit.
    setError(form, issue.path as never, issue.message, { shouldFocus: i === 0 });
  });
  const rest = error.issues.filter((issue) => !placed.includes(issue)).map((issue) => issue.message);
  status.value = rest.length ? { message: [...new Set(rest)].join(' ') } : null;
  return true;
}

/** A field of this form that is on screen now: registered, active and bound to an element. */
function isShownField<T extends FieldValues>(form: FormStore<T, undefined>, path: string): boolean {
  const field = form.internal.fields[path as keyof typeof form.internal.fields];
  return !!field && field.active.peek() && field.elements.peek().length > 0;
}
