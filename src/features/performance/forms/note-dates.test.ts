import { describe, expect, it } from 'vitest';
import { dateAllowed, noteDateHint } from './note-dates';

const year = [{ start: '2026-09-01', end: '2027-08-31' }];
const gap = [{ start: '2025-09-01', end: '2026-02-10' }, ...year];

describe('note dates in the form', () => {
  it('allows the days of an enrolment, both ends included', () => {
    expect(dateAllowed(year, '2026-09-01')).toBe(true);
    expect(dateAllowed(year, '2027-08-31')).toBe(true);
    expect(dateAllowed(year, '2026-08-31')).toBe(false);
    expect(dateAllowed(gap, '2026-03-01')).toBe(false);
    expect(dateAllowed(gap, '2025-12-01')).toBe(true);
  });

  it('shows the allowed days, and says so when the chosen one is outside them', () => {
    expect(noteDateHint(undefined, '2026-10-01')).toBeNull();
    expect(noteDateHint(year, '2026-10-01')).toEqual({ text: 'Enrolled 1 Sep 2026 to 31 Aug 2027.', problem: false });
    expect(noteDateHint(year, '')).toEqual({ text: 'Enrolled 1 Sep 2026 to 31 Aug 2027.', problem: false });
    expect(noteDateHint(gap, '2026-03-12')).toEqual({
      text: "Pick a date within the student's enrolment: 1 Sep 2025 to 10 Feb 2026 or 1 Sep 2026 to 31 Aug 2027.",
      problem: true,
    });
    expect(noteDateHint([], '2026-10-01')?.problem).toBe(true);
  });
});
