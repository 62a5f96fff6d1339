import { useCallback, useId, type ClipboardEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';
import { inputClass, visibleError, type FieldBindings, type FieldState } from './field-types';

export interface DatePickerFieldProps {
  label: string;
  field: FieldState<string>;
  bindings: FieldBindings;
  required?: boolean;
  /** Called with YYYY-MM-DD when a date is typed or picked ('' while it is incomplete). */
  onPick: (value: string) => void;
  /**
   * Spec §5 makes the filter dialog's start and end dates read-only: picked from the calendar,
   * never typed. Every other date field takes typing and arrow keys, with the calendar as a helper.
   */
  pickOnly?: boolean;
}

// Keys that move focus or open the picker stay usable; everything else would be typing.
const ALLOWED_KEYS = new Set(['Tab', 'Escape', 'Enter', ' ', 'Shift']);

/**
 * A date field: the browser's date input, so a secretary copying birth dates from paper types
 * them (and steps them with the arrow keys); its calendar stays as a helper. With `pickOnly`
 * (spec §5's filter dates) typing and pasting are refused and click, Enter or Space open the
 * calendar, so a half-typed date cannot exist.
 */
export function DatePickerField({ label, field, bindings, required, onPick, pickOnly = false }: DatePickerFieldProps) {
  useSignals();
  const id = useId();
  const register = bindings.ref;
  const ref = useCallback((element: HTMLInputElement | null) => register(keepTypingOnRefocus(element)!), [register]);
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
  const calendarOnly = {
    inputMode: 'none' as const,
    onKeyDown,
    onPaste: (e: ClipboardEvent<HTMLInputElement>) => e.preventDefault(),
    onClick: (e: MouseEvent<HTMLInputElement>) => openPicker(e.currentTarget),
  };
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        type="date"
        {...bindings}
        ref={ref}
        required={required}
        value={field.value.value ?? ''}
        onChange={(e) => onPick(e.currentTarget.value)}
        {...(pickOnly ? calendarOnly : {})}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${inputClass}${pickOnly ? ' cursor-pointer' : ''}`}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * modular-forms focuses the first invalid field after each validation, so after every keystroke
 * that leaves a half-typed date (05/14/0002 while the year is typed). Chromium answers a focus()
 * on a date input that already has it by starting the segment afresh: the year lost its first
 * digits and 05142019 became 0019-05-14. A focus() call on the input while it has focus does
 * nothing here; from elsewhere (an invalid form submitted) it still moves focus to the date.
 */
function keepTypingOnRefocus(element: HTMLInputElement | null) {
  if (element && !Object.hasOwn(element, 'focus')) {
    const focus = element.focus.bind(element);
    element.focus = (options?: FocusOptions) => {
      if (element.ownerDocument.activeElement !== element) focus(options);
    };
  }
  return element;
}
