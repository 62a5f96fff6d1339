// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cellText, monthWeeks, shiftMonth, shortDay, toneOf, weekdayOf, type CalendarDay } from './calendar';

const present = { code: 'P', name: 'Present', counts: 'present', note: null };
const absent = { code: 'A', name: 'Absent', counts: 'absent', note: 'Sick' };
const late = { code: 'L', name: 'Late', counts: 'present', note: null };

describe('the attendance calendar', () => {
  it('moves between months across a year', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-11', 0)).toBe('2026-11');
  });

  it('names weekdays the ISO way', () => {
    expect(weekdayOf('2026-11-02')).toBe(1); // a Monday
    expect(weekdayOf('2026-11-01')).toBe(7);
    expect(shortDay('2026-11-03')).toBe('Tue 3 Nov');
  });

  it('lays a month out in Monday-first weeks, blanks before the 1st and after the last', () => {
    // November 2026 starts on a Sunday and has 30 days: six rows.
    const days: CalendarDay[] = [
      { date: '2026-11-02', open: true, reason: null, mark: present },
      { date: '2026-11-03', open: true, reason: null, mark: absent },
      { date: '2026-11-07', open: false, reason: 'Weekend', mark: null },
    ];
    const weeks = monthWeeks('2026-11', days, '2026-11-04');
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]![6]!.date).toBe('2026-11-01');
    const [mon, tue, wed, thu] = weeks[1]!;
    expect(mon).toMatchObject({ day: 2, tone: 'present', open: true, today: false, future: false });
    expect(tue).toMatchObject({ day: 3, tone: 'absent' });
    expect(wed).toMatchObject({ today: true, mark: null });
    expect(thu).toMatchObject({ future: true });
    expect(weeks[5]![0]!.date).toBe('2026-11-30');
    expect(weeks[5]!.slice(1)).toEqual([null, null, null, null, null, null]);
  });

  it('says each day in words, so colour is never the only sign', () => {
    const weeks = monthWeeks('2026-11', [
      { date: '2026-11-03', open: true, reason: null, mark: absent },
      { date: '2026-11-07', open: false, reason: 'Weekend', mark: null },
      { date: '2026-11-04', open: true, reason: null, mark: null },
    ], '2026-11-05');
    const cells = weeks.flat().filter((c) => c !== null);
    const text = (date: string) => cellText(cells.find((c) => c.date === date)!);
    expect(text('2026-11-03')).toBe('Tue 3 Nov: Absent, Sick');
    expect(text('2026-11-07')).toBe('Sat 7 Nov: No school (Weekend)');
    expect(text('2026-11-04')).toBe('Wed 4 Nov: Register not taken');
    expect(text('2026-11-06')).toBe('Fri 6 Nov: No school');
  });

  it('tells late from present by the late days or the built-in L', () => {
    expect(toneOf(late)).toBe('late');
    expect(toneOf({ ...present, code: 'LT' }, true)).toBe('late');
    expect(toneOf(present)).toBe('present');
    expect(toneOf({ code: 'E', name: 'Excused', counts: 'excused', note: null })).toBe('excused');
    const weeks = monthWeeks('2026-11', [{ date: '2026-11-02', open: true, reason: null, mark: { ...present, code: 'TL' } }], '2026-11-30', ['2026-11-02']);
    expect(weeks[1]![0]!.tone).toBe('late');
  });
});
