import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebounced } from '@/components/data-table/use-debounced';
import { inputClass } from '@/components/form/field-types';
import { errorMessage } from '@/lib/http-error';
import { studentSearchQueryOptions, type FoundStudent, type StudentSource } from '../api/student-search';

export interface StatementPickerProps {
  source: StudentSource;
  value: FoundStudent | null;
  onChange: (student: FoundStudent) => void;
}

const describe = (s: FoundStudent) => `${s.name} · ${s.admission_no}`;
const place = (s: FoundStudent) => [s.class_name, s.section_name].filter(Boolean).join(' ');

/** Type a name or admission number (or, through the payer search, a parent's phone); pick from the matches. */
export function StatementPicker({ source, value, onChange }: StatementPickerProps) {
  const [query, setQuery] = useState('');
  const search = useDebounced(query.trim(), 250);
  const found = useQuery(studentSearchQueryOptions(source, search));
  const options = search ? (found.data ?? []) : [];
  const hint = source === 'payers' ? 'Name, admission number or parent phone' : 'Name or admission number';

  return (
    <Field className="w-full min-w-64 sm:w-80">
      <Label className="mb-1 block text-sm font-medium text-slate-800">Student</Label>
      <Combobox value={value} onChange={(s: FoundStudent | null) => s && onChange(s)} onClose={() => setQuery('')} by="id">
        {/* Not anchored: an anchored list is portalled outside the page's landmarks. */}
        <div className="relative">
          <ComboboxInput
            className={inputClass}
            placeholder={hint}
            displayValue={(s: FoundStudent | null) => (s ? describe(s) : '')}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
          />
          <ComboboxOptions
            modal={false}
            className="absolute left-0 right-0 top-full z-50 mt-1 max-h-72 overflow-y-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200 empty:invisible"
          >
            {options.map((s) => (
              <ComboboxOption key={s.id} value={s} className="cursor-pointer px-3 py-2 data-[focus]:bg-brand-50">
                <span className="font-medium text-slate-900">{s.name}</span>
                <span className="text-slate-600">
                  {' · '}
                  {s.admission_no}
                  {place(s) ? ` · ${place(s)}` : ''}
                </span>
              </ComboboxOption>
            ))}
            {search && found.data && options.length === 0 ? <div className="px-3 py-2 text-slate-600">No student matches “{search}”.</div> : null}
            {search && found.isError ? <div className="px-3 py-2 text-red-700">{errorMessage(found.error)}</div> : null}
          </ComboboxOptions>
        </div>
      </Combobox>
    </Field>
  );
}
