import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebounced } from '@/components/data-table/use-debounced';
import { inputClass } from '@/components/form/field-types';
import { errorMessage } from '@/lib/http-error';
import { employeeSearchQueryOptions, type FoundEmployee } from '../api/reports';

export interface EmployeePickerProps {
  value: FoundEmployee | null;
  onChange: (employee: FoundEmployee) => void;
  /** Wider in a dialog, a set width in a toolbar. */
  className?: string;
}

const describe = (e: FoundEmployee) => `${e.name} · ${e.number}`;

/** Type a name, employee number or phone; pick from the matches (leavers included). */
export function EmployeePicker({ value, onChange, className = 'w-full min-w-64 sm:w-80' }: EmployeePickerProps) {
  const [query, setQuery] = useState('');
  const search = useDebounced(query.trim(), 250);
  const found = useQuery(employeeSearchQueryOptions(search));
  const options = search ? (found.data ?? []) : [];

  return (
    <Field className={className}>
      <Label className="mb-1 block text-sm font-medium text-slate-800">Employee</Label>
      <Combobox value={value} onChange={(e: FoundEmployee | null) => e && onChange(e)} onClose={() => setQuery('')} by="id">
        {/* Not anchored: an anchored list is portalled outside the page's landmarks. */}
        <div className="relative">
          <ComboboxInput
            className={inputClass}
            placeholder="Name, number or phone"
            displayValue={(e: FoundEmployee | null) => (e ? describe(e) : '')}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
          />
          <ComboboxOptions
            modal={false}
            className="absolute left-0 right-0 top-full z-50 mt-1 max-h-72 overflow-y-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200 empty:invisible"
          >
            {options.map((e) => (
              <ComboboxOption key={e.id} value={e} className="cursor-pointer px-3 py-2 data-[focus]:bg-brand-50">
                <span className="font-medium text-slate-900">{e.name}</span>
                <span className="text-slate-600">
                  {' · '}
                  {e.number}
                  {e.job_title ? ` · ${e.job_title}` : ''}
                </span>
              </ComboboxOption>
            ))}
            {search && found.data && options.length === 0 ? <div className="px-3 py-2 text-slate-600">No employee matches “{search}”.</div> : null}
            {search && found.isError ? <div className="px-3 py-2 text-red-700">{errorMessage(found.error)}</div> : null}
          </ComboboxOptions>
        </div>
      </Combobox>
    </Field>
  );
}
