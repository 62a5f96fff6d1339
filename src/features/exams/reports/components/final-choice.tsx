import { useId } from 'react';
import type { AcademicYear, Exam, ExamClass } from '@contract';
import { FieldLabel } from '@/components/form/field-label';
import { inputClass } from '@/components/form/field-types';
import { SectionSelect } from './section-select';

export interface FinalChoiceProps {
  years: AcademicYear[] | undefined;
  yearId: number | undefined;
  onYear: (yearId: number) => void;
  classes: ExamClass[] | undefined;
  sectionId: number | undefined;
  onSection: (sectionId: number | undefined) => void;
  /** The year's exams that count (not Pending), earliest first. */
  exams: Exam[] | undefined;
  upTo: number | undefined;
  onUpTo: (examId: number | undefined) => void;
}

/** Which year, which section, and up to which exam. Each choice applies at once. */
export function FinalChoice({ years, yearId, onYear, classes, sectionId, onSection, exams, upTo, onUpTo }: FinalChoiceProps) {
  const id = useId();
  return (
    <div className="mx-auto grid max-w-6xl gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-3 print:hidden">
      <div>
        <FieldLabel htmlFor={`${id}-year`} label="Academic year" />
        <select id={`${id}-year`} className={inputClass} value={yearId ?? ''} disabled={!years?.length} onChange={(e) => onYear(Number(e.target.value))}>
          {yearId === undefined ? <option value="">{years ? 'No academic years' : 'Loading years…'}</option> : null}
          {(years ?? []).map((y) => (
            <option key={y.id} value={y.id}>
              {y.name}
              {y.active ? ' (active)' : ''}
            </option>
          ))}
        </select>
      </div>
      <div>
        <SectionSelect id={`${id}-section`} classes={classes} value={sectionId} onChange={onSection} />
      </div>
      <div>
        <FieldLabel htmlFor={`${id}-upto`} label="Up to exam" />
        <select
          id={`${id}-upto`}
          className={inputClass}
          value={upTo ?? ''}
          disabled={!exams?.length}
          onChange={(e) => onUpTo(e.target.value ? Number(e.target.value) : undefined)}
        >
          <option value="">{exams ? 'Every exam of the year' : 'Loading exams…'}</option>
          {(exams ?? []).map((e) => (
            <option key={e.id} value={e.id}>
              {e.name} ({e.exam_type_name})
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
