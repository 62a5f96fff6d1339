import { useId } from 'react';
import { EXAM_STATES, type Exam } from '@contract';
import { inputClass } from '@/components/form/field-types';
import { formatDate } from '@/lib/format-date';

export interface ExamChoiceProps {
  /** In the picker's order: Active first. */
  exams: Exam[];
  chosen: Exam | undefined;
  onChoose: (examId: number) => void;
}

const GROUPS = { Active: 'Open for marks', Pending: 'Not open yet', Closed: 'Closed (marks locked)' } as const;

const STATUS_TONE = {
  Active: 'bg-emerald-100 text-emerald-900',
  Pending: 'bg-slate-200 text-slate-800',
  Closed: 'bg-slate-700 text-white',
} as const;

/** The exam to enter marks for, grouped by status so the ones open for marks come first. */
export function ExamChoice({ exams, chosen, onChoose }: ExamChoiceProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-full max-w-md">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
          Exam
        </label>
        <select id={id} value={chosen?.id ?? ''} onChange={(e) => e.target.value && onChoose(Number(e.target.value))} className={inputClass}>
          {chosen ? null : <option value="">Choose an exam</option>}
          {EXAM_STATES.filter((s) => exams.some((e) => e.status === s))
            .sort((a, b) => Object.keys(GROUPS).indexOf(a) - Object.keys(GROUPS).indexOf(b))
            .map((status) => (
              <optgroup key={status} label={GROUPS[status]}>
                {exams
                  .filter((e) => e.status === status)
                  .map((e) => (
                    <option key={e.id} value={e.id}>
                      {e.name} ({e.academic_year_name})
                    </option>
                  ))}
              </optgroup>
            ))}
        </select>
      </div>
      {chosen ? (
        <p className="flex min-h-10 flex-wrap items-center gap-2 text-sm text-slate-700">
          <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[chosen.status]}`}>{chosen.status}</span>
          {chosen.exam_type_name} · {formatDate(chosen.start_date)} – {formatDate(chosen.end_date)}
        </p>
      ) : null}
    </div>
  );
}
