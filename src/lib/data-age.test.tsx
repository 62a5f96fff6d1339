import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LaggingNote } from '@/components/report/lagging-note';
import { noteDataAge } from './data-age';

const answer = (asOf: string | null, date = 'Sun, 29 Nov 2026 10:00:30 GMT') =>
  new Response('{}', { headers: { ...(asOf ? { 'Data-As-Of': asOf } : {}), date } });

describe('how old the figures on screen are', () => {
  it("says nothing while the reports' data is current, and the moment it is from once it is over five seconds behind", () => {
    render(<LaggingNote timeZone="Africa/Nairobi" />);
    act(() => noteDataAge(answer('2026-11-29T10:00:29.500Z')));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => noteDataAge(answer('2026-11-29T09:58:00.000Z')));
    expect(screen.getByRole('status').textContent).toContain('Figures as of 29 Nov 2026, 12:58');
    // An answer that is not a report's says nothing of the reports' age.
    act(() => noteDataAge(answer(null)));
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => noteDataAge(answer('2026-11-29T10:00:30.000Z')));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers to read the report again', () => {
    let refreshed = 0;
    render(<LaggingNote onRefresh={() => refreshed++} />);
    act(() => noteDataAge(answer('2026-11-29T09:00:00.000Z')));
    act(() => screen.getByRole('button', { name: 'Refresh' }).click());
    expect(refreshed).toBe(1);
  });
});
