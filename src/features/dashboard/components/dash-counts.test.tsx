import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ROLE_ID, type DashCounts, type Privilege } from '@contract';
import { dashKeys } from '@/api/dash';
import { DashCountsCard } from './dash-counts';

// The counts never arrive unless a test puts them in the cache.
vi.mock('@/lib/http', () => ({ http: { call: () => new Promise(() => undefined) } }));

afterEach(cleanup);

const admin = { role_id: ADMIN_ROLE_ID, privileges: [] as Privilege[], classes: [] as number[] };
const teacher = { role_id: ADMIN_ROLE_ID + 100, privileges: ['list-student', 'list-class', 'list-section', 'exam-entry'] as Privilege[], classes: [1, 2] };
const SET_UP: Pick<DashCounts, 'setup' | 'ready' | 'waiting'> = {
  setup: (['profile', 'year', 'classes', 'subjects', 'staff', 'pupils', 'fees'] as const).map((step) => ({ step, done: true })),
  ready: { registers: true, exams: true, fees: true },
  waiting: [],
};

function show(user: typeof admin, data?: DashCounts) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (data) client.setQueryData(dashKeys.all, data);
  return render(
    <QueryClientProvider client={client}>
      <DashCountsCard user={user} academicName="2026/2027" />
    </QueryClientProvider>,
  );
}

const region = (name: string | RegExp) => screen.getByRole('region', { name });

describe('DashCountsCard while counting', () => {
  it("lays out the Admin's eight cards and the chart, busy, each saying Counting and no figure", () => {
    show(admin);
    const counts = region('At a glance');
    expect(counts.getAttribute('aria-busy')).toBe('true');
    const terms = within(counts).getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['Students', 'Employees', 'Teachers', 'Classes', 'Sections', 'Subjects', 'Rooms', 'Parents']);
    for (const dd of within(counts).getAllByRole('definition')) expect(dd.textContent).toBe('Counting…');
    expect(region('Students by class').getAttribute('aria-busy')).toBe('true');
    expect(region('Students by class').textContent).not.toMatch(/\d/);
  });

  it("lays out only the cards a teacher's privileges count, and their classes", () => {
    show(teacher);
    expect(within(region('At a glance')).getAllByRole('term').map((t) => t.textContent)).toEqual(['Students', 'Classes', 'Sections']);
    expect(region(/^Your classes/).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Students by class' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Attendance today' })).toBeNull();
  });

  it("lays out today's attendance for an attendance privilege, busy", () => {
    show({ ...teacher, privileges: [...teacher.privileges, 'generate-attendance'] });
    const tile = region('Attendance today');
    expect(tile.getAttribute('aria-busy')).toBe('true');
    expect(within(tile).getAllByRole('definition').map((d) => d.textContent)).toEqual(['Counting…', 'Counting…']);
  });

  it('says the counts keep to their classes only beside counts the class rule narrows', () => {
    show(teacher);
    expect(region('At a glance').textContent).toContain('count only the classes assigned to you in 2026/2027');
    cleanup();
    show({ role_id: ADMIN_ROLE_ID + 100, privileges: ['list-employee'] as Privilege[], classes: [] });
    expect(region('At a glance').textContent).not.toContain('count only the classes');
  });

  it('shows no counts card to a user with nothing to count', () => {
    show({ role_id: ADMIN_ROLE_ID + 100, privileges: ['user-profile'] as Privilege[], classes: [] });
    expect(screen.queryByRole('heading', { name: 'At a glance' })).toBeNull();
  });
});

describe('DashCountsCard counted', () => {
  it('shows the figures, no longer busy', () => {
    show(teacher, {
      scope: 'classes',
      classes: 2,
      sections: 3,
      rooms: null,
      subjects: null,
      parents: null,
      employees: null,
      students: { total: 40, male: 20, female: 20, by_class: [] },
      my_sections: [{ class_id: 1, class_name: 'Grade 1', section_id: 9, section_name: 'A', capacity: 30, students: 12 }],
      attendance: null,
      exams: null,
      ...SET_UP,
    });
    const counts = region('At a glance');
    expect(counts.hasAttribute('aria-busy')).toBe(false);
    expect(within(counts).getAllByRole('definition').map((d) => d.textContent)).toEqual(['40', '2', '3']);
    expect(region(/^Your classes/).hasAttribute('aria-busy')).toBe(false);
    expect(within(region(/^Your classes/)).getByRole('row', { name: /Grade 1/ }).textContent).toContain('12 of 30');
  });
});

describe("DashCountsCard's attendance today", () => {
  const counts: DashCounts = {
    scope: 'classes', classes: 2, sections: 3, rooms: null, subjects: null, parents: null, employees: null, students: null, my_sections: [],
    attendance: { date: '2026-11-24', today: true, sections: 3, taken: 2, marked: 50, present: 47, absent: 2, excused: 1 },
    exams: null,
    ...SET_UP,
  };
  const holder = (...privileges: Privilege[]) => ({ ...teacher, classes: [], privileges: [...teacher.privileges, ...privileges] });

  it("shows the rate so far, how many registers are taken, and the way to the rest", () => {
    show(holder('generate-attendance', 'view-attendance'), counts);
    const tile = region('Attendance today');
    expect(tile.hasAttribute('aria-busy')).toBe(false);
    expect(within(tile).getAllByRole('definition').map((d) => d.textContent)).toEqual(['94%', '2 of 3 registers taken', '47 present · 2 absent · 1 excused']);
    expect(tile.textContent).toContain('24 Nov 2026');
    expect(within(tile).getByRole('link', { name: '1 register still to take' }).getAttribute('href')).toBe('#/attendance/generate');
    expect(within(tile).getByRole('link', { name: 'View attendance' }).getAttribute('href')).toBe('#/attendance/view');
  });

  it('says before any mark that no rate is known yet, and links only where the user may go', () => {
    show(holder('report-absent-attendance'), { ...counts, attendance: { ...counts.attendance!, taken: 0, marked: 0, present: 0, absent: 0, excused: 0 } });
    const tile = region('Attendance today');
    expect(within(tile).getAllByRole('definition').map((d) => d.textContent)).toEqual(['—', '0 of 3 registers taken']);
    expect(within(tile).queryByRole('link')).toBeNull();
  });

  it('names the last school day when today is not one', () => {
    show(holder('view-attendance'), { ...counts, attendance: { ...counts.attendance!, date: '2026-11-27', today: false } });
    const tile = region('Attendance on the last school day');
    expect(tile.textContent).toContain('Friday 27 Nov 2026 · the school is closed today');
    expect(within(tile).getAllByRole('term')[0]!.textContent).toBe('Present');
  });

  it('says when no registers were due, and shows nothing without an attendance privilege', () => {
    show(holder('view-attendance'), { ...counts, attendance: null });
    expect(region('Attendance today').textContent).toContain('No registers were due in the last two weeks.');
    cleanup();
    show(teacher, { ...counts, attendance: null });
    expect(screen.queryByRole('region', { name: 'Attendance today' })).toBeNull();
  });
});

describe('DashCountsCard for a new school and for the office (issue 31)', () => {
  const empty: DashCounts = {
    scope: 'school', classes: 0, sections: 0, rooms: 0, subjects: 0, parents: 0, employees: { teacher: 0, staff: 0, driver: 0, total: 0 },
    students: { total: 0, male: 0, female: 0, by_class: [] }, my_sections: [], attendance: null, exams: [],
    setup: SET_UP.setup.map((s) => ({ ...s, done: s.step === 'year' })), ready: { registers: false, exams: false, fees: false }, waiting: [],
  };

  it('shows no tile of 0 and no fee card before there are pupils', () => {
    const client = new QueryClient();
    client.setQueryData(dashKeys.all, { ...empty, classes: 2 });
    render(
      <QueryClientProvider client={client}>
        <DashCountsCard user={admin} academicName="2026/2027" financeCard={<p>Fees this month</p>} />
      </QueryClientProvider>,
    );
    expect(within(region('At a glance')).getAllByRole('term').map((t) => t.textContent)).toEqual(['Classes']);
    expect(screen.queryByText('Fees this month')).toBeNull();
  });

  it('gives the section table only to a teacher, not to the office bound to every class', () => {
    const office = { ...teacher, privileges: ['list-student', 'list-class', 'list-section', 'generate-attendance'] as Privilege[], classes: [1, 2, 3] };
    show(office, { ...empty, scope: 'classes', my_sections: [{ class_id: 1, class_name: 'Grade 1', section_id: 9, section_name: 'A', capacity: 30, students: 12 }], setup: SET_UP.setup });
    expect(screen.queryByRole('region', { name: /^Your classes/ })).toBeNull();
  });
});
