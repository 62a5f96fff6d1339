// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { chosenIn, viewOf, weekHref, weekSearch } from '../lib/search';

describe("Timetables' address", () => {
  it('opens the view the address names, else the one whose id it holds, else the own week of a teacher', () => {
    expect(viewOf({ by: 'room', section_id: 9 }, 21)).toBe('room');
    expect(viewOf({ section_id: 9 }, 21)).toBe('section');
    expect(viewOf({ room_id: 40 }, null)).toBe('room');
    expect(viewOf({}, 21)).toBe('teacher');
    expect(viewOf({}, null)).toBe('section');
    expect(chosenIn({}, 'teacher', 21)).toBe(21);
    expect(chosenIn({ teacher_id: 22 }, 'teacher', 21)).toBe(22);
    expect(chosenIn({ teacher_id: 22 }, 'section', 21)).toBeUndefined();
  });

  it('drops what is typed wrong, and writes links the route reads back', () => {
    expect(v.parse(weekSearch, { by: 'parent', section_id: 'x', teacher_id: 3 })).toEqual({ by: undefined, class_id: undefined, section_id: undefined, teacher_id: 3, room_id: undefined });
    expect(weekHref({ by: 'section', class_id: 4, section_id: 10 })).toBe('#/timetable/list?by=section&class_id=4&section_id=10');
  });
});
