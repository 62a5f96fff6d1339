import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesSetOne } from '@contract';
import { LoginForm } from './login-form';

afterEach(cleanup);

const signIn = () => screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;

describe('LoginForm (spec §2/§5)', () => {
  it('keeps Sign in disabled until username and password are both given', async () => {
    render(<LoginForm pending={false} onSubmit={() => undefined} />);
    expect(signIn().disabled).toBe(true);
    fireEvent.input(screen.getByLabelText(/^Username/), { target: { value: 'admin' } });
    expect(signIn().disabled).toBe(true);
    fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: 'secret' } });
    await waitFor(() => expect(signIn().disabled).toBe(false));
  });

  it('shows "Field is required." only once the field is touched', async () => {
    render(<LoginForm pending={false} onSubmit={() => undefined} />);
    expect(screen.queryByText(messagesSetOne.required)).toBeNull();
    const username = screen.getByLabelText(/^Username/);
    fireEvent.focus(username);
    fireEvent.blur(username);
    await waitFor(() => expect(screen.getByText(messagesSetOne.required)).toBeTruthy());
    expect(username.getAttribute('aria-invalid')).toBe('true');
  });

  it('submits trimmed credentials and the remember flag', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm pending={false} onSubmit={onSubmit} />);
    fireEvent.input(screen.getByLabelText(/^Username/), { target: { value: ' admin ' } });
    fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: 'Admin123!' } });
    fireEvent.click(screen.getByLabelText('Remember me'));
    await waitFor(() => expect(signIn().disabled).toBe(false));
    await act(async () => fireEvent.click(signIn()));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ username: 'admin', password: 'Admin123!', rem: true }));
  });
});
