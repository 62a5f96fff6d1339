import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type Generation, type Privilege } from '@contract';
import { HttpError } from '@/lib/http-error';
import { describedBy, enter, pressUntilSent, userWith, withClient } from '@/lib/testing';
import { notify } from '@/lib/toast';
import { BuilderPage } from '../components/builder-page';
import type { BuilderSearch } from '../lib/search';
import { answerReads, ENTRIES, entry, REQUIREMENTS, type School } from './fixtures';

const http = vi.hoisted(() => ({ get: vi.fn(), list: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('@/lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), http: (await import('@/lib/testing')).callsByPath(http) }));

let school: School;

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  school = { entries: ENTRIES, requirements: REQUIREMENTS };
  for (const fn of Object.values(http)) fn.mockReset();
  answerReads(http, school);
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

/** The page with its address held as the route would hold it. */
function Builder({ privileges }: { privileges: Privilege[] }) {
  const [search, setSearch] = useState<BuilderSearch>({ class_id: 2, section_id: 5 });
  return <BuilderPage user={userWith(...privileges)} search={search} onSearch={setSearch} />;
}
const renderPage = (privileges: Privilege[] = ['add-timetable', 'update-timetable']) => render(<Builder privileges={privileges} />, { wrapper: withClient() });

const grid = () => screen.getByRole('table', { name: /week of Grade 7 North/i });
const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLSelectElement;
const optionText = (select: HTMLSelectElement, value: string) => within(select).getByRole('option', { name: (_, el) => (el as HTMLOptionElement).value === value }).textContent;

describe('Timetable › builder', { timeout: 20_000 }, () => {
  it('lays the week out on the bell schedule: lessons with teacher and room, breaks across, a short day greyed', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Week of Grade 7 North' });
    const heads = within(grid()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(heads).toEqual(['Period', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    const rows = within(grid()).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Period 108:00–08:40', 'Period 208:40–09:20', 'Break', 'Period 309:40–10:20']);
    expect(rows[2]!.textContent).toContain('09:20–09:40 · break');

    const maths = within(grid()).getByRole('button', { name: 'Edit Maths, Ms Wanjiru, Room 4, locked, Monday, Period 1' });
    expect(maths).toBeTruthy();
    expect(within(grid()).getByRole('button', { name: 'Lock Maths on Monday, Period 1' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(grid()).getByRole('button', { name: 'Edit Science, Mrs Achieng, Lab, Wednesday, Period 2' })).toBeTruthy();
    // Another section's lesson is not in this week.
    expect(within(grid()).queryByText('English')).toBeNull();
    expect(within(grid()).getByRole('button', { name: 'Add lesson on Tuesday, Period 1' })).toBeTruthy();
    expect(within(rows[3]!).getByText('No Period 3 on Friday')).toBeTruthy();
    expect(screen.getByText('2 lessons in the week of Grade 7 North, no clash.')).toBeTruthy();

    // The requirements beside it count what the week holds.
    const requirements = screen.getByRole('region', { name: 'Lessons a week' });
    expect(within(await within(requirements).findByRole('group', { name: 'Maths' })).getByText('1 of 4 placed')).toBeTruthy();
    expect(within(within(requirements).getByRole('group', { name: 'English' })).getByText('0 of 3 placed')).toBeTruthy();
  });

  it('says live, before saving, what a lesson would clash with: at every choice in the form, and at every cell while dragging', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Week of Grade 7 North' });
    fireEvent.click(within(grid()).getByRole('button', { name: 'Add lesson on Tuesday, Period 1' }));
    await screen.findByRole('dialog', { name: 'Add a lesson for Grade 7 North, Tuesday, Period 1' });
    // The section's home room comes first; English brings its teacher from the requirements.
    expect(field('Room').value).toBe('11');
    fireEvent.change(field('Subject'), { target: { value: '32' } });
    await waitFor(() => expect(field('Teacher').value).toBe('21'));

    expect(optionText(field('Teacher'), '21')).toBe('Mr Otieno — clash: teaches Grade 7 South then');
    expect(optionText(field('Teacher'), '22')).toBe('Ms Wanjiru');
    expect(optionText(field('Room'), '12')).toBe('Lab — clash: not available then');
    expect(optionText(field('Period'), '2')).toBe('Period 2 · 08:40–09:20');
    expect(optionText(field('Period'), '1')).toBe('Period 1 · 08:00–08:40 — clash: teaches Grade 7 South then');
    // The section's Maths is there; its room, the same lesson, is not named twice.
    expect(optionText(field('Day'), '1')).toBe('Monday — clash: Maths is there');
    const live = within(dialog()).getByText('This lesson would clash:').parentElement!;
    expect(live.textContent).toContain('Mr Otieno already teaches Grade 7 South English on Tuesday, Period 1.');

    // Every clash at once: the Lab too.
    fireEvent.change(field('Room'), { target: { value: '12' } });
    await within(dialog()).findByText('This lesson would make 2 clashes:');
    expect(dialog().textContent).toContain('Lab is not available on Tuesday, Period 1 (Assembly).');
    // Another teacher and period: free.
    fireEvent.change(field('Teacher'), { target: { value: '22' } });
    fireEvent.change(field('Period'), { target: { value: '2' } });
    await within(dialog()).findByText('No clash: the section, the teacher and the room are all free then.');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));

    // Dragging Science: each cell says whether it fits there.
    const science = within(grid()).getByRole('button', { name: /^Edit Science/ }).parentElement!;
    fireEvent.dragStart(science, { dataTransfer: { setData: () => undefined, effectAllowed: 'move' } });
    const cellOf = (name: string) => within(grid()).getByRole('button', { name }).closest('td')!;
    expect(within(cellOf('Edit Maths, Ms Wanjiru, Room 4, locked, Monday, Period 1')).getByText('Clash: Maths is there')).toBeTruthy();
    expect(within(cellOf('Add lesson on Tuesday, Period 1')).getByText('Clash: not available then')).toBeTruthy();
    expect(within(cellOf('Add lesson on Tuesday, Period 2')).getByText('Fits here')).toBeTruthy();

    // A drop on a free cell moves it at once; the server gets the whole lesson back, moved.
    http.put.mockResolvedValue({ message: 'The lesson has been saved' });
    fireEvent.drop(cellOf('Add lesson on Tuesday, Period 2'));
    await waitFor(() => expect(http.put).toHaveBeenCalledTimes(1));
    expect(http.put).toHaveBeenCalledWith(`${API.timetableEntries}/102`, { section_id: 5, weekday: 2, period_id: 2, subject_id: 33, teacher_id: 23, room_id: 12, locked: false, version: 1 });
  });

  it('a drop that would clash opens the move form there instead of sending it', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Week of Grade 7 North' });
    const science = within(grid()).getByRole('button', { name: /^Edit Science/ }).parentElement!;
    fireEvent.dragStart(science, { dataTransfer: { setData: () => undefined, effectAllowed: 'move' } });
    fireEvent.drop(within(grid()).getByRole('button', { name: 'Add lesson on Tuesday, Period 1' }).closest('td')!);
    await screen.findByRole('dialog', { name: 'Move Science, Grade 7 North' });
    expect(field('Day').value).toBe('2');
    expect(field('Period').value).toBe('1');
    expect(dialog().textContent).toContain('Lab is not available on Tuesday, Period 1 (Assembly).');
    expect(http.put).not.toHaveBeenCalled();
  });

  it('shows every clash of a refused placement (409) at the field to change', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Week of Grade 7 North' });
    fireEvent.click(within(grid()).getByRole('button', { name: 'Add lesson on Thursday, Period 3' }));
    await screen.findByRole('dialog');
    fireEvent.change(field('Subject'), { target: { value: '31' } });
    await waitFor(() => expect(field('Teacher').value).toBe('22'));
    const teacherBusy = 'Ms Wanjiru already teaches Grade 8 East Maths on Thursday, Period 3.';
    const teacherOff = 'Ms Wanjiru is not available on Thursday, Period 3.';
    const roomBusy = 'Room 4 is already used by Grade 8 East Maths on Thursday, Period 3.';
    http.post.mockRejectedValue(
      new HttpError(409, `${teacherBusy} ${teacherOff} ${roomBusy}`, [
        { path: 'teacher_id', message: teacherBusy },
        { path: 'teacher_id', message: teacherOff },
        { path: 'room_id', message: roomBusy },
      ]),
    );
    await pressUntilSent(() => within(dialog()).getByRole('button', { name: 'Add lesson' }) as HTMLButtonElement, http.post);
    expect(http.post).toHaveBeenCalledWith(API.timetableEntries, { section_id: 5, subject_id: 31, teacher_id: 22, room_id: 11, weekday: 4, period_id: 4, locked: false });
    await waitFor(() => expect(describedBy(field('Teacher'))).toBe(`${teacherBusy} ${teacherOff}`));
    expect(describedBy(field('Room'))).toBe(roomBusy);
    expect(field('Teacher').getAttribute('aria-invalid')).toBe('true');
    expect(notify.error).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('locks a lesson with one press, and removes one after asking', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Week of Grade 7 North' });
    http.put.mockResolvedValue({ message: 'The lesson has been saved' });
    fireEvent.click(within(grid()).getByRole('button', { name: 'Lock Science on Wednesday, Period 2' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith(`${API.timetableEntries}/102`, expect.objectContaining({ locked: true, weekday: 3, period_id: 2 })));

    fireEvent.click(within(grid()).getByRole('button', { name: /^Edit Science/ }));
    await screen.findByRole('dialog', { name: 'Edit Science, Grade 7 North' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Remove this lesson' }));
    http.delete.mockResolvedValue({ message: 'The lesson has been removed' });
    await pressUntilSent(() => within(screen.getByRole('dialog', { name: 'Remove lesson' })).getByRole('button', { name: 'Yes, remove' }) as HTMLButtonElement, http.delete);
    expect(http.delete).toHaveBeenCalledWith(`${API.timetableEntries}/102`);
  });

  it('an edited lesson keeps its own teacher; a new subject brings the requirement’s', async () => {
    school.entries = [...ENTRIES, entry(103, { weekday: 4, period_id: 2, teacher_id: 23, teacher_name: 'Mrs Achieng' })];
    renderPage();
    await screen.findByRole('table', { name: 'Week of Grade 7 North' });
    fireEvent.click(within(grid()).getByRole('button', { name: 'Edit Maths, Mrs Achieng, Room 4, Thursday, Period 2' }));
    await screen.findByRole('dialog', { name: 'Edit Maths, Grade 7 North' });
    expect(field('Teacher').value).toBe('23');
    expect(field('Subject').value).toBe('31');
    fireEvent.change(field('Subject'), { target: { value: '32' } });
    await waitFor(() => expect(field('Teacher').value).toBe('21'));
  });

  it('generates a week off the page: progress, the proposal with what it could not place and why, then accepts it', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Week of Grade 7 North' });
    const running: Generation = { id: 77, status: 'running', progress: 40, scope: { scope: 'section', section_id: 5 }, created_at: '2026-11-26T08:00:00Z', finished_at: null, error: null, result: null };
    school.generation = running;
    http.post.mockResolvedValue({ message: 'The generator has started', id: 77 });
    fireEvent.click(screen.getByRole('button', { name: 'Generate this section' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith(API.timetableGenerations, { scope: 'section', section_id: 5 }));

    const bar = await screen.findByRole('progressbar', { name: 'Generating Grade 7 North' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('Working on Grade 7 North: 40%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate the whole school' })).toHaveProperty('disabled', true);

    school.generation = {
      ...running,
      status: 'done',
      progress: 100,
      finished_at: '2026-11-26T08:00:02Z',
      result: {
        seconds: 1.4,
        lessons: [
          { section_id: 5, weekday: 2, period_id: 2, subject_id: 32, teacher_id: 21, room_id: 11 },
          { section_id: 5, weekday: 4, period_id: 4, subject_id: 31, teacher_id: 22, room_id: 11 },
          // The locked Maths keeps its cell whatever the proposal says.
          { section_id: 5, weekday: 1, period_id: 1, subject_id: 32, teacher_id: 21, room_id: 11 },
        ],
        unplaced: [
          { section_id: 5, section_name: 'Grade 7 North', subject_id: 32, subject_name: 'English', teacher_id: 21, teacher_name: 'Mr Otieno', missing: 2, reason: 'Mr Otieno teaches whenever Grade 7 North has a free period (Tue–Thu).' },
        ],
      },
    };
    await screen.findByText('A proposal for Grade 7 North: 3 lessons, found in 1.4 s.', undefined, { timeout: 5_000 });
    expect(screen.getByText('2 lessons could not be placed:')).toBeTruthy();
    // One line per lesson: the subject and section once, then why.
    const unplaced = screen.getByRole('list', { name: 'Lessons not placed' });
    expect(within(unplaced).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'English for Grade 7 North: 2 lessons missing. Mr Otieno teaches whenever Grade 7 North has a free period (Tue–Thu).',
    ]);

    // The proposal is drawn in the grid, read-only, the locked lesson kept.
    const proposed = screen.getByRole('table', { name: 'Proposed week of Grade 7 North' });
    expect(within(proposed).queryAllByRole('button')).toHaveLength(0);
    expect(within(proposed).getAllByText('English')).toHaveLength(1);
    expect(within(proposed).getAllByText('Maths')).toHaveLength(2);

    http.post.mockReset().mockResolvedValue({ message: 'The timetable has been saved', placed: 3 });
    const reads = http.get.mock.calls.filter(([path]) => path === API.timetableEntries).length;
    school.generation = { ...school.generation, status: 'accepted' };
    await pressUntilSent(() => screen.getByRole('button', { name: 'Accept' }) as HTMLButtonElement, http.post);
    expect(http.post).toHaveBeenCalledWith(`${API.timetableGenerations}/77/accept`);
    await screen.findByText('The proposal for Grade 7 North was accepted: it is the week now.');
    // The week is read again, and shown as it is.
    await waitFor(() => expect(http.get.mock.calls.filter(([path]) => path === API.timetableEntries).length).toBeGreaterThan(reads));
    expect(screen.getByRole('table', { name: 'Week of Grade 7 North' })).toBeTruthy();
  });

  it('saves the section’s lessons a week as a whole list', async () => {
    renderPage();
    const requirements = await screen.findByRole('region', { name: 'Lessons a week' });
    const maths = await within(requirements).findByRole('group', { name: 'Maths' });
    enter(within(maths).getByLabelText('A week'), '5');
    fireEvent.change(within(within(requirements).getByRole('group', { name: 'English' })).getByLabelText('Teacher'), { target: { value: '23' } });
    fireEvent.change(within(requirements).getByLabelText('Add a subject'), { target: { value: '33' } });
    fireEvent.click(within(requirements).getByRole('button', { name: 'Add' }));
    const science = await within(requirements).findByRole('group', { name: 'Science' });
    enter(within(science).getByLabelText('A week'), '2');
    await waitFor(() => expect(within(requirements).getByText(/^10 lessons a week in 14 lesson periods\./)).toBeTruthy());

    http.put.mockResolvedValue({ message: 'The lessons a week have been saved' });
    await pressUntilSent(() => within(requirements).getByRole('button', { name: 'Save requirements' }) as HTMLButtonElement, http.put);
    expect(http.put).toHaveBeenCalledWith(`${API.timetableRequirements}/5`, {
      requirements: [
        { subject_id: 31, teacher_id: 22, lessons_per_week: 5 },
        { subject_id: 32, teacher_id: 23, lessons_per_week: 3 },
        { subject_id: 33, teacher_id: null, lessons_per_week: 2 },
      ],
    });
  });

  it('copies the week to another section and lists what was left out, and why', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Week of Grade 7 North' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy this week…' }));
    await screen.findByRole('dialog', { name: 'Copy the week of Grade 7 North' });
    await waitFor(() => expect(optionText(field('Copy to section'), '6')).toBe('Grade 7 South'));
    expect(within(field('Copy to section')).queryByRole('option', { name: 'Grade 7 North' })).toBeNull();
    fireEvent.change(field('Copy to section'), { target: { value: '6' } });
    http.post.mockResolvedValue({
      message: '1 lesson copied',
      copied: 1,
      skipped: [{ section_name: 'Grade 7 South', weekday: 1, period_id: 1, subject_name: 'Maths', reason: 'Ms Wanjiru already teaches Grade 7 North Maths then.' }],
    });
    await pressUntilSent(() => within(dialog()).getByRole('button', { name: 'Copy the week' }) as HTMLButtonElement, http.post);
    expect(http.post).toHaveBeenCalledWith(API.timetableCopy, { kind: 'section', from_section_id: 5, to_section_id: 6 });
    await within(dialog()).findByText('1 lesson copied.');
    const skipped = within(dialog()).getByRole('table', { name: 'Lessons left out of the copy' });
    expect(within(skipped).getAllByRole('row')[1]!.textContent).toBe('Grade 7 SouthMonday, Period 1MathsMs Wanjiru already teaches Grade 7 North Maths then.');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Open that week' }));
    await screen.findByRole('table', { name: 'Week of Grade 7 South' });
  });

  it('without update-timetable, lessons can be added but not moved, locked, generated or required', async () => {
    renderPage(['add-timetable']);
    await screen.findByRole('table', { name: 'Week of Grade 7 North' });
    expect(within(grid()).getByRole('button', { name: 'Add lesson on Tuesday, Period 1' })).toHaveProperty('disabled', false);
    expect(within(grid()).getByRole('button', { name: /^Edit Science/ })).toHaveProperty('disabled', true);
    expect(within(grid()).getByRole('button', { name: 'Lock Science on Wednesday, Period 2' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Generate this section' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Save requirements' })).toBeNull();
  });
});
