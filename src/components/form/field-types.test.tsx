import type { FieldElementProps, FieldStore } from '@modular-forms/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { messagesSetOne, requiredText } from '@contract';
import { CheckboxField } from './checkbox-field';
import type { FieldBindings, FieldState } from './field-types';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { useSchemaForm } from './use-schema-form';

afterEach(cleanup);

const schema = v.object({
  name: requiredText('Name', 10),
  colour: v.pipe(v.string(), v.nonEmpty('Choose a colour.')),
  keep: v.boolean(),
});
type Values = { name: string; colour: string; keep: boolean };

/** Every field bound exactly as modular-forms hands it over: no cast anywhere. */
function Sample({ onSubmit }: { onSubmit: (values: v.InferOutput<typeof schema>) => void }) {
  const { Form, Field, valid, read } = useSchemaForm(schema, { name: '', colour: '', keep: false });
  return (
    <Form onSubmit={(values) => onSubmit(read(values))}>
      <Field name="name">{(field, props) => <TextField label="Name" field={field} bindings={props} />}</Field>
      <Field name="colour">{(field, props) => <SelectField label="Colour" options={[{ value: 'red', label: 'Red' }]} field={field} bindings={props} />}</Field>
      <Field name="keep" type="boolean">
        {(field, props) => <CheckboxField label="Keep" field={field} bindings={props} />}
      </Field>
      <button type="submit" disabled={!valid}>
        Send
      </button>
    </Form>
  );
}

describe('field binding', () => {
  it("takes modular-forms' own field store and element props, and checks the value type", () => {
    expectTypeOf<FieldElementProps<Values, 'name'>>().toExtend<FieldBindings>();
    expectTypeOf<FieldStore<Values, 'name'>>().toExtend<FieldState<string>>();
    expectTypeOf<FieldStore<Values, 'keep'>>().toExtend<FieldState<boolean>>();
    expectTypeOf<FieldStore<Values, 'keep'>>().not.toExtend<FieldState<string | number>>();
  });

  it('shows an error only once the field is touched, and renders it as it changes', async () => {
    render(<Sample onSubmit={() => undefined} />);
    const name = screen.getByLabelText('Name');
    expect(screen.queryByText(messagesSetOne.required)).toBeNull();
    fireEvent.focus(name);
    fireEvent.blur(name);
    await waitFor(() => expect(screen.getByText(messagesSetOne.required)).toBeTruthy());
    expect(name.getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(name, { target: { value: 'A name that is long' } });
    await waitFor(() => expect(screen.getByText('Name cannot be more than 10 characters long.')).toBeTruthy());
    fireEvent.input(name, { target: { value: 'Ada' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('writes what is typed, picked and ticked into the form, and submits the parsed values', async () => {
    const onSubmit = vi.fn();
    render(<Sample onSubmit={onSubmit} />);
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: '  Ada ' } });
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: 'red' } });
    fireEvent.click(screen.getByLabelText('Keep'));
    await waitFor(() => expect(send.disabled).toBe(false));
    await act(async () => fireEvent.click(send));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada', colour: 'red', keep: true }));
  });

  it('is never cast: every form passes what modular-forms hands over as it is', () => {
    const sources = import.meta.glob(['/src/**/*.tsx', '!/src/**/*.test.tsx'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    const casts = Object.entries(sources).filter(([, text]) => /\bas\s+(unknown\s+as\s+)?Field(Bindings|State)\b/.test(text)).map(([file]) => file);
    expect(casts).toEqual([]);
  });
});
