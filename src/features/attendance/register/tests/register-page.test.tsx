import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttendanceConfig, AttendanceSheet, Profile } from '@contract';
import { QueryClient } from '@tanstack/react-query';
import { readDraft } from '@/lib/drafts';
import { HttpError } from '@/lib/http-error';
import { restoreSavedCache } from '@/lib/query-client';
import { savedCopyAtDraftRemoval, withClient } from '@/lib/testing';
import { RegisterPage } from '../components/register-page';
import { draftId, draftKind } from '../lib/marks';

const http = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn() }));
vi.mock('@/lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), http: (await import('@/lib/testing')).callsByPath(http) }));

const CONFIG: AttendanceConfig = {
  school_days: [1, 2, 3, 4, 5],
  version: 1,
  year: { id: 1, name: '2026/27', start_date: '2026-09-01', end_date: '2027-08-31' },
  holidays: [],
  codes: [
    { id: 1, version: 1, code: 'P', name: 'Present', counts: 'present', built_in: true, status: 'Active', sort_order: 1 },
    { id: 2, version: 1, code: 'A', name: 'Absent', counts: 'absent', built_in: true, status: 'Active', sort_order: 2 },
    { id: 3, version: 1, code: 'L', name: 'Late', counts: 'present', built_in: true, status: 'Active', sort_order: 3 },
    { id: 4, version: 1, code: 'E', name: 'Excused', counts: 'excused', built_in: true, status: 'Active', sort_order: 4 },
  ],
};

const student = (id: number, name: string) => ({ student_id: id, admission_no: `ADM-${id}`, fullname: name, gender: 'Female', mark: null, override: null });
const SHEET: AttendanceSheet = {
  section: { id: 5, name: 'A', class_id: 2, class_name: 'Grade 4', teacher_name: 'Grace Njeri' },
  date: '2026-11-23',
  school_day: { open: true, reason: null },
  sheet: null,
  students: [student(11, 'Amina Otieno'), student(12, 'Baraka Njoroge'), student(13, 'Chebet Kiprop')],
};
const user = { id: 7, schoolId: 3, time_zone: 'UTC', privileges: ['generate-attendance'], role_id: 9 } as unknown as Profile;
const owner = { schoolId: 3, id: 7 };

const row = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}: `) });

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
});
beforeEach(() => {
  localStorage.clear();
  http.get.mockReset().mockImplementation(async (path: string) => (path === 'attendance/config' ? CONFIG : SHEET));
  http.put.mockReset();
});

describe('Attendance › a register', { timeout: 20_000 }, () => {
  it('starts everyone Present, cycles a code per tap, and keeps the marks as a draft on the device', async () => {
    render(<RegisterPage user={user} sectionId={5} date="2026-11-23" />, { wrapper: withClient() });
    await screen.findByRole('heading', { name: 'Grade 4 A' });
    expect(screen.getByText(/Not taken yet/)).toBeTruthy();
    expect(row('Amina Otieno').getAttribute('aria-label')).toMatch(/: Present\./);

    fireEvent.click(row('Amina Otieno'));
    fireEvent.click(row('Baraka Njoroge'));
    fireEvent.click(row('Baraka Njoroge'));
    expect(row('Amina Otieno').getAttribute('aria-label')).toMatch(/: Absent\./);
    expect(row('Baraka Njoroge').getAttribute('aria-label')).toMatch(/: Late\./);
    expect(within(row('Amina Otieno')).getByText('Not sent')).toBeTruthy();
    expect(readDraft(owner, draftKind, draftId(5, '2026-11-23'))?.value).toEqual({
      base_version: 0,
      marks: { 11: { code_id: 2, note: null }, 12: { code_id: 3, note: null } },
    });
    const counts = screen.getByRole('list', { name: 'Counts' });
    expect(counts.textContent).toMatch(/1 Present.*1 Absent.*1 Late.*0 Excused/);
  });

  it('gives every code and a note from the ⋯ menu', async () => {
    render(<RegisterPage user={user} sectionId={5} date="2026-11-23" />, { wrapper: withClient() });
    await screen.findByRole('heading', { name: 'Grade 4 A' });
    fireEvent.click(screen.getByRole('button', { name: 'More codes and a note for Chebet Kiprop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chebet Kiprop' });
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: 'Parent phoned' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /E\s*Excused/ }));
    await waitFor(() => expect(row('Chebet Kiprop').getAttribute('aria-label')).toBe('Chebet Kiprop: Excused, Parent phoned. Tap for the next code.'));
  });

  it('opens with a draft typed before a reload, sends the whole register and clears the draft', async () => {
    const typed = { base_version: 0, marks: { 11: { code_id: 2, note: null } } };
    localStorage.setItem(`sd.draft.3.7.register.5.2026-11-23`, JSON.stringify({ savedAt: 1, value: typed }));
    const saved = { ...SHEET, sheet: { version: 1, taken_by: 7, taken_by_name: 'Grace Njeri', taken_at: '2026-11-23T07:40:00Z', updated_by_name: 'Grace Njeri', updated_at: '2026-11-23T07:40:00Z' } };
    http.put.mockResolvedValue({ message: 'The register has been saved', changed: 3, sheet: saved });
    render(<RegisterPage user={user} sectionId={5} date="2026-11-23" />, { wrapper: withClient() });
    await screen.findByRole('heading', { name: 'Grade 4 A' });
    expect(row('Amina Otieno').getAttribute('aria-label')).toMatch(/: Absent\./);
    expect(screen.getByText(/1 change kept on this device/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save register' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledTimes(1));
    expect(http.put).toHaveBeenCalledWith('attendance/sheets/5/2026-11-23', {
      base_version: 0,
      marks: [
        { student_id: 11, code_id: 2, note: null },
        { student_id: 12, code_id: 1, note: null },
        { student_id: 13, code_id: 1, note: null },
      ],
    });
    await screen.findByText(/Taken by Grace Njeri/);
    expect(readDraft(owner, draftKind, draftId(5, '2026-11-23'))).toBeNull();
  });

  it('writes the saved register on the device before the draft leaves, so a reload at once shows it taken', async () => {
    const typed = { base_version: 0, marks: { 11: { code_id: 2, note: null } } };
    localStorage.setItem(`sd.draft.3.7.register.5.2026-11-23`, JSON.stringify({ savedAt: 1, value: typed }));
    const saved: AttendanceSheet = {
      ...SHEET,
      sheet: { version: 1, taken_by: 7, taken_by_name: 'Grace Njeri', taken_at: '2026-11-23T07:40:00Z', updated_by_name: 'Grace Njeri', updated_at: '2026-11-23T07:40:00Z' },
      students: SHEET.students.map((s) => ({ ...s, mark: { code_id: s.student_id === 11 ? 2 : 1, note: null } })),
    };
    http.put.mockResolvedValue({ message: 'The register has been saved', changed: 3, sheet: saved });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stopSaving = await restoreSavedCache(client, localStorage);
    // The register as the device's saved copy holds it at the instant the draft is removed.
    const atRemoval = savedCopyAtDraftRemoval<AttendanceSheet>((queries) => queries.find((q) => q.queryKey[2] === 'sheet')?.state.data.sheet?.version ?? 'not taken');
    render(<RegisterPage user={user} sectionId={5} date="2026-11-23" />, { wrapper: withClient(client) });
    await screen.findByRole('heading', { name: 'Grade 4 A' });
    fireEvent.click(screen.getByRole('button', { name: 'Save register' }));
    await screen.findByText(/Taken by Grace Njeri/);
    expect(atRemoval).toEqual([1]);
    stopSaving();
  });

  it('shows both versions when someone else saved the register first, and sends the marks chosen', async () => {
    const typed = { base_version: 0, marks: { 11: { code_id: 2, note: null } } };
    localStorage.setItem(`sd.draft.3.7.register.5.2026-11-23`, JSON.stringify({ savedAt: 1, value: typed }));
    const theirs: AttendanceSheet = {
      ...SHEET,
      sheet: { version: 4, taken_by: 8, taken_by_name: 'Office', taken_at: '2026-11-23T07:30:00Z', updated_by_name: 'Office', updated_at: '2026-11-23T07:30:00Z' },
      students: SHEET.students.map((s) => ({ ...s, mark: { code_id: s.student_id === 11 ? 4 : 1, note: null } })),
    };
    const refusal = 'Someone else saved this register after you opened it.';
    http.put.mockRejectedValueOnce(new HttpError(409, refusal, [], { message: refusal, code: 'conflict', sheet: theirs })).mockResolvedValue({ message: 'The register has been saved', changed: 1, sheet: theirs });
    render(<RegisterPage user={user} sectionId={5} date="2026-11-23" />, { wrapper: withClient() });
    await screen.findByRole('heading', { name: 'Grade 4 A' });
    fireEvent.click(screen.getByRole('button', { name: 'Save register' }));

    const dialog = await screen.findByRole('dialog', { name: 'Choose which marks to keep' });
    const amina = within(dialog).getByRole('row', { name: /Amina Otieno/ });
    expect(within(amina).getByLabelText('Absent')).toBeTruthy();
    expect(within(amina).getByLabelText('Excused')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my choice and send' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledTimes(2));
    expect(http.put.mock.calls[1]![1]).toMatchObject({ base_version: 4, marks: expect.arrayContaining([{ student_id: 11, code_id: 2, note: null }]) });
  });

  it('refuses a day the school is closed, with the reason', async () => {
    http.get.mockImplementation(async (path: string) => (path === 'attendance/config' ? CONFIG : { ...SHEET, school_day: { open: false, reason: 'Saturday is not a school day.' } }));
    render(<RegisterPage user={user} sectionId={5} date="2026-11-23" />, { wrapper: withClient() });
    await screen.findByText('No register can be taken: Saturday is not a school day.');
    expect((row('Amina Otieno') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save register' })).toBeNull();
  });
});
