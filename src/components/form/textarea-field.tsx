import { useId, type TextareaHTMLAttributes } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { FieldError } from './field-error';
import { inputClass, visibleError, type FieldBindings, type FieldState } from './field-types';

type NativeProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'id'>;

export interface TextareaFieldProps extends NativeProps {
  label: string;
  field: FieldState<string>;
  bindings: FieldBindings;
}

export function TextareaField({ label, field, bindings, className, ...native }: TextareaFieldProps) {
  useSignals();
  const id = useId();
  const error = visibleError(field);
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        {...native}
        {...bindings}
        value={field.value.value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
