import { describe, expect, it } from 'vitest';
import { daysInMonth, firstDayRidden, monthCharge, type Ride } from './proration';

const ride = (from: string, to: string | null, rate = 3_000): Ride => ({ from, to, rate });
const charge = (month: string, rides: Ride[]) => ({
  month: monthCharge(month, 'month', rides),
  days: monthCharge(month, 'days', rides),
  none: monthCharge(month, 'none', rides),
});
const amounts = (c: ReturnType<typeof charge>) => [c.month.amount, c.days.amount, c.none.amount];

describe('bus fee proration (ADR 024)', () => {
  it('knows the length of every month, leap Februaries included', () => {
    expect(['2026-01', '2026-02', '2026-04', '2028-02', '2100-02', '2000-02'].map(daysInMonth)).toEqual([31, 28, 30, 29, 28, 29]);
  });

  it('finds the first day ridden in the month: the 1st for a rider from before, the day joined mid-month, none for no ride', () => {
    expect(firstDayRidden('2026-11', [ride('2026-09-01', null)])).toBe('2026-11-01');
    expect(firstDayRidden('2026-11', [ride('2026-11-20', null), ride('2026-11-12', '2026-11-15')])).toBe('2026-11-12');
    expect(firstDayRidden('2026-11', [ride('2026-09-01', '2026-10-31'), ride('2026-12-01', null)])).toBeNull();
  });

  it('charges a whole month alike under every setting', () => {
    const c = charge('2026-11', [ride('2026-09-01', null)]);
    expect(amounts(c)).toEqual([3_000, 3_000, 3_000]);
    expect(c.days.days).toBe(30);
    expect(amounts(charge('2026-11', [ride('2026-11-01', '2026-11-30')]))).toEqual([3_000, 3_000, 3_000]);
  });

  it('starting on the 1st is a whole month; starting on the last day is one day', () => {
    expect(amounts(charge('2026-10', [ride('2026-10-01', null)]))).toEqual([3_000, 3_000, 3_000]);
    const last = charge('2026-10', [ride('2026-10-31', null, 3_100)]);
    expect(last.days.days).toBe(1);
    expect(amounts(last)).toEqual([3_100, 100, 0]);
  });

  it('ending on the 1st rides one day of the month; ending the day before rides none', () => {
    const one = charge('2026-12', [ride('2026-09-01', '2026-12-01', 3_100)]);
    expect([one.days.days, ...amounts(one)]).toEqual([1, 3_100, 100, 0]);
    const none = charge('2026-12', [ride('2026-09-01', '2026-11-30')]);
    expect([none.days.days, ...amounts(none), none.month.last]).toEqual([0, 0, 0, 0, -1]);
  });

  it('counts February 29th in a leap year and not otherwise', () => {
    const leap = charge('2028-02', [ride('2028-02-15', null, 2_900)]);
    expect([leap.days.days, ...amounts(leap)]).toEqual([15, 2_900, 1_500, 0]);
    const whole = charge('2028-02', [ride('2028-02-01', '2028-02-29')]);
    expect(amounts(whole)).toEqual([3_000, 3_000, 3_000]);
    const short = charge('2027-02', [ride('2027-02-15', null, 2_800)]);
    expect([short.days.days, ...amounts(short)]).toEqual([14, 2_800, 1_400, 0]);
  });

  it('charges each part of a month at its own rate by days, and the last rate otherwise', () => {
    // 1–15 at 3,000 then 16–30 at 1,500 (one way from the 16th): 1,500 + 750.
    const c = charge('2026-11', [ride('2026-08-01', '2026-11-15', 3_000), ride('2026-11-16', null, 1_500)]);
    expect(c.days.days).toBe(30);
    expect(amounts(c)).toEqual([1_500, 2_250, 1_500]);
    expect(c.month.last).toBe(1);
  });

  it('leaves a gap in the middle uncharged by days and unbilled under none', () => {
    const c = charge('2026-11', [ride('2026-11-01', '2026-11-10', 3_000), ride('2026-11-21', null, 3_000)]);
    expect(c.days.days).toBe(20);
    expect(amounts(c)).toEqual([3_000, 2_000, 0]);
  });

  it('rounds half up once per student, not once per part', () => {
    // A 30-day month: one day at 15 is 0.5, at 45 is 1.5, at 14 is 0.47.
    expect([15, 45, 14].map((rate) => monthCharge('2026-11', 'days', [ride('2026-11-30', null, rate)]).amount)).toEqual([1, 2, 0]);
    // Two parts of 0.4 each would round to 0 + 0; together 0.8 rounds to 1.
    const parts = [ride('2026-10-01', '2026-10-01', 12), ride('2026-10-02', '2026-10-02', 13)];
    expect(monthCharge('2026-10', 'days', parts).amount).toBe(1);
  });

  it('charges nothing at a zero rate and nothing for a month not ridden', () => {
    expect(amounts(charge('2026-11', [ride('2026-11-01', null, 0)]))).toEqual([0, 0, 0]);
    expect(amounts(charge('2026-11', [ride('2026-12-01', null)]))).toEqual([0, 0, 0]);
    expect(amounts(charge('2026-11', []))).toEqual([0, 0, 0]);
  });
});
