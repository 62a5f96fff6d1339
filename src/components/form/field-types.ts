import type { FieldElement } from '@modular-forms/react';
import type { ReadonlySignal } from '@preact/signals-react';
import type { ChangeEventHandler, FocusEventHandler, RefCallback } from 'react';

/**
 * The parts of modular-forms' `FieldStore` the shared fields read. Any `<Field>`'s store fits
 * as it is, and the value type is checked: a boolean field cannot be handed to a text box.
 */
export interface FieldState<T> {
  value: ReadonlySignal<T | null | undefined>;
  error: ReadonlySignal<string>;
  touched: ReadonlySignal<boolean>;
  dirty: ReadonlySignal<boolean>;
}

/**
 * modular-forms' `FieldElementProps` with the name widened to a string: the second argument of
 * any `<Field>` child passes as it is, so a form never casts it (field-types.test.tsx holds it).
 */
export interface FieldBindings {
  name: string;
  ref: RefCallback<FieldElement>;
  onChange: ChangeEventHandler<FieldElement>;
  onBlur: FocusEventHandler<FieldElement>;
}

/** Spec §5: an error shows only once the field is touched or dirty. */
export function visibleError(field: FieldState<unknown>): string {
  return (field.touched.value || field.dirty.value) && field.error.value ? field.error.value : '';
}

export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/40 ' +
  'disabled:bg-slate-100 read-only:bg-slate-50 aria-[invalid=true]:border-red-600';
