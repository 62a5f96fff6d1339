// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID, PRIVILEGES } from '@contract';
import { ADMIN_ONLY, EVERYDAY_PATHS, NAV } from './nav-config';
import { mayOpen, quickLinks, visibleLinks, visibleNav } from './nav-filter';

const admin = { role_id: ADMIN_ROLE_ID, privileges: [] };
const teacher = { role_id: 7, privileges: ['list-student', 'view-student', 'user-profile'] };
// A hypothetical future: these pages have been built.
const built = new Set(['/dashboard', '/students/list', '/students/add', '/finance/list-account', '/settings/general']);

describe('sidebar filtering', () => {
  it('holds the nine groups of spec §2 and My Leave, every child with a catalogue privilege or Admin-only', () => {
    expect(NAV.map((g) => g.id)).toEqual([
      'dashboard', 'my-leave', 'employees', 'students', 'bus', 'finance', 'attendance', 'timetable', 'exams', 'settings',
    ]);
    for (const child of NAV.flatMap((g) => g.children)) expect([...PRIVILEGES, ADMIN_ONLY]).toContain(child.privilege);
    expect(PRIVILEGES).not.toContain(ADMIN_ONLY);
    const finance = NAV.find((g) => g.id === 'finance')!;
    expect(finance.children.map((c) => c.label)).toContain('Chart of accounts');
    expect(NAV.find((g) => g.id === 'employees')!.children[1]).toEqual({ label: 'Payroll Report', path: '/employees/payroll', privilege: 'payroll-report' });
    expect(NAV.find((g) => g.id === 'students')!.children[2]!.privilege).toBe('list-perfomance-student');
  });

  it('shows a child only with the privilege and a built page', () => {
    const nav = visibleNav(NAV, teacher, built);
    expect(nav.map((g) => g.id)).toEqual(['dashboard', 'students']);
    expect(nav[1]!.children.map((c) => c.path)).toEqual(['/students/list']); // no add-student
  });

  it('shows My Leave only to a user with a staff record, whatever their privileges', () => {
    const withPage = new Set([...built, '/my-leave']);
    expect(visibleNav(NAV, teacher, withPage).map((g) => g.id)).not.toContain('my-leave');
    expect(visibleNav(NAV, { ...teacher, employee_id: 12 }, withPage).map((g) => g.id)).toEqual(['dashboard', 'my-leave', 'students']);
  });

  it('Admin passes every privilege but still never sees unbuilt pages', () => {
    const nav = visibleNav(NAV, admin, built);
    expect(nav.map((g) => g.id)).toEqual(['dashboard', 'students', 'finance', 'settings']);
    expect(nav.find((g) => g.id === 'finance')!.children.map((c) => c.label)).toEqual(['Chart of accounts']);
  });

  it('shows a page that several privileges read to the holder of any of them (the exam reports)', () => {
    const reports = new Set(['/exams/exam-subject-report', '/exams/exam-type-report']);
    const only = (privilege: string) => visibleNav(NAV, { role_id: 2, privileges: [privilege] }, reports).flatMap((g) => g.children.map((c) => c.path));
    expect(only('exam-student-report')).toEqual(['/exams/exam-subject-report']);
    expect(only('exam-subject-report')).toEqual(['/exams/exam-subject-report']);
    expect(only('anual-exam-report')).toEqual(['/exams/exam-type-report']);
    expect(only('exam-entry')).toEqual([]);
  });

  it('shows a page that needs two privileges only to a holder of both (the general journal)', () => {
    const journal = new Set(['/finance/journal']);
    const paths = (privileges: string[]) => visibleNav(NAV, { role_id: 2, privileges }, journal).flatMap((g) => g.children.map((c) => c.path));
    expect(paths(['add-account'])).toEqual([]);
    expect(paths(['transfer-account'])).toEqual([]);
    expect(paths(['add-account', 'transfer-account'])).toEqual(['/finance/journal']);
    expect(visibleNav(NAV, admin, journal).flatMap((g) => g.children.map((c) => c.label))).toEqual(['General Journal']);
  });

  it('hides a group with no visible child', () => {
    const nav = visibleNav(NAV, { role_id: 2, privileges: ['list-bus'] }, built); // bus list not built
    expect(nav.map((g) => g.id)).toEqual(['dashboard']);
  });

  it('today, with only the dashboard built, everyone sees only Dashboard', () => {
    const today = new Set(['/dashboard', '/change-password', '/auth/login']);
    expect(visibleNav(NAV, admin, today).map((g) => g.label)).toEqual(['Dashboard']);
    expect(visibleNav(NAV, teacher, today).map((g) => g.label)).toEqual(['Dashboard']);
    expect(visibleNav(NAV, null, today).map((g) => g.label)).toEqual(['Dashboard']);
  });

  it('quick links flatten the visible children', () => {
    expect(visibleLinks(NAV, teacher, built)).toEqual([{ label: 'Students', path: '/students/list', privilege: 'list-student', group: 'Students' }]);
  });

  it('quick links are the everyday pages a user can open, most frequent first', () => {
    const every = new Set(NAV.flatMap((g) => (g.path ? [g.path] : g.children.map((c) => c.path))));
    for (const path of EVERYDAY_PATHS) expect(every).toContain(path);
    expect(quickLinks(NAV, admin, every).map((l) => l.label)).toEqual([
      'Take Attendance', 'Exam Result', 'Receive payment', 'Students', 'Admit Student', 'Timetables', 'Add Performance Note', 'Student summary',
      'Absent Report', 'Employees', 'Generate Payroll', 'Write Check',
    ]);
    const classTeacher = { role_id: 7, privileges: ['generate-attendance', 'exam-entry', 'list-student', 'list-timetable'] };
    expect(quickLinks(NAV, classTeacher, every).map((l) => l.path)).toEqual(['/attendance/generate', '/exams/exam-entry', '/students/list', '/timetable/list']);
    // Only built pages, as in the sidebar.
    expect(quickLinks(NAV, admin, built).map((l) => l.path)).toEqual(['/students/list', '/students/add']);
  });

  it('shows an Admin-only entry to Admins alone, whatever privileges a user holds', () => {
    const withAudit = new Set([...built, '/settings/audit']);
    const everything = { role_id: 3, privileges: [...PRIVILEGES] };
    expect(visibleLinks(NAV, admin, withAudit)).toContainEqual({ label: 'Audit Trail', path: '/settings/audit', privilege: ADMIN_ONLY, group: 'Settings' });
    expect(visibleLinks(NAV, everything, withAudit).map((c) => c.path)).not.toContain('/settings/audit');
    expect(mayOpen(everything, ADMIN_ONLY)).toBe(false);
    expect(mayOpen(null, ADMIN_ONLY)).toBe(false);
    expect(mayOpen(admin, ADMIN_ONLY)).toBe(true);
    expect(mayOpen(everything, 'list-user')).toBe(true);
  });

  it('names each entry after its page, in one style: the spec\'s own labels as given, every other one in Title Case, the page heading the same words', () => {
    // Spec §2's labels, kept exactly even where they are in sentence case.
    const given = new Set([
      'Payroll Report', 'Personal Report', 'Generate Payroll', 'Bus Fee', 'Bus Student', 'Chart of accounts', 'Receive payment', 'Transfer A2A',
      'Account summary', 'Student summary', 'Exam subjects', 'Exam Result', 'Student Exam Report', 'Final Exam Report',
    ]);
    // Each page's heading is its route's title (the navbar's h1).
    const routeFiles = import.meta.glob<string>('../../routes/_app/**/*.tsx', { query: '?raw', import: 'default', eager: true });
    expect(Object.keys(routeFiles).length).toBeGreaterThan(40);
    const children = NAV.flatMap((g) => g.children);
    for (const label of given) expect(children.map((c) => c.label)).toContain(label);
    for (const { label, path } of children) {
      if (!given.has(label)) expect(label.split(' ').filter((w) => !/^[A-Z0-9]/.test(w)), label).toEqual([]);
      // No bare "List", "Add" or "Report": the entry says which page.
      expect(['List', 'Add', 'Report']).not.toContain(label);
      const route = routeFiles[`../../routes/_app${path}.tsx`];
      if (route !== undefined) expect(route, path).toContain(`staticData: { title: '${label}' }`);
    }
    // The pages outside the menu (a payroll run, a journal entry, the riders of a bus) in the same style.
    const titles = Object.values(routeFiles).flatMap((source) => [...source.matchAll(/staticData: \{ title: '([^']+)' \}/g)].map((m) => m[1]!));
    expect(titles.length).toBeGreaterThan(60);
    for (const title of titles) if (!given.has(title)) expect(title.split(' ').filter((w) => !/^[A-Z0-9]/.test(w)), title).toEqual([]);
  });
});
