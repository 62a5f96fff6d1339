import { useId, type SelectHTMLAttributes } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';
import { inputClass, visibleError, type FieldBindings, type FieldState } from './field-types';

export interface SelectOption {
  value: string;
  label: string;
}

type NativeProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'id'>;

export interface SelectFieldProps extends NativeProps {
  label: string;
  field: FieldState<string>;
  bindings: FieldBindings;
  options: SelectOption[];
  placeholder?: string;
}

export function SelectField({ label, field, bindings, options, placeholder = 'Select…', className, ...native }: SelectFieldProps) {
  useSignals();
  const id = useId();
  const error = visibleError(field);
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={native.required} />
      <select
        id={id}
        {...native}
        {...bindings}
        value={field.value.value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
