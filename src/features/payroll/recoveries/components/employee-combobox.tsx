import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field, Label } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FocusEventHandler, type RefCallback } from 'react';
import { useDebounced } from '@/components/data-table/use-debounced';
import { inputClass } from '@/components/form/field-types';
import { errorMessage } from '@/lib/http-error';
import { employeeSearchQueryOptions } from '../api/employee-search';

/** An employee as the payroll pages name one: "Amina Odhiambo · EMP-0012". */
export interface PickedEmployee {
  id: number;
  name: string;
  number: string;
}

export const employeeLabel = (e: PickedEmployee) => `${e.name} · ${e.number}`;

export interface EmployeeComboboxProps {
  label?: string;
  value: PickedEmployee | null;
  onChange: (employee: PickedEmployee | null) => void;
  /** Only employees still working here (a payout); a filter finds those who left too. */
  activeOnly?: boolean;
  required?: boolean;
  error?: string;
  disabled?: boolean;
  /** A form binds its field here, so a refusal of `employee_id` focuses this input. */
  inputRef?: RefCallback<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  className?: string;
}

/**
 * Type a name or staff number; the first twenty matches drop down (GET /employees?search=).
 * Clearing the text clears the choice.
 */
export function EmployeeCombobox({ label = 'Employee', value, onChange, activeOnly = false, required, error, disabled, inputRef, onBlur, className }: EmployeeComboboxProps) {
  const [query, setQuery] = useState('');
  const search = useDebounced(query.trim(), 250);
  const found = useQuery(employeeSearchQueryOptions(search, activeOnly));
  const options: PickedEmployee[] = search ? (found.data ?? []).map((e) => ({ id: e.id, name: e.fullname, number: e.number })) : [];

  return (
    <Field disabled={disabled} className={className}>
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
            ref={inputRef}
            className={inputClass}
            placeholder="Name or staff number"
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            displayValue={(e: PickedEmployee | null) => (e ? employeeLabel(e) : '')}
            onChange={(e) => {
              setQuery(e.target.value);
              if (e.target.value === '' && value) onChange(null);
            }}
            onBlur={onBlur}
            autoComplete="off"
          />
          <ComboboxOptions
            modal={false}
            className="absolute left-0 right-0 top-full z-50 mt-1 max-h-72 min-w-64 overflow-y-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200 empty:invisible"
          >
            {options.map((e) => (
              <ComboboxOption key={e.id} value={e} className="cursor-pointer px-3 py-2 data-[focus]:bg-brand-50">
                <span className="font-medium text-slate-900">{e.name}</span>
                <span className="text-slate-600"> · {e.number}</span>
              </ComboboxOption>
            ))}
            {search && found.data && options.length === 0 ? <div className="px-3 py-2 text-slate-600">No employee matches “{search}”.</div> : null}
            {search && found.isError ? <div className="px-3 py-2 text-red-700">{errorMessage(found.error)}</div> : null}
          </ComboboxOptions>
        </div>
      </Combobox>
      {/* Headless UI's Description: the Field points the input's aria-describedby at it. */}
      {error ? (
        <Description as="p" role="alert" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </Description>
      ) : null}
    </Field>
  );
}
