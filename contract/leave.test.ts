import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { leaveRequestInput, leaveSpanLabel, leaveTypeInput } from './leave';

describe('leaveSpanLabel', () => {
  it('names a day, days of a month, of a year, and across years as people write them', () => {
    expect(leaveSpanLabel('2026-12-03', '2026-12-03')).toBe('3 Dec 2026');
    expect(leaveSpanLabel('2026-12-03', '2026-12-04')).toBe('3–4 Dec 2026');
    expect(leaveSpanLabel('2026-11-30', '2026-12-02')).toBe('30 Nov – 2 Dec 2026');
    expect(leaveSpanLabel('2026-12-28', '2027-01-04')).toBe('28 Dec 2026 – 4 Jan 2027');
  });
});

describe('the leave inputs', () => {
  const issues = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.map((i) => [v.getDotPath(i), i.message]) ?? [];

  it('refuses a last day before the first, at the last day', () => {
    expect(issues(leaveRequestInput, { leave_type_id: 1, start_date: '2026-12-04', end_date: '2026-12-03' })).toEqual([['end_date', 'The last day cannot be before the first.']]);
  });

  it('takes whole or half days a year, or none for no limit', () => {
    const type = { name: 'Sick leave', paid: true, carries_over: false, needs_approval: true };
    expect(issues(leaveTypeInput, { ...type, days_per_year: 10.5 })).toEqual([]);
    expect(issues(leaveTypeInput, { ...type, days_per_year: null })).toEqual([]);
    expect(issues(leaveTypeInput, { ...type, days_per_year: 10.25 })).toEqual([['days_per_year', 'Days per year must be whole or half days.']]);
    expect(issues(leaveTypeInput, { ...type, days_per_year: 400 })).toEqual([['days_per_year', 'Days per year cannot be more than 366.']]);
  });
});
