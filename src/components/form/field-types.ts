import type { ReadonlySignal } from '@preact/signals-react';
import type { ChangeEventHandler, FocusEventHandler, RefCallback } from 'react';

/** The parts of a modular-forms field store the shared fields read. */
export interface FieldState<T> {
  value: ReadonlySignal<T | null | undefined>;
  error: ReadonlySignal<string>;
  touched: ReadonlySignal<boolean>;
  dirty: ReadonlySignal<boolean>;
}

/** The element props modular-forms hands to a field's input. */
export interface FieldBindings {
  name: string;
  ref: RefCallback<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
  onBlur: FocusEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
}

/** Spec §5: an error shows only once the field is touched or dirty. */
export function visibleError(field: FieldState<unknown>): string {
  return (field.touched.value || field.dirty.value) && field.error.value ? field.error.value : '';
}

export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/40 ' +
  'disabled:bg-slate-100 read-only:bg-slate-50 aria-[invalid=true]:border-red-600';
