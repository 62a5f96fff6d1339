import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field, Label } from '@headlessui/react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState, type FocusEventHandler, type RefCallback } from 'react';
import { busStudentEndpoints } from '@contract';
import { busKeys } from '@/api/bus';
import { useDebounced } from '@/components/data-table/use-debounced';
import { inputClass } from '@/components/form/field-types';
import { errorMessage } from '@/lib/http-error';
import { http } from '@/lib/http';
import { placeOf } from '../lib/labels';

/** A student as the bus pages name one. */
export interface PickedStudent {
  id: number;
  name: string;
  admission_no: string;
  class_name: string | null;
  section_name: string | null;
}

export const studentLabel = (s: PickedStudent) => `${s.name} · ${s.admission_no}`;

/**
 * Active students enrolled now, from the bus module's own search: the page is for `generate`
 * holders, who need not hold `list-student`.
 */
const activeStudentSearch = (search: string) =>
  queryOptions<PickedStudent[]>({
    queryKey: busKeys.candidates(search),
    queryFn: ({ signal }) =>
      http
        .call(busStudentEndpoints.candidates, { query: { search } }, { signal })
        .then((rows) => rows.map((s): PickedStudent => ({ id: s.student_id, name: s.student_name, admission_no: s.admission_no, class_name: s.class_name, section_name: s.section_name }))),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export interface StudentComboboxProps {
  value: PickedStudent | null;
  onChange: (student: PickedStudent | null) => void;
  error?: string;
  /** The form binds its `student_id` here, so a refusal naming it lands on this input. */
  inputRef?: RefCallback<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}

/**
 * Type a name or admission number; the first twenty active students matching drop down
 * (GET /students?search=). Clearing the text clears the choice.
 */
export function StudentCombobox({ value, onChange, error, inputRef, onBlur }: StudentComboboxProps) {
  const [query, setQuery] = useState('');
  const search = useDebounced(query.trim(), 250);
  const found = useQuery(activeStudentSearch(search));
  const options = search ? (found.data ?? []) : [];

  return (
    <Field>
      <Label className="mb-1 block text-sm font-medium text-slate-800">
        Student
        <span aria-hidden="true" className="text-red-700">
          {' *'}
        </span>
      </Label>
      <Combobox value={value} onChange={onChange} onClose={() => setQuery('')} by="id">
        {/* Not anchored: an anchored list is portalled outside the dialog. */}
        <div className="relative">
          <ComboboxInput
            ref={inputRef}
            className={inputClass}
            placeholder="Type a name or admission number"
            aria-invalid={error ? true : undefined}
            aria-required
            displayValue={(s: PickedStudent | null) => (s ? studentLabel(s) : '')}
            onChange={(e) => {
              setQuery(e.target.value);
              if (e.target.value === '' && value) onChange(null);
            }}
            onBlur={onBlur}
            autoComplete="off"
          />
          <ComboboxOptions
            modal={false}
            className="absolute left-0 right-0 top-full z-50 mt-1 max-h-64 overflow-y-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200 empty:invisible"
          >
            {options.map((s) => (
              <ComboboxOption key={s.id} value={s} className="cursor-pointer px-3 py-2 data-[focus]:bg-brand-50">
                <span className="font-medium text-slate-900">{s.name}</span>
                <span className="text-slate-600">
                  {' · '}
                  {s.admission_no}
                  {placeOf(s) ? ` · ${placeOf(s)}` : ''}
                </span>
              </ComboboxOption>
            ))}
            {search && found.data && options.length === 0 ? <div className="px-3 py-2 text-slate-600">No active student matches “{search}”.</div> : null}
            {search && found.isError ? <div className="px-3 py-2 text-red-700">{errorMessage(found.error)}</div> : null}
          </ComboboxOptions>
        </div>
      </Combobox>
      {error ? (
        <Description as="p" role="alert" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </Description>
      ) : null}
    </Field>
  );
}

/** A fixed student (Change): shown, not picked. */
export function StudentShown({ student }: { student: PickedStudent }) {
  return (
    <div>
      <p className="mb-1 text-sm font-medium text-slate-800">Student</p>
      <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-900 ring-1 ring-slate-200">
        {studentLabel(student)}
        {placeOf(student) ? ` · ${placeOf(student)}` : ''}
      </p>
    </div>
  );
}
