import { describe, expect, it } from 'vitest';
import { FAMILY_MIN_AGGREGATE, type FamilyExam } from '@contract';
import { anyWithheld, examClassFigure, examDates, newestFirst, paperClassFigure, paperMarksText, percentText, WITHHELD_NOTE, wasMarked } from './exams-figures';

type Paper = FamilyExam['papers'][number];

const paper = (over: Partial<Paper> = {}): Paper => ({
  subject_name: 'Maths', max_marks: 60, pass_marks: 24, state: 'marked', marks: 45.5, percent: 75.83, grade: 'B', remark: 'Good',
  section_mean: 40.25, section_marked: 31, ...over,
});
const exam = (over: Partial<FamilyExam> = {}): FamilyExam => ({
  id: 1, name: 'Term 1', start_date: '2026-03-02', end_date: '2026-03-06', papers: [paper()], percent: 75.8, grade: 'B', section_mean_percent: 61.234, ...over,
});

describe('a paper as the family reads it', () => {
  it('gives marks out of the maximum, or the word for an absent or exempt child (never a 0)', () => {
    expect(paperMarksText(paper())).toBe('45.5 / 60');
    expect(paperMarksText(paper({ state: 'absent', marks: null }))).toBe('Absent');
    expect(paperMarksText(paper({ state: 'exempt', marks: null }))).toBe('Exempt');
    expect(paperMarksText(paper({ state: null, marks: null }))).toBe('Not entered');
    expect(wasMarked(paper({ state: 'absent', marks: null }))).toBe(false);
    expect(wasMarked(paper())).toBe(true);
  });

  it('rounds a percentage to one decimal', () => {
    expect(percentText(75.83)).toBe('75.8%');
    expect(percentText(80)).toBe('80%');
    expect(percentText(null)).toBe('—');
  });
});

describe('class figures', () => {
  it('shows the section mean the answer gives, with how many sat', () => {
    expect(paperClassFigure(paper())).toBe('Class mean 40.25 / 60 (31 sat)');
    expect(examClassFigure(exam())).toBe('Class mean 61.2%');
  });

  it('says nothing of a withheld figure but that it is withheld, once, naming the minimum', () => {
    expect(paperClassFigure(paper({ section_mean: null, section_marked: 3 }))).toBeNull();
    expect(examClassFigure(exam({ section_mean_percent: null }))).toBeNull();
    expect(WITHHELD_NOTE).toBe(`Class figures are shown only when at least ${FAMILY_MIN_AGGREGATE} pupils sat the paper.`);
    expect(WITHHELD_NOTE).toContain('at least 5 pupils');
  });

  it('asks for the note when any figure of the exam is withheld, and only then', () => {
    expect(anyWithheld(exam())).toBe(false);
    expect(anyWithheld(exam({ section_mean_percent: null }))).toBe(true);
    expect(anyWithheld(exam({ papers: [paper(), paper({ subject_name: 'Art', section_mean: null, section_marked: 2 })] }))).toBe(true);
  });
});

describe('the exams list', () => {
  it('puts the newest exam first, whatever order the answer came in', () => {
    const older = exam({ id: 1, start_date: '2026-03-02', end_date: '2026-03-06' });
    const newer = exam({ id: 2, start_date: '2026-07-01', end_date: '2026-07-03' });
    const sameDays = exam({ id: 3, start_date: '2026-07-01', end_date: '2026-07-03' });
    expect(newestFirst([older, newer, sameDays]).map((e) => e.id)).toEqual([3, 2, 1]);
  });

  it('names an exam of one day by that day', () => {
    expect(examDates(exam({ start_date: '2026-03-02', end_date: '2026-03-02' }))).toBe('2 Mar 2026');
    expect(examDates(exam())).toBe('2 Mar 2026 – 6 Mar 2026');
  });
});
