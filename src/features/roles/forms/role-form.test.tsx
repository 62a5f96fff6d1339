import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVILEGE_MODULES, type PrivilegeModule, type RoleModule } from '@contract';
import { RoleForm } from './role-form';

afterEach(cleanup);

/** The catalogue as `GET /settings/roles/modules` answers it. */
const modules: RoleModule[] = (Object.keys(PRIVILEGE_MODULES) as PrivilegeModule[]).map((module) => ({ module, privileges: [...PRIVILEGE_MODULES[module]] }));

function renderForm(onSubmit = vi.fn()) {
  render(<RoleForm modules={modules} pending={false} onSubmit={onSubmit} onCancel={() => {}} />);
  return onSubmit;
}

const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name} \\(`) });

// getByRole over ~150 checkboxes is slow in jsdom: under a loaded CI machine it passes 5 s.
describe('RoleForm', { timeout: 20_000 }, () => {
  it('lists each privilege by its label under its module, never by its code', () => {
    renderForm();
    const subjects = group('Subjects');
    expect(within(subjects).getByRole('checkbox', { name: 'Configure attendance' })).toBeTruthy();
    expect(within(group('Bus')).getByRole('checkbox', { name: 'Bus students and bus fees' })).toBeTruthy();
    expect(within(group('Academic years')).getByRole('checkbox', { name: 'Change the active year' })).toBeTruthy();
    // One checkbox per privilege, plus the codes toggle.
    expect(screen.getAllByRole('checkbox')).toHaveLength(Object.values(PRIVILEGE_MODULES).flat().length + 1);
    // The codes are no one's reading matter until asked for: only titles hold them.
    expect(screen.queryByText('attadence-config')).toBeNull();
    expect(screen.queryByText('generate')).toBeNull();
    expect(within(subjects).getByText('Configure attendance').closest('label')?.getAttribute('title')).toBe('attadence-config');
  });

  it('shows the codes under their labels on request, as the checkboxes’ descriptions', () => {
    renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show privilege codes' }));
    const box = within(group('Subjects')).getByRole('checkbox', { name: 'Configure attendance' });
    const described = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('attadence-config');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show privilege codes' }));
    expect(screen.queryByText('attadence-config')).toBeNull();
    expect(box.getAttribute('aria-describedby')).toBeNull();
  });

  it('counts per module and grants or revokes a whole module by its heading', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: /^Grant all ?Subjects$/ }));
    expect(group('Subjects').querySelector('legend')?.textContent).toBe('Subjects (4 of 4)');
    expect(screen.getByText(/\(4 granted\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Revoke all ?Subjects$/ }));
    expect(screen.getByText(/\(0 granted\)/)).toBeTruthy();
  });

  it('saves the exact stored strings, typos included', async () => {
    const onSubmit = renderForm();
    fireEvent.input(screen.getByLabelText(/Role name/), { target: { value: 'Attendance clerk' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Configure attendance' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bus students and bus fees' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Performance report' }));
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(save));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    // In the catalogue's order.
    expect(onSubmit).toHaveBeenLastCalledWith({ name: 'Attendance clerk', privileges: ['perfomance-report', 'generate', 'attadence-config'] });
  });
});
