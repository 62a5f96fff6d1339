import { useId } from 'react';
import { inputClass } from '@/components/form/field-types';
import { Button } from '@/components/ui/button';
import type { Mapping } from './column-mapping';
import type { ImportSpec } from './import-spec';
import type { LoadedFile } from './loaded-file';
import { StepSection } from './step-section';

export interface MappingStepProps<C extends string> {
  spec: ImportSpec<C>;
  file: LoadedFile;
  mapping: Mapping<C>;
  /** Required fields no column goes into, and fields chosen for two columns. */
  missing: C[];
  duplicates: C[];
  mappingOk: boolean;
  checked: boolean;
  checking: boolean;
  onColumn: (index: number, column: C | '') => void;
  onCheck: () => void;
}

/** Step 2: which field each column of the file goes into, then the server's check. */
export function MappingStep<C extends string>({ spec, file, mapping, missing, duplicates, mappingOk, checked, checking, onColumn, onCheck }: MappingStepProps<C>) {
  const id = useId();
  return (
    <StepSection id="step-map" n={2} done={mappingOk} title="Match the columns">
      <p className="mb-3 text-sm text-slate-700">Each column of the file goes into one field. Columns set to “Leave out” are not imported.</p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Columns of the file and the field each goes into</caption>
          <thead>
            <tr className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <th scope="col" className="px-3 py-2 font-semibold">Column in the file</th>
              <th scope="col" className="px-3 py-2 font-semibold">First row</th>
              <th scope="col" className="px-3 py-2 font-semibold">Goes into</th>
            </tr>
          </thead>
          <tbody>
            {file.table.headers.map((h, i) => {
              const chosen = mapping[i] ?? '';
              const dup = chosen !== '' && duplicates.includes(chosen);
              return (
                <tr key={i} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                    {h || <span className="text-slate-600">(no name)</span>}
                  </th>
                  <td className="max-w-48 truncate px-3 py-2 text-slate-700">{file.table.rows[0]?.[i] ?? ''}</td>
                  <td className="px-3 py-2">
                    <label className="sr-only" htmlFor={`${id}-map-${i}`}>
                      Field for column {h || i + 1}
                    </label>
                    <select
                      id={`${id}-map-${i}`}
                      value={chosen}
                      aria-invalid={dup || undefined}
                      onChange={(e) => onColumn(i, spec.columns.find((c) => c === e.target.value) ?? '')}
                      className={`${inputClass} max-w-64`}
                    >
                      <option value="">Leave out</option>
                      {spec.columns.map((c) => (
                        <option key={c} value={c}>
                          {spec.labels[c]}
                          {spec.required.includes(c) ? ' (required)' : ''}
                        </option>
                      ))}
                    </select>
                    {dup ? <p className="mt-1 text-xs font-medium text-red-700">{spec.labels[chosen]} is chosen for more than one column.</p> : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {missing.length ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          Required fields no column goes into: {missing.map((c) => spec.labels[c]).join(', ')}.
        </p>
      ) : null}
      <div className="mt-4 flex justify-end">
        <Button disabled={!mappingOk || checking} onClick={onCheck}>
          {checked ? 'Check again' : 'Check the rows'}
        </Button>
      </div>
    </StepSection>
  );
}
