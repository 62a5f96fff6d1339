import { useId } from 'react';
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

interface Named {
  id: number;
  name: string;
}

/** A page's class and section, each applying at once; undefined lists are still loading. */
export interface ClassSectionChoice {
  classes: Named[] | undefined;
  classId: number | undefined;
  onClass: (classId: number) => void;
  sections: Named[] | undefined;
  sectionId: number | undefined;
  onSection: (sectionId: number) => void;
}

/** Class, then one of its sections: two choices side by side, each in a cell of the page's own layout. */
export function ClassSectionSelects({ classes, classId, onClass, sections, sectionId, onSection, cellClass }: ClassSectionChoice & { cellClass?: string }) {
  const id = useId();
  return (
    <>
      <div className={cellClass}>
        <ChoiceSelect id={`${id}-class`} label="Class" options={classes} value={classId} onChange={onClass} what="classes" />
      </div>
      <div className={cellClass}>
        <ChoiceSelect id={`${id}-section`} label="Section" options={sections} value={sectionId} onChange={onSection} what="sections" />
      </div>
    </>
  );
}
