import { useId } from 'react';
import type { CoverLesson } from '@contract';
import { Button } from '@/components/ui/button';
import { classLabel } from '../lib/day';
import { ProposalButton } from './proposal-button';

/** How many free teachers a lesson offers at once; the rest are behind "Other teacher…". */
export const FIRST_PROPOSALS = 3;

export interface CoverLessonCardProps {
  lesson: CoverLesson;
  /** Admin or `update-timetable`: may assign, change and remove cover. */
  mayAssign: boolean;
  busy: boolean;
  onPick: (teacherId: number) => void;
  onMore: () => void;
  onRemove: () => void;
}

/** Who is free, for those who may only look (a head approving leave): names, no buttons. */
function FreeTeachers({ lesson }: { lesson: CoverLesson }) {
  if (!lesson.proposals.length) return <p className="text-sm text-amber-900">No teacher is free in this period.</p>;
  const names = lesson.proposals.map((p) => `${p.teacher_name}${p.same_subject ? ' (same subject)' : ''}`);
  return <p className="text-sm text-slate-700">Free in this period: {names.join(', ')}.</p>;
}

/**
 * One lesson that needs cover: what and where, whose lesson it is and why they are away; then
 * who covers it, or the free teachers to choose from with one tap.
 */
export function CoverLessonCard({ lesson, mayAssign, busy, onPick, onMore, onRemove }: CoverLessonCardProps) {
  const headingId = useId();
  const { cover } = lesson;
  return (
    <article aria-labelledby={headingId} className={`rounded-lg p-4 ring-1 ${cover ? 'bg-white ring-slate-200' : 'bg-amber-50/60 ring-amber-200'}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {classLabel(lesson)} · {lesson.subject_name}
          </h3>
          <p className="text-sm text-slate-700">
            {lesson.room_name ?? 'No room'} · Absent: {lesson.absent_teacher_name} ({lesson.leave_type})
          </p>
        </div>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${cover ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}>{cover ? 'Covered' : 'Needs cover'}</span>
      </div>

      {cover ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-900">
            Covered by <span className="font-semibold">{cover.teacher_name}</span>
          </p>
          {mayAssign ? (
            <div className="flex gap-2">
              <Button variant="secondary" className="min-h-11" disabled={busy} onClick={onMore}>
                Change
              </Button>
              <Button variant="secondary" className="min-h-11" disabled={busy} onClick={onRemove}>
                Remove
              </Button>
            </div>
          ) : null}
        </div>
      ) : mayAssign ? (
        <div className="mt-3 space-y-2">
          {lesson.proposals.length ? (
            <ul className="grid gap-2 sm:grid-cols-3" aria-label={`Free teachers for ${classLabel(lesson)}, ${lesson.subject_name}`}>
              {lesson.proposals.slice(0, FIRST_PROPOSALS).map((p) => (
                <li key={p.teacher_id}>
                  <ProposalButton proposal={p} disabled={busy} onPick={() => onPick(p.teacher_id)} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-amber-900">No teacher is free in this period.</p>
          )}
          {lesson.proposals.length > FIRST_PROPOSALS ? (
            <Button variant="ghost" className="min-h-11" disabled={busy} onClick={onMore}>
              Other teacher…
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="mt-3">
          <FreeTeachers lesson={lesson} />
        </div>
      )}
    </article>
  );
}
