import type { InputHTMLAttributes } from 'react';
import { FieldError } from '@/components/form/field-error';
import { FieldLabel } from '@/components/form/field-label';
import { inputClass } from '@/components/form/field-types';

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'aria-invalid' | 'aria-describedby'>;

export interface FilterInputProps extends NativeInput {
  id: string;
  label: string;
  /** What is wrong with it, once Apply was tried. */
  error?: string;
}

/** A filter's typed field (a day, a month, a count) with its error under it. */
export function FilterInput({ id, label, error, ...native }: FilterInputProps) {
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={native.required} />
      <input id={id} {...native} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={inputClass} />
      <FieldError id={`${id}-error`} message={error ?? ''} />
    </div>
  );
}

export interface FilterSelectProps<V extends string | number> {
  id: string;
  label: string;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  options: readonly { value: V; label: string }[];
  /** The first line, which chooses none of them: "All buses", "Choose the class first". */
  none: string;
  disabled?: boolean;
}

/** A filter's choice among a few, or none of them ("All …"). */
export function FilterSelect<V extends string | number>({ id, label, value, onChange, options, none, disabled }: FilterSelectProps<V>) {
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} />
      <select id={id} className={inputClass} value={value ?? ''} disabled={disabled} onChange={(e) => onChange(options.find((o) => String(o.value) === e.target.value)?.value)}>
        <option value="">{none}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
