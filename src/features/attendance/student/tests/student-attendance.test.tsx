import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ROLE_ID, API, type StudentAttendance } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { withClient } from '@/lib/testing';
import { CONFIG } from '../../view/tests/fixtures';
import { canSeeStudentAttendance, StudentAttendanceCard } from '../components/student-attendance';

const http = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

const SUMMARY: StudentAttendance = {
  year: { id: 1, name: '2026/2027' },
  totals: { marked: 40, present: 35, absent: 3, excused: 2 },
  by_code: [
    { code_id: 1, code: 'P', name: 'Present', count: 33 },
    { code_id: 2, code: 'A', name: 'Absent', count: 3 },
    { code_id: 3, code: 'L', name: 'Late', count: 2 },
    { code_id: 4, code: 'E', name: 'Excused', count: 2 },
  ],
  recent: [
    { date: '2026-11-24', code: 'A', name: 'Absent', note: null, section_name: 'A' },
    { date: '2026-11-20', code: 'E', name: 'Excused', note: 'Clinic, letter seen', section_name: 'A' },
  ],
};

let answer: StudentAttendance | Error;
afterEach(cleanup);
beforeEach(() => {
  answer = SUMMARY;
  http.get.mockReset();
  http.get.mockImplementation(async (path: string) => {
    if (path === API.attendanceConfig) return CONFIG;
    if (path === `${API.attendanceStudents}/31`) {
      if (answer instanceof Error) throw answer;
      return answer;
    }
    throw new Error(`unexpected get ${path}`);
  });
});

const show = () => render(<StudentAttendanceCard studentId={31} />, { wrapper: withClient() });
const card = () => screen.getByRole('region', { name: 'Attendance' });

describe("The student page's attendance", () => {
  it('is for those who may read the grid', () => {
    expect(canSeeStudentAttendance({ role_id: 7, privileges: ['view-attendance'] })).toBe(true);
    expect(canSeeStudentAttendance({ role_id: 7, privileges: ['report-attendance'] })).toBe(true);
    expect(canSeeStudentAttendance({ role_id: 7, privileges: ['view-student'] })).toBe(false);
    expect(canSeeStudentAttendance({ role_id: ADMIN_ROLE_ID, privileges: [] })).toBe(true);
  });

  it("sums up the year: the rate, the marks, each code and the latest absences with their notes", async () => {
    show();
    await screen.findByText('2026/2027, so far');
    const figure = (label: string) => within(card()).getByText(label, { selector: 'dt' }).parentElement!.textContent;
    expect(figure('Attendance rate')).toBe('Attendance rate87.5%');
    expect(figure('Days marked')).toBe('Days marked40');
    expect(figure('Excused')).toBe('Excused2');
    expect(within(card()).getByText('87.5%').className).toContain('text-red-700');
    const codes = within(card()).getByRole('list', { name: 'By code' });
    expect(within(codes).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['PPresent33', 'AAbsent3', 'LLate2', 'EExcused2']);
    const recent = within(card()).getByRole('list', { name: 'Recent absences and lates' });
    expect(within(recent).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Tue 24 NovAAbsentSection A', 'Fri 20 NovEExcusedSection AClinic, letter seen']);
  });

  it('says when no register has marked the student, or no year is active', async () => {
    answer = { ...SUMMARY, totals: { marked: 0, present: 0, absent: 0, excused: 0 }, by_code: [], recent: [] };
    show();
    await screen.findByText('No register has marked this student in 2026/2027 yet.');
    cleanup();
    answer = { year: null, totals: { marked: 0, present: 0, absent: 0, excused: 0 }, by_code: [], recent: [] };
    show();
    await screen.findByText('No academic year is active, so there is no attendance to sum up.');
  });

  it('says offline that the summary needs a connection', async () => {
    answer = toHttpError(0, {});
    show();
    await screen.findByText(/not saved on this device/);
    expect(within(card()).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
