import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type AttendanceCode, type AttendanceConfig, type Privilege } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { describedBy, enter, pressUntilSent, userWith, withClient } from '@/lib/testing';
import { notify } from '@/lib/toast';
import { AttendanceSettingsPage } from '../components/attendance-settings-page';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

const builtIn = (id: number, code: string, name: string, counts: AttendanceCode['counts']): AttendanceCode => ({ id, version: 1, code, name, counts, built_in: true, status: 'Active', sort_order: id });
const YEAR = { id: 4, name: '2030/2031', start_date: '2030-09-02', end_date: '2031-07-18' };
const CONFIG: AttendanceConfig = {
  school_days: [1, 2, 3, 4, 5],
  version: 3,
  codes: [
    builtIn(1, 'P', 'Present', 'present'),
    builtIn(2, 'A', 'Absent', 'absent'),
    builtIn(3, 'L', 'Late', 'present'),
    builtIn(4, 'E', 'Excused', 'excused'),
    { id: 9, version: 2, code: 'S', name: 'Sick', counts: 'excused', built_in: false, status: 'Inactive', sort_order: 5 },
  ],
  year: YEAR,
  holidays: [{ id: 21, version: 1, academic_year_id: 4, name: 'Mid-term break', start_date: '2030-10-21', end_date: '2030-10-25', school_days: 5 }],
};

let config: AttendanceConfig = CONFIG;

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  config = CONFIG;
  http.get.mockReset().mockImplementation((path: string) => (path === API.attendanceConfig ? Promise.resolve(config) : Promise.reject(new Error(`unexpected ${path}`))));
  http.post.mockReset();
  http.put.mockReset();
  http.delete.mockReset();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

const renderPage = (privileges: Privilege[] = ['attadence-config']) => render(<AttendanceSettingsPage user={userWith(...privileges)} />, { wrapper: withClient() });
const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);
const submit = (name: string) => () => within(dialog()).getByRole('button', { name }) as HTMLButtonElement;
const day = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('Settings › Attendance', { timeout: 20_000 }, () => {
  it('shows the school week, the codes in tap order and the holidays with the days they close', async () => {
    renderPage();
    await screen.findByRole('checkbox', { name: 'Monday' });
    expect(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].every((d) => day(d).checked)).toBe(true);
    expect(day('Saturday').checked).toBe(false);
    expect(day('Sunday').checked).toBe(false);
    const codes = within(screen.getByRole('table', { name: "Attendance codes in the register's tap order" })).getAllByRole('row').slice(1);
    expect(codes.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['P', 'A', 'L', 'E', 'S']);
    expect(codes[0]!.textContent).toContain('Built-in');
    expect(codes[4]!.textContent).not.toContain('Built-in');
    expect(codes[4]!.textContent).toContain('Excused absence');
    expect(codes[4]!.textContent).toContain('Inactive');
    const midterm = within(screen.getByRole('table', { name: 'Holidays of 2030/2031 and the school days they close' })).getByRole('row', { name: /Mid-term break/ });
    expect(midterm.textContent).toContain('21 Oct 2030');
    expect(midterm.textContent).toContain('25 Oct 2030');
    expect(within(midterm).getAllByRole('cell')[2]!.textContent).toBe('5');
  });

  it('saves the school days from the version it was filled from', async () => {
    http.put.mockResolvedValue({ message: 'The school days have been saved' });
    renderPage();
    await screen.findByRole('checkbox', { name: 'Saturday' });
    fireEvent.click(day('Saturday'));
    await pressUntilSent(() => screen.getByRole('button', { name: 'Save school days' }) as HTMLButtonElement, http.put);
    expect(http.put).toHaveBeenCalledWith(API.attendanceSchoolDays, { school_days: [1, 2, 3, 4, 5, 6], version: 3 });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('The school days have been saved'));
  });

  it('says a week needs a school day', async () => {
    config = { ...CONFIG, school_days: [1] };
    renderPage();
    await screen.findByRole('checkbox', { name: 'Monday' });
    fireEvent.click(day('Monday'));
    await screen.findByText('Choose at least one school day.');
    expect((screen.getByRole('button', { name: 'Save school days' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a code, its letter in capitals, last in the tap cycle', async () => {
    http.post.mockResolvedValue({ message: 'The code has been added', id: 10 });
    renderPage();
    await screen.findByRole('table', { name: "Attendance codes in the register's tap order" });
    screen.getByRole('button', { name: 'Add code' }).click();
    await screen.findByRole('dialog', { name: 'Add code' });
    enter(field('Code'), 'ft');
    enter(field('Name'), 'Field trip');
    enter(field('Counts as'), 'present');
    await pressUntilSent(submit('Add code'), http.post);
    expect(http.post).toHaveBeenCalledWith(API.attendanceCodes, { code: 'FT', name: 'Field trip', counts: 'present', status: 'Active' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify.success).toHaveBeenCalledWith('The code has been added');
  });

  it('shows a refused code at its field, not as a toast', async () => {
    http.post.mockRejectedValueOnce(toHttpError(409, { message: 'Another code already uses this letter.', issues: [{ path: 'code', message: 'Another code already uses this letter.' }] }));
    renderPage();
    await screen.findByRole('table', { name: "Attendance codes in the register's tap order" });
    screen.getByRole('button', { name: 'Add code' }).click();
    await screen.findByRole('dialog', { name: 'Add code' });
    enter(field('Code'), 'p');
    enter(field('Name'), 'Present again');
    enter(field('Counts as'), 'present');
    await pressUntilSent(submit('Add code'), http.post);
    await waitFor(() => expect(describedBy(field('Code'))).toBe('Another code already uses this letter.'));
    expect(notify.error).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add code' })).toBeTruthy();
  });

  it('lets a built-in code change only its name', async () => {
    http.put.mockResolvedValue({ message: 'The code has been saved' });
    renderPage();
    await screen.findByRole('table', { name: "Attendance codes in the register's tap order" });
    screen.getByRole('button', { name: /^Edit\s*code P, Present$/ }).click();
    await screen.findByRole('dialog', { name: 'Edit code P' });
    expect((field('Code') as HTMLInputElement).disabled).toBe(true);
    expect((field('Counts as') as HTMLSelectElement).disabled).toBe(true);
    expect((field('Status') as HTMLSelectElement).disabled).toBe(true);
    enter(field('Name'), 'On time');
    await pressUntilSent(submit('Save'), http.put);
    expect(http.put).toHaveBeenCalledWith(`${API.attendanceCodes}/1`, { version: 1, code: 'P', name: 'On time', counts: 'present', status: 'Active' });
  });

  it('adds a holiday within the year, and says so before sending one outside it', async () => {
    http.post.mockResolvedValue({ message: 'The holiday has been added', id: 22 });
    renderPage();
    await screen.findByRole('table', { name: 'Holidays of 2030/2031 and the school days they close' });
    screen.getByRole('button', { name: 'Add holiday' }).click();
    await screen.findByRole('dialog', { name: 'Add holiday' });
    enter(field('Name'), 'Christmas');
    enter(field('First day'), '2031-07-17');
    enter(field('Last day'), '2031-07-25');
    await waitFor(() => expect(describedBy(field('Last day'))).toBe('A holiday of 2030/2031 falls between 2 Sep 2030 and 18 Jul 2031.'));
    expect(submit('Add holiday')().disabled).toBe(true);
    enter(field('First day'), '2030-12-20');
    enter(field('Last day'), '2031-01-03');
    await pressUntilSent(submit('Add holiday'), http.post);
    expect(http.post).toHaveBeenCalledWith(API.attendanceHolidays, { academic_year_id: 4, name: 'Christmas', start_date: '2030-12-20', end_date: '2031-01-03' });
  });

  it('shows an overlap the server refuses at the first day', async () => {
    http.post.mockRejectedValueOnce(toHttpError(409, { message: 'It overlaps Mid-term break (21 Oct 2030 to 25 Oct 2030).', issues: [{ path: 'start_date', message: 'It overlaps Mid-term break (21 Oct 2030 to 25 Oct 2030).' }] }));
    renderPage();
    await screen.findByRole('table', { name: 'Holidays of 2030/2031 and the school days they close' });
    screen.getByRole('button', { name: 'Add holiday' }).click();
    await screen.findByRole('dialog', { name: 'Add holiday' });
    enter(field('Name'), 'Long weekend');
    enter(field('First day'), '2030-10-25');
    enter(field('Last day'), '2030-10-28');
    await pressUntilSent(submit('Add holiday'), http.post);
    await waitFor(() => expect(describedBy(field('First day'))).toBe('It overlaps Mid-term break (21 Oct 2030 to 25 Oct 2030).'));
  });

  it('deletes a holiday after asking', async () => {
    http.delete.mockResolvedValue({ message: 'The holiday has been deleted' });
    renderPage();
    const midterm = await screen.findByRole('row', { name: /Mid-term break/ });
    within(midterm).getByRole('button', { name: /Delete/ }).click();
    const confirm = await screen.findByRole('dialog', { name: 'Delete holiday' });
    expect(confirm.textContent).toContain('Its 5 school days become open for registers again.');
    expect(http.delete).not.toHaveBeenCalled();
    within(confirm).getByRole('button', { name: 'Yes, delete' }).click();
    await waitFor(() => expect(http.delete).toHaveBeenCalledWith(`${API.attendanceHolidays}/21`));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says to set an active academic year when there is none', async () => {
    config = { ...CONFIG, year: null, holidays: [] };
    renderPage(['attadence-config', 'list-academic']);
    await screen.findByText('There is no active academic year');
    expect(screen.getByRole('link', { name: 'Settings › Academic years' }).getAttribute('href')).toBe('#/settings/list-academic');
    expect(screen.queryByRole('button', { name: 'Add holiday' })).toBeNull();
  });

  it('says when the settings cannot be read, with Try again', async () => {
    http.get.mockRejectedValue(toHttpError(500, { message: 'Something went wrong.' }));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The attendance settings could not load');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
