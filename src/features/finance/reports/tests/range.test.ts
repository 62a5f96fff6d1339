// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkDay, checkRange } from '../lib/range-check';
import { dayPresets, effectiveRange, rangeLabel, rangePresets, termOf } from '../lib/range';
import { percent } from '../lib/numbers';

const byId = (today: string) => Object.fromEntries(rangePresets(today).map((p) => [p.id, { from: p.from, to: p.to, label: p.label }]));

describe('range presets', () => {
  it('counts this month, last month, this term and this year from the school’s today', () => {
    expect(byId('2026-11-23')).toEqual({
      'this-month': { from: '2026-11-01', to: '2026-11-23', label: 'This month' },
      'last-month': { from: '2026-10-01', to: '2026-10-31', label: 'Last month' },
      'this-term': { from: '2026-09-01', to: '2026-11-23', label: 'This term (Sep–Dec)' },
      'this-year': { from: '2026-01-01', to: '2026-11-23', label: 'This year' },
    });
  });

  it('crosses the year in January and ends February on its last day, leap years included', () => {
    expect(byId('2027-01-15')['last-month']).toMatchObject({ from: '2026-12-01', to: '2026-12-31' });
    expect(byId('2027-01-15')['this-term']).toMatchObject({ from: '2027-01-01', label: 'This term (Jan–Apr)' });
    expect(byId('2028-03-31')['last-month']).toMatchObject({ from: '2028-02-01', to: '2028-02-29' });
    expect(byId('2027-03-31')['last-month']).toMatchObject({ from: '2027-02-01', to: '2027-02-28' });
  });

  it('takes terms as four-month thirds of the year', () => {
    expect([1, 4, 5, 8, 9, 12].map((m) => termOf(m).start)).toEqual([1, 1, 5, 5, 9, 9]);
    expect(termOf(6).label).toBe('May–Aug');
  });

  it('offers the balance sheet the ends of last month, term and year', () => {
    expect(Object.fromEntries(dayPresets('2026-05-10').map((p) => [p.id, p.on]))).toEqual({
      today: '2026-05-10',
      'end-last-month': '2026-04-30',
      'end-last-term': '2026-04-30',
      'end-last-year': '2025-12-31',
    });
    expect(dayPresets('2026-02-10').find((p) => p.id === 'end-last-term')?.on).toBe('2025-12-31');
  });
});

describe('the range a page asks for', () => {
  it('is this month to today when the address names none', () => {
    expect(effectiveRange({}, '2026-11-23')).toEqual({ from: '2026-11-01', to: '2026-11-23' });
  });

  it('fills a missing end sensibly and reads a backwards range the right way round', () => {
    expect(effectiveRange({ from: '2026-10-05' }, '2026-11-23')).toEqual({ from: '2026-10-05', to: '2026-11-23' });
    expect(effectiveRange({ to: '2026-09-30' }, '2026-11-23')).toEqual({ from: '2026-09-01', to: '2026-09-30' });
    expect(effectiveRange({ from: '2026-11-20', to: '2026-11-02' }, '2026-11-23')).toEqual({ from: '2026-11-02', to: '2026-11-20' });
  });

  it('is named in the header with its preset when it is one', () => {
    expect(rangeLabel({ from: '2026-11-01', to: '2026-11-23' }, '2026-11-23')).toBe('This month: 1 Nov 2026 – 23 Nov 2026');
    expect(rangeLabel({ from: '2026-10-03', to: '2026-10-09' }, '2026-11-23')).toBe('3 Oct 2026 – 9 Oct 2026');
    expect(rangeLabel({ from: '2026-10-03', to: '2026-10-03' })).toBe('3 Oct 2026');
  });
});

describe('the filter dialog’s checks', () => {
  it('asks for both ends, a real date, and an end not before the start, by field', () => {
    expect(checkRange({ from: '', to: '' })).toEqual({ from: 'Choose the first day of the range.', to: 'Choose the last day of the range.' });
    expect(checkRange({ from: '2026-11-05', to: '2026-11-01' })).toEqual({ to: 'The end date must not be before the start date.' });
    expect(checkRange({ from: '2026-02-30', to: '2026-03-01' }).from).toMatch(/no such date/);
    expect(checkRange({ from: '2026-11-01', to: '2026-11-01' })).toEqual({});
    expect(checkDay('')).toEqual({ on: 'Choose the date of the balance sheet.' });
    expect(checkDay('2026-11-30')).toEqual({});
  });
});

describe('percent', () => {
  it('writes a collection rate with one decimal, rounded half up', () => {
    expect(percent(2 / 3)).toBe('66.7%');
    expect(percent(0.8745)).toBe('87.5%');
    expect(percent(1.25, false)).toBe('125.0');
    expect(percent(0)).toBe('0.0%');
  });
});
