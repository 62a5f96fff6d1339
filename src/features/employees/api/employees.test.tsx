import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { API } from '@contract';
import { useSetEmployeeStatus } from './employees';

const http = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

describe('setting an employee’s status', () => {
  it('sends the last working day with a deactivation, and only the reason with an activation', async () => {
    http.post.mockResolvedValue({ message: 'Done' });
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const done = vi.fn();
    const { result } = renderHook(() => useSetEmployeeStatus(done), { wrapper });
    await act(async () => result.current.mutate({ id: 21, active: false, reason: 'Moved away', left_on: '2026-11-14' }));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(http.post).toHaveBeenLastCalledWith(`${API.employees}/21/deactivate`, { reason: 'Moved away', left_on: '2026-11-14' });
    await act(async () => result.current.mutate({ id: 21, active: true, reason: null, left_on: '2026-11-14' }));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(2));
    expect(http.post).toHaveBeenLastCalledWith(`${API.employees}/21/activate`, { reason: null });
  });
});
