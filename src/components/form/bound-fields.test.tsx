import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSchemaForm } from './use-schema-form';

afterEach(cleanup);

const schema = v.object({
  name: v.pipe(v.string(), v.nonEmpty('Give the name.')),
  kind: v.pipe(v.string(), v.nonEmpty('Choose the kind.')),
  day: v.pipe(v.string(), v.nonEmpty('Give the day.')),
  note: v.string(),
  active: v.boolean(),
});

function Sample({ onSubmit }: { onSubmit: (values: v.InferOutput<typeof schema>) => void }) {
  const { Form, TextInput, SelectInput, DateInput, TextareaInput, CheckboxInput, read } = useSchemaForm(schema, { name: '', kind: '', day: '', note: '', active: true });
  return (
    <Form onSubmit={(values) => onSubmit(read(values))}>
      <TextInput name="name" label="Name" required maxLength={20} autoComplete="off" />
      <SelectInput name="kind" label="Kind" required options={[{ value: 'bus', label: 'Bus' }]} />
      <DateInput name="day" label="Day" required />
      <TextareaInput name="note" label="Note" rows={2} />
      <CheckboxInput name="active" label="Active" />
      <button type="submit">Save</button>
    </Form>
  );
}

function Fee({ currency }: { currency?: string }) {
  const { Form, MoneyInput } = useSchemaForm(v.object({ fee: v.string() }), { fee: '' });
  return (
    <Form onSubmit={() => undefined}>
      <MoneyInput name="fee" label="Monthly fee" currency={currency} required placeholder="e.g. 2500" />
    </Form>
  );
}

describe('the fields bound to a schema form by name', () => {
  it("name an amount's currency in its label and ask for a decimal keypad", () => {
    render(<Fee currency="KES" />);
    const fee = screen.getByLabelText(/^Monthly fee \(KES\)/);
    expect(fee.getAttribute('inputmode')).toBe('decimal');
    expect(fee.getAttribute('autocomplete')).toBe('off');
    expect(fee.getAttribute('placeholder')).toBe('e.g. 2500');
    cleanup();
    render(<Fee />);
    expect(screen.getByLabelText(/^Monthly fee/).closest('div')?.textContent).not.toContain('(');
  });

  it('pass the widget its label, limits and attributes', () => {
    render(<Sample onSubmit={() => undefined} />);
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('maxlength')).toBe('20');
    expect(name.getAttribute('autocomplete')).toBe('off');
    expect((name as HTMLInputElement).required).toBe(true);
    expect(screen.getByLabelText('Day').getAttribute('type')).toBe('date');
    expect(screen.getByLabelText('Note').tagName).toBe('TEXTAREA');
    expect((screen.getByLabelText('Active') as HTMLInputElement).checked).toBe(true);
  });

  it("show a field's error once touched, and submit what was typed, picked and chosen", async () => {
    const onSubmit = vi.fn();
    render(<Sample onSubmit={onSubmit} />);
    const name = screen.getByLabelText('Name');
    fireEvent.focus(name);
    fireEvent.blur(name);
    await waitFor(() => expect(screen.getByText('Give the name.')).toBeTruthy());
    fireEvent.input(name, { target: { value: 'Route A' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'bus' } });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2025-03-04' } });
    fireEvent.click(screen.getByLabelText('Active'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Route A', kind: 'bus', day: '2025-03-04', note: '', active: false }));
  });
});
