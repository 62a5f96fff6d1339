import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { absentQuery, codeInput, gridQuery, schoolDaysInput, sheetInput, weekdayOf } from './attendance';

const issues = (schema: v.GenericSchema, value: unknown) => {
  const r = v.safeParse(schema, value);
  return r.success ? [] : r.issues.map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`);
};

describe('attendance contract', () => {
  it('reads weekdays the ISO way, Monday 1 to Sunday 7', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-28')).toBe(6);
    expect(weekdayOf('2026-11-29')).toBe(7);
  });

  it('takes a register once per student, with short notes', () => {
    expect(issues(sheetInput, { base_version: 0, marks: [{ student_id: 1, code_id: 2, note: ' Bus late ' }] })).toEqual([]);
    expect(v.parse(sheetInput, { base_version: 0, marks: [{ student_id: 1, code_id: 2, note: '  ' }] }).marks[0]!.note).toBeNull();
    expect(issues(sheetInput, { base_version: 0, marks: [{ student_id: 1, code_id: 2 }, { student_id: 1, code_id: 3 }] })).toEqual(['marks: Each student once.']);
    expect(issues(sheetInput, { base_version: 0, marks: [{ student_id: 1, code_id: 2, note: 'x'.repeat(201) }] })[0]).toMatch(/^marks\.0\.note: /);
  });

  it('asks the absent report for either the last days or a date, never both', () => {
    expect(v.parse(absentQuery, { lastDay: '30', times: '3' })).toEqual({ lastDay: 30, times: 3 });
    expect(v.parse(absentQuery, { date: '2026-11-23' })).toEqual({ date: '2026-11-23', times: 1 });
    expect(issues(absentQuery, { lastDay: '30', date: '2026-11-23' })).toEqual([': Choose either the last days or a date.']);
    expect(issues(absentQuery, {})).toEqual([': Choose either the last days or a date.']);
  });

  it('shows a grid of at most 100 days, ending after it starts', () => {
    expect(issues(gridQuery, { section_id: '4', start: '2026-09-01', end: '2026-12-09' })).toEqual([]);
    expect(issues(gridQuery, { section_id: '4', start: '2026-09-01', end: '2026-12-10' })).toEqual(['end: Choose at most 100 days.']);
    expect(issues(gridQuery, { section_id: '4', start: '2026-09-02', end: '2026-09-01' })).toEqual(['end: The end date cannot be before the start date.']);
  });

  it('keeps codes to capitals and school days to distinct weekdays', () => {
    expect(v.parse(codeInput, { code: ' s ', name: 'Sick', counts: 'excused' }).code).toBe('S');
    expect(issues(codeInput, { code: 'SICK', name: 'Sick', counts: 'excused' })).toEqual(['code: Code is one to three letters or digits.']);
    expect(issues(schoolDaysInput, { school_days: [1, 1], version: 0 })).toEqual(['school_days: Each school day once.']);
    expect(issues(schoolDaysInput, { school_days: [], version: 0 })).toEqual(['school_days: Choose at least one school day.']);
  });
});
