import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describedBy, enter, pressUntilSent } from '@/lib/testing';
import { ANNUAL, UNPAID } from '../tests/fixtures';
import { LeaveTypeForm } from './leave-type-form';

afterEach(cleanup);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('LeaveTypeForm', () => {
  it('adds a limited, paid type that carries over, with half days allowed', async () => {
    const onSubmit = vi.fn();
    render(<LeaveTypeForm pending={false} onSubmit={onSubmit} onCancel={() => undefined} />);
    enter(field('Name'), ' Annual leave ');
    enter(field('Days'), '21.5');
    fireEvent.click(field("Carries over: days not taken are added to next year's"));
    await pressUntilSent(() => button('Add leave type'), onSubmit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Annual leave', days_per_year: 21.5, paid: true, carries_over: true, needs_approval: true }));
  });

  it('asks for whole or half days, and sends no limit as null', async () => {
    const onSubmit = vi.fn();
    render(<LeaveTypeForm pending={false} onSubmit={onSubmit} onCancel={() => undefined} />);
    enter(field('Name'), 'Unpaid leave');
    enter(field('Days'), '10.25');
    await waitFor(() => expect(describedBy(field('Days'))).toContain('Type whole or half days, such as 21 or 10.5.'));
    expect(button('Add leave type').disabled).toBe(true);
    enter(field('Days a year'), 'none');
    await waitFor(() => expect(screen.queryByLabelText('Days')).toBeNull());
    fireEvent.click(field('Paid: staff keep their pay on these days'));
    await pressUntilSent(() => button('Add leave type'), onSubmit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Unpaid leave', days_per_year: null, paid: false, carries_over: false, needs_approval: true }));
  });

  it('edits with the row version and may make a used type Inactive', async () => {
    const onSubmit = vi.fn();
    render(<LeaveTypeForm initial={ANNUAL} pending={false} onSubmit={onSubmit} onCancel={() => undefined} />);
    expect(field('Days').value).toBe('21');
    expect(screen.getByText(/4 requests have been made of this type/)).toBeTruthy();
    enter(field('Status'), 'Inactive');
    await pressUntilSent(() => button('Save'), onSubmit);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ version: 1, name: 'Annual leave', days_per_year: 21, paid: true, carries_over: true, needs_approval: true, status: 'Inactive' }),
    );
  });

  it('opens a type without a limit on No limit', () => {
    render(<LeaveTypeForm initial={UNPAID} pending={false} onSubmit={() => undefined} onCancel={() => undefined} />);
    expect(field('Days a year').value).toBe('none');
    expect(screen.queryByLabelText('Days')).toBeNull();
  });
});
