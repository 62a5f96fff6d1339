import { describe, expect, it } from 'vitest';
import { confirmBlocker, timingText } from './decisions';

const timing = { from_year_name: '2026/2027', target_year_name: '2027/2028', current_until: '2027-08-31', takes_effect_on: '2027-09-01' };

describe('timingText (ADR 018)', () => {
  it('says when the move takes effect and that nothing changes before', () => {
    expect(timingText({ ...timing, today: '2026-11-23' }, 'Grade 1 North')).toEqual({
      effect: 'Takes effect on 1 Sep 2027, when 2027/2028 starts.',
      until: 'Until 31 Aug 2027 the students stay in Grade 1 North: rosters, counts and transfers are unchanged.',
    });
  });

  it('drops the "until" once the year has ended, and says "at once" once the target year runs', () => {
    expect(timingText({ ...timing, today: '2027-08-31' }, 'Grade 1 North').until).not.toBeNull();
    expect(timingText({ ...timing, today: '2027-09-01' }, 'Grade 1 North')).toEqual({ effect: 'Takes effect at once: 2027/2028 has started.', until: null });
  });
});

describe('confirmBlocker', () => {
  it('names why Confirm is disabled, or nothing', () => {
    expect(confirmBlocker([], false)).toBeNull();
    expect(confirmBlocker([{ fullname: 'Ada Lovelace' }], false)).toBe('Pick a section for Ada Lovelace.');
    expect(confirmBlocker([{ fullname: 'A' }, { fullname: 'B' }, { fullname: 'C' }], false)).toBe('Pick a section for 3 students.');
    expect(confirmBlocker([], true)).toBe('Saving the promotion…');
  });
});
