import type { AcademicYear } from '@contract';
import { LabelledSelect } from './labelled-select';

export interface SectionChooserProps {
  activeYearName: string | undefined;
  classes: { id: number; name: string }[];
  sections: { id: number; name: string }[];
  /** The years after the active one, earliest first. */
  laterYears: AcademicYear[];
  classId: string;
  sectionId: string;
  targetId: string;
  /** A new class clears the section: a section belongs to its class. */
  onClass: (classId: string) => void;
  onSection: (sectionId: string) => void;
  onTargetYear: (yearId: string) => void;
}

/** Step 1: which section of the active year, and into which year. */
export function SectionChooser({ activeYearName, classes, sections, laterYears, classId, sectionId, targetId, onClass, onSection, onTargetYear }: SectionChooserProps) {
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <LabelledSelect label={`Class (${activeYearName ?? 'active year'})`} value={classId} onChange={onClass}>
        <option value="">Pick a class</option>
        {classes.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect label="Section" value={sectionId} disabled={!classId} width="w-40" onChange={onSection}>
        <option value="">{classId ? 'Pick a section' : 'Pick a class first'}</option>
        {sections.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect label="Into academic year" value={targetId} disabled={laterYears.length === 0} onChange={onTargetYear}>
        {laterYears.length === 0 ? <option value="">No later year</option> : null}
        {laterYears.map((y) => (
          <option key={y.id} value={y.id}>
            {y.name}
          </option>
        ))}
      </LabelledSelect>
    </div>
  );
}
