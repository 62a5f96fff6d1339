// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { coverWeekDay, weekStartOf } from './cover';

describe("My week's cover lessons", () => {
  it('are of this week on a school day, and of the coming week at the weekend', () => {
    expect(coverWeekDay('2026-11-26')).toBe('2026-11-26'); // Thursday
    expect(coverWeekDay('2026-11-28')).toBe('2026-11-30'); // Saturday → Monday
    expect(coverWeekDay('2026-11-29')).toBe('2026-11-30'); // Sunday → Monday
  });

  it("stay on this week while the school's week lasts: a school open on Saturdays", () => {
    expect(coverWeekDay('2026-11-28', [1, 2, 3, 4, 5, 6])).toBe('2026-11-28');
    expect(coverWeekDay('2026-11-29', [1, 2, 3, 4, 5, 6, 7])).toBe('2026-11-29');
  });

  it('are kept under the Monday of their week', () => {
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
  });
});
