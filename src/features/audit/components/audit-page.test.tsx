import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ROLE_ID, type AuditRow, type Page, type Profile, type UserAccount } from '@contract';
import { auditListSearch, auditModulesQueryOptions, auditQueryOptions, auditUserOptionsQueryOptions } from '../api/audit';
import { AuditPage } from './audit-page';

afterEach(cleanup);

const admin: Profile = {
  id: 1, schoolId: 1, academic: '2026', fullname: 'Head Admin', username: 'admin', privileges: [], classes: [], bus_account_id: null, employee_id: null,
  role_id: ADMIN_ROLE_ID, role: 'Admin', school_name: 'Hillside', logo: null, academic_name: '2026', currency: 'USD', time_zone: 'Africa/Nairobi',
};

const rows: AuditRow[] = [
  { id: 2, at: '2026-03-01T23:30:05Z', user_id: 5, username: 'clerk', fullname: 'Asha Clerk', module: 'classrooms', action: 'update', entity: 'room', entity_ids: [12], request_id: 'req-2' },
  { id: 1, at: '2026-03-01T08:00:00Z', user_id: null, username: null, fullname: null, module: 'schools', action: 'create', entity: 'school', entity_ids: [], request_id: null },
];
const users = [{ id: 5, username: 'clerk', fullname: 'Asha Clerk' }] as UserAccount[];

function renderPage(onStateChange = vi.fn()) {
  const state = v.parse(auditListSearch, {});
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const page: Page<AuditRow> = { data: rows, total: 2, page: 1, limit: 100 };
  client.setQueryData(auditQueryOptions(state).queryKey, page);
  client.setQueryData(auditModulesQueryOptions().queryKey, ['classrooms', 'schools']);
  client.setQueryData(auditUserOptionsQueryOptions().queryKey, { data: users, total: 1, page: 1, limit: 500 });
  render(
    <QueryClientProvider client={client}>
      <AuditPage user={admin} state={state} onStateChange={onStateChange} />
    </QueryClientProvider>,
  );
  return { state, onStateChange };
}

describe('AuditPage', () => {
  it("lists who did what, when in the school's time, and on which record", () => {
    renderPage();
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first!).getByText('Asha Clerk')).toBeTruthy();
    expect(within(first!).getByText('clerk')).toBeTruthy();
    expect(within(first!).getByText('room #12')).toBeTruthy();
    expect(within(first!).getByText('req-2')).toBeTruthy();
    expect(first!.textContent).toMatch(/02:30/); // 23:30 UTC is 02:30 the next day in Nairobi
    expect(within(second!).getByText('System')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /When/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('filters by user, module and dates, back on page 1', () => {
    const { state, onStateChange } = renderPage();
    fireEvent.change(screen.getByLabelText('User'), { target: { value: '5' } });
    expect(onStateChange).toHaveBeenLastCalledWith({ ...state, page: 1, user_id: 5 });
    fireEvent.change(screen.getByLabelText('Module'), { target: { value: 'classrooms' } });
    expect(onStateChange).toHaveBeenLastCalledWith({ ...state, page: 1, module: 'classrooms' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    expect(onStateChange).toHaveBeenLastCalledWith({ ...state, page: 1, start: '2026-03-01' });
  });
});
