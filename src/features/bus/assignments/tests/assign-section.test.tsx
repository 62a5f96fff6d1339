import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { notify } from '@/lib/toast';
import { BusStudentsPage } from '../components/bus-students-page';
import { checkChoice, refusalErrors } from '../lib/section-choice';
import { seatsLine } from '../lib/labels';
import { AMINA, answerReads, enter, pressUntilSent, userWith, withClient } from './fixtures';

const http = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  http.list.mockReset();
  http.get.mockReset();
  http.post.mockReset();
  answerReads(http, [AMINA]);
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

const dialog = () => screen.getByRole('dialog', { name: 'Assign a section' });
const field = (label: string | RegExp) => within(dialog()).getByLabelText(label);
const box = (name: RegExp) => within(dialog()).getByRole('checkbox', { name }) as HTMLInputElement;
const submit = () => within(dialog()).getByRole('button', { name: /^Assign/ }) as HTMLButtonElement;

async function openSection() {
  render(<BusStudentsPage user={userWith('generate')} state={{ page: 1, limit: 100 }} onStateChange={vi.fn()} />, { wrapper: withClient() });
  await screen.findByRole('row', { name: /Amina Otieno/ });
  fireEvent.click(screen.getByRole('button', { name: 'Assign a section' }));
  await screen.findByRole('dialog', { name: 'Assign a section' });
  await within(dialog()).findByRole('option', { name: 'Grade 4' });
  enter(field('Class'), '4');
  await within(dialog()).findByRole('option', { name: 'B' });
  enter(field('Section'), '41');
  await within(dialog()).findByRole('checkbox', { name: /Dalia Were/ });
}

describe('the bulk choice', () => {
  it('checks the body with the contract and places the server refusal at its row or field', () => {
    const choice = { class_id: '4', section_id: '41', from: '2026-12-01', student_ids: [], bus_id: '', category_id: '', stop: '' };
    expect(checkChoice(choice).errors.fields).toEqual({ student_ids: 'Tick at least one student.', bus_id: 'Choose the bus.', category_id: 'Choose the fee category.' });
    expect(checkChoice({ ...choice, student_ids: [33], bus_id: '7', category_id: '11', stop: '  ' }).input).toEqual({ student_ids: [33], bus_id: 7, category_id: 11, from: '2026-12-01', stop: null });
    const refused = toHttpError(422, { message: 'x', issues: [{ path: 'student_ids.1', message: 'Dalia Were already rides from 5 Jan 2027.' }, { path: 'student_ids', message: 'Bus 9 has 0 seats left.' }] });
    expect(refusalErrors(refused, [33, 34])).toEqual({ fields: { student_ids: 'Bus 9 has 0 seats left.' }, students: { 34: 'Dalia Were already rides from 5 Jan 2027.' } });
    expect(refusalErrors(toHttpError(500, { message: 'boom' }), [33])).toBeNull();
  });

  it('counts the seats a move needs: those on the bus already need none', () => {
    expect(seatsLine(8, { capacity: 40, riders: 35 })).toEqual({ text: '8 chosen · 5 seats left', over: true });
    expect(seatsLine(8, { capacity: 40, riders: 35 }, 3)).toEqual({ text: '8 chosen · 5 seats left', over: false });
    expect(seatsLine(1, undefined)).toBeNull();
  });
});

describe('Assign a section', { timeout: 20_000 }, () => {
  it('lists the section with each student’s bus, counts seats as students are ticked, and sends the ticked ones', async () => {
    http.post.mockResolvedValue({ message: '2 students ride Bus 7 from 1 Dec 2026.', ids: [104, 105] });
    await openSection();
    expect(http.get).toHaveBeenCalledWith(`${API.busStudents}/section/41`, { date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }, expect.anything());
    expect(within(dialog()).getByText('Rides Bus 7 · Hilltop · Both ways')).toBeTruthy();
    expect(within(dialog()).getAllByText('Not riding')).toHaveLength(2);
    expect(box(/Amina Otieno/).getAttribute('aria-describedby')).toBeTruthy();
    expect(submit().disabled).toBe(true);

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Tick all not riding' }));
    expect(box(/Chege Kariuki/).checked).toBe(true);
    expect(box(/Dalia Were/).checked).toBe(true);
    expect(box(/Amina Otieno/).checked).toBe(false);
    expect(within(dialog()).getByText('2 chosen · choose a bus to see its seats')).toBeTruthy();

    enter(field('First day riding'), '2026-12-01');
    await within(dialog()).findByRole('option', { name: 'Bus 9 — full' });
    enter(field(/^Bus/), '9');
    expect(within(dialog()).getByText('2 chosen · 0 seats left: too few seats on this bus.')).toBeTruthy();
    enter(field(/^Bus/), '7');
    expect(within(dialog()).getByText('2 chosen · 3 seats left')).toBeTruthy();
    fireEvent.click(box(/All 3 students/));
    expect(within(dialog()).getByText('3 chosen · 3 seats left')).toBeTruthy();
    fireEvent.click(box(/Amina Otieno/));
    enter(field('Fee category'), '11');
    enter(field('Stop'), 'Post office');
    expect(submit().textContent).toBe('Assign 2 students');
    await pressUntilSent(submit, http.post);
    expect(http.post).toHaveBeenCalledWith(`${API.busStudents}/bulk`, { student_ids: [33, 34], bus_id: 7, category_id: 11, from: '2026-12-01', stop: 'Post office' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify.success).toHaveBeenCalledWith('2 students ride Bus 7 from 1 Dec 2026.');
  });

  it('shows the refusal: the bus’s seats at the list, a student’s problem at their row', async () => {
    const full = 'Bus 7 (KDA 777X) has 1 seat left from 1 Dec 2026; you chose 2 students.';
    http.post.mockRejectedValueOnce(
      toHttpError(422, { message: full, issues: [{ path: 'student_ids', message: full }, { path: 'student_ids.1', message: 'Dalia Were already rides from 5 Jan 2027; choose a later date or end that assignment first.' }] }),
    );
    await openSection();
    fireEvent.click(box(/Chege Kariuki/));
    fireEvent.click(box(/Dalia Were/));
    enter(field('First day riding'), '2026-12-01');
    await within(dialog()).findByRole('option', { name: 'Bus 7 — 3 seats left' });
    enter(field(/^Bus/), '7');
    enter(field('Fee category'), '11');
    await pressUntilSent(submit, http.post);
    await within(dialog()).findByText(full);
    expect(box(/Dalia Were/).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog()).getByText(/Dalia Were already rides from 5 Jan 2027/)).toBeTruthy();
    expect(notify.error).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Assign a section' })).toBeTruthy();
  });
});
