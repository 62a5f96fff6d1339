// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lastTwelveMonths } from '@/api/payroll-reports';
import { checkMonthRange } from '../lib/range-check';
import { monthLabel } from '@contract';
import { effectiveMonthRange, monthPresets, monthRangeLabel, monthsBetween } from '../lib/months';

const today = '2026-03-14';

describe('payroll report months', () => {
  it('defaults to January of this year up to this month, and fills a missing end sensibly', () => {
    expect(effectiveMonthRange({}, today)).toEqual({ from: '2026-01', to: '2026-03' });
    expect(effectiveMonthRange({ from: '2025-06' }, today)).toEqual({ from: '2025-06', to: '2026-03' });
    expect(effectiveMonthRange({ to: '2025-05' }, today)).toEqual({ from: '2025-01', to: '2025-05' });
    expect(effectiveMonthRange({ from: '2026-09' }, today)).toEqual({ from: '2026-09', to: '2026-09' });
    // Typed backwards in the address: read the right way round rather than fail the page.
    expect(effectiveMonthRange({ from: '2026-02', to: '2025-11' }, today)).toEqual({ from: '2025-11', to: '2026-02' });
  });

  it('offers quick ranges counted from today, across the turn of the year', () => {
    const presets = Object.fromEntries(monthPresets('2026-01-05').map((p) => [p.id, [p.from, p.to]]));
    expect(presets).toEqual({
      'this-year': ['2026-01', '2026-01'],
      'last-12': ['2025-02', '2026-01'],
      'last-year': ['2025-01', '2025-12'],
      'this-month': ['2026-01', '2026-01'],
      'last-month': ['2025-12', '2025-12'],
    });
    expect(monthRangeLabel({ from: '2026-01', to: '2026-03' }, today)).toBe('This year: Jan 2026 – Mar 2026');
    expect(monthRangeLabel({ from: '2025-07', to: '2025-07' }, today)).toBe('Jul 2025');
  });

  it('lists every month of a range and names months the app’s way', () => {
    expect(monthsBetween({ from: '2025-11', to: '2026-02' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween({ from: '1900-01', to: '2999-12' })).toHaveLength(120);
    expect(monthLabel('2026-09', true)).toBe('Sep 2026');
    expect(monthLabel('soon', true)).toBe('soon');
  });

  it('refuses an empty or backwards range at its field, as the server would', () => {
    expect(checkMonthRange({ from: '', to: '2026-01' })).toEqual({ from: 'Choose the first month.' });
    expect(checkMonthRange({ from: '2026-04', to: '2026-01' })).toEqual({ to: 'The last month cannot be before the first.' });
    expect(checkMonthRange({ from: '2026-01', to: '2026-01' })).toEqual({});
  });

  it('gives the Payroll tab the twelve months to this one in the school’s zone', () => {
    // 23:30 UTC on 31 Jan is already February in Nairobi.
    const now = new Date('2026-01-31T23:30:00Z');
    expect(lastTwelveMonths('Africa/Nairobi', now)).toEqual({ from: '2025-03', to: '2026-02' });
    expect(lastTwelveMonths('UTC', now)).toEqual({ from: '2025-02', to: '2026-01' });
    expect(lastTwelveMonths('Not/AZone', now).to).toMatch(/^\d{4}-\d{2}$/);
  });
});
