import { useId, type ReactNode } from 'react';
import { ChoiceSelect } from '@/components/form/choice-select';

interface Option {
  id: number;
  name: string;
}

export interface SectionChoiceProps {
  classes: Option[] | undefined;
  classId: number | undefined;
  onClass: (classId: number) => void;
  sections: Option[] | undefined;
  sectionId: number | undefined;
  onSection: (sectionId: number) => void;
  /** The week's own buttons (copy), beside the pickers. */
  actions?: ReactNode;
}

/** Whose week the builder shows: a class, then one of its sections. Each choice applies at once. */
export function SectionChoice({ classes, classId, onClass, sections, sectionId, onSection, actions }: SectionChoiceProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="w-full min-w-40 sm:w-auto sm:flex-1 desk:max-w-64">
        <ChoiceSelect id={`${id}-class`} label="Class" options={classes} value={classId} onChange={onClass} what="classes" />
      </div>
      <div className="w-full min-w-40 sm:w-auto sm:flex-1 desk:max-w-64">
        <ChoiceSelect id={`${id}-section`} label="Section" options={sections} value={sectionId} onChange={onSection} what="sections" />
      </div>
      {actions ? <div className="ml-auto flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
