import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmployeeListRow } from '@contract';
import { StatusForm } from './status-form';

const row = (status: 'Active' | 'Inactive'): EmployeeListRow => ({
  id: 21, number: 'E-021', first_name: 'Amina', last_name: 'Yusuf', fullname: 'Amina Yusuf', gender: 'Female', phone: null, email: null, job_title: 'Class teacher',
  type: 'teacher', hire_date: '2024-01-08', status, created_at: '2024-01-08T08:00:00Z',
});

afterEach(cleanup);

describe('deactivating an employee', () => {
  it('asks for the last working day, today by default, and sends it with the reason after the confirm step', async () => {
    const onSubmit = vi.fn();
    render(<StatusForm employee={row('Active')} pending={false} onSubmit={onSubmit} onCancel={vi.fn()} today="2026-11-20" />);
    const day = screen.getByLabelText(/Last working day/) as HTMLInputElement;
    expect(day.value).toBe('2026-11-20');
    fireEvent.change(day, { target: { value: '2026-11-14' } });
    fireEvent.input(screen.getByLabelText(/Reason/), { target: { value: 'Moved away' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Deactivate…' })));
    expect(screen.getByText(/Last working day:/).textContent).toContain('14 Nov 2026');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, deactivate' }));
    expect(onSubmit).toHaveBeenCalledWith('Moved away', '2026-11-14');
  });

  it('refuses a last working day before the hire date, at the field', async () => {
    const onSubmit = vi.fn();
    render(<StatusForm employee={row('Active')} pending={false} onSubmit={onSubmit} onCancel={vi.fn()} today="2026-11-20" />);
    const day = screen.getByLabelText(/Last working day/);
    fireEvent.change(day, { target: { value: '2023-12-31' } });
    fireEvent.blur(day);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Deactivate…' })));
    expect((await screen.findByRole('alert')).textContent).toBe('The last working day cannot be before the hire date, 8 Jan 2024.');
    expect(screen.queryByRole('button', { name: 'Yes, deactivate' })).toBeNull();
  });

  it('asks no date when activating', async () => {
    const onSubmit = vi.fn();
    render(<StatusForm employee={row('Inactive')} pending={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
    expect(screen.queryByLabelText(/Last working day/)).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Activate…' })));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, activate' }));
    expect(onSubmit).toHaveBeenCalledWith(null);
  });
});
