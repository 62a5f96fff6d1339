import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type BusProration, type Privilege } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { notify } from '@/lib/toast';
import { BOTH_WAYS, HILLTOP, ONE_WAY, RIVERSIDE, describedBy, enter, pressUntilSent, userWith, withClient } from '../../buses/tests/fixtures';
import { FeeCategoriesPage } from '../components/fee-categories-page';

const http = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

let zones: unknown = [RIVERSIDE, HILLTOP];
let categories: unknown = [ONE_WAY, BOTH_WAYS];

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  zones = [RIVERSIDE, HILLTOP];
  categories = [ONE_WAY, BOTH_WAYS];
  http.get.mockReset().mockImplementation((path: string) => {
    if (path === API.busZones) return Promise.resolve(zones);
    if (path === API.busFeeCategories) return Promise.resolve(categories);
    return Promise.reject(new Error(`unexpected ${path}`));
  });
  http.post.mockReset();
  http.put.mockReset();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

function renderPage(privileges: Privilege[] = [], proration?: BusProration) {
  render(<FeeCategoriesPage user={userWith('fee-categories', ...privileges)} proration={proration} />, { wrapper: withClient() });
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);
const submit = (name: string) => () => within(dialog()).getByRole('button', { name }) as HTMLButtonElement;
const table = (name: string) => screen.getByRole('table', { name });

describe('Bus › Bus Fee', { timeout: 20_000 }, () => {
  it('lists the zones and the fee categories, each category at its own fee or the zone fee', async () => {
    renderPage(['school-profile'], 'days');
    const hilltop = await screen.findByRole('row', { name: /^Hilltop/ });
    expect(hilltop.textContent).toContain('2,500.00');
    expect(hilltop.textContent).toContain('18');
    // Sorted by name: Hilltop before Riverside.
    const zoneRows = within(table("Each zone's monthly fee and riders")).getAllByRole('row').slice(1);
    expect(zoneRows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Hilltop', 'Riverside']);
    await within(table("Each fee category's rate and riders")).findByRole('row', { name: /Both ways/ });
    const both = within(table("Each fee category's rate and riders")).getByRole('row', { name: /Both ways/ });
    expect(both.textContent).toContain('Zone fee');
    expect(both.textContent).toContain('2,500.00');
    const one = within(table("Each fee category's rate and riders")).getByRole('row', { name: /One way/ });
    expect(one.textContent).toContain('Own fee');
    expect(one.textContent).toContain('1,500.00');
    expect(screen.getByText(/By days ridden/).textContent).toBe('Part months: By days ridden — change it in School settings');
    expect(screen.getByRole('link', { name: 'School settings' }).getAttribute('href')).toBe('#/settings/general');
  });

  it('reads a paged answer too, and says when there is nothing yet; a category needs a zone first', async () => {
    zones = [];
    categories = [];
    renderPage();
    await screen.findByText('No zones yet. Add the first zone and its monthly fee.');
    await screen.findByText('No fee categories yet. Add a zone first, then its categories.');
    const add = screen.getByRole('button', { name: 'Add category' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(add.title).toBe('Add a zone first');
    expect(screen.getByText(/are charged as set in/).textContent).toBe('Part months are charged as set in School settings.');
    expect(screen.queryByRole('link', { name: 'School settings' })).toBeNull();
  });

  it('says when the lists cannot be read', async () => {
    http.get.mockRejectedValue(toHttpError(0, null));
    renderPage();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(2);
    expect(alerts[0]!.textContent).toContain('This needs a connection');
  });

  it('adds a zone with its monthly fee, and edits one with its version', async () => {
    http.post.mockResolvedValue({ message: 'The zone has been added', id: 3 });
    renderPage();
    await screen.findByRole('row', { name: /^Hilltop/ });
    screen.getByRole('button', { name: 'Add zone' }).click();
    await screen.findByRole('dialog', { name: 'Add zone' });
    enter(field('Zone name'), 'Lakeside');
    enter(field('Monthly fee (USD)'), '12.5.0');
    await waitFor(() => expect(describedBy(field('Monthly fee (USD)'))).toBe('Enter an amount such as 1500 or 1,500.50.'));
    enter(field('Monthly fee (USD)'), '2,000.50');
    await pressUntilSent(submit('Add zone'), http.post);
    expect(http.post).toHaveBeenCalledWith(API.busZones, { name: 'Lakeside', monthly_fee: 200_050 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    within(screen.getByRole('row', { name: /^Hilltop/ })).getByRole('button', { name: /Edit/ }).click();
    await screen.findByRole('dialog', { name: 'Edit zone' });
    expect((field('Monthly fee (USD)') as HTMLInputElement).value).toBe('2500.00');
    enter(field('Zone name'), 'Riverside');
    http.put.mockRejectedValueOnce(toHttpError(409, { message: 'Riverside is already a zone.', issues: [{ path: 'name', message: 'Riverside is already a zone.' }] }));
    await pressUntilSent(submit('Save'), http.put);
    expect(http.put).toHaveBeenCalledWith(`${API.busZones}/1`, { version: 3, name: 'Riverside', monthly_fee: 250_000 });
    await waitFor(() => expect(describedBy(field('Zone name'))).toBe('Riverside is already a zone.'));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("adds a category at the zone's fee (blank) and edits one to its own fee", async () => {
    http.post.mockResolvedValue({ message: 'The fee category has been added', id: 9 });
    renderPage();
    await screen.findByRole('row', { name: /^Hilltop/ });
    await screen.findByRole('row', { name: /Both ways/ });
    screen.getByRole('button', { name: 'Add category' }).click();
    await screen.findByRole('dialog', { name: 'Add fee category' });
    expect(describedBy(field('Own monthly fee (USD)'))).toBe("Leave blank to charge the zone's fee.");
    enter(field('Zone'), '2');
    await waitFor(() => expect(describedBy(field('Own monthly fee (USD)'))).toBe("Leave blank to charge the zone's fee (USD 1,800.00 for Riverside)."));
    enter(field('Category name'), 'Both ways');
    await pressUntilSent(submit('Add category'), http.post);
    expect(http.post).toHaveBeenCalledWith(API.busFeeCategories, { zone_id: 2, name: 'Both ways', monthly_fee: null, status: 'Active' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    within(screen.getByRole('row', { name: /Both ways/ })).getByRole('button', { name: /Edit/ }).click();
    await screen.findByRole('dialog', { name: 'Edit fee category' });
    expect((field('Zone') as HTMLSelectElement).value).toBe('1');
    expect((field('Own monthly fee (USD)') as HTMLInputElement).value).toBe('');
    enter(field('Own monthly fee (USD)'), '1800');
    enter(field('Status'), 'Inactive');
    http.put.mockResolvedValue({ message: 'The fee category has been saved' });
    await pressUntilSent(submit('Save'), http.put);
    expect(http.put).toHaveBeenCalledWith(`${API.busFeeCategories}/7`, { version: 1, zone_id: 1, name: 'Both ways', monthly_fee: 180_000, status: 'Inactive' });
  });

  it('shows a refused category at its field', async () => {
    renderPage();
    await screen.findByRole('row', { name: /One way/ });
    within(screen.getByRole('row', { name: /One way/ })).getByRole('button', { name: /Edit/ }).click();
    await screen.findByRole('dialog', { name: 'Edit fee category' });
    expect((field('Own monthly fee (USD)') as HTMLInputElement).value).toBe('1500.00');
    enter(field('Category name'), 'Both ways');
    http.put.mockRejectedValueOnce(toHttpError(409, { message: 'Hilltop already has a category Both ways.', issues: [{ path: 'name', message: 'Hilltop already has a category Both ways.' }] }));
    await pressUntilSent(submit('Save'), http.put);
    await waitFor(() => expect(describedBy(field('Category name'))).toBe('Hilltop already has a category Both ways.'));
  });
});
