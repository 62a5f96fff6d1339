import { useId } from 'react';
import type { SchoolClass } from '@contract';
import { inputClass } from '@/components/form/field-types';

/** A labelled class select for a list's toolbar; "" means every class. */
export function ClassFilter({ classes, value, onChange }: { classes: SchoolClass[]; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="w-44">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        Class
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        <option value="">All classes</option>
        {classes.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
