import { memo, type FocusEvent } from 'react';
import { RESULT_REMARK_MAX, RESULT_STATE_LABELS, RESULT_STATES, type MarkSheetStudent, type ResultState } from '@contract';
import type { TypedResult } from '../lib/marks';

export interface MarksRowProps {
  /** The row's place in the grid, from 0. */
  row: number;
  student: MarkSheetStudent;
  entry: TypedResult;
  /** Why the entry cannot be sent as typed (the cell's check, or the server's refusal). */
  error: string | null;
  remarkError: string | null;
  live: { percent: string; grade: string } | null;
  /** Typed here and not sent yet. */
  unsent: boolean;
  showRemark: boolean;
  /** The exam is not open for marks: the row is read, not typed into. */
  locked: boolean;
  onChange: (student: MarkSheetStudent, entry: TypedResult) => void;
}

const selectAll = (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select();

/** The State cell's words: a present student with no mark yet is "Not marked", not "Marked". */
const stateLabel = (state: ResultState, marks: string) => (state === 'marked' && !marks.trim() ? 'Not marked' : RESULT_STATE_LABELS[state]);

const STATE_TONE: Record<ResultState, string> = {
  marked: 'border-slate-300 bg-white text-slate-900',
  absent: 'border-red-300 bg-red-50 text-red-900',
  exempt: 'border-sky-300 bg-sky-50 text-sky-900',
};

// Text cells sit level with the inputs' text (py-3 against an input's py-1.5 in a py-1.5 cell); the row
// stays top-aligned so a cell's error under its input moves nothing else.
const cell = 'rounded-md border px-2 py-1.5 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/40';

/**
 * One student of the grid: the Marks cell (typing a number marks them; `a` Absent, `x`
 * Exempt, handled by the grid), the State, the live percentage and grade, and the remark.
 * Each cell carries `data-cell="row:col"` for the grid's arrow keys.
 */
export const MarksRow = memo(MarksRowCells, samePropsOf);

/** A keystroke re-renders the row typed in, not all forty: entries and grades compare by value. */
function samePropsOf(a: MarksRowProps, b: MarksRowProps): boolean {
  return (
    a.row === b.row &&
    a.student === b.student &&
    a.entry.state === b.entry.state &&
    a.entry.marks === b.entry.marks &&
    a.entry.remark === b.entry.remark &&
    a.error === b.error &&
    a.remarkError === b.remarkError &&
    a.live?.percent === b.live?.percent &&
    a.live?.grade === b.live?.grade &&
    a.unsent === b.unsent &&
    a.showRemark === b.showRemark &&
    a.locked === b.locked &&
    a.onChange === b.onChange
  );
}

function MarksRowCells({ row, student, entry, error, remarkError, live, unsent, showRemark, locked, onChange }: MarksRowProps) {
  const name = student.fullname;
  const errorId = `marks-error-${student.student_id}`;
  const remarkErrorId = `remark-error-${student.student_id}`;
  const away = entry.state !== 'marked';
  return (
    <tr className={`border-b border-slate-100 align-top last:border-b-0 ${away ? 'bg-slate-50' : ''}`}>
      <td className="px-2 py-3 text-right text-sm tabular-nums text-slate-600">{row + 1}</td>
      <th scope="row" className="px-2 py-3 text-left text-sm font-medium text-slate-900">
        <span className="block">{name}</span>
        {unsent ? <span className="mt-0.5 inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Not sent</span> : null}
      </th>
      <td className="px-2 py-3 text-sm text-slate-700">{student.admission_no}</td>
      <td className="px-2 py-1.5">
        {locked ? (
          <span className="block w-20 py-1.5 text-right text-sm tabular-nums text-slate-900">{away ? '—' : entry.marks || '—'}</span>
        ) : (
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            data-cell={`${row}:0`}
            aria-label={`Marks for ${name}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={away ? '' : entry.marks}
            placeholder={away ? RESULT_STATE_LABELS[entry.state] : ''}
            onFocus={selectAll}
            onChange={(e) => onChange(student, { ...entry, state: 'marked', marks: e.target.value })}
            className={`${cell} w-20 text-right tabular-nums placeholder:text-slate-600 ${error ? 'border-red-600 bg-red-50' : 'border-slate-300 bg-white'}`}
          />
        )}
        {error ? (
          <p id={errorId} className="mt-1 max-w-48 text-xs text-red-700">
            {error}
          </p>
        ) : null}
      </td>
      <td className="px-2 py-1.5">
        {locked ? (
          <span className={`inline-flex rounded-md border px-2 py-1 text-sm ${STATE_TONE[entry.state]}`}>{stateLabel(entry.state, entry.marks)}</span>
        ) : (
          <select
            data-cell={`${row}:1`}
            aria-label={`State for ${name}`}
            value={entry.state}
            onChange={(e) => onChange(student, { ...entry, state: e.target.value as ResultState, marks: '' })}
            className={`${cell} ${STATE_TONE[entry.state]}`}
          >
            {RESULT_STATES.map((s) => (
              <option key={s} value={s}>
                {stateLabel(s, entry.marks)}
              </option>
            ))}
          </select>
        )}
      </td>
      <td className="px-2 py-3 text-right text-sm tabular-nums text-slate-800">{live?.percent ?? '—'}</td>
      <td className="px-2 py-3 text-center text-sm font-semibold text-slate-900">{live?.grade ?? (away ? RESULT_STATE_LABELS[entry.state] : '—')}</td>
      {showRemark ? (
        <td className="px-2 py-1.5">
          {locked ? (
            <span className="block py-1.5 text-sm text-slate-800">{entry.remark}</span>
          ) : (
            <input
              type="text"
              autoComplete="off"
              data-cell={`${row}:2`}
              aria-label={`Remark for ${name}`}
              aria-invalid={remarkError ? true : undefined}
              aria-describedby={remarkError ? remarkErrorId : undefined}
              maxLength={RESULT_REMARK_MAX}
              value={entry.remark}
              onFocus={selectAll}
              onChange={(e) => onChange(student, { ...entry, remark: e.target.value })}
              className={`${cell} w-full min-w-40 border-slate-300 bg-white`}
            />
          )}
          {remarkError ? (
            <p id={remarkErrorId} className="mt-1 text-xs text-red-700">
              {remarkError}
            </p>
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}
