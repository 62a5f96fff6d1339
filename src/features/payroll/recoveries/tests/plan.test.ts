// @vitest-environment node
import { monthLabel } from '@contract';
import { describe, expect, it } from 'vitest';
import { monthAfter } from '../lib/months';
import { advancePlan, instalmentsText, loanPlan, repaymentText } from '../lib/plan';

describe('recovery plans in words', () => {
  it('splits an advance into equal parts, the last taking the remainder', () => {
    expect(instalmentsText(advancePlan(10_000_000, 3, '2026-12')!)).toBe('3 instalments: 33,333.34, 33,333.34, 33,333.32 from December 2026 to February 2027');
    expect(instalmentsText(advancePlan(5_000_000, 1, '2026-12')!)).toBe('1 instalment of 50,000.00 in December 2026');
    expect(instalmentsText(advancePlan(6_000_000, 12, '2026-12')!)).toBe('12 instalments of 5,000.00 from December 2026 to November 2027');
    expect(instalmentsText(advancePlan(1_000_000, 6, '2026-12')!)).toBe('6 instalments of 1,666.67, the last 1,666.65, from December 2026 to May 2027');
  });

  it('says how many months a loan takes and which is the last', () => {
    expect(repaymentText(loanPlan(12_000_000, 1_000_000, '2027-01')!)).toBe(
      'Recovered in 12 months: 10,000.00 a month, from January 2027 to December 2027. The last instalment is in December 2027.',
    );
    expect(repaymentText(loanPlan(9_500_000, 1_000_000, '2026-12')!)).toBe(
      'Recovered in 10 months: 9 × 10,000.00 and a last 5,000.00, from December 2026 to September 2027. The last instalment is in September 2027.',
    );
    expect(repaymentText(loanPlan(500_000, 500_000, '2026-12')!)).toBe('Recovered at once: 5,000.00 in December 2026.');
  });

  it('makes no plan from what cannot be one', () => {
    expect(loanPlan(100, 200, '2026-12')).toBeNull();
    expect(loanPlan(1_000_000_000, 1, '2026-12')).toBeNull();
    expect(advancePlan(null, 3, '2026-12')).toBeNull();
    expect(advancePlan(100, 3, null)).toBeNull();
  });

  it('names months as a bursar says them', () => {
    expect(monthLabel('2026-12')).toBe('December 2026');
    expect(monthLabel('2027-01', true)).toBe('Jan 2027');
    expect(monthAfter('2026-12-31')).toBe('2027-01');
    expect(monthLabel('soon')).toBe('soon');
  });
});
