import { useRef, useState } from 'react';
import type { PerformanceCategory, Profile } from '@contract';
import { focusRing } from '@/components/ui/button';
import { QueryProblem } from '@/components/overlays/query-state';
import { can } from '@/lib/can';
import { useOnline } from '@/lib/online';
import { useSavePerformance } from '../api/performance';
import { PerformanceForm, type NoteDefaults } from '../forms/performance-form';
import { categoryNote, today } from '../lib/dates';
import type { PickedStudent } from './student-choice';

/** The notes list filtered to one student (the list route's search keys). */
export const studentNotesHref = (studentId: number) => `#/students/list-performance?student_id=${studentId}`;

/** Students › Add Performance: one note after another; the date and category stay for the next. */
export function AddPerformancePage({ user }: { user: Profile }) {
  const [defaults, setDefaults] = useState<NoteDefaults>({ date: today(), category: '' });
  const [round, setRound] = useState(0);
  const [last, setLast] = useState<{ student: PickedStudent; category: PerformanceCategory } | null>(null);
  const picked = useRef<PickedStudent | null>(null);
  const save = useSavePerformance((_data, { input }) => {
    if (picked.current) setLast({ student: picked.current, category: input.category });
    setDefaults({ date: input.date, category: input.category });
    setRound((r) => r + 1);
  });
  const canList = can(user, 'list-perfomance-student');
  const online = useOnline();

  return (
    <div className="mx-auto max-w-2xl space-y-4">
      {!online ? (
        <QueryProblem title="This needs a connection" message="Finding a student and saving a note need a connection. What you type stays here until you save." />
      ) : null}
      {last ? (
        <div role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
          Saved {categoryNote(last.category)} for <strong>{last.student.fullname}</strong>.{' '}
          {canList ? (
            <a href={studentNotesHref(last.student.id)} className={`font-medium text-emerald-900 underline ${focusRing}`}>
              See {last.student.fullname}’s notes
            </a>
          ) : null}
        </div>
      ) : null}
      <section aria-labelledby="add-note-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="add-note-heading" className="mb-4 text-base font-semibold text-slate-900">
          New performance note
        </h2>
        <PerformanceForm
          key={round}
          defaults={defaults}
          pending={save.isPending}
          submitLabel="Save note"
          onSubmit={(input, student) => {
            picked.current = student;
            save.mutate({ id: null, input });
          }}
        />
      </section>
    </div>
  );
}
