import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type Period } from '@contract';
import { HttpError } from '@/lib/http-error';
import { describedBy, enter, pressUntilSent, withClient } from '@/lib/testing';
import { notify } from '@/lib/toast';
import { BellSchedule } from '../components/bell-schedule';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('@/lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), http: (await import('@/lib/testing')).callsByPath(http) }));

const PERIODS: Period[] = [
  { id: 4, version: 2, name: 'Period 3', start_time: '09:40', end_time: '10:20', kind: 'lesson', sort_order: 4, weekdays: [1, 2, 3, 4] },
  { id: 1, version: 1, name: 'Period 1', start_time: '08:00', end_time: '08:40', kind: 'lesson', sort_order: 1, weekdays: [1, 2, 3, 4, 5] },
  { id: 3, version: 1, name: 'Break', start_time: '09:20', end_time: '09:40', kind: 'break', sort_order: 3, weekdays: [1, 3, 5] },
];

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  for (const fn of Object.values(http)) fn.mockReset();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

const renderSchedule = (canUpdate = true) => render(<BellSchedule periods={PERIODS} canAdd canUpdate={canUpdate} whyNotUpdate={canUpdate ? undefined : 'no'} />, { wrapper: withClient() });
const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;

describe('Timetable › bell schedule', { timeout: 20_000 }, () => {
  it('lists the periods in the order of the day, with their times, kind and days', () => {
    renderSchedule();
    const rows = within(screen.getByRole('table', { name: 'The bell schedule, in the order of the day' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Period 1', 'Break', 'Period 3']);
    expect(rows[0]!.textContent).toContain('08:00–08:40');
    expect(rows[0]!.textContent).toContain('Mon–Fri');
    expect(rows[1]!.textContent).toContain('Mon, Wed, Fri');
    expect(rows[2]!.textContent).toContain('Mon–Thu');
  });

  it('adds a period that starts where the last one ends, and checks the times before sending', async () => {
    renderSchedule();
    fireEvent.click(screen.getByRole('button', { name: 'Add period' }));
    await screen.findByRole('dialog', { name: 'Add period' });
    expect(field('Starts').value).toBe('10:20');
    expect(field('Ends').value).toBe('11:00');
    expect(field('Order').value).toBe('5');
    expect((within(dialog()).getByRole('checkbox', { name: 'Friday' }) as HTMLInputElement).checked).toBe(false);
    expect((within(dialog()).getByRole('checkbox', { name: 'Thursday' }) as HTMLInputElement).checked).toBe(true);

    enter(field('Name'), 'Period 4');
    enter(field('Ends'), '10:00');
    await waitFor(() => expect(describedBy(field('Ends'))).toBe('The period must end after it starts.'));
    enter(field('Ends'), '11:00');
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Friday' }));

    http.post.mockResolvedValue({ message: 'The period has been added', id: 9 });
    await pressUntilSent(() => within(dialog()).getByRole('button', { name: 'Add period' }) as HTMLButtonElement, http.post);
    expect(http.post).toHaveBeenCalledWith(API.timetablePeriods, { name: 'Period 4', start_time: '10:20', end_time: '11:00', kind: 'lesson', sort_order: 5, weekdays: [1, 2, 3, 4, 5] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a period with its version, and shows an overlap the server refuses at the start time', async () => {
    renderSchedule();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Period 3' }));
    await screen.findByRole('dialog', { name: 'Edit Period 3' });
    enter(field('Starts'), '09:30');
    const overlap = 'It overlaps Break (09:20–09:40) on Monday.';
    http.put.mockRejectedValue(new HttpError(409, overlap, [{ path: 'start_time', message: overlap }]));
    await pressUntilSent(() => within(dialog()).getByRole('button', { name: 'Save' }) as HTMLButtonElement, http.put);
    expect(http.put).toHaveBeenCalledWith(`${API.timetablePeriods}/4`, { name: 'Period 3', start_time: '09:30', end_time: '10:20', kind: 'lesson', sort_order: 4, weekdays: [1, 2, 3, 4], version: 2 });
    await waitFor(() => expect(describedBy(field('Starts'))).toBe(overlap));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('deletes a period after asking; one in use is refused with the server’s words', async () => {
    renderSchedule();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Break' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete period' });
    expect(confirm.textContent).toContain('Break (09:20–09:40, Mon, Wed, Fri)');
    http.delete.mockRejectedValue(new HttpError(409, '3 lessons are timetabled in this period; move them first.'));
    await pressUntilSent(() => within(confirm).getByRole('button', { name: 'Yes, delete' }) as HTMLButtonElement, http.delete);
    expect(http.delete).toHaveBeenCalledWith(`${API.timetablePeriods}/3`);
    await waitFor(() => expect(notify.error).toHaveBeenCalledOnce());
  });

  it('without update-timetable, periods can be added but not changed', () => {
    renderSchedule(false);
    expect(screen.getByRole('button', { name: 'Add period' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Edit Period 1' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Delete Period 1' })).toHaveProperty('disabled', true);
  });
});
