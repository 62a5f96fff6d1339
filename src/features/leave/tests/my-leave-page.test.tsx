import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type Profile } from '@contract';
import { notify } from '@/lib/toast';
import { enter, pressUntilSent } from '@/lib/testing';
import { MyLeavePage } from '../components/my-leave-page';
import { ANNUAL, balance, OLD, page, REFUSED, SICK, staffWith, WAITING, withClient, YEAR } from './fixtures';

const http = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

const APPROVED_SICK = { ...WAITING, id: 44, leave_type_id: 2, leave_type: 'Sick leave', start_date: '2026-12-03', end_date: '2026-12-03', half_first_day: true, days: 0.5, status: 'Approved' as const };

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  http.list.mockReset().mockResolvedValue(page([WAITING, { ...REFUSED, employee_id: 12, employee_name: 'Amina Odhiambo' }]));
  http.get.mockReset().mockImplementation((path: string) => {
    if (path === API.leaveTypes) return Promise.resolve([ANNUAL, SICK, OLD]);
    if (path === API.leaveBalances) return Promise.resolve({ academic_year: YEAR, balances: [balance(ANNUAL, { carried: 2, taken: 5, pending: 3, left: 18 }), balance(SICK, { taken: 1, left: 9 })] });
    if (path === `${API.leaveRequests}/44`) return Promise.resolve(APPROVED_SICK);
    return Promise.reject(new Error(`No reply for ${path}`));
  });
  http.post.mockReset().mockResolvedValue({ message: 'Your sick leave has been recorded', id: 44 });
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

const renderPage = (user: Profile = staffWith()) => render(<MyLeavePage user={user} />, { wrapper: withClient() });

describe('My leave', { timeout: 20_000 }, () => {
  it("shows the year's balance of each kind, then the requests with their decisions", async () => {
    renderPage();
    const cards = await screen.findByRole('list', { name: 'Leave left this year' });
    const annual = within(cards).getAllByRole('listitem')[0]!;
    expect(annual.textContent).toContain('18 days left');
    expect(annual.textContent).toContain('21 days a year + 2 days carried over');
    expect(annual.textContent).toContain('Taken5 days');
    expect(annual.textContent).toContain('Waiting for approval3 days');
    expect(http.get).toHaveBeenCalledWith(API.leaveBalances, { employee_id: 12 }, expect.anything());
    expect(http.list).toHaveBeenCalledWith(API.leaveRequests, expect.objectContaining({ mine: '1' }), expect.anything());
    const requests = await screen.findByRole('list', { name: 'Your requests' });
    const [waiting, refused] = within(requests).getAllByRole('listitem');
    expect(waiting!.textContent).toContain('Waiting');
    expect(within(waiting!).getByRole('button', { name: /Cancel/ })).toBeTruthy();
    expect(refused!.textContent).toContain('Refused by Mary Wanjiru on 21 Nov 2026: Exams week');
    expect(within(refused!).queryByRole('button', { name: /Cancel/ })).toBeNull();
  });

  it('asks for half a day and shows the school days the server counted', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Leave left this year' });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Ask for leave' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Ask for leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for leave' });
    const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    const options = Array.from(field('Kind of leave').querySelectorAll('option')).map((o) => o.textContent);
    expect(options).toEqual(['Choose', 'Annual leave (18 days left)', 'Sick leave (9 days left)']);
    enter(field('Kind of leave'), '2');
    enter(field('First day'), '2026-12-03');
    enter(field('Last day'), '2026-12-03');
    fireEvent.click(field('Start at midday (the afternoon off)'));
    await pressUntilSent(() => within(dialog).getByRole('button', { name: 'Ask for leave' }) as HTMLButtonElement, http.post);
    expect(http.post).toHaveBeenCalledWith(API.leaveRequests, { leave_type_id: 2, start_date: '2026-12-03', end_date: '2026-12-03', half_first_day: true, half_last_day: false, reason: '' });
    const answer = await within(dialog).findByRole('status');
    expect(answer.textContent).toContain('Your sick leave has been recorded');
    expect(answer.textContent).toContain('Sick leave, 3 Dec 2026, afternoon: ½ day of school counted.');
    expect(answer.textContent).toContain('It is approved.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels a waiting request with its version', async () => {
    renderPage();
    const requests = await screen.findByRole('list', { name: 'Your requests' });
    fireEvent.click(within(within(requests).getAllByRole('listitem')[0]!).getByRole('button', { name: /Cancel/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel leave' });
    http.post.mockResolvedValueOnce({ message: 'The request has been cancelled' });
    await pressUntilSent(() => within(dialog).getByRole('button', { name: 'Cancel leave' }) as HTMLButtonElement, http.post);
    expect(http.post).toHaveBeenCalledWith(`${API.leaveRequests}/40/cancel`, { version: 2 });
  });

  it('tells a user with no staff record why there is no leave to show', () => {
    renderPage({ ...staffWith(), employee_id: null });
    expect(screen.getByRole('alert').textContent).toContain('Your account has no staff record');
    expect(http.get).not.toHaveBeenCalled();
  });
});
