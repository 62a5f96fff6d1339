import { useId } from 'react';
import { inputClass } from './field-types';

export interface ToolbarSelectProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  /** The first choice, e.g. "All classes" (value ""); left out when every value is a real choice. */
  allLabel?: string;
  /** Tailwind width class: the least it takes; a longer choice widens it (min-w-max). */
  width?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/**
 * A labelled select in a list's toolbar, beside the search: a filter, not a form field. It is
 * never narrower than its longest choice, so "Pick a class first" is never cut to "Pick a class fir".
 */
export function ToolbarSelect({ label, value, options, allLabel, width = 'w-36', disabled, onChange }: ToolbarSelectProps) {
  const id = useId();
  return (
    <div className={`${width} min-w-max`}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface ToolbarDateProps {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}

/** A labelled date in a list's toolbar. Typing is allowed: these are filters, not records. */
export function ToolbarDate({ label, value, min, max, onChange }: ToolbarDateProps) {
  const id = useId();
  return (
    <div className="w-40">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input id={id} type="date" value={value} min={min} max={max} onChange={(e) => onChange(e.target.value)} className={inputClass} />
    </div>
  );
}
