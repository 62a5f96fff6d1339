import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ParentForm } from './parent-form';
import { saveButton, typeInto } from '@/lib/testing';

afterEach(cleanup);

describe('ParentForm (checked by the contract parent schema itself)', () => {
  it('says what the server would say about a bad phone', async () => {
    render(<ParentForm pending={false} onSubmit={() => undefined} onCancel={() => undefined} />);
    typeInto('Phone', 'call me');
    await waitFor(() => expect(screen.getByText('Phone may hold digits, spaces, +, - and brackets.')).toBeTruthy());
    typeInto('Email', 'not an email');
    await waitFor(() => expect(screen.getByText('Valid email is required!.')).toBeTruthy());
  });

  it('submits the contract input: trimmed, blanks as null, Active by default', async () => {
    const onSubmit = vi.fn();
    render(<ParentForm pending={false} onSubmit={onSubmit} onCancel={() => undefined} />);
    typeInto('Full name', ' Amina Yusuf ');
    typeInto('Phone', ' +252 61 000 1234 ');
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        fullname: 'Amina Yusuf', phone: '+252 61 000 1234', phone2: null, email: null, address: null, occupation: null, status: 'Active',
      }),
    );
  });
});
