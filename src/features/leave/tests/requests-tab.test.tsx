import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type Privilege } from '@contract';
import { notify } from '@/lib/toast';
import { enter, pressUntilSent } from '@/lib/testing';
import { OfficeLeavePage } from '../components/office-leave-page';
import type { OfficeLeaveSearch } from '../lib/search';
import { ANNUAL, page, REFUSED, staffWith, WAITING, withClient } from './fixtures';

const http = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  http.list.mockReset().mockResolvedValue(page([WAITING, REFUSED]));
  http.get.mockReset().mockImplementation((path: string) => Promise.resolve(path === API.leaveTypes ? [ANNUAL] : []));
  http.post.mockReset().mockResolvedValue({ message: 'Done' });
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

// The approver (employee 30) is not Amina (12): nobody but the Admin decides their own leave.
const officer = (...privileges: Privilege[]) => ({ ...staffWith(...privileges), employee_id: 30 });

function renderPage(privileges: Privilege[], search: Partial<OfficeLeaveSearch> = {}) {
  const onSearch = vi.fn();
  render(<OfficeLeavePage user={officer(...privileges)} search={{ page: 1, limit: 25, ...search }} onSearch={onSearch} />, { wrapper: withClient() });
  return onSearch;
}

const dialog = () => screen.getByRole('dialog');
const inDialog = (name: string) => () => within(dialog()).getByRole('button', { name }) as HTMLButtonElement;

describe('Employees › Leave, requests', { timeout: 20_000 }, () => {
  it('opens an approver on the requests waiting, with Approve and Refuse on those only', async () => {
    renderPage(['approve-leave']);
    const amina = await screen.findByRole('row', { name: /Amina Odhiambo/ });
    expect(http.list).toHaveBeenCalledWith(API.leaveRequests, expect.objectContaining({ status: 'Requested' }), expect.anything());
    expect(within(amina).getByRole('button', { name: /Approve/ })).toBeTruthy();
    expect(within(amina).getByRole('button', { name: /Refuse/ })).toBeTruthy();
    const peter = screen.getByRole('row', { name: /Peter Kamau/ });
    expect(within(peter).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(peter.textContent).toContain('Refused by Mary Wanjiru on 21 Nov 2026: Exams week');
    // An approver taking a sick call records it (approved at once by the server).
    expect((screen.getByRole('button', { name: 'Record leave' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('links approved leave still ahead to the cover of its lessons', async () => {
    http.list.mockResolvedValue(page([{ ...WAITING, status: 'Approved' }]));
    renderPage(['approve-leave'], { status: 'Approved' });
    const amina = await screen.findByRole('row', { name: /Amina Odhiambo/ });
    expect(within(amina).getByRole('link', { name: /Cover/ }).getAttribute('href')).toBe('#/timetable/cover?date=2099-12-02');
    expect(within(amina).queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('approves with the row version and an optional note', async () => {
    renderPage(['approve-leave']);
    const amina = await screen.findByRole('row', { name: /Amina Odhiambo/ });
    within(amina).getByRole('button', { name: /Approve/ }).click();
    await screen.findByRole('dialog', { name: 'Approve leave' });
    expect(dialog().textContent).toContain('Annual leave, 3 days');
    await pressUntilSent(inDialog('Approve leave'), http.post);
    expect(http.post).toHaveBeenCalledWith(`${API.leaveRequests}/40/approve`, { version: 2, note: '' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify.success).toHaveBeenCalledWith('Done');
  });

  it('refuses only with a reason, which goes to the employee', async () => {
    renderPage(['approve-leave']);
    const amina = await screen.findByRole('row', { name: /Amina Odhiambo/ });
    within(amina).getByRole('button', { name: /Refuse/ }).click();
    await screen.findByRole('dialog', { name: 'Refuse leave' });
    const reason = within(dialog()).getByLabelText(/Reason/);
    enter(reason, '');
    await waitFor(() => expect(within(dialog()).getByText('Say why the leave is refused.')).toBeTruthy());
    expect(inDialog('Refuse leave')().disabled).toBe(true);
    enter(reason, 'Exams week: no leave can be given');
    await pressUntilSent(inDialog('Refuse leave'), http.post);
    expect(http.post).toHaveBeenCalledWith(`${API.leaveRequests}/40/refuse`, { version: 2, note: 'Exams week: no leave can be given' });
  });

  it('shows someone without approve-leave every status and no Approve or Refuse; Record leave needs update-employee or approve-leave', async () => {
    renderPage(['list-employee']);
    const amina = await screen.findByRole('row', { name: /Amina Odhiambo/ });
    expect(http.list).toHaveBeenCalledWith(API.leaveRequests, expect.not.objectContaining({ status: expect.anything() }), expect.anything());
    expect(within(amina).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(within(amina).queryByRole('button', { name: /Refuse/ })).toBeNull();
    expect(within(amina).queryByRole('button', { name: /Cancel/ })).toBeNull();
    const record = screen.getByRole('button', { name: 'Record leave' }) as HTMLButtonElement;
    expect(record.disabled).toBe(true);
    expect(record.title).toBe('You need the “Edit employees” (update-employee) or the “Approve staff leave” (approve-leave) privilege');
    expect(screen.getByRole('tab', { name: 'Balances' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Leave report' })).toBeNull();
  });

  it('lets the office record leave and cancel, without deciding', async () => {
    renderPage(['update-employee']);
    const amina = await screen.findByRole('row', { name: /Amina Odhiambo/ });
    expect(within(amina).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(within(amina).getByRole('button', { name: /Cancel/ })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Record leave' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps "any status" in the address when an approver turns the default off', async () => {
    const onSearch = renderPage(['approve-leave']);
    await screen.findByRole('row', { name: /Amina Odhiambo/ });
    enter(screen.getByLabelText('Status'), '');
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'Any', page: 1 }));
  });
});
