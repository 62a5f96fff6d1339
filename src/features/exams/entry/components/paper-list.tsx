import type { ExamSubject, SectionResults } from '@contract';
import { focusRing } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';

export interface PaperListProps {
  papers: ExamSubject[];
  /** The section's broadsheet, for each paper's progress; absent offline. */
  progress: SectionResults | undefined;
  students: number;
  sectionId: number;
  /** `${paperId}.${sectionId}` of the sheets with marks not sent. */
  unsent: ReadonlySet<string>;
  hrefOf: (paperId: number) => string;
}

/** The class's papers in the exam: each opens its grid for the section, with how far its marks are. */
export function PaperList({ papers, progress, students, sectionId, unsent, hrefOf }: PaperListProps) {
  const byPaper = new Map(progress?.subjects.map((s) => [s.exam_subject_id, s]));
  return (
    <ul aria-label="Papers" className="divide-y divide-slate-100 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      {papers.map((p) => {
        const done = byPaper.get(p.id);
        return (
          <li key={p.id}>
            <a href={hrefOf(p.id)} className={`flex flex-wrap items-center justify-between gap-3 rounded-xl px-4 py-3 hover:bg-slate-50 ${focusRing}`}>
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">{p.subject_name}</span>
                <span className="block text-sm text-slate-700">
                  Out of {p.max_marks} · pass {p.pass_marks}
                  {p.date ? ` · ${formatDate(p.date)}` : ''} · {p.grading_system_name}
                </span>
              </span>
              <span className="flex flex-wrap items-center justify-end gap-2 text-sm">
                {done ? (
                  <span className="tabular-nums text-slate-700">
                    {done.entered} of {students} entered
                  </span>
                ) : null}
                {done?.complete ? (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">Complete</span>
                ) : done ? (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-300">
                    {done.entered ? 'In progress' : 'Not started'}
                  </span>
                ) : null}
                {unsent.has(`${p.id}.${sectionId}`) ? (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Not sent</span>
                ) : null}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
