import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type LeaveType } from '@contract';
import { notify } from '@/lib/toast';
import { enter, pressUntilSent } from '@/lib/testing';
import { LeaveTypesPage } from '../components/leave-types-page';
import { ANNUAL, staffWith, UNPAID, withClient } from './fixtures';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

let types: LeaveType[] = [];
afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  types = [ANNUAL, UNPAID];
  http.get.mockReset().mockImplementation((path: string) => Promise.resolve(path === API.leaveTypes ? types : { version: 0, unpaid_day_basis: 'school-days' }));
  http.post.mockReset().mockResolvedValue({ message: 'The leave type has been added', id: 9 });
  http.put.mockReset().mockResolvedValue({ message: 'Saved' });
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

describe('Settings › Leave types', { timeout: 20_000 }, () => {
  it('lists each type: its days or No limit, paid, carries over, approval, status and requests', async () => {
    render(<LeaveTypesPage user={staffWith('update-employee')} />, { wrapper: withClient() });
    const annual = await screen.findByRole('row', { name: /Annual leave/ });
    expect(Array.from(annual.querySelectorAll('th,td')).map((c) => c.textContent)).toEqual(['Annual leave', '21 days', 'Yes', 'Yes', 'Yes', 'Active', '4', 'Edit']);
    expect(screen.getByRole('row', { name: /Unpaid leave/ }).textContent).toContain('No limit');
  });

  it('says what to do when there are none, and adds one', async () => {
    types = [];
    render(<LeaveTypesPage user={staffWith('update-employee')} />, { wrapper: withClient() });
    await screen.findByText(/Add the kinds of leave your school gives: Annual, Sick, Unpaid…/);
    fireEvent.click(screen.getByRole('button', { name: 'Add leave type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add leave type' });
    enter(within(dialog).getByLabelText('Name'), 'Sick leave');
    enter(within(dialog).getByLabelText('Days'), '10');
    await pressUntilSent(() => within(dialog).getByRole('button', { name: 'Add leave type' }) as HTMLButtonElement, http.post);
    expect(http.post).toHaveBeenCalledWith(API.leaveTypes, { name: 'Sick leave', days_per_year: 10, paid: true, carries_over: false, needs_approval: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('saves how a day of unpaid leave is priced, from the settings version', async () => {
    render(<LeaveTypesPage user={staffWith('update-employee')} />, { wrapper: withClient() });
    const thirty = (await screen.findByLabelText('30 days')) as HTMLInputElement;
    const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    await waitFor(() => expect((screen.getByLabelText('The school days of the month') as HTMLInputElement).checked).toBe(true));
    expect(save().disabled).toBe(true);
    fireEvent.click(thirty);
    await pressUntilSent(save, http.put);
    expect(http.put).toHaveBeenCalledWith(API.leaveSettings, { version: 0, unpaid_day_basis: 'thirty' });
  });

  it('leaves a reader without update-employee the list, with Add, Edit and Save off', async () => {
    render(<LeaveTypesPage user={staffWith()} />, { wrapper: withClient() });
    const annual = await screen.findByRole('row', { name: /Annual leave/ });
    expect((within(annual).getByRole('button', { name: 'Edit Annual leave' }) as HTMLButtonElement).disabled).toBe(true);
    const add = screen.getByRole('button', { name: 'Add leave type' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(add.title).toContain('update-employee');
    expect(screen.getByLabelText('30 days').matches(':disabled')).toBe(true);
  });
});
