import { useId } from 'react';
import type { Exam, ExamClass, ReportCard } from '@contract';
import { FieldLabel } from '@/components/form/field-label';
import { inputClass } from '@/components/form/field-types';
import { SectionSelect } from './section-select';

export interface ReportChoiceProps {
  exams: Exam[] | undefined;
  examId: number | undefined;
  onExam: (examId: number) => void;
  classes: ExamClass[] | undefined;
  sectionId: number | undefined;
  onSection: (sectionId: number | undefined) => void;
  /** The section's students, for "one student"; undefined hides the choice (statistics). */
  students?: Pick<ReportCard['student'], 'id' | 'fullname' | 'admission_no'>[];
  studentId?: number;
  onStudent?: (studentId: number | undefined) => void;
  /** Statistics may cover every section at once. */
  allSections?: boolean;
}

/** "Term 1 exam · 2026/2027 · Closed". */
const examLabel = (e: Exam) => `${e.name} · ${e.academic_year_name} · ${e.status}`;

/** Which exam, which section, and optionally one student. Each choice applies at once. */
export function ReportChoice({ exams, examId, onExam, classes, sectionId, onSection, students, studentId, onStudent, allSections }: ReportChoiceProps) {
  const id = useId();
  return (
    // As many 15rem columns as fit (two on a tablet, three on a desktop). Not `sm:… desk:…`: the
    // built CSS puts the px breakpoint (desk) before the rem ones (sm), so sm would win on a desktop.
    <div className="grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[repeat(auto-fit,minmax(15rem,1fr))] print:hidden">
      <div>
        <FieldLabel htmlFor={`${id}-exam`} label="Exam" />
        <select id={`${id}-exam`} className={inputClass} value={examId ?? ''} disabled={!exams?.length} onChange={(e) => onExam(Number(e.target.value))}>
          {examId === undefined ? <option value="">{exams ? 'No exams' : 'Loading exams…'}</option> : null}
          {(exams ?? []).map((e) => (
            <option key={e.id} value={e.id}>
              {examLabel(e)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <SectionSelect id={`${id}-section`} classes={classes} value={sectionId} onChange={onSection} allLabel={allSections ? 'All sections' : undefined} />
      </div>
      {onStudent ? (
        <div>
          <FieldLabel htmlFor={`${id}-student`} label="Student" />
          <select
            id={`${id}-student`}
            className={inputClass}
            value={studentId ?? ''}
            disabled={!students?.length}
            onChange={(e) => onStudent(e.target.value ? Number(e.target.value) : undefined)}
          >
            <option value="">{students ? 'Every student of the section' : 'Loading students…'}</option>
            {(students ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.fullname} ({s.admission_no})
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
