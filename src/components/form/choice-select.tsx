import { FieldLabel } from './field-label';
import { inputClass } from './field-types';

export interface ChoiceSelectProps {
  id: string;
  label: string;
  /** undefined while the list loads. */
  options: { id: number; name: string }[] | undefined;
  value: number | undefined;
  onChange: (id: number) => void;
  /** What the list holds, in words ("classes"): "No classes", "Loading classes…". */
  what: string;
}

/** A page's choice that applies at once (a class, a section), outside any form. */
export function ChoiceSelect({ id, label, options, value, onChange, what }: ChoiceSelectProps) {
  return (
    <>
      <FieldLabel htmlFor={id} label={label} />
      <select id={id} className={inputClass} value={value ?? ''} disabled={!options?.length} onChange={(e) => onChange(Number(e.target.value))}>
        {value === undefined ? <option value="">{options ? `No ${what}` : `Loading ${what}…`}</option> : null}
        {(options ?? []).map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </>
  );
}
