import { useId, type KeyboardEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';
import { inputClass, visibleError, type FieldBindings, type FieldState } from './field-types';

export interface DatePickerFieldProps {
  label: string;
  field: FieldState<string>;
  bindings: FieldBindings;
  required?: boolean;
  /** Called with YYYY-MM-DD when a date is picked. */
  onPick: (value: string) => void;
}

// Keys that move focus or open the picker stay usable; everything else would be typing.
const ALLOWED_KEYS = new Set(['Tab', 'Escape', 'Enter', ' ', 'Shift']);

/**
 * Spec §5: a read-only date picker. The date can only be picked from the browser's
 * calendar (click, Enter or Space opens it), never typed, so a half-typed date cannot exist.
 */
export function DatePickerField({ label, field, bindings, required, onPick }: DatePickerFieldProps) {
  useSignals();
  const id = useId();
  const error = visibleError(field);
  const errorId = `${id}-error`;
  const openPicker = (input: HTMLInputElement) => {
    try {
      input.showPicker?.();
    } catch {
      // showPicker needs a user gesture; the keyboard path below provides one.
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openPicker(e.currentTarget);
    } else if (!ALLOWED_KEYS.has(e.key)) {
      e.preventDefault();
    }
  };
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        type="date"
        {...bindings}
        required={required}
        inputMode="none"
        value={field.value.value ?? ''}
        onChange={(e) => onPick(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        onPaste={(e) => e.preventDefault()}
        onClick={(e) => openPicker(e.currentTarget)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${inputClass} cursor-pointer`}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
