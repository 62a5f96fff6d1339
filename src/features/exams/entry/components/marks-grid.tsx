import { useRef, type KeyboardEvent } from 'react';
import type { GradingScale, MarkSheet, MarkSheetStudent } from '@contract';
import { liveGrade } from '../lib/grading';
import { gridKey, type CellKind } from '../lib/keys';
import { shownEntry, type MarksDraft, type TypedResult } from '../lib/marks';
import { MarksRow } from './marks-row';
import { StudentHeads } from './student-heads';

export interface MarksGridProps {
  sheet: MarkSheet;
  draft: MarksDraft | null;
  scale: GradingScale | null;
  /** Each cell's error by student: the check as typed, or the server's refusal. */
  errors: ReadonlyMap<number, string>;
  remarkErrors: ReadonlyMap<number, string>;
  showRemark: boolean;
  locked: boolean;
  onChange: (student: MarkSheetStudent, entry: TypedResult) => void;
}

const KINDS: CellKind[] = ['marks', 'state', 'remark'];

/** Focuses a cell of the grid by its place; a text cell's content is selected, so typing replaces it. */
export function focusCell(table: HTMLElement | null, row: number, col: number) {
  const el = table?.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`);
  el?.focus();
  if (el instanceof HTMLInputElement) el.select();
}

/**
 * The mark grid, driven by the keyboard (lib/keys.ts): a number typed fills the focused cell,
 * Enter goes down. Each row re-renders only when its own entry changes.
 */
export function MarksGrid({ sheet, draft, scale, errors, remarkErrors, showRemark, locked, onChange }: MarksGridProps) {
  const table = useRef<HTMLTableElement>(null);
  const max = sheet.exam_subject.max_marks;
  const cols = showRemark ? 3 : 2;

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const target = e.target as HTMLInputElement | HTMLSelectElement;
    const place = target.dataset.cell?.split(':').map(Number);
    if (!place || place.length !== 2) return;
    const [row, col] = place as [number, number];
    const text = target instanceof HTMLInputElement;
    const action = gridKey(
      e,
      {
        row,
        col,
        kind: KINDS[col]!,
        selectionStart: text ? target.selectionStart : null,
        selectionEnd: text ? target.selectionEnd : null,
        length: text ? target.value.length : 0,
      },
      { rows: sheet.students.length, cols },
    );
    if (!action) return;
    e.preventDefault();
    if ('move' in action) {
      focusCell(table.current, action.move.row, action.move.col);
      return;
    }
    const student = sheet.students[row];
    if (!student) return;
    const entry = shownEntry(student, draft);
    onChange(student, { ...entry, state: action.state, marks: action.state === 'marked' ? entry.marks : '' });
  };

  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table ref={table} onKeyDown={locked ? undefined : onKeyDown} className="w-full min-w-[40rem] border-collapse text-left">
        <caption className="sr-only">
          Marks out of {max}. In a Marks cell type the mark, a for Absent or x for Exempt; Enter or the down arrow goes to the next student.
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
            <StudentHeads />
            <th scope="col" className="px-2 py-2">
              Marks <span className="normal-case tracking-normal">/ {max}</span>
            </th>
            <th scope="col" className="px-2 py-2">
              State
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              %
            </th>
            <th scope="col" className="px-2 py-2 text-center">
              Grade
            </th>
            {showRemark ? (
              <th scope="col" className="px-2 py-2">
                Remark
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {sheet.students.map((s, i) => {
            const entry = shownEntry(s, draft);
            return (
              <MarksRow
                key={s.student_id}
                row={i}
                student={s}
                entry={entry}
                error={errors.get(s.student_id) ?? null}
                remarkError={remarkErrors.get(s.student_id) ?? null}
                live={liveGrade(entry, max, scale)}
                unsent={!!draft?.rows[s.student_id]}
                showRemark={showRemark}
                locked={locked}
                onChange={onChange}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
