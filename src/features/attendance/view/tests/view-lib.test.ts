// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addDays, dayHeading, monthRuns, shortDate } from '../lib/days';
import { formatRate, isLowRate } from '../lib/rate';
import { effectiveDays, rangeProblem } from '../lib/search';

describe('the days of View Attendance', () => {
  it('count in whole days, across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(dayHeading('2026-11-02')).toBe('Mon 2');
    expect(shortDate('2026-11-29')).toBe('Sun 29 Nov');
    expect(monthRuns(['2026-10-30', '2026-10-31', '2026-11-02'])).toEqual([
      { month: 'Oct 2026', span: 2 },
      { month: 'Nov 2026', span: 1 },
    ]);
  });

  it('default to the four weeks up to today, filling a missing end from the other', () => {
    expect(effectiveDays({}, '2026-11-24')).toEqual({ start: '2026-10-28', end: '2026-11-24' });
    expect(effectiveDays({ start: '2026-11-02' }, '2026-11-24')).toEqual({ start: '2026-11-02', end: '2026-11-24' });
    expect(effectiveDays({ end: '2026-09-30' }, '2026-11-24')).toEqual({ start: '2026-09-03', end: '2026-09-30' });
  });

  it('refuse what the server would: backwards, or more than a hundred days', () => {
    expect(rangeProblem({ start: '2026-11-02', end: '2026-11-01' })).toBe('The end date cannot be before the start date.');
    expect(rangeProblem({ start: '2026-09-01', end: addDays('2026-09-01', 99) })).toBeNull();
    expect(rangeProblem({ start: '2026-09-01', end: addDays('2026-09-01', 100) })).toBe('Choose at most 100 days.');
  });
});

describe('the attendance rate', () => {
  it('is present out of marked, rounded half up, and unknown with nothing marked', () => {
    expect(formatRate({ marked: 8, present: 7 })).toBe('87.5%');
    expect(formatRate({ marked: 3, present: 2 }, 0)).toBe('67%');
    expect(formatRate({ marked: 2000, present: 1749 })).toBe('87.5%');
    expect(formatRate({ marked: 0, present: 0 })).toBe('—');
    expect(isLowRate({ marked: 10, present: 9 })).toBe(false);
    expect(isLowRate({ marked: 100, present: 89 })).toBe(true);
    expect(isLowRate({ marked: 0, present: 0 })).toBe(false);
  });
});
