import type { ReactNode } from 'react';
import { describeRule, type GradingScale, type MarkSheet } from '@contract';
import { SheetTitleBar } from '@/components/ui/sheet-title-bar';
import { formatDate, formatDateTime } from '@/lib/format-date';
import type { Counts } from '../lib/marks';

export interface SheetHeaderProps {
  sheet: MarkSheet;
  scale: GradingScale | null;
  counts: Counts;
  timeZone: string;
  back: string;
  marker: ReactNode;
}

/** The paper, its maximum and pass marks, the grading rule, who saved it last, and the counts so far. */
export function SheetHeader({ sheet, scale, counts, timeZone, back, marker }: SheetHeaderProps) {
  const { exam, exam_subject: paper, section, saved } = sheet;
  return (
    <header className="space-y-3">
      <SheetTitleBar
        title={`${paper.subject_name} · ${section.class_name} ${section.name}`}
        subtitle={`${exam.name} (${exam.academic_year_name})${paper.date ? ` · ${formatDate(paper.date)}` : ''}`}
        marker={marker}
        back={back}
        backLabel="All papers"
      />
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-xl bg-white px-4 py-3 text-sm shadow-sm ring-1 ring-slate-200 sm:grid-cols-4">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">Maximum</dt>
          <dd className="font-semibold tabular-nums text-slate-900">{paper.max_marks}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">Pass</dt>
          <dd className="font-semibold tabular-nums text-slate-900">{paper.pass_marks}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">Grading: {paper.grading_system_name}</dt>
          <dd className="text-slate-900">{scale ? describeRule(scale) : 'Grades show once the grading system has loaded.'}</dd>
        </div>
      </dl>
      <ul aria-label="Counts" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
        <li>
          <span className="font-semibold tabular-nums">{counts.entered}</span> entered
        </li>
        <li>
          <span className="font-semibold tabular-nums">{counts.absent}</span> absent
        </li>
        <li>
          <span className="font-semibold tabular-nums">{counts.exempt}</span> exempt
        </li>
        <li className={counts.missing ? 'text-amber-900' : ''}>
          <span className="font-semibold tabular-nums">{counts.missing}</span> missing
        </li>
      </ul>
      <p className="text-sm text-slate-700">
        {saved
          ? `Last saved by ${saved.updated_by_name} at ${formatDateTime(saved.updated_at, timeZone)}${saved.complete ? ' · marked complete' : ''}.`
          : 'No marks saved yet.'}
      </p>
    </header>
  );
}
