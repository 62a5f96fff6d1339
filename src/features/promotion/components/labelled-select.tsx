import { useId, type ReactNode } from 'react';
import { inputClass } from '@/components/form/field-types';

export interface LabelledSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The options, some of which may be disabled. */
  children: ReactNode;
  disabled?: boolean;
  width?: string;
  /** Inside a table row the column header says what it is; the label stays for screen readers. */
  srOnlyLabel?: boolean;
}

/** A select with its label, for the promotion's choices. */
export function LabelledSelect({ label, value, onChange, children, disabled, width = 'w-48', srOnlyLabel }: LabelledSelectProps) {
  const id = useId();
  return (
    <div className={width}>
      <label htmlFor={id} className={srOnlyLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-800'}>
        {label}
      </label>
      <select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        {children}
      </select>
    </div>
  );
}
