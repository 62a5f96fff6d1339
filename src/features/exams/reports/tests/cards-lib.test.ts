// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { attendanceText, issuedText, paperMarks, percentText, positionText } from '../lib/cards';
import { defaultExam, defaultSection, examReportSearch, sectionLabel } from '../lib/search';
import * as v from 'valibot';
import { CLASSES } from './fixtures';

describe('report card wording', () => {
  it('never writes Absent or Exempt as a 0', () => {
    expect(paperMarks({ state: 'absent', marks: null, max_marks: 50 })).toBe('Absent');
    expect(paperMarks({ state: 'exempt', marks: null, max_marks: 50 })).toBe('Exempt');
    expect(paperMarks({ state: null, marks: null, max_marks: 50 })).toBe('Not entered');
    expect(paperMarks({ state: 'marked', marks: 0, max_marks: 50 })).toBe('0 / 50');
    expect(paperMarks({ state: 'marked', marks: 37.25, max_marks: 50 })).toBe('37.25 / 50');
  });

  it('words positions as competition ranks, the same for each tied student', () => {
    const ranks = [1, 1, 3, 3, 5].map((rank) => positionText({ rank, ranked_of: 5 }));
    expect(ranks).toEqual(['Position 1 of 5', 'Position 1 of 5', 'Position 3 of 5', 'Position 3 of 5', 'Position 5 of 5']);
    expect(positionText({ rank: null, ranked_of: 5 })).toBe('Not ranked: no paper sat');
  });

  it("shows a percentage at its system's precision", () => {
    expect(percentText(74, 1)).toBe('74.0%');
    expect(percentText(74.95, 2)).toBe('74.95%');
    expect(percentText(null, 1)).toBe('—');
  });

  it('says what issuing did', () => {
    expect(issuedText({ issued: 40, unchanged: 0 })).toBe('40 report cards issued.');
    expect(issuedText({ issued: 1, unchanged: 1 })).toBe('1 report card issued; 1 unchanged since their last issue was not issued again.');
    expect(issuedText({ issued: 0, unchanged: 40 })).toBe('Nothing new to issue: all 40 cards are as last issued.');
    expect(issuedText({ issued: 0, unchanged: 1 })).toBe('Nothing new to issue: the card is as last issued.');
  });

  it('sums up the attendance of the term', () => {
    expect(attendanceText({ from: '2026-09-01', to: '2026-11-27', marked: 1, present: 1, absent: 0, excused: 0, rate: 100 })).toBe(
      '1 Sep 2026 – 27 Nov 2026: present 1, absent 0, excused 0 of 1 day marked (100.0%)',
    );
    expect(attendanceText({ from: '2026-09-01', to: '2026-11-27', marked: 0, present: 0, absent: 0, excused: 0, rate: null })).toBe('1 Sep 2026 – 27 Nov 2026: no register marked');
  });
});

describe('the report address', () => {
  it('drops what cannot be read', () => {
    expect(v.parse(examReportSearch, { tab: 'grades', exam: '11', section: 'x', student: -1 })).toEqual({ tab: undefined, exam: 11, section: undefined, student: undefined, issued: undefined });
  });

  it('starts from the newest exam with marks and the own section', () => {
    expect(defaultExam([{ id: 3, status: 'Pending' }, { id: 2, status: 'Active' }, { id: 1, status: 'Closed' }])).toBe(2);
    expect(defaultExam([{ id: 3, status: 'Pending' }])).toBe(3);
    expect(defaultExam([])).toBeUndefined();
    expect(defaultSection(CLASSES)).toBe(72);
    expect(defaultSection([])).toBeUndefined();
    expect(sectionLabel(CLASSES, 81)).toBe('Grade 8 East');
  });
});
