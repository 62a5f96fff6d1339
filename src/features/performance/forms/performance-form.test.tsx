import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NoteDates, PerformanceNote } from '@contract';
import { performanceKeys } from '@/api/performance';
import { PerformanceForm } from './performance-form';

afterEach(cleanup);

const note: PerformanceNote = {
  id: 7, version: 1, student_id: 3, date: '2026-10-05', category: 'academic', rating: 4, remark: 'Steady work',
  student_name: 'Ann One', admission_no: 'P-1', class_name: 'Grade 1', section_name: 'A', author_id: 1, author_name: 'Admin', created_at: '2026-10-05T08:00:00Z',
};

/** Editing a note of a student enrolled for the school year (GET /students/performance/dates, cached). */
function renderEdit(onSubmit = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData<NoteDates>(performanceKeys.dates(3), { periods: [{ start: '2026-09-01', end: '2027-08-31' }] });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  render(<PerformanceForm initial={note} pending={false} onSubmit={onSubmit} onCancel={() => undefined} />, { wrapper });
  return onSubmit;
}

describe('PerformanceForm dates (issue 10, client 6)', () => {
  it('shows the days the student was enrolled, and keeps Save off for a date outside them', async () => {
    const onSubmit = renderEdit();
    expect(screen.getByText('Enrolled 1 Sep 2026 to 31 Aug 2027.')).toBeTruthy();
    const date = screen.getByLabelText(/^Date/);
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));

    await act(async () => fireEvent.change(date, { target: { value: '2026-03-12' } }));
    expect(screen.getByRole('alert').textContent).toBe("Pick a date within the student's enrolment: 1 Sep 2026 to 31 Aug 2027.");
    expect(save.disabled).toBe(true);

    await act(async () => fireEvent.change(date, { target: { value: '2027-03-12' } }));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(save.disabled).toBe(false));
    await act(async () => fireEvent.click(save));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ student_id: 3, date: '2027-03-12' }), expect.anything()));
  });
});
