import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type Period, type Room, type TeacherOption, type Unavailability } from '@contract';
import { withClient } from '@/lib/testing';
import { notify } from '@/lib/toast';
import { AvailabilityEditor } from '../components/availability-editor';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), delete: vi.fn() }));
vi.mock('@/lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), http: (await import('@/lib/testing')).callsByPath(http) }));

const PERIODS: Period[] = [
  { id: 1, version: 1, name: 'Period 1', start_time: '08:00', end_time: '08:40', kind: 'lesson', sort_order: 1, weekdays: [1, 2, 3, 4, 5] },
  { id: 3, version: 1, name: 'Break', start_time: '08:40', end_time: '09:00', kind: 'break', sort_order: 2, weekdays: [1, 2, 3, 4, 5] },
  { id: 2, version: 1, name: 'Period 2', start_time: '09:00', end_time: '09:40', kind: 'lesson', sort_order: 3, weekdays: [1, 2, 3, 4] },
];
const TEACHERS: TeacherOption[] = [
  { id: 21, fullname: 'Mr Otieno', number: 'T-01' },
  { id: 22, fullname: 'Ms Wanjiru', number: 'T-02' },
];
const ROOMS = [{ id: 12, name: 'Lab', capacity: 30, status: 'Active', version: 1 }] as unknown as Room[];
const LAB_OFF: Unavailability = { id: 71, teacher_id: null, room_id: 12, weekday: 2, period_id: 1, reason: 'Assembly' };

let marks: Record<string, Unavailability[]>;

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  marks = { 'teacher:21': [], 'room:12': [LAB_OFF] };
  for (const fn of Object.values(http)) fn.mockReset();
  http.get.mockImplementation(async (path: string, who: { teacher_id?: number; room_id?: number }) => {
    expect(path).toBe(API.timetableUnavailability);
    return marks[who.teacher_id ? `teacher:${who.teacher_id}` : `room:${who.room_id}`] ?? [];
  });
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

const renderEditor = (canEdit = true) => render(<AvailabilityEditor periods={PERIODS} teachers={TEACHERS} rooms={ROOMS} canEdit={canEdit} />, { wrapper: withClient() });

describe('Timetable › availability', { timeout: 20_000 }, () => {
  it('switches a teacher’s lesson period to unavailable, with the reason typed', async () => {
    renderEditor();
    const monday = await screen.findByRole('button', { name: 'Mr Otieno unavailable on Monday, Period 1' });
    expect(monday.getAttribute('aria-pressed')).toBe('false');
    // Breaks are not lesson periods; Period 2 does not run on Friday.
    expect(screen.queryByRole('button', { name: /Break/ })).toBeNull();
    expect(screen.getByText('Period 2 does not run on Friday')).toBeTruthy();
    expect(screen.getByText('Mr Otieno can be timetabled in every period.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Reason for new marks (optional)'), { target: { value: 'Works mornings only' } });
    http.post.mockResolvedValue({ message: 'Saved', id: 80 });
    marks['teacher:21'] = [{ id: 80, teacher_id: 21, room_id: null, weekday: 1, period_id: 1, reason: 'Works mornings only' }];
    fireEvent.click(monday);
    await waitFor(() => expect(http.post).toHaveBeenCalledWith(API.timetableUnavailability, { teacher_id: 21, room_id: null, weekday: 1, period_id: 1, reason: 'Works mornings only' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mr Otieno unavailable on Monday, Period 1' }).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText('Mr Otieno is unavailable in 1 period a week.')).toBeTruthy();
  });

  it('shows a room’s week and makes a period available again', async () => {
    renderEditor();
    await screen.findByRole('button', { name: 'Mr Otieno unavailable on Monday, Period 1' });
    fireEvent.click(screen.getByRole('radio', { name: 'A room' }));
    const tuesday = await screen.findByRole('button', { name: 'Lab unavailable on Tuesday, Period 1' });
    expect(tuesday.getAttribute('aria-pressed')).toBe('true');
    expect(tuesday.getAttribute('title')).toBe('Assembly');
    http.delete.mockResolvedValue({ message: 'Removed' });
    marks['room:12'] = [];
    fireEvent.click(tuesday);
    await waitFor(() => expect(http.delete).toHaveBeenCalledWith(`${API.timetableUnavailability}/71`));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lab unavailable on Tuesday, Period 1' }).getAttribute('aria-pressed')).toBe('false'));
  });

  it('is read-only without update-timetable', async () => {
    renderEditor(false);
    const monday = await screen.findByRole('button', { name: 'Mr Otieno unavailable on Monday, Period 1' });
    expect(monday).toHaveProperty('disabled', true);
    expect(within(screen.getByRole('table')).getAllByRole('button').every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });
});
