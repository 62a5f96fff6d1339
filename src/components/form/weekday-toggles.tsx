import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { WEEKDAY_NAMES, WEEKDAYS } from '@contract';
import { FieldError } from './field-error';
import { visibleError, type FieldBindings, type FieldState } from './field-types';

const toggleClass =
  'flex cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 text-sm font-medium ring-1 transition-colors ring-slate-300 bg-white text-slate-700 hover:bg-slate-50 ' +
  'has-checked:bg-brand-50 has-checked:text-brand-900 has-checked:ring-brand-600 has-focus-visible:ring-2 has-focus-visible:ring-brand-600';

export interface WeekdayTogglesProps {
  legend: string;
  /** Where the page's heading already names the days, the legend is for screen readers only. */
  legendHidden?: boolean;
  /** A line under the days about the days picked (how many, say). */
  note?: (picked: string[]) => string;
  field: FieldState<string[]>;
  bindings: FieldBindings;
}

/**
 * The weekdays as toggles, each a checkbox holding its weekday number as text (the form's
 * schema reads them as numbers): the school's open days, the days a period runs on.
 */
export function WeekdayToggles({ legend, legendHidden = false, note, field, bindings }: WeekdayTogglesProps) {
  useSignals();
  const picked = field.value.value ?? [];
  const errorId = `${useId()}-error`;
  const error = visibleError(field);
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className={legendHidden ? 'sr-only' : 'mb-1 text-sm font-medium text-slate-800'}>{legend}</legend>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-2">
        {WEEKDAYS.map((day) => (
          <label key={day} className={toggleClass}>
            <input type="checkbox" {...bindings} value={String(day)} checked={picked.includes(String(day))} className="size-4 rounded border-slate-400 text-brand-700 focus:outline-none" />
            {WEEKDAY_NAMES[day]}
          </label>
        ))}
      </div>
      {note ? <p className="mt-2 text-xs text-slate-600">{note(picked)}</p> : null}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
