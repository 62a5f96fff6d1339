import { useId } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { FieldBindings, FieldState } from './field-types';

export interface CheckboxFieldProps {
  label: string;
  field: FieldState<boolean>;
  bindings: FieldBindings;
}

/** A labelled checkbox bound to a modular-forms boolean field. */
export function CheckboxField({ label, field, bindings }: CheckboxFieldProps) {
  useSignals();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        {...bindings}
        checked={field.value.value ?? false}
        className="size-4 rounded border-slate-400 text-brand-700 focus:ring-2 focus:ring-brand-600/40 focus:ring-offset-1"
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}
