import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type Privilege, type Profile } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { pressUntilSent, userWith, withClient } from '@/lib/testing';
import { notify } from '@/lib/toast';
import { CoverPage } from '../components/cover-page';
import { COVER_DAY } from './fixtures';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), delete: vi.fn() }));
vi.mock('@/lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), http: (await import('@/lib/testing')).callsByPath(http) }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
beforeEach(() => {
  // Wednesday 25 Nov 2026 at the school (UTC).
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T07:00:00Z') });
  for (const fn of Object.values(http)) fn.mockReset();
  http.get.mockImplementation(async (path: string) => {
    if (path === API.cover) return structuredClone(COVER_DAY);
    throw new Error(`unexpected get ${path}`);
  });
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

const office = (...privileges: Privilege[]) => ({ ...userWith(...privileges), fullname: 'Mrs Office' }) as Profile;

function show({ user = office('update-timetable'), date = '2026-11-25', print }: { user?: Profile; date?: string; print?: () => void } = {}) {
  const onDate = vi.fn();
  render(<CoverPage user={user} date={date} onDate={onDate} print={print} />, { wrapper: withClient() });
  return onDate;
}

const lessonCard = (name: string) => screen.getByRole('article', { name });
const dayCalls = () => http.get.mock.calls.filter(([path]) => path === API.cover);

describe('Timetable › Lesson Cover', { timeout: 20_000 }, () => {
  it('lists the lessons that need cover by period, with the free teachers in the order the server gives', async () => {
    const print = vi.fn();
    const onDate = show({ print });
    await screen.findByText(/need cover on Wednesday 25 Nov 2026/);
    expect(dayCalls()[0]![1]).toEqual({ date: '2026-11-25' });
    expect(screen.getByText(/need cover on/).textContent).toBe('2 lessons need cover on Wednesday 25 Nov 2026: 1 covered, 1 still to cover.');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Period 1 · 08:00–08:40', 'Period 2 · 08:45–09:25', 'Cover sheet · Wednesday 25 Nov 2026']);

    const first = lessonCard('Grade 7 North · Mathematics');
    expect(within(first).getByText('Room 4 · Absent: Mr Otieno (Sick leave)')).toBeTruthy();
    expect(within(first).getByText('Needs cover')).toBeTruthy();
    const offered = within(within(first).getByRole('list')).getAllByRole('button');
    expect(offered.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Ms Wanjiku, same subject, 2 covers this year',
      'Mr Kamau, no covers yet this year',
      'Mrs Achieng, 1 cover this year',
    ]);
    expect(within(offered[0]!).getByText('Same subject')).toBeTruthy();
    expect(within(offered[1]!).queryByText('Same subject')).toBeNull();
    expect(within(first).getByRole('button', { name: 'Other teacher…' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(onDate).toHaveBeenLastCalledWith('2026-11-24');
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(onDate).toHaveBeenLastCalledWith('2026-11-26');
    expect(screen.queryByRole('button', { name: 'Today' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Print cover sheet' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('assigns cover with one tap, then reads the day again', async () => {
    show();
    await screen.findByRole('article', { name: 'Grade 7 North · Mathematics' });
    http.post.mockResolvedValue({ message: 'Mr Kamau covers Mathematics with Grade 7 North', id: 56 });
    await pressUntilSent(() => within(lessonCard('Grade 7 North · Mathematics')).getByRole('button', { name: /^Mr Kamau/ }) as HTMLButtonElement, http.post);
    expect(http.post).toHaveBeenCalledWith(API.cover, { entry_id: 101, date: '2026-11-25', teacher_id: 24 });
    await waitFor(() => expect(dayCalls()).toHaveLength(2));
    expect(notify.success).toHaveBeenCalledWith('Mr Kamau covers Mathematics with Grade 7 North');
  });

  it('reads the day again when the server refuses a teacher who has become busy', async () => {
    show();
    await screen.findByRole('article', { name: 'Grade 7 North · Mathematics' });
    http.post.mockRejectedValue(toHttpError(409, { message: 'Mr Kamau teaches Grade 8 North then.' }));
    await pressUntilSent(() => within(lessonCard('Grade 7 North · Mathematics')).getByRole('button', { name: /^Mr Kamau/ }) as HTMLButtonElement, http.post);
    await waitFor(() => expect(dayCalls()).toHaveLength(2));
    expect(notify.error).toHaveBeenCalledOnce();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('offers every free teacher behind "Other teacher…"', async () => {
    show();
    await screen.findByRole('article', { name: 'Grade 7 North · Mathematics' });
    fireEvent.click(within(lessonCard('Grade 7 North · Mathematics')).getByRole('button', { name: 'Other teacher…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cover: Mathematics, Grade 7 North, Period 1' });
    expect(within(dialog).getAllByRole('button', { name: /this year/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Ms Wanjiku, same subject, 2 covers this year',
      'Mr Kamau, no covers yet this year',
      'Mrs Achieng, 1 cover this year',
      'Mr Njoroge, 4 covers this year',
    ]);
    http.post.mockResolvedValue({ message: 'Mr Njoroge covers Mathematics with Grade 7 North', id: 57 });
    await pressUntilSent(() => within(dialog).getByRole('button', { name: /^Mr Njoroge/ }) as HTMLButtonElement, http.post);
    expect(http.post).toHaveBeenCalledWith(API.cover, { entry_id: 101, date: '2026-11-25', teacher_id: 25 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows who covers a covered lesson, with Change and Remove', async () => {
    show();
    const covered = await screen.findByRole('article', { name: 'Grade 7 South · Mathematics' });
    expect(within(covered).getByText('Covered by', { exact: false }).textContent).toBe('Covered by Ms Wanjiku');
    expect(within(covered).queryByRole('list')).toBeNull();

    fireEvent.click(within(covered).getByRole('button', { name: 'Change' }));
    const change = await screen.findByRole('dialog', { name: 'Change cover: Mathematics, Grade 7 South, Period 2' });
    // The teacher covering it now is not offered again.
    expect(within(change).getAllByRole('button', { name: /this year/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Mr Kamau, no covers yet this year', 'Mrs Achieng, 1 cover this year']);
    http.post.mockResolvedValue({ message: 'Mrs Achieng covers Mathematics with Grade 7 South', id: 58 });
    await pressUntilSent(() => within(change).getByRole('button', { name: /^Mrs Achieng/ }) as HTMLButtonElement, http.post);
    expect(http.post).toHaveBeenCalledWith(API.cover, { entry_id: 102, date: '2026-11-25', teacher_id: 23 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(lessonCard('Grade 7 South · Mathematics')).getByRole('button', { name: 'Remove' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove cover' });
    expect(remove.textContent).toContain('Ms Wanjiku will no longer cover Mathematics with Grade 7 South in Period 2 on Wednesday 25 Nov 2026.');
    http.delete.mockResolvedValue({ message: 'The cover has been removed' });
    await pressUntilSent(() => within(remove).getByRole('button', { name: 'Remove cover' }) as HTMLButtonElement, http.delete);
    expect(http.delete).toHaveBeenCalledWith(`${API.cover}/55`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify.success).toHaveBeenLastCalledWith('The cover has been removed');
  });

  it('shows the day without assign buttons to one who may only look (approve-leave)', async () => {
    show({ user: office('approve-leave') });
    const first = await screen.findByRole('article', { name: 'Grade 7 North · Mathematics' });
    expect(within(first).getByText('Free in this period: Ms Wanjiku (same subject), Mr Kamau, Mrs Achieng, Mr Njoroge.')).toBeTruthy();
    expect(within(lessonCard('Grade 7 South · Mathematics')).getByText('Covered by', { exact: false }).textContent).toBe('Covered by Ms Wanjiku');
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['‹ Previous day', 'Next day ›', 'Print cover sheet']);
  });

  it('prints a sheet of the day: period, class, subject, room, absent and covering teacher', async () => {
    show();
    const sheet = await screen.findByRole('table', { name: 'Cover on Wednesday 25 Nov 2026' });
    const rows = within(sheet).getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Period', 'Class', 'Subject', 'Room', 'Absent teacher', 'Covering teacher'],
      ['Period 108:00–08:40', 'Grade 7 North', 'Mathematics', 'Room 4', 'Mr Otieno', ''],
      ['Period 208:45–09:25', 'Grade 7 South', 'Mathematics', '', 'Mr Otieno', 'Ms Wanjiku'],
    ]);
    expect(screen.getByRole('heading', { name: 'Cover sheet · Wednesday 25 Nov 2026' })).toBeTruthy();
  });

  it('says plainly when nothing needs cover: no one on leave, or no school that day', async () => {
    http.get.mockResolvedValue({ date: '2026-11-25', school_day: true, lessons: [] });
    show();
    await screen.findByText('No lessons need cover on Wednesday 25 Nov 2026.');
    expect(screen.getByText('No teacher with lessons that day is on approved leave.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Print cover sheet' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();

    http.get.mockResolvedValue({ date: '2026-11-28', school_day: false, lessons: [] });
    const onDate = show({ date: '2026-11-28' });
    await screen.findByText('Saturday 28 Nov 2026 is not a school day.');
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(onDate).toHaveBeenLastCalledWith('2026-11-25');
  });

  it('says it needs a connection when the day cannot be read', async () => {
    http.get.mockRejectedValue(toHttpError(0, null));
    show();
    await screen.findByRole('heading', { name: 'This needs a connection' });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
