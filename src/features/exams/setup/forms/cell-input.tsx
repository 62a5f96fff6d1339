import { getError, type FieldPath, type FieldValues, type FormStore } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import type { InputHTMLAttributes } from 'react';
import { inputClass, visibleError, type FieldBindings, type FieldState } from '@/components/form/field-types';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'id'>;

export interface CellInputProps extends NativeProps {
  field: FieldState<string>;
  bindings: FieldBindings;
  /** What else is wrong at this cell (a gap in the bands), beside the cell's own error. */
  issue?: string;
  /** The id of this cell's message, shown under its row. */
  messageId: string;
}

/**
 * A field in a table row: a bare input named by `aria-label` (its column and row), with its
 * message on a line of its own under the row (CellMessages), where a sentence has room.
 */
export function CellInput({ field, bindings, issue, messageId, className = '', ...native }: CellInputProps) {
  useSignals();
  const message = visibleError(field) || issue;
  return (
    <input
      {...native}
      {...bindings}
      value={field.value.value ?? ''}
      autoComplete="off"
      aria-invalid={message ? true : undefined}
      aria-describedby={message ? messageId : undefined}
      className={`${inputClass} px-2 py-1.5 tabular-nums ${className}`}
    />
  );
}

/** The error a field of `form` shows now (once touched or dirty), '' when none or not rendered yet. */
export function shownError<T extends FieldValues>(form: FormStore<T, undefined>, name: string): string {
  // Rows are named by index (`bands.3.from`), which the typed paths cannot spell.
  const path = name as FieldPath<T>;
  return getError(form, path, { shouldActive: false, shouldTouched: true }) || getError(form, path, { shouldActive: false, shouldDirty: true }) || '';
}

export interface CellMessage {
  id: string;
  text: string;
}

/** The messages of a table row's cells, on a row of their own spanning the table. */
export function CellMessages({ messages, columns }: { messages: CellMessage[]; columns: number }) {
  if (!messages.length) return null;
  return (
    <tr className="border-b border-slate-100 last:border-0">
      <td colSpan={columns} className="px-1.5 pb-2">
        <ul className="space-y-0.5">
          {messages.map((m) => (
            <li key={m.id} id={m.id} className="text-xs font-medium text-red-700">
              {m.text}
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}
