import type { AttendanceCode, Mark, SheetStudent } from '@contract';
import { focusRing } from '@/components/ui/button';
import { codeTone } from '../lib/code-style';
import { useLongPress } from '../lib/use-long-press';

export interface RegisterRowProps {
  student: SheetStudent;
  mark: Mark;
  codes: ReadonlyMap<number, AttendanceCode>;
  /** Typed here and not sent yet. */
  unsent: boolean;
  disabled: boolean;
  onTap: () => void;
  onMore: () => void;
}

/**
 * One student: a tap anywhere on the row moves to the next code; a long press, or the ⋯ button,
 * opens every code and the note. Both marks show when the office has overridden the teacher's.
 */
export function RegisterRow({ student, mark, codes, unsent, disabled, onTap, onMore }: RegisterRowProps) {
  const press = useLongPress(onTap, onMore);
  const code = codes.get(mark.code_id);
  const taken = student.mark && student.override ? codes.get(student.mark.code_id) : undefined;

  return (
    <li className="flex items-stretch gap-1 border-b border-slate-100 last:border-b-0">
      <button
        type="button"
        disabled={disabled}
        {...press}
        aria-label={`${student.fullname}: ${code?.name ?? 'Unknown code'}${mark.note ? `, ${mark.note}` : ''}. Tap for the next code.`}
        className={`flex min-h-14 flex-1 select-none items-center gap-3 rounded-md px-2 py-2 text-left hover:bg-slate-50 disabled:cursor-default disabled:hover:bg-transparent ${focusRing}`}
        style={{ WebkitTouchCallout: 'none' }}
      >
        <span aria-hidden="true" className={`grid h-11 w-11 shrink-0 place-items-center rounded-lg text-lg font-bold ring-1 ${codeTone(code)}`}>
          {code?.code ?? '?'}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-slate-900">{student.fullname}</span>
          <span className="block truncate text-xs text-slate-600">
            {student.admission_no}
            {code && code.code !== 'P' ? ` · ${code.name}` : ''}
            {mark.note ? ` · “${mark.note}”` : ''}
          </span>
          {student.override ? (
            <span className="mt-0.5 block text-xs text-slate-700">
              Teacher marked {taken?.name ?? '—'}; changed by {student.override.by_name}
            </span>
          ) : null}
        </span>
        {unsent ? (
          <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">Not sent</span>
        ) : null}
      </button>
      <button
        type="button"
        disabled={disabled}
        onClick={onMore}
        aria-label={`More codes and a note for ${student.fullname}`}
        className={`w-12 shrink-0 rounded-md text-xl font-bold text-slate-600 hover:bg-slate-100 disabled:opacity-40 ${focusRing}`}
      >
        ⋯
      </button>
    </li>
  );
}
