import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiIssue } from '@contract';
import { HttpError } from '@/lib/http-error';
import { notify } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import { FormActions } from './form-actions';
import { TextField } from './text-field';
import { useSchemaForm } from './use-schema-form';

afterEach(cleanup);
beforeEach(() => vi.restoreAllMocks());

const schema = v.object({ name: v.pipe(v.string(), v.nonEmpty('Type a name.')), phone: v.string() });

/** A form saved through useAction, as every page does it; the server answers `refusal`. */
function Sample({ refusal }: { refusal: () => Error }) {
  const save = useAction({ mutationFn: async (_: v.InferOutput<typeof schema>) => Promise.reject(refusal()) });
  const { Form, Field, valid, read } = useSchemaForm(schema, { name: 'Amina', phone: '' });
  return (
    <Form onSubmit={(values) => save.mutate(read(values))}>
      <Field name="name">{(field, p) => <TextField label="Name" field={field} bindings={p} />}</Field>
      <Field name="phone">{(field, p) => <TextField label="Phone" field={field} bindings={p} />}</Field>
      <FormActions valid={valid} pending={save.isPending} />
    </Form>
  );
}

function renderSample(refusal: () => Error) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return render(<Sample refusal={refusal} />, { wrapper });
}

const refused = (status: number, message: string, issues: ApiIssue[] = []) => () => new HttpError(status, message, issues);
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
const describedBy = (label: string) => {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
};

describe('a refused save shows at the field it names (issue 10, item 8)', () => {
  it('a 409 naming a field shows under that field, not in a toast, and stays until the field changes', async () => {
    const toast = vi.spyOn(notify, 'error');
    renderSample(refused(409, 'A parent with this phone number already exists.', [{ path: 'phone', message: 'A parent with this phone number already exists.' }]));
    await save();
    await waitFor(() => expect(describedBy('Phone')).toBe('A parent with this phone number already exists.'));
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(toast).not.toHaveBeenCalled();
    // Another field changing leaves it in place.
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Amina Y' } });
    await new Promise((r) => setTimeout(r, 20));
    expect(describedBy('Phone')).toBe('A parent with this phone number already exists.');
    // Its own field changing clears it.
    fireEvent.input(screen.getByLabelText('Phone'), { target: { value: '0711 000 001' } });
    await waitFor(() => expect(describedBy('Phone')).toBe(''));
  });

  it('a 422 puts each issue at its field and says the rest once, at the form', async () => {
    const toast = vi.spyOn(notify, 'error');
    renderSample(
      refused(422, 'Please correct: name, start_date', [
        { path: 'name', message: 'The name is taken.' },
        { path: 'start_date', message: 'The year overlaps 2025/26.' },
      ]),
    );
    await save();
    await waitFor(() => expect(describedBy('Name')).toBe('The name is taken.'));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('The year overlaps 2025/26.');
    expect(toast).not.toHaveBeenCalled();
  });

  it('a refusal that names no field here stays a toast', async () => {
    const toast = vi.spyOn(notify, 'error');
    renderSample(refused(422, 'Set an active academic year first.', [{ path: 'academic_year_id', message: 'Set an active academic year first.' }]));
    await save();
    await waitFor(() => expect(toast).toHaveBeenCalledOnce());
    expect(describedBy('Name')).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('other failures (403, 500, offline) stay a toast even when they carry issues', async () => {
    const toast = vi.spyOn(notify, 'error');
    renderSample(refused(403, 'You are not authorized to access this page', [{ path: 'name', message: 'no' }]));
    await save();
    await waitFor(() => expect(toast).toHaveBeenCalledOnce());
    expect(describedBy('Name')).toBe('');
  });
});
