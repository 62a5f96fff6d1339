// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { oneIssuePerField } from '../api/entries';
import { clashesAt, entryClashes, indexWeek } from '../lib/clashes';
import { namesFrom } from '../lib/names';
import { ENTRIES, PERIODS, ROOMS, TEACHERS, UNAVAILABLE, entry } from './fixtures';
import { nextPeriodDraft, schoolWeekdays, weekdaysText } from '../../setup/lib/periods';

const names = namesFrom({ teachers: TEACHERS, rooms: ROOMS, entries: ENTRIES });
const index = indexWeek(ENTRIES, UNAVAILABLE, PERIODS);

describe('live clashes', () => {
  it('names every clash of a placement at once: the cell, the teacher, the room and their unavailability', () => {
    const found = clashesAt(index, { section_id: 5, weekday: 2, period_id: 1, teacher_id: 21, room_id: 12 }, names);
    expect(found.map((c) => [c.kind, c.message])).toEqual([
      ['teacher', 'Mr Otieno already teaches Grade 7 South English on Tuesday, Period 1.'],
      ['room-unavailable', 'Lab is not available on Tuesday, Period 1 (Assembly).'],
    ]);
    expect(clashesAt(index, { section_id: 5, weekday: 1, period_id: 1, teacher_id: null, room_id: null }, names).map((c) => c.kind)).toEqual(['section']);
  });

  it('a break, or a period on a day it does not run, takes no lesson', () => {
    expect(clashesAt(index, { section_id: 5, weekday: 1, period_id: 3, teacher_id: null, room_id: null }, names)[0]!.message).toBe('No lesson can go there: Break is a break.');
    expect(clashesAt(index, { section_id: 5, weekday: 5, period_id: 4, teacher_id: null, room_id: null }, names)[0]!.message).toBe('No lesson can go there: Period 3 does not run on Friday.');
  });

  it('a lesson moved or edited never clashes with itself, and the week as it stands is clean', () => {
    const maths = ENTRIES[0]!;
    expect(clashesAt(index, { ...maths, entry_id: maths.id }, names)).toEqual([]);
    expect(ENTRIES.flatMap((e) => entryClashes(index, e, names))).toEqual([]);
    // Data older than the rules (a lesson left in a period later marked unavailable) still shows.
    const late = indexWeek([...ENTRIES, entry(301, { section_id: 6, weekday: 2, period_id: 1, subject_id: 33, subject_name: 'Science', teacher_id: null, room_id: 12, room_name: 'Lab' })], UNAVAILABLE, PERIODS);
    expect(entryClashes(late, late.section.get('6:2:1')!, names).map((c) => c.kind)).toEqual(['room-unavailable']);
  });

  it('a refusal naming one field twice is shown there as one message', () => {
    expect(oneIssuePerField([{ path: 'teacher_id', message: 'A.' }, { path: 'room_id', message: 'B.' }, { path: 'teacher_id', message: 'C.' }])).toEqual([
      { path: 'teacher_id', message: 'A. C.' },
      { path: 'room_id', message: 'B.' },
    ]);
  });
});

describe('the bell schedule', () => {
  it('teaches on the days its lesson periods run, and says them briefly', () => {
    expect(schoolWeekdays(PERIODS)).toEqual([1, 2, 3, 4, 5]);
    expect(weekdaysText([1, 2, 3, 4, 5])).toBe('Mon–Fri');
    expect(weekdaysText([1, 2, 4, 5, 6])).toBe('Mon, Tue, Thu–Sat');
  });

  it('starts a new period after the last, as long as it', () => {
    expect(nextPeriodDraft(PERIODS)).toEqual({ start_time: '10:20', end_time: '11:00', sort_order: 5, weekdays: [1, 2, 3, 4] });
    expect(nextPeriodDraft([])).toEqual({ start_time: '08:00', end_time: '08:40', sort_order: 1, weekdays: [1, 2, 3, 4, 5] });
  });
});
