import type { ReactNode } from 'react';
import { ClassSectionSelects, type ClassSectionChoice } from '@/components/form/choice-select';

export interface SectionChoiceProps extends ClassSectionChoice {
  /** The week's own buttons (copy), beside the pickers. */
  actions?: ReactNode;
}

/** Whose week the builder shows: a class, then one of its sections. Each choice applies at once. */
export function SectionChoice({ actions, ...choice }: SectionChoiceProps) {
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <ClassSectionSelects {...choice} cellClass="w-full min-w-40 sm:w-auto sm:flex-1 desk:max-w-64" />
      {actions ? <div className="ml-auto flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
