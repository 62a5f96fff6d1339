import { useId } from 'react';
import { inputClass } from '@/components/form/field-types';

export interface FilterSelectProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  /** The first choice, e.g. "All classes"; left out when every value is a real choice. */
  allLabel?: string;
  /** Tailwind width class. */
  width?: string;
  onChange: (value: string) => void;
}

/** A labelled select in a list's toolbar, beside the search. */
export function FilterSelect({ label, value, options, allLabel, width = 'w-40', onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className={width}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
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
