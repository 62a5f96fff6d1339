import type { DashExam } from '@contract';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate } from '@/lib/format-date';
import { Placeholder } from './placeholder';

export interface UpcomingExamsProps {
  /** undefined: still counting. */
  exams: DashExam[] | undefined;
  canEnter: boolean;
}

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/**
 * The active year's exams not closed and not over, with the mark sheets in the user's scope
 * that are complete, so a head teacher sees who still has marking to do and a teacher theirs.
 */
export function UpcomingExams({ exams, canEnter }: UpcomingExamsProps) {
  return (
    <section aria-labelledby="upcoming-exams" aria-busy={exams === undefined || undefined} className="render-when-near rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="upcoming-exams" className="text-base font-semibold text-slate-900">
        Upcoming exams
      </h2>
      {exams === undefined ? (
        <Placeholder className="mt-3 w-64" />
      ) : exams.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No exams are coming up this year.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {exams.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
              <span className="min-w-48 flex-1">
                <span className="font-medium text-slate-900">{e.name}</span>
                <span className="block text-slate-600">
                  {e.type_name} · {formatDate(e.start_date)} – {formatDate(e.end_date)}
                </span>
              </span>
              <StatusBadge status={e.status} />
              <span className="tabular-nums text-slate-700">
                {e.sheets > 0 ? `${e.complete} of ${e.sheets} mark sheets complete` : 'No papers set yet'}
              </span>
              {canEnter && e.status === 'Active' && e.complete < e.sheets ? (
                <a href={`#/exams/exam-entry?exam=${e.id}`} className={linkClass}>
                  Enter marks
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
