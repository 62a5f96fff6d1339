import { useId, type TextareaHTMLAttributes } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';
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
      <FieldLabel htmlFor={id} label={label} required={native.required} />
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
