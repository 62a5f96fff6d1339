import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortalStatus } from '@contract';
import { typeInto } from '@/lib/testing';
import { FamilyPortalStatus, lastSignIn } from '../components/family-portal-status';
import { FamilyPortalForm } from './family-portal-form';

afterEach(cleanup);

const portal = (extra: Partial<PortalStatus> = {}): PortalStatus => ({ has_password: true, enabled: true, username: null, must_change: false, last_sign_in_at: null, ...extra });
const saveButton = () => screen.getByRole('button', { name: 'Save portal settings' }) as HTMLButtonElement;

describe('FamilyPortalStatus', () => {
  it('says in plain words whether the family can sign in and when they last did', () => {
    render(<FamilyPortalStatus portal={portal({ must_change: true, last_sign_in_at: '2026-03-12T11:05:00.000Z' })} timeZone="Africa/Nairobi" signsInWith="phone number 0712 345 678" />);
    expect(screen.getByText('Portal access').nextSibling?.textContent).toBe('On');
    expect(screen.getByText('Portal password').nextSibling?.textContent).toBe('Set');
    expect(screen.getByText('New password at next sign-in').nextSibling?.textContent).toBe('Yes, the school set it');
    // 11:05 UTC is 14:05 in Nairobi.
    expect(screen.getByText('Last signed in').nextSibling?.textContent).toBe('12 Mar 2026, 14:05');
    expect(screen.getByText('phone number 0712 345 678')).toBeTruthy();
  });

  it('shows a family turned off, no password and never signed in', () => {
    render(<FamilyPortalStatus portal={portal({ enabled: false, has_password: false, must_change: true })} />);
    expect(screen.getByText('Portal access').nextSibling?.textContent).toBe('Turned off by the school');
    expect(screen.getByText('Portal password').nextSibling?.textContent).toBe('Not set');
    expect(screen.getByText('New password at next sign-in').nextSibling?.textContent).toBe('No');
    expect(screen.getByText('Last signed in').nextSibling?.textContent).toBe('Never');
    expect(lastSignIn(null)).toBe('Never');
  });
});

describe('FamilyPortalForm', () => {
  it('turns the family off and sets a sign-in name, trimmed', async () => {
    const onSubmit = vi.fn();
    render(<FamilyPortalForm portal={portal()} pending={false} onSubmit={onSubmit} onCancel={() => undefined} />);
    const box = screen.getByLabelText('This family may sign in to the portal') as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    typeInto('Sign-in name (optional)', ' ngozi.okafor ');
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ enabled: false, username: 'ngozi.okafor' }));
  });

  it('clears a name to null and refuses one the server would refuse', async () => {
    const onSubmit = vi.fn();
    render(<FamilyPortalForm portal={portal({ enabled: false, username: 'old.name' })} pending={false} onSubmit={onSubmit} onCancel={() => undefined} />);
    expect((screen.getByLabelText('This family may sign in to the portal') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Sign-in name (optional)') as HTMLInputElement).value).toBe('old.name');
    typeInto('Sign-in name (optional)', 'has space');
    await waitFor(() => expect(screen.getByText('Username is 3 to 60 letters, digits, dots, dashes or underscores.')).toBeTruthy());
    expect(saveButton().disabled).toBe(true);
    typeInto('Sign-in name (optional)', '');
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ enabled: false, username: null }));
  });
});
