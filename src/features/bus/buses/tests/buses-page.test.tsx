import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type Privilege } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { notify } from '@/lib/toast';
import { BusesPage } from '../components/buses-page';
import { BUS_3, BUS_5, DRIVERS, describedBy, enter, page, pressUntilSent, userWith, withClient } from './fixtures';

const http = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  http.list.mockReset().mockResolvedValue(page([BUS_3, BUS_5]));
  http.get.mockReset().mockImplementation((path: string) => (path === API.busDrivers ? Promise.resolve(DRIVERS) : Promise.reject(new Error(`unexpected ${path}`))));
  http.post.mockReset();
  http.put.mockReset();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

function renderPage(privileges: Privilege[] = [], onStateChange = vi.fn()) {
  render(<BusesPage user={userWith('list-bus', ...privileges)} state={{ page: 1, limit: 100 }} onStateChange={onStateChange} />, { wrapper: withClient() });
  return onStateChange;
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);
const submit = (name: string) => () => within(dialog()).getByRole('button', { name }) as HTMLButtonElement;

describe('Bus › List', { timeout: 20_000 }, () => {
  it('lists each bus with its driver, seats taken and riders list; Add and Edit are off without the privileges', async () => {
    renderPage();
    const bus3 = await screen.findByRole('row', { name: /Bus 3/ });
    expect(bus3.textContent).toContain('KDA 123X');
    expect(bus3.textContent).toContain('Joseph Mwangi');
    expect(bus3.textContent).toContain('+254 711 000 111');
    expect(bus3.textContent).toContain('32 / 40');
    expect(bus3.textContent).not.toContain('Full');
    expect(within(bus3).getByRole('link', { name: /Riders List.*of bus Bus 3/ }).getAttribute('href')).toBe('#/bus/riders/3');
    expect(within(bus3).getByRole('link', { name: 'Bus 3' }).getAttribute('href')).toBe('#/bus/riders/3');
    const bus5 = screen.getByRole('row', { name: /Bus 5/ });
    expect(bus5.textContent).toContain('No driver');
    expect(bus5.textContent).toContain('14 / 14');
    expect(bus5.textContent).toContain('Full');
    expect(http.list).toHaveBeenCalledWith(API.buses, expect.objectContaining({ page: 1, limit: 100 }), expect.anything());

    const add = screen.getByRole('button', { name: 'Add bus' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(add.title).toContain('add-bus');
    const edit = within(bus3).getByRole('button', { name: /Edit.*bus Bus 3/ }) as HTMLButtonElement;
    expect(edit.disabled).toBe(true);
    expect(edit.title).toContain('update-bus');
    expect(screen.getByText(/seats its riders take today/)).toBeTruthy();
  });

  it('says when there is no bus yet, and filters by status', async () => {
    http.list.mockResolvedValue(page([]));
    const onStateChange = renderPage(['add-bus']);
    await screen.findByText('No buses yet. Add the first bus.');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Inactive' } });
    expect(onStateChange).toHaveBeenCalledWith({ page: 1, limit: 100, status: 'Inactive' });
  });

  it('adds a bus with a driver picked from the drivers, after checking the seats', async () => {
    http.post.mockResolvedValue({ message: 'The bus has been added', id: 9 });
    renderPage(['add-bus']);
    await screen.findByRole('row', { name: /Bus 3/ });
    screen.getByRole('button', { name: 'Add bus' }).click();
    await screen.findByRole('dialog', { name: 'Add bus' });
    await within(dialog()).findByRole('option', { name: 'Grace Wanjiru · EMP-0022' });
    expect((field('Status') as HTMLSelectElement).value).toBe('Active');
    enter(field('Bus number'), ' Bus 9 ');
    enter(field('Plate'), 'KDE 900A');
    enter(field('Driver'), '22');
    enter(field('Capacity'), 'forty');
    await waitFor(() => expect(describedBy(field('Capacity'))).toContain('Capacity is a whole number of seats.'));
    enter(field('Capacity'), '250');
    await waitFor(() => expect(describedBy(field('Capacity'))).toContain('Capacity must be at most 200.'));
    expect(submit('Add bus')().disabled).toBe(true);
    enter(field('Capacity'), '30');
    await pressUntilSent(submit('Add bus'), http.post);
    expect(http.post).toHaveBeenCalledWith(API.buses, { number: 'Bus 9', plate: 'KDE 900A', driver_id: 22, capacity: 30, status: 'Active' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify.success).toHaveBeenCalledWith('The bus has been added');
  });

  it('edits with the row version and shows the server refusals at their fields', async () => {
    renderPage(['update-bus']);
    const bus3 = await screen.findByRole('row', { name: /Bus 3/ });
    within(bus3).getByRole('button', { name: /Edit.*bus Bus 3/ }).click();
    await screen.findByRole('dialog', { name: 'Edit bus' });
    expect((field('Bus number') as HTMLInputElement).value).toBe('Bus 3');
    expect((field('Capacity') as HTMLInputElement).value).toBe('40');
    await waitFor(() => expect((field('Driver') as HTMLSelectElement).value).toBe('21'));
    enter(field('Capacity'), '20');
    enter(field('Driver'), '');
    http.put.mockRejectedValueOnce(toHttpError(422, { message: 'Bus 3 (KDA 123X) has 32 riders: it needs at least 32 seats.', issues: [{ path: 'capacity', message: 'Bus 3 (KDA 123X) has 32 riders: it needs at least 32 seats.' }] }));
    await pressUntilSent(submit('Save'), http.put);
    expect(http.put).toHaveBeenCalledWith(`${API.buses}/3`, { version: 2, number: 'Bus 3', plate: 'KDA 123X', driver_id: null, capacity: 20, status: 'Active' });
    await waitFor(() => expect(describedBy(field('Capacity'))).toContain('it needs at least 32 seats.'));

    enter(field('Capacity'), '40');
    enter(field('Bus number'), 'Bus 5');
    http.put.mockRejectedValueOnce(toHttpError(409, { message: 'Bus 5 is already a bus of this school.', issues: [{ path: 'number', message: 'Bus 5 is already a bus of this school.' }] }));
    await pressUntilSent(submit('Save'), http.put);
    await waitFor(() => expect(describedBy(field('Bus number'))).toBe('Bus 5 is already a bus of this school.'));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("keeps a bus's driver who is no longer an active driver as a choice, and says when the drivers cannot be read", async () => {
    http.list.mockResolvedValue(page([{ ...BUS_3, driver_id: 30, driver_name: 'Paul Otieno' }]));
    http.get.mockRejectedValue(toHttpError(500, { message: 'Database unavailable' }));
    renderPage(['update-bus']);
    const bus3 = await screen.findByRole('row', { name: /Bus 3/ });
    within(bus3).getByRole('button', { name: /Edit/ }).click();
    await screen.findByRole('dialog', { name: 'Edit bus' });
    expect((field('Driver') as HTMLSelectElement).value).toBe('30');
    expect(within(dialog()).getByRole('option', { name: 'Paul Otieno (not an active driver)' })).toBeTruthy();
    await within(dialog()).findByText(/The drivers could not be read \(Database unavailable\)/);
  });
});
