import { cleanup, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { DatePickerField } from './date-picker-field';

afterEach(cleanup);

function renderField(pickOnly?: boolean) {
  const field = { value: signal<string | null | undefined>(''), error: signal(''), touched: signal(false), dirty: signal(false) };
  const bindings = { name: 'd', ref: () => undefined, onChange: () => undefined, onBlur: () => undefined };
  render(<DatePickerField label="Date of birth" field={field} bindings={bindings} onPick={() => undefined} pickOnly={pickOnly} />);
  return screen.getByLabelText('Date of birth');
}

/** True when the browser would act on the key (the field did not refuse it). */
function keyGoesThrough(input: HTMLElement, key: string) {
  const event = createEvent.keyDown(input, { key });
  fireEvent(input, event);
  return !event.defaultPrevented;
}

describe('DatePickerField', () => {
  it('takes typing and arrow keys, so dates copied from paper need no calendar', () => {
    const input = renderField();
    expect(keyGoesThrough(input, '2')).toBe(true);
    expect(keyGoesThrough(input, 'ArrowUp')).toBe(true);
    expect(input.getAttribute('inputmode')).toBeNull();
  });

  it('refuses typing where spec §5 wants a picked date only', () => {
    const input = renderField(true);
    expect(keyGoesThrough(input, '2')).toBe(false);
    expect(keyGoesThrough(input, 'Tab')).toBe(true);
    expect(input.getAttribute('inputmode')).toBe('none');
  });
});
