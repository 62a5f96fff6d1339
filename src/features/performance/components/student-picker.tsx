import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebounced } from '@/components/data-table/use-debounced';
import { inputClass } from '@/components/form/field-types';
import { studentSearchQueryOptions } from '../api/performance';

export interface PickedStudent {
  id: number;
  fullname: string;
  admission_no: string;
  class_name?: string | null;
  section_name?: string | null;
}

export interface StudentPickerProps {
  value: PickedStudent | null;
  onChange: (student: PickedStudent | null) => void;
  label?: string;
  required?: boolean;
  error?: string;
  disabled?: boolean;
}

const describe = (s: PickedStudent) => `${s.fullname} · ${s.admission_no}`;
const place = (s: PickedStudent) => [s.class_name, s.section_name].filter(Boolean).join(' ');

/** Type a name or admission number; the first twenty matches drop down (GET /students?search=). */
export function StudentPicker({ value, onChange, label = 'Student', required, error, disabled }: StudentPickerProps) {
  const [query, setQuery] = useState('');
  const search = useDebounced(query.trim(), 250);
  const found = useQuery(studentSearchQueryOptions(search));
  const options = search ? (found.data ?? []) : [];

  return (
    <Field disabled={disabled}>
      <Label className="mb-1 block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' *'}
          </span>
        ) : null}
      </Label>
      <Combobox value={value} onChange={onChange} onClose={() => setQuery('')} by="id">
        {/* Not anchored: an anchored list is portalled outside the page's landmarks. */}
        <div className="relative">
        <ComboboxInput
          className={inputClass}
          placeholder="Type a name or admission number"
          aria-invalid={error ? true : undefined}
          displayValue={(s: PickedStudent | null) => (s ? describe(s) : '')}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
        <ComboboxOptions
          modal={false}
          className="absolute left-0 right-0 top-full z-50 mt-1 max-h-72 overflow-y-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200 empty:invisible"
        >
          {options.map((s) => (
            <ComboboxOption key={s.id} value={s} className="cursor-pointer px-3 py-2 data-[focus]:bg-brand-50">
              <span className="font-medium text-slate-900">{s.fullname}</span>
              <span className="text-slate-600">
                {' · '}
                {s.admission_no}
                {place(s) ? ` · ${place(s)}` : ''}
              </span>
            </ComboboxOption>
          ))}
          {search && found.data && options.length === 0 ? <div className="px-3 py-2 text-slate-600">No student matches “{search}”.</div> : null}
        </ComboboxOptions>
        </div>
      </Combobox>
      {error ? <p role="alert" className="mt-1 text-xs font-medium text-red-700">{error}</p> : null}
    </Field>
  );
}
