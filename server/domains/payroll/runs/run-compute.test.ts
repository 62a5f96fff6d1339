import { describe, expect, it } from 'vitest';
import { applyFloor, daysInMonth, daysWorked, floorMessage, proratedGross, unpaidLeaveAmount, type FloorLine } from './run-compute';

// Pure arithmetic; it lives beside the service, so the `api` project (server/domains/**) runs it.

describe('days and gross', () => {
  it('knows the length of every month, leap Februaries included', () => {
    expect([daysInMonth('2026-01'), daysInMonth('2026-02'), daysInMonth('2028-02'), daysInMonth('2100-02'), daysInMonth('2026-04')]).toEqual([31, 28, 29, 28, 30]);
  });

  it('counts the days worked from the hire date and to the last working day, both included', () => {
    expect(daysWorked('2026-10', '2020-01-01', null)).toBe(31);
    expect(daysWorked('2026-10', '2026-10-16', null)).toBe(16);
    expect(daysWorked('2026-10', '2020-01-01', '2026-10-10')).toBe(10);
    expect(daysWorked('2026-10', '2026-10-05', '2026-10-05')).toBe(1);
    expect(daysWorked('2026-10', '2020-01-01', '2026-11-20')).toBe(31);
    expect(daysWorked('2026-10', '2026-11-01', null)).toBe(0);
    expect(daysWorked('2026-10', '2020-01-01', '2026-09-30')).toBe(0);
  });

  it('pays the whole base for a full month and rounds a part month half up, in whole minor units', () => {
    expect(proratedGross(300_000, 31, 31)).toBe(300_000);
    expect(proratedGross(300_000, 16, 31)).toBe(154_839); // 154,838.7…
    expect(proratedGross(100, 1, 8)).toBe(13); // 12.5 rounds up
    expect(proratedGross(100, 1, 3)).toBe(33);
    expect(proratedGross(999_999_999_999, 30, 31)).toBe(967_741_935_483);
    expect(proratedGross(300_000, 0, 31)).toBe(0);
  });
});

describe('unpaid leave', () => {
  it('prices a day as a share of the month, rounded half up in whole minor units', () => {
    expect(unpaidLeaveAmount(300_000, 2, 21, 300_000)).toBe(28_571); // 28,571.4…
    expect(unpaidLeaveAmount(300_000, 2, 30, 300_000)).toBe(20_000);
    expect(unpaidLeaveAmount(100, 1, 8, 100)).toBe(13); // 12.5 rounds up
    expect(unpaidLeaveAmount(100, 0.5, 4, 100)).toBe(13); // half a day: 12.5 rounds up
    expect(unpaidLeaveAmount(300_000, 1.5, 20, 300_000)).toBe(22_500);
    expect(unpaidLeaveAmount(999_999_999_999, 29, 30, 999_999_999_999)).toBe(966_666_666_666);
  });

  it('takes nothing without days, and never more than what was earned', () => {
    expect(unpaidLeaveAmount(300_000, 0, 21, 300_000)).toBe(0);
    expect(unpaidLeaveAmount(300_000, 3, 0, 300_000)).toBe(0);
    expect(unpaidLeaveAmount(300_000, 21, 21, 300_000)).toBe(300_000);
    expect(unpaidLeaveAmount(300_000, 31, 30, 300_000)).toBe(300_000);
    // Hired mid-month: the part earned is the most it can take.
    expect(unpaidLeaveAmount(300_000, 10, 21, 154_839)).toBe(142_857);
    expect(unpaidLeaveAmount(300_000, 12, 21, 154_839)).toBe(154_839);
  });
});

const loan = (amount: number, paidOn: string, recoveryId: number): FloorLine => ({ kind: 'loan', amount, deferred: 0, paidOn, recoveryId });
const advance = (amount: number, paidOn: string, recoveryId: number): FloorLine => ({ kind: 'advance', amount, deferred: 0, paidOn, recoveryId });
const deduction = (amount: number, deductionId: number): FloorLine => ({ kind: 'deduction', amount, deferred: 0, deductionId });

describe('the net-pay floor', () => {
  it('leaves a slip alone when net pay stays at zero or above', () => {
    const result = applyFloor(10_000, [loan(4_000, '2026-01-05', 1), deduction(6_000, 1)]);
    expect(result).toEqual({ lines: [loan(4_000, '2026-01-05', 1), deduction(6_000, 1)], net: 0, shortfall: 0 });
  });

  it('cuts the newest recovery first, keeping the slip order, and never goes below zero', () => {
    const lines = [advance(5_000, '2026-09-01', 7), loan(3_000, '2026-03-01', 2), deduction(1_000, 4)];
    const { lines: cut, net, shortfall } = applyFloor(7_800, lines);
    expect(shortfall).toBe(1_200);
    expect(net).toBe(0);
    expect(cut.map((l) => [l.kind, l.amount, l.deferred])).toEqual([
      ['advance', 3_800, 1_200],
      ['loan', 3_000, 0],
      ['deduction', 1_000, 0],
    ]);
    // The input is not changed.
    expect(lines[0]!.amount).toBe(5_000);
  });

  it('moves on to older recoveries, then to the latest deductions, when one cut is not enough', () => {
    const { lines, net } = applyFloor(1_000, [loan(3_000, '2026-01-05', 1), loan(2_000, '2026-01-05', 3), deduction(500, 8), deduction(700, 9)]);
    expect(net).toBe(0);
    expect(lines.map((l) => [l.amount, l.deferred])).toEqual([
      [0, 3_000],
      [0, 2_000],
      [500, 0],
      [500, 200],
    ]);
  });

  it('takes nothing from a slip with no gross', () => {
    const { lines, net, shortfall } = applyFloor(0, [loan(3_000, '2026-01-05', 1), deduction(500, 8)]);
    expect([net, shortfall]).toEqual([0, 3_500]);
    expect(lines.every((l) => l.amount === 0)).toBe(true);
  });

  it('always keeps net = gross − lines ≥ 0, and each line amount + deferred = what was planned', () => {
    for (let seed = 1; seed < 400; seed++) {
      const rnd = (n: number) => (seed * 7919 * (n + 13)) % 9_973;
      const planned = [loan(rnd(1), '2026-02-01', 1), advance(rnd(2), '2026-05-01', 2), deduction(rnd(3), 3)].filter((l) => l.amount > 0);
      const gross = rnd(4) * 2;
      const { lines, net } = applyFloor(gross, planned);
      expect(net).toBeGreaterThanOrEqual(0);
      expect(net).toBe(gross - lines.reduce((s, l) => s + l.amount, 0));
      lines.forEach((l, i) => expect(l.amount + l.deferred).toBe(planned[i]!.amount));
    }
  });
});

describe('the floor warning', () => {
  it('says what net pay would be and where the remainder goes', () => {
    expect(floorMessage(1_200_00, [{ kind: 'loan', label: 'Staff loan 3 of 10', amount: 1_800_00, deferred: 1_200_00, movesTo: 'May 2027' }])).toBe(
      'Net pay would be −1,200.00: the loan instalment of 3,000.00 is cut to 1,800.00 and 1,200.00 moves to the end of the schedule (May 2027).',
    );
  });

  it('names whole deferrals and deductions, and speaks in the past once approved', () => {
    const cuts = [
      { kind: 'advance' as const, label: 'Salary advance (Oct 2026)', amount: 0, deferred: 500_00, movesTo: 'March 2027' },
      { kind: 'deduction' as const, label: 'Uniform', amount: 0, deferred: 40_00, movesTo: null },
    ];
    expect(floorMessage(540_00, cuts)).toBe(
      'Net pay would be −540.00: the salary advance instalment of 500.00 moves to the end of the schedule (March 2027); the deduction "Uniform" of 40.00 is not taken.',
    );
    expect(floorMessage(540_00, cuts, true)).toContain('was moved to the end of the schedule (March 2027)');
  });
});
