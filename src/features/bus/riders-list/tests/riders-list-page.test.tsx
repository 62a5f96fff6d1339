import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type RidersList } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { todayIn } from '@/lib/today';
import { withClient } from '../../buses/tests/fixtures';
import { busRidersQueryOptions } from '../api/riders';
import { RidersListPage } from '../components/riders-list-page';

const http = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

const rider = (id: number, name: string, zone: string, stop: string | null, phone: string | null, phone2: string | null = null) => ({
  student_id: id,
  student_name: name,
  admission_no: `ADM-${id}`,
  class_name: 'Grade 4',
  section_name: 'B',
  zone_name: zone,
  category_name: 'Both ways',
  stop,
  parent_name: `Parent of ${name}`,
  parent_phone: phone,
  parent_phone2: phone2,
});

const today = todayIn('UTC');
const LIST: RidersList = {
  bus: { id: 3, number: 'Bus 3', plate: 'KDA 123X', capacity: 40, driver_name: 'Joseph Mwangi', driver_phone: '+254 711 000 111' },
  date: today,
  school: { name: 'Greenfield School', phone: '+254 20 000 0000' },
  riders: [
    rider(11, 'Zawadi Otieno', 'Riverside', 'Mill bridge', '+254 722 111 222', '0733 444 555'),
    rider(12, 'Amani Kariuki', 'Hilltop', null, '+254 700 000 001'),
    rider(13, 'Baraka Njoroge', 'Hilltop', 'Church gate', null),
    rider(14, 'Akinyi Wafula', 'Hilltop', 'Church gate', '+254 700 000 002'),
  ],
};

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  http.get.mockReset().mockResolvedValue(LIST);
});

const user = { time_zone: 'UTC' };

describe('Bus › Riders list', { timeout: 20_000 }, () => {
  it("heads the sheet with the bus, driver, seats and day, and lists the riders by zone and stop with their parents' phones", async () => {
    const print = vi.fn();
    render(<RidersListPage busId={3} user={user} print={print} />, { wrapper: withClient() });
    await screen.findByRole('heading', { name: 'Riders List · Bus 3 (KDA 123X)' });
    expect(http.get).toHaveBeenCalledWith(`${API.buses}/3/riders`, undefined, expect.anything());
    expect(screen.getByText('Greenfield School · +254 20 000 0000')).toBeTruthy();
    expect(screen.getByText('Joseph Mwangi')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+254 711 000 111' }).getAttribute('href')).toBe('tel:+254711000111');
    expect(screen.getByText('4 of 40 taken')).toBeTruthy();

    const table = screen.getByRole('table', { name: /Riders of Bus 3 on .*, by zone and stop/ });
    const groups = within(table).getAllByRole('rowheader').filter((h) => h.getAttribute('scope') === 'rowgroup');
    expect(groups.map((g) => g.textContent)).toEqual(['Hilltop · Church gate (2 riders)', 'Hilltop · No stop given (1 rider)', 'Riverside · Mill bridge (1 rider)']);
    const students = within(table).getAllByRole('rowheader').filter((h) => h.getAttribute('scope') === 'row');
    expect(students.map((s) => s.textContent)).toEqual(['Akinyi Wafula', 'Baraka Njoroge', 'Amani Kariuki', 'Zawadi Otieno']);

    const zawadi = within(table).getByRole('row', { name: /Zawadi Otieno/ });
    expect(zawadi.textContent).toContain('ADM-11');
    expect(zawadi.textContent).toContain('Grade 4 · B');
    expect(zawadi.textContent).toContain('Parent of Zawadi Otieno');
    expect(within(zawadi).getByRole('link', { name: '+254 722 111 222' }).getAttribute('href')).toBe('tel:+254722111222');
    expect(within(zawadi).getByRole('link', { name: '0733 444 555' }).getAttribute('href')).toBe('tel:0733444555');
    expect(within(table).getByRole('row', { name: /Baraka Njoroge/ }).textContent).toContain('—');

    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when the bus has no riders', async () => {
    http.get.mockResolvedValue({ ...LIST, riders: [] });
    render(<RidersListPage busId={3} user={user} />, { wrapper: withClient() });
    await screen.findByText(/^No riders on Bus 3 on/);
  });

  it('opens a saved copy offline with its "saved HH:MM" marker and, from an older day, that day', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'offlineFirst', staleTime: Infinity } } });
    const savedAt = new Date(2026, 2, 11, 7, 5).getTime();
    client.setQueryData(busRidersQueryOptions(3).queryKey, { ...LIST, date: '2026-03-11' }, { updatedAt: savedAt });
    render(<RidersListPage busId={3} user={user} />, { wrapper: withClient(client) });
    await screen.findByText('offline · saved 07:05');
    expect(screen.getByRole('status').textContent).toContain('This list is for 11 Mar 2026, the day it was saved.');
    expect(screen.getByRole('link', { name: '+254 722 111 222' })).toBeTruthy();
  });

  it('says it needs a connection offline with no saved copy, and names a missing bus', async () => {
    http.get.mockRejectedValue(toHttpError(0, null));
    render(<RidersListPage busId={3} user={user} />, { wrapper: withClient() });
    await screen.findByText('This needs a connection');
    cleanup();
    http.get.mockRejectedValue(toHttpError(404, { message: 'No such bus.' }));
    render(<RidersListPage busId={99} user={user} />, { wrapper: withClient() });
    await screen.findByRole('heading', { name: 'No such bus' });
    expect(screen.getByRole('link', { name: 'All buses' }).getAttribute('href')).toBe('#/bus/list');
  });

  it('is saved on the device under its bus, holding only the fields the list shows', async () => {
    const options = busRidersQueryOptions(3);
    expect(options.queryKey).toEqual(['bus', 'riders', 3]);
    expect(options.meta).toEqual({ persist: true });
    http.get.mockResolvedValue({
      ...LIST,
      token: 'x',
      bus: { ...LIST.bus, status: 'Active', version: 2 },
      school: { ...LIST.school, address: '1 Hill Road', email: 'office@greenfield.test' },
      riders: LIST.riders.map((r) => ({ ...r, home_address: '1 Hill Road', parent_email: 'p@example.test', balance: 12_000 })),
    });
    const data = await new QueryClient().fetchQuery(options);
    expect(data).toEqual(LIST);
  });
});
