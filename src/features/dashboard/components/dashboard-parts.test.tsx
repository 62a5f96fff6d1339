import { cleanup, render, renderHook, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DashSetup, DashWaiting } from '@contract';
import { useFirstVisit } from '../lib/first-visit';
import { workingLinks } from './dashboard-page';
import { SetupChecklist } from './setup-checklist';
import { WaitingList } from './waiting-list';

afterEach(cleanup);

const steps = (doneCount: number): DashSetup[] =>
  (['profile', 'year', 'classes', 'subjects', 'staff', 'pupils', 'fees'] as const).map((step, i) => ({ step, done: i < doneCount }));

describe('Dashboard › Set up your school', () => {
  it('lists the steps in order, ticks the done ones, marks the next and links each to its page', () => {
    render(<SetupChecklist steps={steps(2)} canOpen={() => true} />);
    const card = screen.getByRole('region', { name: 'Set up your school' });
    expect(card.textContent).toContain('2 of 7 steps done');
    const items = within(card).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual([
      '1. School profile', '2. Academic year', '3. Classes and sections', '4. Subjects and rooms', '5. Staff', '6. Pupils', '7. Fees and accounts',
    ]);
    expect(items[0]!.textContent).toContain('(done)');
    expect(items[2]!.textContent).toContain('Next');
    expect(within(items[2]!).getByRole('link').getAttribute('href')).toBe('#/settings/list-classes');
  });

  it('lists a step without a link when the user cannot open its page', () => {
    render(<SetupChecklist steps={steps(0)} canOpen={(path) => path !== '/employees/list'} />);
    const staff = screen.getAllByRole('listitem')[4]!;
    expect(within(staff).queryByRole('link')).toBeNull();
    expect(staff.textContent).toContain('5. Staff');
  });
});

describe('Dashboard › Waiting for you', () => {
  const items: DashWaiting[] = [
    { kind: 'balance', label: 'Amina Kamau owes', detail: 'Grade 4', path: '/finance/student-transaction?student_id=3', amount: 15_000 },
    { kind: 'payroll', label: 'Payroll for November 2026 waits for approval', detail: null, path: '/employees/generate', amount: null },
    { kind: 'registers', label: '2 registers not taken today', detail: 'Grade 1 A, Grade 2 B', path: '/attendance/generate', amount: null },
  ];

  it('groups the items, payroll first, each a link to the page that resolves it', () => {
    render(<WaitingList items={items} currency="KES" />);
    const card = screen.getByRole('region', { name: 'Waiting for you' });
    expect(within(card).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Payroll', 'Registers', 'Owe the most']);
    expect(within(card).getByRole('link', { name: '2 registers not taken today' }).getAttribute('href')).toBe('#/attendance/generate');
    expect(within(card).getByRole('link', { name: 'Amina Kamau owes' }).closest('li')!.textContent).toMatch(/150\.00/);
  });

  it('says when nothing waits', () => {
    render(<WaitingList items={[]} currency="KES" />);
    expect(screen.getByText('Nothing is waiting for you.')).toBeTruthy();
  });
});

describe('Dashboard › quick links that can work', () => {
  const links = ['/attendance/generate', '/exams/exam-entry', '/finance/payment', '/students/add', '/settings/list-classes'].map((path) => ({ path, label: path, group: 'g' }));
  const setup = steps(7);

  it('leaves out the pages that cannot work yet, and keeps all while unknown', () => {
    expect(workingLinks(links, { setup: steps(0), ready: { registers: false, exams: false, fees: false } }).map((l) => l.path)).toEqual(['/settings/list-classes']);
    expect(workingLinks(links, { setup, ready: { registers: true, exams: false, fees: true } }).map((l) => l.path)).toEqual([
      '/attendance/generate', '/finance/payment', '/students/add', '/settings/list-classes',
    ]);
    expect(workingLinks(links, undefined)).toHaveLength(5);
  });

  it('cuts the list after leaving out what cannot work, so a new school still gets eight', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ path: i < 4 ? ['/attendance/generate', '/exams/exam-entry', '/finance/payment', '/students/list'][i]! : `/page/${i}`, label: String(i), group: 'g' }));
    const shown = workingLinks(many, { setup: steps(0), ready: { registers: false, exams: false, fees: false } });
    expect(shown.map((l) => l.path)).toEqual(['/page/4', '/page/5', '/page/6', '/page/7', '/page/8', '/page/9', '/page/10', '/page/11']);
    expect(workingLinks(many, undefined)).toHaveLength(8);
  });
});

describe('Dashboard › first visit', () => {
  it('is the first visit once per user on this device', () => {
    localStorage.removeItem('schooldesk.dash.seen.77');
    expect(renderHook(() => useFirstVisit(77)).result.current).toBe(true);
    expect(renderHook(() => useFirstVisit(77)).result.current).toBe(false);
    expect(renderHook(() => useFirstVisit(undefined)).result.current).toBe(false);
  });
});
