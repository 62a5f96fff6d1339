import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type Privilege } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { notify } from '@/lib/toast';
import { todayIn } from '@/lib/today';
import { BusStudentsPage } from '../components/bus-students-page';
import type { AssignmentListState } from '../api/assignments';
import { AMINA, BRIAN_ENDED, answerReads, describedBy, enter, pickStudent, pressUntilSent, userWith, withClient } from './fixtures';

const http = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

const today = todayIn('UTC');

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  http.list.mockReset();
  http.get.mockReset();
  http.post.mockReset();
  answerReads(http, [AMINA, BRIAN_ENDED]);
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

function renderPage(privileges: Privilege[], state: AssignmentListState = { page: 1, limit: 100 }) {
  const onStateChange = vi.fn();
  render(<BusStudentsPage user={userWith(...privileges)} state={state} onStateChange={onStateChange} />, { wrapper: withClient() });
  return onStateChange;
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string | RegExp) => within(dialog()).getByLabelText(label);
const button = (name: string | RegExp) => () => within(dialog()).getByRole('button', { name }) as HTMLButtonElement;

describe('Bus Student page', { timeout: 20_000 }, () => {
  it('lists who rides what; without generate every action is off and names the privilege', async () => {
    renderPage(['report']);
    const amina = await screen.findByRole('row', { name: /Amina Otieno/ });
    expect(amina.textContent).toContain('ADM-031');
    expect(amina.textContent).toContain('Grade 4 · B');
    expect(amina.textContent).toContain('Hilltop');
    expect(amina.textContent).toContain('Both ways');
    expect(amina.textContent).toContain('Market gate');
    expect(amina.textContent).toContain('1 Sep 2026');
    // No list-bus: the bus is plain text, not a link to its riders list.
    expect(within(amina).queryByRole('link')).toBeNull();
    const change = within(amina).getByRole('button', { name: /Change/ }) as HTMLButtonElement;
    expect(change.disabled).toBe(true);
    expect(change.title).toContain('generate');
    expect((within(amina).getByRole('button', { name: /Stop riding/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Assign a student' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Assign a section' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Bill a month' })).toBeNull();
    // An ended assignment can be neither changed nor ended again.
    const brian = screen.getByRole('row', { name: /Brian Mutua/ });
    expect(brian.textContent).toContain('6 Jan 2025to 19 Dec 2025');
    expect(brian.textContent).toContain('Ended');
    expect(within(brian).queryByRole('button')).toBeNull();
  });

  it('with generate and list-bus: actions on, the bus opens its riders list, Bill a month links to billing, History toggles', async () => {
    const onStateChange = renderPage(['generate', 'list-bus']);
    const amina = await screen.findByRole('row', { name: /Amina Otieno/ });
    expect(within(amina).getByRole('link', { name: /Bus 7/ }).getAttribute('href')).toBe('#/bus/riders/7');
    expect((within(amina).getByRole('button', { name: /Change/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'Bill a month' }).getAttribute('href')).toBe('#/bus/billing');
    const history = screen.getByRole('button', { name: 'History' });
    expect(history.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(history);
    expect(onStateChange).toHaveBeenCalledWith({ page: 1, limit: 100, history: 'true' });
  });

  it('assigns a student with the chosen bus, category, day and stop, and shows a full bus at Bus', async () => {
    http.post.mockRejectedValueOnce(
      toHttpError(422, { message: 'Bus 9 (KDB 999Y) is full: 14 of 14 seats are taken from 1 Dec 2026.', issues: [{ path: 'bus_id', message: 'Bus 9 (KDB 999Y) is full: 14 of 14 seats are taken from 1 Dec 2026.' }] }),
    );
    renderPage(['generate']);
    await screen.findByRole('row', { name: /Amina Otieno/ });
    fireEvent.click(screen.getByRole('button', { name: 'Assign a student' }));
    await screen.findByRole('dialog', { name: 'Assign a student' });
    expect((field('First day riding') as HTMLInputElement).value).toBe(today);
    expect(within(dialog()).getByText(/If the student rides now, that assignment ends the day before/)).toBeTruthy();
    await pickStudent('Chege Kariuki');
    enter(field('First day riding'), '2026-12-01');
    await within(dialog()).findByRole('option', { name: 'Bus 7 — 3 seats left' });
    expect(within(dialog()).getByRole('option', { name: 'Bus 9 — full' })).toBeTruthy();
    enter(field(/^Bus/), '9');
    enter(field('Fee category'), '12');
    expect(within(dialog()).getByRole('option', { name: 'Hilltop · One way · USD 1,500.00 a month' })).toBeTruthy();
    enter(field('Stop'), 'Water tank');
    await pressUntilSent(button('Assign'), http.post);
    expect(http.post).toHaveBeenCalledWith(API.busStudents, { student_id: 33, bus_id: 9, category_id: 12, from: '2026-12-01', stop: 'Water tank' });
    // The buses were counted on the chosen first day.
    expect(http.list).toHaveBeenCalledWith(API.buses, expect.objectContaining({ status: 'Active', date: '2026-12-01' }), expect.anything());
    await waitFor(() => expect(describedBy(field(/^Bus/))).toBe('Bus 9 (KDB 999Y) is full: 14 of 14 seats are taken from 1 Dec 2026.'));
    expect(notify.error).not.toHaveBeenCalled();

    http.post.mockResolvedValueOnce({ message: 'Chege Kariuki rides Bus 7 from 1 Dec 2026.', id: 102 });
    enter(field(/^Bus/), '7');
    await pressUntilSent(button('Assign'), http.post);
    expect(http.post).toHaveBeenLastCalledWith(API.busStudents, { student_id: 33, bus_id: 7, category_id: 12, from: '2026-12-01', stop: 'Water tank' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify.success).toHaveBeenCalledWith('Chege Kariuki rides Bus 7 from 1 Dec 2026.');
  });

  it('Change opens Assign with the student fixed and sends a new dated assignment', async () => {
    http.post.mockResolvedValue({ message: 'Amina Otieno rides Bus 9 from 5 Jan 2027.', id: 103 });
    renderPage(['generate']);
    const amina = await screen.findByRole('row', { name: /Amina Otieno/ });
    fireEvent.click(within(amina).getByRole('button', { name: /Change/ }));
    await screen.findByRole('dialog', { name: 'Change the bus of Amina Otieno' });
    expect(within(dialog()).queryByRole('combobox', { name: 'Student' })).toBeNull();
    expect(within(dialog()).getByText(/Amina Otieno · ADM-031/)).toBeTruthy();
    expect((field('Fee category') as HTMLSelectElement).value).toBe('11');
    expect((field('Stop') as HTMLInputElement).value).toBe('Market gate');
    enter(field('First day riding'), '2027-01-05');
    await within(dialog()).findByText(/That assignment ends on 4 Jan 2027/);
    await within(dialog()).findByRole('option', { name: 'Bus 9 — full' });
    enter(field(/^Bus/), '9');
    await pressUntilSent(button('Save the change'), http.post);
    expect(http.post).toHaveBeenCalledWith(API.busStudents, { student_id: 31, bus_id: 9, category_id: 11, from: '2027-01-05', stop: 'Market gate' });
  });

  it('Stop riding sends the last day', async () => {
    http.post.mockResolvedValue({ message: "Amina Otieno's last day on Bus 7 is 18 Dec 2026." });
    renderPage(['generate']);
    const amina = await screen.findByRole('row', { name: /Amina Otieno/ });
    fireEvent.click(within(amina).getByRole('button', { name: /Stop riding/ }));
    await screen.findByRole('dialog', { name: 'Stop riding' });
    expect((field('Last day on the bus') as HTMLInputElement).value).toBe(today);
    enter(field('Last day on the bus'), '2026-12-18');
    await pressUntilSent(button('Stop riding'), http.post);
    expect(http.post).toHaveBeenCalledWith(`${API.busStudents}/101/end`, { to: '2026-12-18' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
