// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { liveGrade, paperScale } from '../lib/grading';
import { gridKey, type CellAt } from '../lib/keys';
import { cellError, chosenDraft, sheetInput, withComplete, withEntry } from '../lib/marks';
import { refusalsOf } from '../lib/refusals';
import { HttpError } from '@/lib/http-error';
import { EXAMS, GRADING, SHEET, student } from './fixtures';

const at = (over: Partial<CellAt> = {}): CellAt => ({ row: 1, col: 0, kind: 'marks', selectionStart: 0, selectionEnd: 2, length: 2, ...over });
const size = { rows: 3, cols: 3 };

describe('the grid keys', () => {
  it('move like a spreadsheet', () => {
    expect(gridKey({ key: 'Enter' }, at(), size)).toEqual({ move: { row: 2, col: 0 } });
    expect(gridKey({ key: 'Enter', shiftKey: true }, at(), size)).toEqual({ move: { row: 0, col: 0 } });
    expect(gridKey({ key: 'ArrowDown' }, at({ row: 2 }), size)).toEqual({ move: { row: 2, col: 0 } });
    expect(gridKey({ key: 'ArrowRight' }, at(), size)).toEqual({ move: { row: 1, col: 1 } });
    expect(gridKey({ key: 'ArrowLeft' }, at(), size)).toBeNull();
    // The caret inside the text moves, not the focus.
    expect(gridKey({ key: 'ArrowRight' }, at({ selectionStart: 1, selectionEnd: 1 }), size)).toBeNull();
    expect(gridKey({ key: 'ArrowLeft' }, at({ col: 2, kind: 'remark', selectionStart: 0, selectionEnd: 0, length: 5 }), size)).toEqual({
      move: { row: 1, col: 1 },
    });
  });

  it('mark Absent and Exempt, and leave digits and shortcuts to the browser', () => {
    expect(gridKey({ key: 'a' }, at(), size)).toEqual({ state: 'absent' });
    expect(gridKey({ key: 'X' }, at(), size)).toEqual({ state: 'exempt' });
    expect(gridKey({ key: 'e' }, at(), size)).toEqual({ state: 'exempt' });
    expect(gridKey({ key: 'm' }, at({ kind: 'state' }), size)).toEqual({ state: 'marked' });
    expect(gridKey({ key: '7' }, at(), size)).toBeNull();
    expect(gridKey({ key: 'a', ctrlKey: true }, at(), size)).toBeNull();
    expect(gridKey({ key: 'a' }, at({ kind: 'remark', col: 2 }), size)).toBeNull();
  });
});

describe('a typed sheet', () => {
  const saved = { ...SHEET, saved: { version: 2, complete: false, updated_by_name: 'Grace', updated_at: '2026-11-05T09:00:00Z' } };
  const amina = student(11, 'Amina Otieno', { state: 'marked', marks: 40, remark: null });
  const sheet = { ...saved, students: [amina, ...SHEET.students.slice(1)] };

  it('checks a cell: 0..max, two decimals, a number, and a saved mark never emptied', () => {
    const typed = (marks: string) => ({ state: 'marked' as const, marks, remark: '' });
    expect(cellError(typed('50'), 50, false)).toBeNull();
    expect(cellError(typed('0'), 50, false)).toBeNull();
    expect(cellError(typed('49.75'), 50, false)).toBeNull();
    expect(cellError(typed('50.01'), 50, false)).toBe('At most 50: the paper is out of 50.');
    expect(cellError(typed('1.005'), 50, false)).toBe('At most two decimals.');
    expect(cellError(typed('1e1'), 50, false)).toMatch(/^Type a number/);
    expect(cellError(typed(''), 50, false)).toBeNull();
    expect(cellError(typed(''), 50, true)).toBe('Enter a mark, or press a for Absent, x for Exempt.');
    expect(cellError({ state: 'absent', marks: '', remark: '' }, 50, true)).toBeNull();
  });

  it('keeps only what differs from the saved sheet, and nothing once it is put back', () => {
    const once = withEntry(null, sheet, amina, { state: 'marked', marks: '41', remark: '' });
    expect(once).toEqual({ exam_id: 3, base_version: 2, rows: { 11: { state: 'marked', marks: '41', remark: '' } } });
    expect(withEntry(once, sheet, amina, { state: 'marked', marks: '40.0', remark: '' })).toBeNull();
    expect(withComplete(null, sheet, true)).toEqual({ exam_id: 3, base_version: 2, complete: true, rows: {} });
    expect(withComplete(withComplete(null, sheet, true), sheet, false)).toBeNull();
  });

  it('sends every student with an entry, Absent without marks, in the order refusals name', () => {
    const draft = { exam_id: 3, base_version: 2, rows: { 12: { state: 'absent' as const, marks: '', remark: ' unwell ' } } };
    const { input, order } = sheetInput(sheet, draft);
    expect(input).toEqual({
      base_version: 2,
      complete: false,
      results: [
        { student_id: 11, state: 'marked', marks: 40, remark: null },
        { student_id: 12, state: 'absent', marks: null, remark: 'unwell' },
      ],
    });
    expect(order).toEqual([11, 12]);
    const refused = refusalsOf(
      new HttpError(422, 'No.', [
        { path: 'results.1.remark', message: 'Too long.' },
        { path: 'complete', message: 'Odd.' },
      ]),
      order,
    );
    expect(refused?.remark.get(12)).toBe('Too long.');
    expect(refused?.problem).toBe('Odd.');
    expect(refusalsOf(new HttpError(422, 'No.', [{ path: 'base_version', message: 'Odd.' }]), order)).toBeNull();
  });

  it('rebases the entries chosen over the sheet saved since', () => {
    const draft = {
      exam_id: 3,
      base_version: 0,
      complete: true,
      rows: { 11: { state: 'exempt' as const, marks: '', remark: '' }, 12: { state: 'marked' as const, marks: '9', remark: '' } },
    };
    expect(chosenDraft(sheet, draft, new Set([12]))).toEqual({
      exam_id: 3,
      base_version: 2,
      complete: true,
      rows: { 12: { state: 'marked', marks: '9', remark: '' } },
    });
    expect(chosenDraft({ ...sheet, saved: { ...sheet.saved, complete: true } }, draft, new Set())).toBeNull();
  });
});

describe('the live grade', () => {
  it("grades with the paper's system by the reports' rule, on the boundary too", () => {
    const scale = paperScale(SHEET, GRADING, EXAMS);
    expect(scale?.name).toBe('Standard');
    // 39.75 / 50 = 79.5%: rounded half up to 80, an A, as on the report card.
    expect(liveGrade({ state: 'marked', marks: '39.75', remark: '' }, 50, scale)).toEqual({ percent: '80%', grade: 'A' });
    expect(liveGrade({ state: 'marked', marks: '39.7', remark: '' }, 50, scale)).toEqual({ percent: '79%', grade: 'B' });
    expect(liveGrade({ state: 'absent', marks: '', remark: '' }, 50, scale)).toBeNull();
    expect(liveGrade({ state: 'marked', marks: '51', remark: '' }, 50, scale)).toBeNull();
    expect(liveGrade({ state: 'marked', marks: '40', remark: '' }, 50, null)).toBeNull();
  });
});
