import type { ExamClass } from '@contract';
import { FieldLabel } from '@/components/form/field-label';
import { inputClass } from '@/components/form/field-types';

export interface SectionSelectProps {
  id: string;
  /** undefined while the classes load. */
  classes: ExamClass[] | undefined;
  value: number | undefined;
  onChange: (sectionId: number | undefined) => void;
  /** Offer "All sections" (value undefined) first: the reports that cover every section in scope. */
  allLabel?: string;
}

/** A section, grouped under its class, from the classes sitting the exam (or the year's exams). */
export function SectionSelect({ id, classes, value, onChange, allLabel }: SectionSelectProps) {
  const none = classes !== undefined && classes.every((c) => c.sections.length === 0);
  return (
    <>
      <FieldLabel htmlFor={id} label="Section" />
      <select id={id} className={inputClass} value={value ?? ''} disabled={!classes || (none && !allLabel)} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}>
        {allLabel ? <option value="">{allLabel}</option> : value === undefined ? <option value="">{classes ? 'No sections' : 'Loading sections…'}</option> : null}
        {(classes ?? []).map((c) =>
          c.sections.length ? (
            <optgroup key={c.class_id} label={c.class_name}>
              {c.sections.map((s) => (
                <option key={s.id} value={s.id}>
                  {c.class_name} {s.name}
                </option>
              ))}
            </optgroup>
          ) : null,
        )}
      </select>
    </>
  );
}
