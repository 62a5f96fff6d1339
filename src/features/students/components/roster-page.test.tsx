import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ROLE_ID, type Profile, type SchoolClass } from '@contract';
import { RosterPage } from './roster-page';

const http = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));
vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ routesByPath: {} }) }));

const cls = (id: number, sections: number): SchoolClass => ({ id, version: 1, name: `Grade ${id}`, sort_order: id, next_class_id: null, next_class_name: null, monthly_fee: 0, status: 'Active', sections });
const page = <T,>(data: T[]) => ({ data, total: data.length, page: 1, limit: 500 });
const admin = { role_id: ADMIN_ROLE_ID, privileges: [], currency: 'USD', time_zone: 'UTC' } as unknown as Profile;
const clerk = { role_id: 5, privileges: ['list-student', 'add-student'], currency: 'USD', time_zone: 'UTC' } as unknown as Profile;

let classes: SchoolClass[];
afterEach(cleanup);
beforeEach(() => {
  http.list.mockReset().mockImplementation((path: string) => Promise.resolve(path.includes('class') ? page(classes) : page([])));
});

function renderRoster(user: Profile) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  render(<RosterPage user={user} state={{ page: 1, limit: 25 }} onStateChange={() => undefined} onOpen={() => undefined} />, { wrapper });
}

describe('RosterPage: the empty roster of a new school', () => {
  it('with no class, says a class comes first and links to Classes', async () => {
    classes = [];
    renderRoster(admin);
    expect(await screen.findByText(/There are no classes yet\. Students are admitted into a class and one of its sections\./)).toBeTruthy();
    expect(screen.getByText('No students yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a class first' }).getAttribute('href')).toBe('#/settings/list-classes');
  });

  it('with classes but no section this year, links to Sections', async () => {
    classes = [cls(1, 0), cls(2, 0)];
    renderRoster(admin);
    expect(await screen.findByText(/No class has a section this year yet\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a section first' }).getAttribute('href')).toBe('#/settings/list-sections');
  });

  it('names what is missing without a link for a user who cannot open the page', async () => {
    classes = [];
    renderRoster(clerk);
    expect(await screen.findByText(/There are no classes yet\./)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add a class first' })).toBeNull();
  });

  it('once a section exists, invites the first admission', async () => {
    classes = [cls(1, 2)];
    renderRoster(admin);
    expect(await screen.findByText('No students yet. Admit the first one.')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
