import type { ResultState } from '@contract';

/** The grid's columns that take input, left to right; the remark only when it is shown. */
export type CellKind = 'marks' | 'state' | 'remark';

export interface CellAt {
  row: number;
  col: number;
  kind: CellKind;
  /** A text cell's selection: arrows move the caret inside the text, and leave at its edges. */
  selectionStart: number | null;
  selectionEnd: number | null;
  length: number;
}

export interface KeyPress {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

export type GridAction = { move: { row: number; col: number } } | { state: ResultState } | null;

const STATE_KEYS: Record<string, ResultState> = { a: 'absent', x: 'exempt', e: 'exempt' };

/**
 * What a key does in the mark grid, as a spreadsheet does it: Enter and ↓ go down, ↑ up, ← →
 * to the next column once the caret is at the text's edge (a focused cell has its text
 * selected, so the arrows leave at once). In a Marks cell `a` is Absent and `x` (or `e`)
 * Exempt; in the State cell `m` is Marked too. Anything else (digits, Tab) is the browser's.
 */
export function gridKey(press: KeyPress, at: CellAt, size: { rows: number; cols: number }): GridAction {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  const move = (row: number, col: number) => ({ move: { row: Math.max(0, Math.min(size.rows - 1, row)), col: Math.max(0, Math.min(size.cols - 1, col)) } });
  const all = at.selectionStart === 0 && at.selectionEnd === at.length;
  const text = at.kind !== 'state';
  switch (press.key) {
    case 'Enter':
      return move(press.shiftKey ? at.row - 1 : at.row + 1, at.col);
    case 'ArrowDown':
      return move(at.row + 1, at.col);
    case 'ArrowUp':
      return move(at.row - 1, at.col);
    case 'ArrowLeft':
      if (text && !all && !(at.selectionStart === 0 && at.selectionEnd === 0)) return null;
      return at.col > 0 ? move(at.row, at.col - 1) : null;
    case 'ArrowRight':
      if (text && !all && !(at.selectionStart === at.length && at.selectionEnd === at.length)) return null;
      return at.col < size.cols - 1 ? move(at.row, at.col + 1) : null;
  }
  if (press.shiftKey && press.key.length === 1 && !/[A-Za-z]/.test(press.key)) return null;
  const lower = press.key.toLowerCase();
  if (at.kind === 'marks' && STATE_KEYS[lower]) return { state: STATE_KEYS[lower] };
  if (at.kind === 'state' && (STATE_KEYS[lower] || lower === 'm')) return { state: STATE_KEYS[lower] ?? 'marked' };
  return null;
}
