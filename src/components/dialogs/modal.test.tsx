import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormActions } from '@/components/form/form-actions';
import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Modal } from './modal';

afterEach(cleanup);

const schema = v.object({ name: v.string() });

function NameForm({ onCancel }: { onCancel: () => void }) {
  const { Form, Field } = useSchemaForm(schema, { name: 'Room 1' });
  return (
    <Form onSubmit={() => undefined}>
      <Field name="name">{(field, p) => <TextField label="Name" field={field} bindings={p} />}</Field>
      <FormActions onCancel={onCancel} />
    </Form>
  );
}

function Page({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    onClosed();
  };
  return (
    <Modal open={open} onClose={close} title="Edit room">
      <NameForm onCancel={close} />
    </Modal>
  );
}

const escape = () => act(async () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
const type = (value: string) => fireEvent.input(screen.getByLabelText('Name'), { target: { value } });

describe('Modal: Escape with unsaved edits asks first (issue 10, item 11)', () => {
  it('closes at once when nothing changed', async () => {
    const onClosed = vi.fn();
    render(<Page onClosed={onClosed} />);
    await escape();
    await waitFor(() => expect(onClosed).toHaveBeenCalledOnce());
    expect(screen.queryByText('Discard your changes?')).toBeNull();
  });

  it('asks "Discard your changes?"; Keep editing goes back with the edit kept, Discard closes', async () => {
    const onClosed = vi.fn();
    render(<Page onClosed={onClosed} />);
    type('Room 12');
    await escape();
    await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    expect(onClosed).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Room 12');

    await escape();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledOnce());
  });

  it('does not ask once the edit is undone, nor for Cancel, which is a choice already', async () => {
    const onClosed = vi.fn();
    render(<Page onClosed={onClosed} />);
    type('Room 12');
    type('Room 1');
    await escape();
    await waitFor(() => expect(onClosed).toHaveBeenCalledOnce());

    cleanup();
    const second = vi.fn();
    render(<Page onClosed={second} />);
    type('Room 99');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(second).toHaveBeenCalledOnce();
  });
});
