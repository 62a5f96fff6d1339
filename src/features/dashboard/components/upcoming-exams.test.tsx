import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DashExam } from '@contract';
import { UpcomingExams } from './upcoming-exams';

afterEach(cleanup);

const exam = (over: Partial<DashExam>): DashExam => ({
  id: 1, name: 'Mid-term exam', type_name: 'Mid-term', status: 'Active', start_date: '2026-11-23', end_date: '2026-11-28', sheets: 12, complete: 5, ...over,
});

describe('Dashboard › Upcoming exams', () => {
  it('shows each exam with its marking progress and the way to enter marks while it is open', () => {
    render(<UpcomingExams exams={[exam({}), exam({ id: 2, name: 'End of term exam', status: 'Pending', sheets: 0, complete: 0 })]} canEnter />);
    const items = within(screen.getByRole('region', { name: 'Upcoming exams' })).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('5 of 12 mark sheets complete');
    expect(within(items[0]!).getByRole('link', { name: 'Enter marks' }).getAttribute('href')).toBe('#/exams/exam-entry?exam=1');
    expect(items[1]!.textContent).toContain('No papers set yet');
    expect(within(items[1]!).queryByRole('link')).toBeNull();
  });

  it('offers no mark entry without the privilege, and says when nothing is coming', () => {
    const { rerender } = render(<UpcomingExams exams={[exam({})]} canEnter={false} />);
    expect(screen.queryByRole('link', { name: 'Enter marks' })).toBeNull();
    rerender(<UpcomingExams exams={[]} canEnter />);
    expect(screen.getByText('No exams are coming up this year.')).toBeTruthy();
  });
});
