import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ROLE_ID, type DashCounts, type Privilege } from '@contract';
import { dashKeys } from '@/api/dash';
import { DashCountsCard } from './dash-counts';

// The counts never arrive unless a test puts them in the cache.
vi.mock('@/lib/http', () => ({ http: { get: () => new Promise(() => undefined) } }));

afterEach(cleanup);

const admin = { role_id: ADMIN_ROLE_ID, privileges: [] as Privilege[], classes: [] as number[] };
const teacher = { role_id: ADMIN_ROLE_ID + 100, privileges: ['list-student', 'list-class', 'list-section'] as Privilege[], classes: [1, 2] };

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
    });
    const counts = region('At a glance');
    expect(counts.hasAttribute('aria-busy')).toBe(false);
    expect(within(counts).getAllByRole('definition').map((d) => d.textContent)).toEqual(['40', '2', '3']);
    expect(region(/^Your classes/).hasAttribute('aria-busy')).toBe(false);
    expect(within(region(/^Your classes/)).getByRole('row', { name: /Grade 1/ }).textContent).toContain('12 of 30');
  });
});
