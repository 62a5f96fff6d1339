import { useId, type InputHTMLAttributes } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';
import { inputClass, visibleError, type FieldBindings, type FieldState } from './field-types';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'id'>;

export interface TextFieldProps extends NativeProps {
  label: string;
  field: FieldState<string | number>;
  bindings: FieldBindings;
  hint?: string;
}

/** A labelled input bound to a modular-forms field; shows its error once touched or dirty. */
export function TextField({ label, field, bindings, hint, className, ...native }: TextFieldProps) {
  useSignals(); // without it the signal reads below never re-render (toolchain.md)
  const id = useId();
  const error = visibleError(field);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={native.required} />
      <input
        id={id}
        {...native}
        {...bindings}
        value={field.value.value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
