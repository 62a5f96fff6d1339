import { memo } from 'react';
import type { FamilyExam } from '@contract';
import { anyWithheld, examClassFigure, examDates, paperClassFigure, paperMarksText, percentText, WITHHELD_NOTE, wasMarked } from './exams-figures';

type Paper = FamilyExam['papers'][number];

/** One paper as a phone reads it: the subject and marks on one line, grade, remark and the class's mean under them. */
function PaperItem({ paper: p }: { paper: Paper }) {
  const marked = wasMarked(p);
  const below = marked && p.marks! < p.pass_marks;
  const figure = paperClassFigure(p);
  return (
    <li className="py-2.5">
      <div className="flex items-baseline justify-between gap-3">
        <p className="min-w-0 break-words font-medium text-slate-900">{p.subject_name}</p>
        <p className={`shrink-0 whitespace-nowrap tabular-nums ${marked ? 'font-semibold text-slate-900' : 'italic text-slate-700'}`}>
          {paperMarksText(p)}
          {marked && p.grade ? <span className="ml-2 inline-block min-w-8 rounded bg-slate-100 px-1.5 text-center text-sm font-bold">{p.grade}</span> : null}
        </p>
      </div>
      {marked && p.percent != null ? (
        <p className="text-sm text-slate-700">
          {percentText(p.percent)}
          {below ? <span className="font-medium text-red-800"> · below the pass mark of {p.pass_marks}</span> : null}
        </p>
      ) : null}
      {p.remark ? <p className="text-sm text-slate-800">{p.remark}</p> : null}
      <p className="text-xs text-slate-600">{figure ?? 'Class mean withheld'}</p>
    </li>
  );
}

/** One closed exam: the overall percentage and grade at its head, then each paper. */
export const ExamCard = memo(function ExamCard({ exam: e }: { exam: FamilyExam }) {
  const headingId = `exam-${e.id}`;
  const classFigure = examClassFigure(e);
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 print:break-inside-avoid print:shadow-none">
      <header className="flex items-start justify-between gap-3 border-b border-slate-200 pb-3">
        <div className="min-w-0">
          <h3 id={headingId} className="break-words text-base font-semibold text-slate-900">
            {e.name}
          </h3>
          <p className="text-sm text-slate-600">{examDates(e)}</p>
        </div>
        <div className="shrink-0 text-right">
          <p className="text-2xl font-bold tabular-nums text-slate-900">{percentText(e.percent)}</p>
          <p className="text-sm font-semibold text-slate-800">{e.grade ? `Grade ${e.grade}` : 'No grade'}</p>
        </div>
      </header>
      <p className="mt-2 text-sm text-slate-700">{classFigure ?? 'Class mean withheld'}</p>
      <ul aria-label={`Papers of ${e.name}`} className="divide-y divide-slate-200">
        {e.papers.map((p) => (
          <PaperItem key={p.subject_name} paper={p} />
        ))}
      </ul>
      {anyWithheld(e) ? <p className="mt-2 border-t border-slate-200 pt-2 text-xs text-slate-600">{WITHHELD_NOTE}</p> : null}
    </article>
  );
});
