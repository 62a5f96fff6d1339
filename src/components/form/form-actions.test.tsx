import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionGuard } from '@/lib/action-guard';
import { FormActions } from './form-actions';
import { saveButton } from '@/lib/testing';

afterEach(cleanup);

describe('FormActions', () => {
  it('offers Cancel and a submit Save, enabled while the form is valid and nothing runs', () => {
    const onCancel = vi.fn();
    render(<FormActions valid pending={false} onCancel={onCancel} />);
    expect(saveButton().type).toBe('submit');
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('disables Save while the form is invalid or its own save is pending', () => {
    const { rerender } = render(<FormActions valid={false} pending={false} onCancel={() => undefined} />);
    expect(saveButton().disabled).toBe(true);
    rerender(<FormActions valid pending onCancel={() => undefined} />);
    expect(saveButton().disabled).toBe(true);
  });

  it("disables Save while the action guard runs any action ('Taking action'), and enables it after", async () => {
    render(<FormActions valid pending={false} onCancel={() => undefined} />);
    let finish = () => undefined as void;
    let running!: Promise<void>;
    act(() => {
      running = actionGuard.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(saveButton().disabled).toBe(true);
    await act(async () => {
      finish();
      await running;
    });
    expect(saveButton().disabled).toBe(false);
  });

  it('has no Cancel without onCancel, and takes its own labels', () => {
    render(<FormActions submitLabel="Set password" />);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Set password' })).toBeTruthy();
  });
});
