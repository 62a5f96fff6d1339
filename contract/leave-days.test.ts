import { describe, expect, it } from 'vitest';
import { countDays, daysLabel, leaveDays, schoolDaysBetween, type SchoolCalendar } from './leave-days';

// 2026-11-30 is a Monday.
const weekdays: SchoolCalendar = { weekdays: [1, 2, 3, 4, 5], holidays: [] };
const span = (start: string, end: string, half_first_day = false, half_last_day = false) => ({ start_date: start, end_date: end, half_first_day, half_last_day });

describe('leaveDays', () => {
  it('counts school days only: Friday to Monday is two days', () => {
    const days = leaveDays(span('2026-12-04', '2026-12-07'), weekdays);
    expect(days.map((d) => d.date)).toEqual(['2026-12-04', '2026-12-07']);
    expect(countDays(days)).toBe(2);
  });

  it('leaves out holidays', () => {
    const calendar = { weekdays: [1, 2, 3, 4, 5], holidays: [{ start: '2026-12-01', end: '2026-12-02' }] };
    expect(countDays(leaveDays(span('2026-11-30', '2026-12-04'), calendar))).toBe(3);
  });

  it('halves the first and last days', () => {
    const days = leaveDays(span('2026-11-30', '2026-12-02', true, true), weekdays);
    expect(days).toEqual([
      { date: '2026-11-30', part: 0.5, half: 'afternoon' },
      { date: '2026-12-01', part: 1, half: null },
      { date: '2026-12-02', part: 0.5, half: 'morning' },
    ]);
    expect(countDays(days)).toBe(2);
  });

  it('makes a one-day span with either half flag half a day', () => {
    expect(countDays(leaveDays(span('2026-11-30', '2026-11-30', false, true), weekdays))).toBe(0.5);
    expect(countDays(leaveDays(span('2026-11-30', '2026-11-30', true, true), weekdays))).toBe(0.5);
  });

  it('is nothing on a weekend', () => {
    expect(leaveDays(span('2026-12-05', '2026-12-06'), weekdays)).toEqual([]);
  });

  it('counts the part of a span within a month', () => {
    const days = leaveDays(span('2026-11-30', '2026-12-01'), weekdays);
    expect(countDays(days, '2026-12-01', '2026-12-31')).toBe(1);
  });
});

describe('schoolDaysBetween', () => {
  it('counts the working days of December 2026', () => {
    expect(schoolDaysBetween('2026-12-01', '2026-12-31', weekdays)).toBe(23);
  });
});

describe('daysLabel', () => {
  it('reads as people say it', () => {
    expect(daysLabel(1)).toBe('1 day');
    expect(daysLabel(2)).toBe('2 days');
    expect(daysLabel(0.5)).toBe('½ day');
    expect(daysLabel(2.5)).toBe('2½ days');
  });
});
