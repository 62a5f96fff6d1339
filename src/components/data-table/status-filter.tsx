import { ToolbarSelect } from '@/components/form/toolbar-fields';

export interface StatusFilterProps<S extends string> {
  /** Every status a row of the list can have, in the order the select offers them. */
  states: readonly S[];
  value: S | undefined;
  /** The chosen status, or undefined for "Any status". */
  onChange: (status: S | undefined) => void;
}

/** A list's Status select in its toolbar: "Any status" or one of the rows' statuses. */
export function StatusFilter<S extends string>({ states, value, onChange }: StatusFilterProps<S>) {
  return (
    <ToolbarSelect
      label="Status"
      value={value ?? ''}
      allLabel="Any status"
      width="w-32"
      options={states.map((s) => ({ value: s, label: s }))}
      onChange={(picked) => onChange(states.find((s) => s === picked))}
    />
  );
}
