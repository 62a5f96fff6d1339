import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParentDetail } from '@contract';
import { withClient } from '@/lib/testing';
import { FamilyPortalDialog } from '../components/family-portal-dialog';

const http = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));
afterEach(cleanup);

const parent = (children: ParentDetail['students']): ParentDetail => ({
  id: 4, fullname: 'Grace Kariuki', phone: '+254 711 000 111', phone2: null, email: null, address: null, occupation: null, status: 'Active',
  has_portal_password: false, created_at: '2026-09-01T08:00:00.000Z', version: 1,
  children: children.length, portal_last_sign_in_at: null, students: children,
  portal: { has_password: false, enabled: true, username: null, must_change: false, last_sign_in_at: null },
});

async function open(detail: ParentDetail) {
  http.get.mockResolvedValue(detail);
  render(<FamilyPortalDialog parent={detail} timeZone="Africa/Nairobi" onClose={() => undefined} />, { wrapper: withClient() });
  return screen.findByText(/Grace Kariuki (sees|has no children)/);
}

describe('the family portal dialog', () => {
  it('asks the office for a portal password when the family has children to see', async () => {
    const said = await open(parent([{ id: 9, fullname: 'Chege Kariuki', admission_no: 'A-009', status: 'Active' }]));
    expect(said.textContent).toContain('sees their child on a phone');
    expect(said.textContent).toContain('Set a portal password first');
  });

  it('does not ask for a password when the parent has no children at the school', async () => {
    const said = await open(parent([]));
    expect(said.textContent).toContain('has no children at the school');
    expect(said.textContent).not.toContain('Set a portal password first');
  });
});
