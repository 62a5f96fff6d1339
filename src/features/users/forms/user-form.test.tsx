import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffOption, UserAccount } from '@contract';
import { pickIn, typeInto, saveButton } from '@/lib/testing';
import { staffOptions, UserForm } from './user-form';

afterEach(cleanup);

const STAFF: StaffOption[] = [
  { id: 7, fullname: 'Grace Otieno', number: 'EMP-0007', job_title: 'Teacher', user_id: null, username: null },
  { id: 8, fullname: 'Peter Mwangi', number: 'EMP-0008', job_title: 'Teacher', user_id: 31, username: 'pmwangi' },
];
const ROLES = [{ id: 4, name: 'Teacher' }];

const account = (over: Partial<UserAccount> = {}): UserAccount => ({
  id: 31, username: 'pmwangi', fullname: 'Peter Mwangi', role_id: 4, role_name: 'Teacher', status: 'Active', bus_account_id: null,
  employee_id: 8, employee_name: 'Peter Mwangi', class_ids: [], created_at: '2026-01-05T08:00:00Z', version: 3, ...over,
});

const labels = (options: { label: string }[]) => options.map((o) => o.label);
const staffSelect = () => screen.getByLabelText('Staff record') as HTMLSelectElement;

describe('staffOptions: the staff a user may be linked to', () => {
  it('names each by name, number and job, and says whose account a linked one already is', () => {
    expect(labels(staffOptions(STAFF))).toEqual(['Grace Otieno · EMP-0007, Teacher', 'Peter Mwangi · EMP-0008, Teacher (linked to pmwangi)']);
  });

  it("does not mark the user's own record as taken, and keeps it once its employee has left", () => {
    expect(labels(staffOptions(STAFF, account()))[1]).toBe('Peter Mwangi · EMP-0008, Teacher');
    const left = account({ employee_id: 99, employee_name: 'Ruth Achieng' });
    expect(staffOptions(STAFF, left)[0]).toEqual({ value: '99', label: 'Ruth Achieng (no longer active)' });
    expect(staffOptions(undefined, left)).toHaveLength(1);
  });
});

describe('UserForm: the staff record', () => {
  it('adds a user with the chosen staff record, or none, and says what the link is for', async () => {
    const onSubmit = vi.fn();
    render(<UserForm mode="add" roles={ROLES} staff={STAFF} classes={[]} pending={false} onCancel={() => undefined} onSubmit={onSubmit} />);
    expect(screen.getByText('Links this user to their timetable and classes')).toBeTruthy();
    expect(staffSelect().value).toBe('');
    typeInto('Username', 'gotieno');
    typeInto('Full name', 'Grace Otieno');
    typeInto('Password', 'Start123!');
    typeInto('Confirm password', 'Start123!');
    pickIn('Role', '4');
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ username: 'gotieno', employee_id: null, class_ids: [] })));
    pickIn('Staff record', '7');
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ employee_id: 7 })));
  });

  it("an edit starts from the account's record, and choosing none sends null to clear it", async () => {
    const onSubmit = vi.fn();
    render(<UserForm mode="edit" initial={account()} isSelf={false} roles={ROLES} staff={STAFF} pending={false} onCancel={() => undefined} onSubmit={onSubmit} />);
    expect(staffSelect().value).toBe('8');
    pickIn('Staff record', '');
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ fullname: 'Peter Mwangi', role_id: 4, status: 'Active', employee_id: null, version: 3 }));
  });

  it('says why there is nothing to choose when the staff list could not be read', () => {
    render(
      <UserForm mode="add" roles={ROLES} staff={undefined} staffProblem="The staff list could not be read: Forbidden." classes={[]} pending={false} onCancel={() => undefined} onSubmit={() => undefined} />,
    );
    expect(screen.getByText('The staff list could not be read: Forbidden.')).toBeTruthy();
    expect(Array.from(staffSelect().options).map((o) => o.textContent)).toEqual(['No staff record']);
  });
});
